import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { LoadingPage } from '../features/shell/loading-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SiteErrorPage } from '../features/shell/site-error-page';
import { SiteLayout } from '../features/shell/site-layout';
import { warmShellData } from '../features/shell/warm-shell-data';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => warmShellData(context.queryClient),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: SiteErrorPage,
  pendingComponent: LoadingPage,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
