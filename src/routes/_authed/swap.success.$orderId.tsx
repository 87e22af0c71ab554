import { createFileRoute } from '@tanstack/react-router';
import { SwapSuccessPage } from '../../features/swap-move/swap-page';

export const Route = createFileRoute('/_authed/swap/success/$orderId')({
  component: SwapSuccessRoute,
  head: () => ({ meta: [{ title: 'Swap booked | Pivot Furniture' }] }),
});

function SwapSuccessRoute() {
  const { orderId } = Route.useParams();
  return <SwapSuccessPage orderId={orderId} />;
}
