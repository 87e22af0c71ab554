import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccessPage } from '../../features/checkout/order-success-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/order/success/$orderId')({
  component: OrderSuccessRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_order_placed()) }] }),
});

function OrderSuccessRoute() {
  const { orderId } = Route.useParams();
  return <OrderSuccessPage orderId={orderId} />;
}
