import { createFileRoute } from '@tanstack/react-router';
import { loadSharedCartPage } from '../features/cart/cart-loaders';
import { CartRouteError } from '../features/cart/cart-route-error';
import { SharedCartPage } from '../features/cart/shared-cart-page';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

export const Route = createFileRoute('/c/$id/{-$slug}')({
  loader: ({ context, params }) => loadSharedCartPage(context.queryClient, params.id),
  errorComponent: CartRouteError,
  component: SharedCartRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_shared_cart()) }] }),
});

function SharedCartRoute() {
  const { id } = Route.useParams();
  return <SharedCartPage id={id} />;
}
