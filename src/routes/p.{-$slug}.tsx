import { createFileRoute } from '@tanstack/react-router';
import { loadPackagePage } from '../features/cart/cart-loaders';
import { CartRouteError } from '../features/cart/cart-route-error';
import { PackagePage, PackagesPage } from '../features/cart/package-page';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

export const Route = createFileRoute('/p/{-$slug}')({
  loader: ({ context, params }) => loadPackagePage(context.queryClient, params.slug),
  errorComponent: CartRouteError,
  component: PackageRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_packages()) }] }),
});

function PackageRoute() {
  const { slug } = Route.useParams();
  return slug ? <PackagePage slug={slug} /> : <PackagesPage />;
}
