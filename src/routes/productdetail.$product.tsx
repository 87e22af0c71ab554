import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadProductPage } from '../features/catalog/catalog-loaders';
import { ProductDetailSkeleton } from '../features/catalog/page-skeletons';
import { ProductDetailPage } from '../features/catalog/product-detail-page';
import { validateProductSearch } from '../features/catalog/product-search';

export const Route = createFileRoute('/productdetail/$product')({
  validateSearch: validateProductSearch,
  // Only the chosen values change what is loaded; the way to pay is read on the page.
  loaderDeps: ({ search }) => ({ values: search.values }),
  loader: ({ context, params, deps }) => loadProductPage(context.queryClient, params.product, deps),
  pendingComponent: ProductDetailSkeleton,
  errorComponent: CatalogErrorRoute,
  component: ProductRoute,
});

function ProductRoute() {
  const { product } = Route.useParams();
  return <ProductDetailPage slug={product} search={Route.useSearch()} />;
}
