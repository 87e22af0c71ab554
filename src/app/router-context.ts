import type { QueryClient } from '@tanstack/react-query';
import type { RouterAuth } from './app-auth';

/**
 * What every route's loader and guard receive. Kept apart from `router.tsx`: the routes import
 * it, and the router imports the routes (through the generated route tree), so living in the
 * router it would close an import cycle.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** The app's one auth session; the `_authed` guard waits for it (`auth.whenSettled()`). */
  auth: RouterAuth;
}
