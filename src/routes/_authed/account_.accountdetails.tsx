import { createFileRoute } from '@tanstack/react-router';
import { AccountRoute } from '../-account/account-route';

export const Route = createFileRoute('/_authed/account_/accountdetails')({
  validateSearch: () => ({}),
  component: AccountRoute,
  head: () => ({ meta: [{ title: 'My Account | Pivot Furniture' }] }),
});
