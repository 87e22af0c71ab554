import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadSearchPage } from '../features/catalog/catalog-loaders';
import { validateListingSearch } from '../features/catalog/listing-search';
import { SearchPageSkeleton } from '../features/catalog/page-skeletons';
import { SearchPage } from '../features/catalog/search-page';

export const Route = createFileRoute('/search/tag/$tag')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadSearchPage(context.queryClient, { tag: params.tag }, deps),
  pendingComponent: SearchPageSkeleton,
  errorComponent: CatalogErrorRoute,
  component: TagRoute,
});

function TagRoute() {
  const { tag } = Route.useParams();
  return <SearchPage mode="tag" tag={tag} search={Route.useSearch()} />;
}
