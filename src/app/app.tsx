import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AuthServicesProvider } from '../features/auth/auth-services';
import { isInspecting } from '../lib/inspection';
import { globalStyles } from '../styles/global-styles';
import { routerAuth, startAppAuth } from './app-auth';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { usePageLifecycle } from './use-page-lifecycle';

/** The live inspector's panel, loaded only on pages opened with `?inspect`. */
const InspectorPanel = lazy(() => import('../features/statecharts/inspector-panel'));

export function App() {
  globalStyles();
  const [queryClient] = useState(createQueryClient);
  // The one auth session of the page: started at once, its code loaded beside the first render.
  const [authServices] = useState(startAppAuth);
  const [router] = useState(() => createAppRouter(queryClient, routerAuth));
  usePageLifecycle(router);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthServicesProvider value={authServices}>
        <RouterProvider router={router} />
        {isInspecting() ? (
          <Suspense fallback={null}>
            <InspectorPanel />
          </Suspense>
        ) : null}
      </AuthServicesProvider>
    </QueryClientProvider>
  );
}
