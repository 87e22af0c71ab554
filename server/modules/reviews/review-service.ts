/**
 * Product reviews (spec: getMembershipProductsWithReview, writeReview; decision 133): one per
 * delivered item the customer holds or held, editable, plain text only; a product's page shows
 * its reviews newest first with their count and average.
 */
import { plainText } from '../../shared/plain-text';
import type { DatabaseHandle } from '../../db/client';
import type {
  ProductReviewPageRecord,
  ReviewableItemRecord,
  ReviewRecord,
} from './review-repository';
import {
  DELIVERED_STATUSES,
  findCustomerItem,
  listReviewableItems,
  productReviewPage,
  upsertReview,
} from './review-repository';
import { runInTransaction } from '../../db/transaction';
import { isUuid } from '../../shared/uuid';
import { DomainError } from '../../shared/errors';
import type { Locale } from '../../i18n/locale';
import { count, tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Parent products left out of the review list (spec section 5 excludes two): the kind that is
 * not a piece of furniture a shopper chooses but a part or service an item brings along: the
 * replacement cover kit and the fabric swatch set (decision 133). By slug, so the list holds in
 * every database; `REVIEW_EXCLUDED_PARENT_SLUGS` (comma-separated) replaces it.
 */
export const DEFAULT_REVIEW_EXCLUDED_PARENT_SLUGS = ['cover-kit', 'fabric-swatches'] as const;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 3_000;
/** Reviews a product page shows at once, and the most one request may ask for. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_MAX = 50;

/** Anything that reads as an HTML or XML tag, comment or declaration. */
const MARKUP = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;

export function excludedParentSlugsFromEnv(value: string | undefined): readonly string[] {
  if (value === undefined) return DEFAULT_REVIEW_EXCLUDED_PARENT_SLUGS;
  return value
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug !== '');
}

export interface ReviewInput {
  membershipProductId: string;
  rating: number;
  text: string;
}

export interface ReviewServiceOptions {
  excludedParentSlugs?: readonly string[];
  /** Called after a review is written (the product page's caches). */
  onReviewChanged?: (parentProductId: number) => void;
}

/** The checked text of a review; a refusal under `text` otherwise. */
export function reviewText(text: string): string {
  const field = { details: { field: 'text' } };
  const trimmed = typeof text === 'string' ? plainText(text).trim() : '';
  if (trimmed.length < REVIEW_TEXT_MIN) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_reviews_too_short, { min: REVIEW_TEXT_MIN }),
      field,
    );
  }
  if (trimmed.length > REVIEW_TEXT_MAX) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_reviews_too_long, { max: count(REVIEW_TEXT_MAX), count: count(trimmed.length) }),
      field,
    );
  }
  if (MARKUP.test(trimmed)) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_reviews_plain_text), field);
  }
  return trimmed;
}

export class ReviewService {
  private readonly excluded: readonly string[];

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: ReviewServiceOptions = {},
  ) {
    this.excluded =
      options.excludedParentSlugs ??
      excludedParentSlugsFromEnv(process.env.REVIEW_EXCLUDED_PARENT_SLUGS);
  }

  /** The customer's delivered items with their reviews, newest start date first. */
  async items(customerId: string, locale: Locale = 'en'): Promise<ReviewableItemRecord[]> {
    if (!isUuid(customerId)) return [];
    return listReviewableItems(this.handle, customerId, this.excluded, locale);
  }

  /** One item the customer may review; NOT_FOUND like an unknown id otherwise. */
  async item(
    customerId: string,
    membershipProductId: string,
    locale: Locale = 'en',
  ): Promise<ReviewableItemRecord> {
    const id = membershipProductId.trim().toLowerCase();
    const item =
      isUuid(customerId) && isUuid(id)
        ? await findCustomerItem(this.handle, customerId, id, false, locale)
        : null;
    if (!item) throw this.notFound();
    this.checkReviewable(item);
    return item;
  }

  async write(customerId: string, input: ReviewInput): Promise<ReviewRecord> {
    const id = input.membershipProductId.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(id)) throw this.notFound();
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_reviews_rating), {
        details: { field: 'rating' },
      });
    }
    const body = reviewText(input.text);
    const { review, parentProductId } = await runInTransaction(this.handle, async (tx) => {
      const item = await findCustomerItem(tx, customerId, id, true);
      if (!item) throw this.notFound();
      this.checkReviewable(item);
      const written = await upsertReview(tx, {
        customerId,
        membershipProductId: id,
        rating: input.rating,
        body,
      });
      return { review: written, parentProductId: item.parentProductId };
    });
    this.options.onReviewChanged?.(parentProductId);
    return review;
  }

  /** A product's reviews for its page; null for an unknown or hidden product. */
  async forProduct(
    slug: string,
    page: { limit?: number | null; offset?: number | null } = {},
  ): Promise<(ProductReviewPageRecord & { limit: number; offset: number }) | null> {
    const limit = page.limit ?? REVIEW_PAGE_SIZE;
    const offset = page.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > REVIEW_PAGE_MAX) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_reviews_page_size, { max: REVIEW_PAGE_MAX }),
        {
          details: { field: 'limit' },
        },
      );
    }
    if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_offset_not_negative), {
        details: { field: 'offset' },
      });
    }
    const found = await productReviewPage(this.handle, slug, { limit, offset });
    return found ? { ...found, limit, offset } : null;
  }

  private checkReviewable(item: ReviewableItemRecord): void {
    if (!DELIVERED_STATUSES.includes(item.subscriptionStatus)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        item.subscriptionStatus === 'CANCELLED'
          ? tr(m.errors_reviews_never_delivered)
          : tr(m.errors_reviews_after_delivery),
        { details: { field: 'membershipProductId', reason: 'NOT_DELIVERED' } },
      );
    }
    if (this.excluded.includes(item.parentSlug)) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_reviews_excluded), {
        details: { field: 'membershipProductId', reason: 'EXCLUDED' },
      });
    }
  }

  private notFound(): DomainError {
    return new DomainError('NOT_FOUND', tr(m.errors_reviews_item_not_found), {
      details: { field: 'membershipProductId' },
    });
  }
}

export type { ReviewableItemRecord, ReviewRecord };
