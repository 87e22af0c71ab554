import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccessPage } from '../../features/checkout/order-success-page';

export const Route = createFileRoute('/_authed/order/success/$orderId')({
  component: OrderSuccessRoute,
  head: () => ({ meta: [{ title: 'Order placed | Pivot Furniture' }] }),
});

function OrderSuccessRoute() {
  const { orderId } = Route.useParams();
  return <OrderSuccessPage orderId={orderId} />;
}
