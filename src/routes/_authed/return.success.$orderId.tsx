import { createFileRoute } from '@tanstack/react-router';
import { ReturnSuccessPage } from '../../features/returns/returns-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/return/success/$orderId')({
  component: ReturnSuccessRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_pickup_booked()) }] }),
});

function ReturnSuccessRoute() {
  const { orderId } = Route.useParams();
  return <ReturnSuccessPage orderId={orderId} />;
}
