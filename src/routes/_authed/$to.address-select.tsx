import { createFileRoute } from '@tanstack/react-router';
import { AddressSelectPage } from '../../features/checkout/address-select-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/$to/address-select')({
  component: AddressSelectRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_choose_an_address()) }] }),
});

function AddressSelectRoute() {
  const { to } = Route.useParams();
  return <AddressSelectPage to={to} />;
}
