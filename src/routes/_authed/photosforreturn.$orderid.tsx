import { createFileRoute } from '@tanstack/react-router';
import { ReturnPhotosPage } from '../../features/returns/return-photos-page';

export const Route = createFileRoute('/_authed/photosforreturn/$orderid')({
  component: ReturnPhotosRoute,
  head: () => ({ meta: [{ title: 'Photos of your return | Pivot Furniture' }] }),
});

function ReturnPhotosRoute() {
  const { orderid } = Route.useParams();
  return <ReturnPhotosPage key={orderid} orderId={orderid} />;
}
