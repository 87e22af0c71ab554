import { createFileRoute } from '@tanstack/react-router';
import { UpcomingBillPage } from '../../features/account/upcoming-bill-page';

export const Route = createFileRoute('/_authed/account_/upcoming-bill')({
  validateSearch: () => ({}),
  component: UpcomingBillPage,
  head: () => ({ meta: [{ title: 'Upcoming bill | Pivot Furniture' }] }),
});
