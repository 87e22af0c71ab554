import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadHomePage } from '../features/catalog/catalog-loaders';
import { HomePage } from '../features/catalog/home-page';

export const Route = createFileRoute('/')({
  validateSearch: () => ({}),
  loader: ({ context }) => loadHomePage(context.queryClient),
  errorComponent: CatalogErrorRoute,
  component: HomePage,
});
