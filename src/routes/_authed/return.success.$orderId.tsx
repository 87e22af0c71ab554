import { createFileRoute } from '@tanstack/react-router';
import { ReturnSuccessPage } from '../../features/returns/returns-page';

export const Route = createFileRoute('/_authed/return/success/$orderId')({
  component: ReturnSuccessRoute,
  head: () => ({ meta: [{ title: 'Pickup booked | Pivot Furniture' }] }),
});

function ReturnSuccessRoute() {
  const { orderId } = Route.useParams();
  return <ReturnSuccessPage orderId={orderId} />;
}
