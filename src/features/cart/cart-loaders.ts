/**
 * What the shared-cart and package routes warm in TanStack Query's cache before the page
 * renders; the pages read the same queries with useSuspenseQuery.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { packageQuery, packagesQuery, sharedCartQuery } from '../../api/cart-queries';

export async function loadSharedCartPage(queryClient: QueryClient, id: string): Promise<void> {
  // A missing or expired link is answered on the page itself, with what to do next.
  await queryClient.ensureQueryData(sharedCartQuery(id));
}

/** `/p/` lists the packages; an unknown slug is the not-found page. */
export async function loadPackagePage(
  queryClient: QueryClient,
  slug: string | undefined,
): Promise<void> {
  if (slug === undefined || slug === '') {
    await queryClient.ensureQueryData(packagesQuery());
    return;
  }
  const found = await queryClient.ensureQueryData(packageQuery(slug));
  if (!found) throw notFound();
}
