/**
 * Product reviews (spec: getMembershipProductsWithReview, writeReview; decision 133): the
 * customer's delivered items with their reviews, writing one, and a product's reviews for its
 * page. The customer's reads are keyed by the customer; failures arrive as CallFailures.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { call } from './call';
import { api } from './client';
import {
  GetMembershipProductReviewDocument,
  GetMembershipProductsWithReviewDocument,
  ProductReviewsDocument,
  WriteReviewDocument,
} from '../../contract/graphql';
import type {
  ProductReviewsQuery,
  ReviewableItemFieldsFragment,
  WriteReviewMutation,
} from '../../contract/graphql';

export type ReviewableItem = ReviewableItemFieldsFragment;
export type ProductReviewPage = ProductReviewsQuery['productReviews'];
export type ProductReview = ProductReviewPage['reviews'][number];
export type WrittenReview = WriteReviewMutation['writeReview'];

/** Reviews a product page shows at once. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** /account/product-review: the customer's delivered items, newest start date first. */
export const reviewableItemsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['reviewable-items', userId],
    queryFn: async ({ signal }) => {
      return (await call(GetMembershipProductsWithReviewDocument, {}, { signal }))
        .getMembershipProductsWithReview;
    },
    enabled: userId !== null,
  });

/** /account/product-review/{id}: one item with its review. */
export const reviewableItemQuery = (userId: string | null, membershipProductId: string) =>
  queryOptions({
    queryKey: ['reviewable-item', userId, membershipProductId],
    queryFn: async ({ signal }) => {
      return (await call(GetMembershipProductReviewDocument, { membershipProductId }, { signal }))
        .getMembershipProductReview;
    },
    enabled: userId !== null,
    retry: false,
  });

/** Writes (or rewrites) the item's review. */
export async function writeReview(review: {
  membershipProductId: string;
  rating: number;
  text: string;
}): Promise<WrittenReview> {
  return (await call(WriteReviewDocument, { review })).writeReview;
}

/** After a review is written: the lists and the product's page read afresh. */
export async function afterReviewWritten(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['reviewable-items'] }),
    queryClient.invalidateQueries({ queryKey: ['reviewable-item'] }),
    queryClient.invalidateQueries({ queryKey: ['product-reviews'] }),
  ]);
}

/** A product's reviews, newest first, a page at a time (`page` from 1). */
export const productReviewsQuery = (slug: string, page = 1) =>
  queryOptions({
    queryKey: ['product-reviews', slug, page],
    queryFn: ({ signal }): Promise<ProductReviewPage> =>
      api
        .query(
          ProductReviewsDocument,
          {
            slug,
            limit: PRODUCT_REVIEWS_PAGE_SIZE,
            offset: (Math.max(1, page) - 1) * PRODUCT_REVIEWS_PAGE_SIZE,
          },
          { signal },
        )
        .then((answer) => answer.productReviews),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
