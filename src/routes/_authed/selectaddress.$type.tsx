import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '../../features/account/address-draft';
import { SelectAddressPage } from '../../features/account/select-address-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `?return=/path`: where to go back with the chosen address; only paths of this site. */
function validateSelectAddressSearch(search: Record<string, unknown>): { return?: string } {
  return typeof search.return === 'string' ? { return: search.return } : {};
}

export const Route = createFileRoute('/_authed/selectaddress/$type')({
  validateSearch: validateSelectAddressSearch,
  component: SelectAddressRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_choose_an_address()) }] }),
});

function SelectAddressRoute() {
  const { type } = Route.useParams();
  const search = Route.useSearch();
  return <SelectAddressPage type={type} returnTo={safeReturnPath(search.return)} />;
}
