import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadProductImages } from '../features/catalog/catalog-loaders';
import { ProductImagesPage } from '../features/catalog/product-images-page';
import { validateProductSearch } from '../features/catalog/product-search';

export const Route = createFileRoute('/productimages/$product/{-$index}')({
  validateSearch: validateProductSearch,
  loaderDeps: ({ search }) => ({ values: search.values }),
  loader: ({ context, params, deps }) =>
    loadProductImages(context.queryClient, params.product, deps),
  errorComponent: CatalogErrorRoute,
  component: ProductImagesRoute,
});

function ProductImagesRoute() {
  const { product, index } = Route.useParams();
  return <ProductImagesPage slug={product} index={index} search={Route.useSearch()} />;
}
