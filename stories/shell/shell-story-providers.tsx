import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { categoriesQuery, featureFlagsQuery } from '../../src/api/catalog-queries';
import { CITY_STORAGE_KEY } from '../../src/lib/city-store';
import { LIQUIDATION_FLAG } from '../../src/lib/store-mode';
import { AUTH_SESSION_KEY } from '../../src/lib/session-store';
import { CART_STORAGE_KEY, notifyCartChanged } from '../../src/lib/cart-count';
import { categoriesFixture } from './shell-fixtures';

/** The one mode switch (LIQUIDATION_FLAG); stories run in regular mode unless they turn it on. */
export type ShellFlags = Partial<Record<typeof LIQUIDATION_FLAG, boolean>>;

export const DEFAULT_FLAGS: Required<ShellFlags> = { [LIQUIDATION_FLAG]: false };

/** The flags of the liquidation build. */
export const LIQUIDATION_ON: ShellFlags = { [LIQUIDATION_FLAG]: true };

/** A query client holding the fixture data under every key the shell asks for; it never fetches. */
export function createShellQueryClient(flags: ShellFlags = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const merged = { ...DEFAULT_FLAGS, ...flags };
  queryClient.setQueryData(featureFlagsQuery().queryKey, {
    featureFlags: Object.entries(merged).map(([name, on]) => ({ name, on })),
  });
  const cityIds = [null, ...categoriesFixture.getCategories.cities.map((city) => city.id)];
  for (const cityId of cityIds) {
    queryClient.setQueryData(categoriesQuery(cityId).queryKey, categoriesFixture);
  }
  return queryClient;
}

/** Local storage the shell reads: signed-in session, cart lines and the chosen city. */
export function setShellStorage({
  signedIn = false,
  cartQuantities = [],
  cityId = null,
}: {
  signedIn?: boolean;
  cartQuantities?: number[];
  cityId?: string | null;
} = {}): void {
  localStorage.clear();
  if (signedIn) {
    localStorage.setItem(
      AUTH_SESSION_KEY,
      JSON.stringify({ accessToken: 'story-token', userId: 'story-user' }),
    );
  }
  if (cartQuantities.length > 0) {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(
        cartQuantities.map((quantity, index) => ({
          productId: `${index + 1}`,
          quantity,
          purchaseOption: 'monthlyv3',
          termLength: 36,
        })),
      ),
    );
  }
  if (cityId !== null) localStorage.setItem(CITY_STORAGE_KEY, cityId);
  notifyCartChanged();
}

/** Shows where the memory router is, so play functions can check navigation. */
function LocationProbe() {
  const href = useLocation({ select: (location) => location.href });
  return (
    <output data-testid="story-location" hidden>
      {href}
    </output>
  );
}

/** The story's current children: the router's root route is made once but must show updates. */
const StoryChildren = createContext<ReactNode>(null);

function StoryRoot() {
  return (
    <>
      {useContext(StoryChildren)}
      <LocationProbe />
      <Outlet />
    </>
  );
}

export type ShellStoryProvidersProps = {
  children: ReactNode;
  path?: string;
  flags?: ShellFlags;
};

/** Query data and a memory router around a shell story: links and navigation work offline. */
export function ShellStoryProviders({ children, path = '/', flags }: ShellStoryProvidersProps) {
  const [queryClient] = useState(() => createShellQueryClient(flags));
  const [router] = useState(() => {
    const rootRoute = createRootRoute({ component: StoryRoot });
    const anyPath = createRoute({
      getParentRoute: () => rootRoute,
      path: '$',
      component: () => null,
    });
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
    return createRouter({
      routeTree: rootRoute.addChildren([home, anyPath]),
      history: createMemoryHistory({ initialEntries: [path] }),
      trailingSlash: 'preserve',
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <StoryChildren.Provider value={children}>
        <RouterProvider router={router} />
      </StoryChildren.Provider>
    </QueryClientProvider>
  );
}

/** The story's location after navigation, read from the probe. */
export function storyLocation(canvasElement: HTMLElement): string {
  return (
    canvasElement.ownerDocument.querySelector('[data-testid="story-location"]')?.textContent ?? ''
  );
}

/** Waits for an element's running animations (a dialog's entrance) to finish. */
export async function animationsSettled(element: Element): Promise<void> {
  await Promise.all(
    element.getAnimations({ subtree: true }).map((animation) => animation.finished),
  );
}

/** How long to wait for a lazily loaded shell part: its chunk may be compiled on first use. */
export const LAZY = { timeout: 5000 } as const;
