/**
 * What each catalogue route's loader warms in TanStack Query's cache before the page renders.
 * Routes call these; pages read the same queries with useSuspenseQuery.
 */
import { productReviewsQuery } from '../../api/review-queries';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { categoriesQuery } from '../../api/catalog-queries';
import {
  featuredProductsQuery,
  productDetailsQuery,
  productFiltersQuery,
  productListQuery,
  productSuggestionsQuery,
  socialImagesQuery,
} from '../../api/product-queries';
import { swatchesQuery } from '../../api/swatch-queries';
import { getCityId } from '../../lib/city-store';
import { resolveCategoryPath } from './category-path';
import type { ListingSearch } from './listing-search';
import { listArgsOf } from './listing-search';
import type { ProductSearch } from './product-search';
import { valueIdsOf } from './product-search';

export async function loadHomePage(queryClient: QueryClient): Promise<void> {
  const cityId = getCityId();
  await Promise.all([
    queryClient.ensureQueryData(featuredProductsQuery(cityId)),
    queryClient.ensureQueryData(socialImagesQuery()),
    queryClient.ensureQueryData(categoriesQuery(cityId)),
  ]);
}

export interface CategorySlugs {
  category: string;
  subcategory?: string | undefined;
  subsubcategory?: string | undefined;
}

/** Unknown slugs, or slugs that do not nest, are the not-found page. */
export async function loadCategoryPage(
  queryClient: QueryClient,
  slugs: CategorySlugs,
  search: ListingSearch,
): Promise<void> {
  const cityId = getCityId();
  const { getCategories } = await queryClient.ensureQueryData(categoriesQuery(cityId));
  const resolved = resolveCategoryPath(getCategories.categories, [
    slugs.category,
    slugs.subcategory,
    slugs.subsubcategory,
  ]);
  if (!resolved) throw notFound();
  const categoryId = resolved.category.id;
  await Promise.all([
    queryClient.ensureQueryData(productListQuery(cityId, listArgsOf(search, { categoryId }))),
    queryClient.ensureQueryData(productFiltersQuery(cityId, categoryId)),
  ]);
}

export async function loadSearchPage(
  queryClient: QueryClient,
  scope: { search: string } | { tag: string },
  search: ListingSearch,
): Promise<void> {
  const cityId = getCityId();
  const args =
    'tag' in scope
      ? listArgsOf(search, { tags: [scope.tag] })
      : listArgsOf(search, { search: scope.search });
  try {
    await Promise.all([
      queryClient.ensureQueryData(productListQuery(cityId, args)),
      queryClient.ensureQueryData(categoriesQuery(cityId)),
    ]);
  } catch (error) {
    // A text no search can take (over 200 characters, a NUL) names no page: not found.
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') throw notFound();
    throw error;
  }
}

/** A product that does not exist (or is hidden) is the not-found page. */
export async function loadProductPage(
  queryClient: QueryClient,
  slug: string,
  search: ProductSearch,
): Promise<void> {
  const cityId = getCityId();
  try {
    const [details] = await Promise.all([
      queryClient.ensureQueryData(productDetailsQuery(cityId, slug, valueIdsOf(search))),
      queryClient.ensureQueryData(categoriesQuery(cityId)),
      // The first page of reviews is drawn with the page (and in its JSON-LD); a failure
      // leaves the reviews out rather than the page.
      queryClient.ensureQueryData(productReviewsQuery(slug, 1)).catch(() => undefined),
    ]);
    // Below the fold: fetched now, shown when it arrives, never holding up the page.
    void queryClient.prefetchQuery(
      productSuggestionsQuery(cityId, [details.productDetails.product.id]),
    );
  } catch (error) {
    // A slug no product can have (a NUL, too long) is refused as input: no such product either.
    if (
      error instanceof ApiError &&
      (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')
    )
      throw notFound();
    throw error;
  }
}

export async function loadProductImages(
  queryClient: QueryClient,
  slug: string,
  search: ProductSearch,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(productDetailsQuery(getCityId(), slug, valueIdsOf(search)));
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')
    )
      throw notFound();
    throw error;
  }
}

export async function loadSwatchesPage(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(swatchesQuery());
}
