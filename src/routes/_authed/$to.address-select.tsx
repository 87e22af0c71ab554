import { createFileRoute } from '@tanstack/react-router';
import { AddressSelectPage } from '../../features/checkout/address-select-page';

export const Route = createFileRoute('/_authed/$to/address-select')({
  component: AddressSelectRoute,
  head: () => ({ meta: [{ title: 'Choose an address | Pivot Furniture' }] }),
});

function AddressSelectRoute() {
  const { to } = Route.useParams();
  return <AddressSelectPage to={to} />;
}
