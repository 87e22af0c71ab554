import {
  createRootRouteWithContext,
  Outlet,
  Scripts,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../app/router-context';
import { LoadingPage } from '../features/shell/loading-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SiteErrorPage } from '../features/shell/site-error-page';
import { SiteLayout } from '../features/shell/site-layout';
import { warmShellData } from '../features/shell/warm-shell-data';
import { useServerHead } from '../ui/server-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => warmShellData(context.queryClient),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: SiteErrorPage,
  pendingComponent: LoadingPage,
});

function RootComponent() {
  // Tells tests (and anyone looking) that the shell is live: hydrated, or drawn in the browser.
  // An effect runs only in the browser, once live, and this one runs after those of everything
  // the root draws. On a drawn page the route's own content, inside the router's Suspense
  // boundary, is hydrated in a pass of its own right after (tests/e2e/browser.ts waits for it).
  // It reads no hydration flag: one that changed after hydration would draw the whole page a
  // second time, at once, in one long task.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <RouteTitle />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {/* A server-drawn page's hydration data (decision 123); nothing in the browser. */}
      <Scripts />
    </>
  );
}

/** The title the deepest matched route declares in its `head` (`Your cart | Pivot Furniture`). */
function useRouteTitle(): string | undefined {
  return useRouterState({
    select: (state) =>
      state.matches
        .map((match) => match.meta?.find((meta) => meta?.title)?.title)
        .filter((title) => title !== undefined)
        .at(-1),
  });
}

/**
 * Applies the title a route declares (`head: () => ({ meta: [{ title }] })`) when it changes.
 * Its effect runs before the page's own (it comes first), so a page that names itself with
 * useDocumentTitle or useDocumentHead (a receipt's number, a package's name) still has the last
 * word; pages that do not (cart, checkout, an order placed) get their route's title.
 */
function RouteTitle() {
  const title = useRouteTitle();
  useServerHead(title ? { title } : null);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
