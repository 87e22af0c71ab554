import { createFileRoute } from '@tanstack/react-router';
import { TrackerPage } from '../../features/account/deliveries/tracker-page';
import { TipPanel } from '../../features/tips/tip-panel';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/**
 * `/delivery/{deliveryId}`: the tracker (decision 129). The map's library loads with this route
 * only (a lazy chunk of tracker-map), so no other page's JavaScript carries it.
 */
export const Route = createFileRoute('/_authed/delivery/$deliveryId')({
  validateSearch: () => ({}),
  component: TrackerRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_follow_your_delivery()) }] }),
});

function TrackerRoute() {
  const { deliveryId } = Route.useParams();
  // Once the visit is done, the crew can be tipped (decision 132).
  return (
    <TrackerPage
      key={deliveryId}
      deliveryId={deliveryId}
      doneSlot={(delivery) => (
        <TipPanel
          deliveryId={delivery.id}
          done
          tipped={delivery.hasTipped}
          tippedAmount={delivery.tip?.hasTipped ? delivery.tip.amount : null}
        />
      )}
    />
  );
}
