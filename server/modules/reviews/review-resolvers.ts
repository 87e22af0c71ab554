/**
 * Product reviews (decision 133). The customer's items need an access token (NO_AUTH without);
 * a product's reviews are public.
 */
import type { ReviewableItemRecord, ReviewRecord } from './review-service';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

function itemReview(review: ReviewRecord) {
  return {
    id: review.id,
    created: review.createdAt.toISOString(),
    updated: review.updatedAt.toISOString(),
    rating: review.rating,
    text: review.body,
  };
}

function item(record: ReviewableItemRecord) {
  return {
    id: record.id,
    name: record.name,
    startdate: record.startDate,
    thumburl: record.thumbUrl,
    address: record.address,
    parentproductid: String(record.parentProductId),
    productslug: record.parentSlug,
    subscription_status: record.subscriptionStatus,
    purchaseoption: record.purchaseOption,
    repairedmembershipproductid: record.repairedMembershipProductId,
    review: record.review ? itemReview(record.review) : null,
  };
}

export const reviewResolvers: Resolvers = {
  Query: {
    async getMembershipProductsWithReview(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.reviews.items(userId, context.locale)).map(item);
    },
    async getMembershipProductReview(_root, { membershipProductId }, context) {
      const { userId } = requireAuth(context.auth);
      return item(await context.reviews.item(userId, membershipProductId, context.locale));
    },
    async productReviews(_root, args, context) {
      const page = await context.reviews.forProduct(args.slug, {
        limit: args.limit,
        offset: args.offset,
      });
      if (!page) {
        throw new DomainError('NOT_FOUND', tr(m.errors_reviews_product_not_found), {
          details: { field: 'slug' },
        });
      }
      return {
        count: page.count,
        average: page.average === null ? null : Math.round(page.average * 10) / 10,
        distribution: page.distribution,
        reviews: page.reviews.map((review) => ({
          id: review.id,
          rating: review.rating,
          title: review.title,
          text: review.body,
          authorName: review.authorName,
          verified: review.verified,
          created: review.createdAt.toISOString(),
        })),
        limit: page.limit,
        offset: page.offset,
        hasMore: page.offset + page.reviews.length < page.count,
      };
    },
  },
  Mutation: {
    async writeReview(_root, { review }, context) {
      const { userId } = requireAuth(context.auth);
      const written = await context.reviews.write(userId, {
        membershipProductId: review.membershipProductId,
        rating: review.rating,
        text: review.text,
      });
      return { created: written.createdAt.toISOString(), review: itemReview(written) };
    },
  },
};
