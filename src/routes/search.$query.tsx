import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadSearchPage } from '../features/catalog/catalog-loaders';
import { validateListingSearch } from '../features/catalog/listing-search';
import { SearchPageSkeleton } from '../features/catalog/page-skeletons';
import { SearchPage } from '../features/catalog/search-page';

export const Route = createFileRoute('/search/$query')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadSearchPage(context.queryClient, { search: params.query }, deps),
  pendingComponent: SearchPageSkeleton,
  errorComponent: CatalogErrorRoute,
  component: SearchRoute,
});

function SearchRoute() {
  const { query } = Route.useParams();
  return <SearchPage mode="search" query={query} search={Route.useSearch()} />;
}
