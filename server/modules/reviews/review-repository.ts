/**
 * Product reviews (decision 133): the customer's delivered items with their reviews, writing
 * one, and a parent product's reviews for its page. Reads of a customer's items are scoped by
 * the customer, so another customer's item is indistinguishable from none.
 */
import type { DatabaseHandle } from '../../db/client';
import type { PurchaseOption, SubscriptionStatus } from '../../db/constants';
import type { Locale } from '../../i18n/locale';

/** Statuses of an item that has reached the customer (held now or before). */
export const DELIVERED_STATUSES: readonly SubscriptionStatus[] = [
  'DELIVERED',
  'RETURN_SCHEDULED',
  'RETURNED',
  'BOUGHT_OUT',
  'OWNED',
];

export interface ReviewRecord {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewableItemRecord {
  id: string;
  name: string;
  startDate: string;
  thumbUrl: string | null;
  address: string | null;
  parentProductId: number;
  parentSlug: string;
  subscriptionStatus: SubscriptionStatus;
  purchaseOption: PurchaseOption;
  repairedMembershipProductId: string | null;
  review: ReviewRecord | null;
}

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

interface ReviewJson {
  id: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  source: string;
  created_at: string;
  updated_at: string;
}

function toReviewRecord(json: ReviewJson): ReviewRecord {
  return {
    id: json.id,
    rating: json.rating,
    title: json.title,
    body: json.body,
    authorName: json.author_name,
    verified: json.source === 'CUSTOMER',
    createdAt: date(json.created_at),
    updatedAt: date(json.updated_at),
  };
}

const REVIEW_JSON = `json_build_object('id', r.id, 'rating', r.rating, 'title', r.title,
  'body', r.body, 'author_name', r.author_name, 'source', r.source,
  'created_at', r.created_at, 'updated_at', r.updated_at)`;

interface ItemRow {
  id: string;
  name: string;
  start_date: string;
  image_url: string | null;
  address: string | null;
  parent_product_id: number;
  parent_slug: string;
  subscription_status: SubscriptionStatus;
  purchase_option: PurchaseOption;
  repaired_membership_product_id: string | null;
  review: ReviewJson | string | null;
}

/** The item's columns and joins; its name in the language (decision 180). */
const itemSelect = (locale: Locale) => `
  select mp.id, ${locale === 'fr' ? 'coalesce(p.name_fr, p.name) as name' : 'p.name'}, to_char(mp.start_date, 'YYYY-MM-DD') as start_date, p.image_url,
         case when a.id is null then null
              else concat_ws(', ', nullif(concat_ws(' ', a.unit_number, a.street_address), ''),
                             a.city, a.province) end as address,
         pp.id as parent_product_id, pp.slug as parent_slug, mp.subscription_status,
         mp.purchase_option, mp.repaired_membership_product_id,
         (select ${REVIEW_JSON} from reviews r where r.membership_product_id = mp.id) as review
    from memberships m
    join membership_products mp on mp.membership_id = m.id
    join products p on p.id = mp.product_id
    join parent_products pp on pp.id = p.parent_product_id
    left join addresses a on a.id = mp.address_id`;

function toItemRecord(row: ItemRow): ReviewableItemRecord {
  const review =
    typeof row.review === 'string' ? (JSON.parse(row.review) as ReviewJson) : row.review;
  return {
    id: row.id,
    name: row.name,
    startDate: row.start_date,
    thumbUrl: row.image_url,
    address: row.address,
    parentProductId: row.parent_product_id,
    parentSlug: row.parent_slug,
    subscriptionStatus: row.subscription_status,
    purchaseOption: row.purchase_option,
    repairedMembershipProductId: row.repaired_membership_product_id,
    review: review ? toReviewRecord(review) : null,
  };
}

/** The customer's delivered items, newest start date first, leaving out the excluded parents. */
export async function listReviewableItems(
  handle: DatabaseHandle,
  customerId: string,
  excludedParentSlugs: readonly string[],
  locale: Locale = 'en',
): Promise<ReviewableItemRecord[]> {
  const rows = await handle.query<ItemRow & Record<string, unknown>>(
    `${itemSelect(locale)}
      where m.customer_id = $1 and mp.subscription_status = any($2::text[])
        and not (pp.slug = any($3::text[]))
      order by mp.start_date desc, mp.created_at desc, mp.id`,
    [customerId, DELIVERED_STATUSES, excludedParentSlugs],
  );
  return rows.map(toItemRecord);
}

/** One of the customer's items, whatever its status; null when it is not theirs. */
export async function findCustomerItem(
  handle: DatabaseHandle,
  customerId: string,
  membershipProductId: string,
  lock = false,
  locale: Locale = 'en',
): Promise<ReviewableItemRecord | null> {
  if (lock) {
    await handle.query(
      `select mp.id from memberships m join membership_products mp on mp.membership_id = m.id
        where m.customer_id = $1 and mp.id = $2 for update of mp`,
      [customerId, membershipProductId],
    );
  }
  const [row] = await handle.query<ItemRow & Record<string, unknown>>(
    `${itemSelect(locale)} where m.customer_id = $1 and mp.id = $2`,
    [customerId, membershipProductId],
  );
  return row ? toItemRecord(row) : null;
}

/** Writes the item's review, or rewrites it (the first written time stays). */
export async function upsertReview(
  tx: DatabaseHandle,
  review: {
    customerId: string;
    membershipProductId: string;
    rating: number;
    body: string;
  },
): Promise<ReviewRecord> {
  const [row] = await tx.query<ReviewJson & Record<string, unknown>>(
    `insert into reviews (membership_product_id, parent_product_id, product_id, customer_id,
                          author_name, source, rating, title, body)
     select mp.id, p.parent_product_id, p.id, c.id,
            trim(c.first_name || ' ' || coalesce(left(nullif(c.last_name, ''), 1) || '.', '')),
            'CUSTOMER', $3, '', $4
       from membership_products mp
       join memberships m on m.id = mp.membership_id
       join customers c on c.id = m.customer_id
       join products p on p.id = mp.product_id
      where mp.id = $2 and m.customer_id = $1
     on conflict (membership_product_id) do update
        set rating = excluded.rating, body = excluded.body, updated_at = now()
     returning id, rating, title, body, author_name, source, created_at, updated_at`,
    [review.customerId, review.membershipProductId, review.rating, review.body],
  );
  return toReviewRecord(row as ReviewJson);
}

export interface ProductReviewPageRecord {
  parentProductId: number;
  count: number;
  /** Null without reviews. */
  average: number | null;
  /** How many reviews gave each rating, 1 to 5. */
  distribution: number[];
  reviews: ReviewRecord[];
}

/** A parent product's reviews, newest first, with the count and average of all of them. */
export async function productReviewPage(
  handle: DatabaseHandle,
  slug: string,
  page: { limit: number; offset: number },
): Promise<ProductReviewPageRecord | null> {
  const [summary] = await handle.query<{
    id: number;
    count: number;
    average: string | number | null;
    d1: number;
    d2: number;
    d3: number;
    d4: number;
    d5: number;
  }>(
    `select pp.id, count(r.id)::int as count, avg(r.rating) as average,
            count(*) filter (where r.rating = 1)::int as d1,
            count(*) filter (where r.rating = 2)::int as d2,
            count(*) filter (where r.rating = 3)::int as d3,
            count(*) filter (where r.rating = 4)::int as d4,
            count(*) filter (where r.rating = 5)::int as d5
       from parent_products pp left join reviews r on r.parent_product_id = pp.id
      where pp.slug = $1 and pp.visible
      group by pp.id`,
    [slug],
  );
  if (!summary) return null;
  const rows = await handle.query<ReviewJson & Record<string, unknown>>(
    `select r.id, r.rating, r.title, r.body, r.author_name, r.source, r.created_at, r.updated_at
       from reviews r where r.parent_product_id = $1
      order by r.created_at desc, r.id desc limit $2 offset $3`,
    [summary.id, page.limit, page.offset],
  );
  return {
    parentProductId: summary.id,
    count: summary.count,
    average: summary.average === null ? null : Number(summary.average),
    distribution: [summary.d1, summary.d2, summary.d3, summary.d4, summary.d5],
    reviews: rows.map((row) => toReviewRecord(row)),
  };
}
