import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { LoadingPage } from '../features/shell/loading-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SiteErrorPage } from '../features/shell/site-error-page';
import { reportError } from '../lib/error-reporting';
import { routeTree } from '../route-tree.gen';
import { routerAuth } from './app-auth';
import type { RouterAuth } from './app-auth';

export function createAppRouter(queryClient: QueryClient, auth: RouterAuth = routerAuth) {
  return createRouter({
    routeTree,
    context: { queryClient, auth },
    defaultPreload: 'intent',
    // TanStack Query owns caching, so the router never serves a stale loader result.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Spec section 2 links end some paths with a slash (/search/{text}/, /category/{slug}/).
    trailingSlash: 'preserve',
    // Every route shows the site's own pages, inside the header and footer.
    defaultErrorComponent: SiteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: LoadingPage,
    defaultOnCatch: (error) => {
      reportError(error, 'route');
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
