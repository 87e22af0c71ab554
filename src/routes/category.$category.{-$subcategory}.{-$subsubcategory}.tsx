import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadCategoryPage } from '../features/catalog/catalog-loaders';
import { CategoryPage } from '../features/catalog/category-page';
import { CategoryPageSkeleton } from '../features/catalog/page-skeletons';
import { validateListingSearch } from '../features/catalog/listing-search';

export const Route = createFileRoute('/category/$category/{-$subcategory}/{-$subsubcategory}')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadCategoryPage(context.queryClient, params, deps),
  pendingComponent: CategoryPageSkeleton,
  errorComponent: CatalogErrorRoute,
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage slugs={Route.useParams()} search={Route.useSearch()} />;
}
