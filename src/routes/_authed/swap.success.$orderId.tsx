import { createFileRoute } from '@tanstack/react-router';
import { SwapSuccessPage } from '../../features/swap-move/swap-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/swap/success/$orderId')({
  component: SwapSuccessRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_swap_booked()) }] }),
});

function SwapSuccessRoute() {
  const { orderId } = Route.useParams();
  return <SwapSuccessPage orderId={orderId} />;
}
