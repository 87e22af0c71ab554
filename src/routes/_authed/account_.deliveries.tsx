import { createFileRoute } from '@tanstack/react-router';
import { DeliveriesPage } from '../../features/account/deliveries/deliveries-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `/account/deliveries`: upcoming and past deliveries and pickups (decision 129). */
export const Route = createFileRoute('/_authed/account_/deliveries')({
  validateSearch: () => ({}),
  component: DeliveriesPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_deliveries()) }] }),
});
