import { createFileRoute } from '@tanstack/react-router';
import { CatalogErrorRoute } from '../features/catalog/catalog-error';
import { loadHomePage } from '../features/catalog/catalog-loaders';
import { HomePage } from '../features/catalog/home-page';

/** Spec section 2: a second address of the home page (with the social gallery). */
export const Route = createFileRoute('/darkpoutine')({
  validateSearch: () => ({}),
  loader: ({ context }) => loadHomePage(context.queryClient),
  errorComponent: CatalogErrorRoute,
  component: HomePage,
});
