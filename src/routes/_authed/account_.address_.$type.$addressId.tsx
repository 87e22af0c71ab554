import { createFileRoute } from '@tanstack/react-router';
import { AddressEditPage } from '../../features/account/address-edit-page';

/** `/account/address/{type}/{addressId}`: edit one address; `new` adds one. */
export const Route = createFileRoute('/_authed/account_/address_/$type/$addressId')({
  validateSearch: () => ({}),
  component: AddressEditRoute,
  head: () => ({ meta: [{ title: 'Address | Pivot Furniture' }] }),
});

function AddressEditRoute() {
  const { addressId } = Route.useParams();
  return <AddressEditPage key={addressId} addressId={addressId} />;
}
