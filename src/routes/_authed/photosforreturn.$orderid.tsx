import { createFileRoute } from '@tanstack/react-router';
import { ReturnPhotosPage } from '../../features/returns/return-photos-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/photosforreturn/$orderid')({
  component: ReturnPhotosRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_photos_of_your_return()) }] }),
});

function ReturnPhotosRoute() {
  const { orderid } = Route.useParams();
  return <ReturnPhotosPage key={orderid} orderId={orderid} />;
}
