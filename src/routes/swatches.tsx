import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadSwatchesPage } from '../features/catalog/catalog-loaders';
import { SwatchesPage } from '../features/catalog/swatches-page';

export const Route = createFileRoute('/swatches')({
  validateSearch: () => ({}),
  loader: ({ context }) => loadSwatchesPage(context.queryClient),
  errorComponent: CatalogErrorRoute,
  component: SwatchesRoute,
});

function SwatchesRoute() {
  return <SwatchesPage />;
}
