import { createFileRoute } from '@tanstack/react-router';
import { AddressBookPage } from '../../features/account/address-book-page';

export const Route = createFileRoute('/_authed/account_/address')({
  validateSearch: () => ({}),
  component: AddressBookPage,
  head: () => ({ meta: [{ title: 'Address | Pivot Furniture' }] }),
});
