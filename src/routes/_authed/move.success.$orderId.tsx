import { createFileRoute } from '@tanstack/react-router';
import { MoveSuccessPage } from '../../features/swap-move/move-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/move/success/$orderId')({
  component: MoveSuccessRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_move_booked()) }] }),
});

function MoveSuccessRoute() {
  const { orderId } = Route.useParams();
  return <MoveSuccessPage orderId={orderId} />;
}
