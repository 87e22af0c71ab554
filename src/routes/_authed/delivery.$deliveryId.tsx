import { createFileRoute } from '@tanstack/react-router';
import { TrackerPage } from '../../features/account/deliveries/tracker-page';

/**
 * `/delivery/{deliveryId}`: the tracker (decision 129). The map's library loads with this route
 * only (a lazy chunk of tracker-map), so no other page's JavaScript carries it.
 */
export const Route = createFileRoute('/_authed/delivery/$deliveryId')({
  validateSearch: () => ({}),
  component: TrackerRoute,
  head: () => ({ meta: [{ title: 'Follow your delivery | Pivot Furniture' }] }),
});

function TrackerRoute() {
  const { deliveryId } = Route.useParams();
  // TIP PANEL SPOT: once src/features/tips/ exists, pass its panel as
  // `doneSlot={<TipPanel deliveryId={deliveryId} />}`; the tracker shows it when the visit is done.
  return <TrackerPage key={deliveryId} deliveryId={deliveryId} />;
}
