import { createFileRoute } from '@tanstack/react-router';
import { UnsignedAgreementsPage } from '../../features/checkout/unsigned-agreements-page';

export const Route = createFileRoute('/_authed/account_/unsigned-agreements')({
  component: UnsignedAgreementsPage,
  head: () => ({ meta: [{ title: 'Unsigned agreements | Pivot Furniture' }] }),
});
