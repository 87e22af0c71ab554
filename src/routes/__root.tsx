import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SiteErrorPage } from '../features/shell/site-error-page';
import { SiteLayout } from '../features/shell/site-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: SiteErrorPage,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
