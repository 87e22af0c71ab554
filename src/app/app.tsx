import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { AuthServices } from '../features/auth/auth-services';
import { AuthServicesProvider } from '../features/auth/auth-services';
import { isInspecting } from '../lib/inspection';
import { useHydrated } from '../ui/use-hydrated';
import { recordPageLoad } from '../lib/page-lifecycle';
import { globalStyles } from '../styles/global-styles';
import { routerAuth, startAppAuth, whenAppAuthLoads } from './app-auth';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { usePageLifecycle } from './use-page-lifecycle';

/** The live inspector's panel, loaded only on pages opened with `?inspect`. */
const InspectorPanel = lazy(() => import('../features/statecharts/inspector-panel'));

/** What the page runs on: one query cache, one auth session, one router. */
export interface AppParts {
  queryClient: QueryClient;
  /** The sign-in screens' services, started on first use (./app-auth). */
  authServices: () => Promise<AuthServices>;
  router: ReturnType<typeof createAppRouter>;
}

/** The header's greeting: the profile is asked for once the session is known. */
function greetAfterSignIn(queryClient: QueryClient): void {
  whenAppAuthLoads(async (auth) => {
    const { refetchProfileAfterSignIn } = await import('./profile-refetch');
    refetchProfileAfterSignIn(queryClient, auth);
  });
}

/**
 * Hydrates a page the server drew (decision 123): the router takes its matches, loader data and
 * query cache from the page instead of loading them again.
 */
export function hydrateAppParts(): AppParts {
  recordPageLoad();
  const queryClient = createQueryClient();
  const authServices = startAppAuth();
  greetAfterSignIn(queryClient);
  const router = createAppRouter(queryClient, routerAuth, { ssr: true });
  return { queryClient, authServices, router };
}

/**
 * How long the first render waits for the first route: as long as the router would wait before
 * showing its loading page (`defaultPendingMs`), so a slow route looks as it did before.
 */
export const FIRST_LOAD_WAIT_MS = 1000;

/**
 * Makes the page's parts and loads the first route (its code and its data) before anything is
 * drawn. The router's state lives in an external store, and React renders a store change
 * synchronously: drawn before the route was ready, the whole page would be drawn a second time
 * in one long task when it was. Drawn after, the first render is the whole page, in a
 * transition that yields to the browser between components.
 */
export async function startApp(wait = FIRST_LOAD_WAIT_MS): Promise<AppParts> {
  // Spec section 4: the page's load time, before the first navigation can ask whether it is stale.
  recordPageLoad();
  const queryClient = createQueryClient();
  // The one auth session of the page: started at once, its code loaded beside the first render.
  const authServices = startAppAuth();
  greetAfterSignIn(queryClient);
  const router = createAppRouter(queryClient, routerAuth);
  const firstLoad = router.load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    firstLoad,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, wait);
    }),
  ]).finally(() => clearTimeout(timer));
  return { queryClient, authServices, router };
}

/** The router of a page the server drew, hydrating it. */
export function HydratingRouter({ router }: { router: AppParts['router'] }) {
  return <RouterClient router={router} />;
}

/**
 * The live inspector, on pages opened with `?inspect`. The server never draws it: it joins once
 * the page is live. Its own component, so that change draws only it, not the whole app again.
 */
function Inspector() {
  const hydrated = useHydrated();
  return hydrated && isInspecting() ? (
    <Suspense fallback={null}>
      <InspectorPanel />
    </Suspense>
  ) : null;
}

export function App({ parts, routerView }: { parts: AppParts; routerView?: ReactNode }) {
  globalStyles();
  usePageLifecycle(parts.router);
  return (
    <QueryClientProvider client={parts.queryClient}>
      <AuthServicesProvider value={parts.authServices}>
        {routerView ?? <RouterProvider router={parts.router} />}
        <Inspector />
      </AuthServicesProvider>
    </QueryClientProvider>
  );
}
