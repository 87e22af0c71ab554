import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, featureFlagsQuery } from '../../api/catalog-queries';
import { getCityId } from '../../lib/city-store';

/**
 * Loads what the header draws from (flags and categories) before the first paint, so the
 * liquidation banner and menus do not push the page down when they arrive. A failure is left to
 * the components' own queries, which retry; the page still renders.
 */
export async function warmShellData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(featureFlagsQuery()),
    queryClient.ensureQueryData(categoriesQuery(getCityId())),
  ]).catch(() => undefined);
}
