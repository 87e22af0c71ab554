import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { LoadingPage } from '../features/shell/loading-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SiteErrorPage } from '../features/shell/site-error-page';
import { deLocalizeUrl, localizeUrl } from '../i18n/paraglide/runtime.js';
import { reportError } from '../lib/error-reporting';
import { routeTree } from '../route-tree.gen';
import { routerAuth } from './app-auth';
import type { RouterAuth } from './app-auth';

export interface AppRouterOptions {
  /**
   * The router takes part in server rendering (decision 123): on the server it renders a page
   * and dehydrates its loaders' data and query cache; in the browser it hydrates that page.
   */
  ssr?: boolean;
  /** The CSP nonce of the page's inline hydration scripts (server only). */
  nonce?: string;
}

export function createAppRouter(
  queryClient: QueryClient,
  auth: RouterAuth = routerAuth,
  options: AppRouterOptions = {},
) {
  const router = createRouter({
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
    // The French store is the same routes under /fr (decision 178): an address is read without
    // its language, and every address the app writes is given the language of the page.
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
    defaultOnCatch: (error) => {
      reportError(error, 'route');
    },
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
  if (options.ssr) {
    // The query cache the server's loaders filled travels with the page and is not asked again;
    // the app already provides the QueryClient. Only answered queries travel: one a component
    // started during the render (drawn pending on the server) is asked again in the browser, so
    // hydration starts from the same pending state the server drew.
    setupRouterSsrQueryIntegration({
      router,
      queryClient,
      wrapQueryClient: false,
      dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
    });
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when a temporary sign-in link brought the shopper here (`/verification` says so). */
    signedInByLink?: boolean;
  }
}
