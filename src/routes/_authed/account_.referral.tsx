import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../features/account/referral-page';

export const Route = createFileRoute('/_authed/account_/referral')({
  validateSearch: () => ({}),
  component: ReferralPage,
  head: () => ({ meta: [{ title: 'Referral | Pivot Furniture' }] }),
});
