import { createFileRoute } from '@tanstack/react-router';
import { AddressEditPage } from '../../features/account/address-edit-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `/account/address/{type}/{addressId}`: edit one address; `new` adds one. */
export const Route = createFileRoute('/_authed/account_/address_/$type/$addressId')({
  validateSearch: () => ({}),
  component: AddressEditRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_address()) }] }),
});

function AddressEditRoute() {
  const { addressId } = Route.useParams();
  return <AddressEditPage key={addressId} addressId={addressId} />;
}
