import { createFileRoute } from '@tanstack/react-router';
import { MoveSuccessPage } from '../../features/swap-move/move-page';

export const Route = createFileRoute('/_authed/move/success/$orderId')({
  component: MoveSuccessRoute,
  head: () => ({ meta: [{ title: 'Move booked | Pivot Furniture' }] }),
});

function MoveSuccessRoute() {
  const { orderId } = Route.useParams();
  return <MoveSuccessPage orderId={orderId} />;
}
