import { createFileRoute } from '@tanstack/react-router';
import { AddressBookPage } from '../../features/account/address-book-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/address')({
  validateSearch: () => ({}),
  component: AddressBookPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_address()) }] }),
});
