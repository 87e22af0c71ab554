import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './client';
import {
  GetFeaturedProductsDocument,
  GetSocialImagesDocument,
  ProductDetailsDocument,
  ProductFiltersDocument,
  ProductListDocument,
  ProductSuggestionsDocument,
} from '../../contract/graphql';
import type {
  GetFeaturedProductsQuery,
  GetSocialImagesQuery,
  ProductDetailsQuery,
  ProductFiltersQuery,
  ProductListQuery,
  ProductListQueryVariables,
  ProductSuggestionsQuery,
} from '../../contract/graphql';

export type ProductSummary = ProductListQuery['productList']['products'][number];
export type ProductListResult = ProductListQuery['productList'];
export type ColorFilter = ProductFiltersQuery['productFilters']['colors'][number];
export type FeaturedProduct = GetFeaturedProductsQuery['getFeaturedProducts'][number];
export type SocialImage = GetSocialImagesQuery['getSocialImages'][number];
export type ProductDetails = ProductDetailsQuery['productDetails'];
export type ProductSuggestion = ProductSuggestionsQuery['productSuggestions'][number];

/** Spec section 9: lists come 18 to a page; suggestions 6 at a time. */
export const PRODUCT_PAGE_SIZE = 18;
export const SUGGESTIONS_LIMIT = 6;

/** Catalogue answers change rarely; a minute keeps paging back and forth instant. */
const CATALOGUE_STALE_MS = 60_000;

/** One more try for failures that may pass (network, server); none for a missing product. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused =
    error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT');
  return !refused && failureCount < 1;
}

export type ProductListArgs = Omit<ProductListQueryVariables, 'cityId' | 'limit'> & {
  offset: number;
};

export const featuredProductsQuery = (cityId: string | null) =>
  queryOptions({
    queryKey: ['featured-products', cityId ?? 'default'],
    queryFn: ({ signal }) => api.query(GetFeaturedProductsDocument, { cityId }, { signal }),
    staleTime: 5 * 60_000,
  });

export const socialImagesQuery = () =>
  queryOptions({
    queryKey: ['social-images'],
    // Spec section 6: the gallery query asks for the product role.
    queryFn: ({ signal }) => api.query(GetSocialImagesDocument, {}, { signal, role: 'product' }),
    staleTime: 30 * 60_000,
  });

/** One page of products; the key holds every filter so each page is cached on its own. */
export const productListQuery = (cityId: string | null, args: ProductListArgs) =>
  queryOptions({
    queryKey: ['product-list', cityId ?? 'default', args],
    queryFn: ({ signal }) =>
      api.query(ProductListDocument, { cityId, limit: PRODUCT_PAGE_SIZE, ...args }, { signal }),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessRefused,
  });

export const productFiltersQuery = (cityId: string | null, categoryId: string | null) =>
  queryOptions({
    queryKey: ['product-filters', cityId ?? 'default', categoryId ?? 'all'],
    queryFn: ({ signal }) => api.query(ProductFiltersDocument, { cityId, categoryId }, { signal }),
    staleTime: 5 * 60_000,
  });

/** A product with the variant matching the chosen option values (ids), as the URL holds them. */
export const productDetailsQuery = (
  cityId: string | null,
  slug: string,
  values: readonly string[] = [],
) =>
  queryOptions({
    queryKey: ['product-details', cityId ?? 'default', slug, [...values].sort()],
    queryFn: ({ signal }) =>
      api.query(
        ProductDetailsDocument,
        { cityId, slug, values: values.length > 0 ? [...values] : null },
        { signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessRefused,
  });

export const productSuggestionsQuery = (cityId: string | null, productIds: readonly string[]) =>
  queryOptions({
    queryKey: ['product-suggestions', cityId ?? 'default', [...productIds].sort()],
    queryFn: ({ signal }) =>
      api.query(
        ProductSuggestionsDocument,
        { cityId, productIds: [...productIds], limit: SUGGESTIONS_LIMIT },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
