import { createFileRoute } from '@tanstack/react-router';
import { DeliveriesPage } from '../../features/account/deliveries/deliveries-page';

/** `/account/deliveries`: upcoming and past deliveries and pickups (decision 129). */
export const Route = createFileRoute('/_authed/account_/deliveries')({
  validateSearch: () => ({}),
  component: DeliveriesPage,
  head: () => ({ meta: [{ title: 'Deliveries | Pivot Furniture' }] }),
});
