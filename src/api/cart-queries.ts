import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import {
  PackageDocument,
  PackagesDocument,
  PriceCartDocument,
  ShareCartDocument,
  SharedCartDocument,
} from '../../contract/graphql';
import type {
  CartLineSnapshotFieldsFragment,
  PackagesQuery,
  PriceCartQuery,
  PriceCartQueryVariables,
  ShareCartMutationVariables,
  SharedCartFieldsFragment,
} from '../../contract/graphql';

export type PricedCart = PriceCartQuery['priceCart'];
export type SharedCart = SharedCartFieldsFragment;
export type CartLineSnapshot = CartLineSnapshotFieldsFragment;
export type CartPackage = PackagesQuery['packages'][number];

/**
 * The server's quote for a cart (spec section 7, updateCartService = priceCart), asked in `role`
 * (lib/session-store's `pricingRole()`: the point-of-sale role, or none).
 */
export async function fetchCartQuote(
  variables: PriceCartQueryVariables,
  role: string | undefined,
  signal?: AbortSignal,
): Promise<PricedCart> {
  const data = await api.query(PriceCartDocument, variables, {
    auth: 'optional',
    ...(signal ? { signal } : {}),
    ...(role ? { role } : {}),
  });
  return data.priceCart;
}

/** Saves the cart's lines behind a new link (`/c/{id}/{slug}`). */
export async function shareCart(variables: ShareCartMutationVariables): Promise<SharedCart> {
  const data = await api.query(ShareCartDocument, variables, { auth: 'optional' });
  return data.shareCart;
}

/** The cart behind a shared link; null when the link is unknown or has expired. */
export const sharedCartQuery = (id: string) =>
  queryOptions({
    queryKey: ['shared-cart', id],
    queryFn: async ({ signal }) =>
      (await api.query(SharedCartDocument, { id }, { signal })).sharedCart,
    staleTime: 5 * 60_000,
  });

export const packagesQuery = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: async ({ signal }) => (await api.query(PackagesDocument, {}, { signal })).packages,
    staleTime: 10 * 60_000,
  });

/** One package by slug; null when there is none. */
export const packageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['package', slug],
    queryFn: async ({ signal }) => (await api.query(PackageDocument, { slug }, { signal })).package,
    staleTime: 10 * 60_000,
  });
