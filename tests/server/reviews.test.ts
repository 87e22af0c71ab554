import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  excludedParentSlugsFromEnv,
  ReviewService,
  reviewText,
} from '../../server/modules/reviews/review-service';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { addMembership, billingCustomer } from './helpers/billing-world';
import type { BillingCustomer } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const ITEMS = `query { getMembershipProductsWithReview {
  id name startdate subscription_status productslug parentproductid review { created rating text } } }`;
const ONE = `query One($id: ID!) { getMembershipProductReview(membershipProductId: $id) { id name review { rating text } } }`;
const WRITE = `mutation Write($review: ReviewInput!) {
  writeReview(review: $review) { created review { id rating text created updated } } }`;
const PRODUCT = `query Reviews($slug: String!, $limit: Int, $offset: Int) {
  productReviews(slug: $slug, limit: $limit, offset: $offset) {
    count average distribution hasMore limit offset
    reviews { id rating title text authorName verified created } } }`;

interface Item {
  id: string;
  startdate: string;
  subscription_status: string;
  productslug: string;
  review: { created: string; rating: number; text: string } | null;
}
interface ProductPage {
  count: number;
  average: number | null;
  distribution: number[];
  hasMore: boolean;
  reviews: {
    id: string;
    rating: number;
    text: string;
    authorName: string;
    verified: boolean;
    created: string;
  }[];
}

const backends = await testBackends();

describe('review text', () => {
  it('is plain text of 10 to 3,000 characters', () => {
    expect(reviewText('  Comfortable and sturdy.  ')).toBe('Comfortable and sturdy.');
    expect(reviewText('Seats 4 < 6 people, and 3 > 2.')).toBe('Seats 4 < 6 people, and 3 > 2.');
    expect(() => reviewText('Great')).toThrow('at least 10 characters');
    expect(() => reviewText('x'.repeat(10_000))).toThrow(
      'Keep your review to 3,000 characters (it has 10,000).',
    );
    for (const markup of [
      'Nice <b>sofa</b> indeed',
      '<script>alert(1)</script> really',
      'A <img src=x onerror=alert(1)> chair',
      'Hidden <!-- note --> text here',
    ]) {
      expect(() => reviewText(markup)).toThrow('Reviews are plain text');
    }
  });

  it('excludes the configured parent products, by slug', () => {
    expect(excludedParentSlugsFromEnv(undefined)).toEqual(['cover-kit', 'fabric-swatches']);
    expect(excludedParentSlugsFromEnv(' Sofa-A, ,sofa-b ')).toEqual(['sofa-a', 'sofa-b']);
    expect(excludedParentSlugsFromEnv('')).toEqual([]);
  });
});

describe.each(backends)('reviews on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  withCheckoutWorld(backend, (world) => ({ database, server } = world));

  async function customerWithItems(): Promise<{
    customer: BillingCustomer;
    token: string;
    older: string;
    newer: string;
    returned: string;
    pending: string;
  }> {
    const customer = await billingCustomer(database);
    const older = await addMembership(database, customer, { startDate: '2026-01-10' });
    const newer = await addMembership(database, customer, { startDate: '2026-05-02' });
    const returned = await addMembership(database, customer, {
      startDate: '2026-03-15',
      status: 'RETURNED',
    });
    const pending = await addMembership(database, customer, {
      startDate: '2026-12-01',
      status: 'PENDING_DELIVERY',
    });
    return {
      customer,
      token: await server.tokenFor(customer.customerId),
      older,
      newer,
      returned,
      pending,
    };
  }

  const slugOf = async (membershipProductId: string) => {
    const [row] = await database.query<{ slug: string }>(
      `select pp.slug from membership_products mp join products p on p.id = mp.product_id
         join parent_products pp on pp.id = p.parent_product_id where mp.id = $1`,
      [membershipProductId],
    );
    return row!.slug;
  };

  it('lists the delivered items newest start first, writes one review each and edits it', async () => {
    const { token, older, newer, returned, pending } = await customerWithItems();
    const list = await server.graphql<{ getMembershipProductsWithReview: Item[] }>(
      ITEMS,
      {},
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.getMembershipProductsWithReview.map((item) => item.id)).toEqual([
      newer,
      returned,
      older,
    ]);
    expect(list.data!.getMembershipProductsWithReview.every((item) => item.review === null)).toBe(
      true,
    );
    expect(list.data!.getMembershipProductsWithReview.map((item) => item.id)).not.toContain(
      pending,
    );

    const slug = await slugOf(newer);
    const before = await server.graphql<{ productReviews: ProductPage }>(PRODUCT, { slug });

    const first = await server.graphql<{
      writeReview: { created: string; review: { id: string; rating: number; text: string } };
    }>(
      WRITE,
      {
        review: { membershipProductId: newer, rating: 2, text: 'Firm, but the fabric is lovely.' },
      },
      token,
    );
    expect(first.errors).toBeUndefined();
    const edited = await server.graphql<{
      writeReview: { created: string; review: { id: string; rating: number; text: string } };
    }>(
      WRITE,
      {
        review: {
          membershipProductId: newer,
          rating: 5,
          text: '  It softened up: we love it now.  ',
        },
      },
      token,
    );
    expect(edited.data!.writeReview).toMatchObject({
      created: first.data!.writeReview.created,
      review: {
        id: first.data!.writeReview.review.id,
        rating: 5,
        text: 'It softened up: we love it now.',
      },
    });
    // A returned item was held: it can be reviewed too.
    const held = await server.graphql(
      WRITE,
      { review: { membershipProductId: returned, rating: 4, text: 'Good while we had it.' } },
      token,
    );
    expect(held.errors).toBeUndefined();

    const [count] = await database.query<{ count: number }>(
      'select count(*)::int as count from reviews where membership_product_id = $1',
      [newer],
    );
    expect(count!.count).toBe(1);
    const one = await server.graphql<{
      getMembershipProductReview: { review: { rating: number } };
    }>(ONE, { id: newer }, token);
    expect(one.data!.getMembershipProductReview.review.rating).toBe(5);

    // The product page counts it, newest first.
    const after = await server.graphql<{ productReviews: ProductPage }>(PRODUCT, {
      slug,
      limit: 1,
    });
    const page = after.data!.productReviews;
    expect(page.count).toBe(before.data!.productReviews.count + 2);
    expect(page.reviews).toHaveLength(1);
    expect(page.hasMore).toBe(true);
    const all = await database.query<{ rating: number }>(
      'select r.rating from reviews r join parent_products pp on pp.id = r.parent_product_id where pp.slug = $1',
      [slug],
    );
    const mean = all.reduce((sum, row) => sum + row.rating, 0) / all.length;
    expect(page.average).toBe(Math.round(mean * 10) / 10);
    const newest = await database.query<{ id: string }>(
      `select r.id from reviews r join parent_products pp on pp.id = r.parent_product_id
        where pp.slug = $1 order by r.created_at desc, r.id desc limit 1`,
      [slug],
    );
    expect(page.reviews[0]!.id).toBe(newest[0]!.id);
  });

  it('takes direction overrides and zero-width characters out of names and reviews', async () => {
    const { token, newer } = await customerWithItems();
    // A right-to-left override would draw the byline reversed; a zero-width space hides in it.
    const profile = await server.graphql<{
      updateCustomerProfile: { firstname: string; lastname: string };
    }>(
      `mutation($profile: CustomerProfileInput!) {
        updateCustomerProfile(profile: $profile) { firstname lastname } }`,
      { profile: { firstname: '\u202EenaideN\u202C', lastname: 'Tr\u200Bemblay\u2066' } },
      token,
    );
    expect(profile.errors).toBeUndefined();
    expect(profile.data!.updateCustomerProfile).toEqual({
      firstname: 'enaideN',
      lastname: 'Tremblay',
    });
    const written = await server.graphql<{ writeReview: { review: { text: string } } }>(
      WRITE,
      {
        review: {
          membershipProductId: newer,
          rating: 4,
          text: '\u202EGreat\u202C sofa,\u200B sturdy\uFEFF frame. 👩\u200D👩\u200D👧 approved',
        },
      },
      token,
    );
    expect(written.errors).toBeUndefined();
    // The joiners an emoji family needs stay; nothing else invisible does.
    expect(written.data!.writeReview.review.text).toBe(
      'Great sofa, sturdy frame. 👩\u200D👩\u200D👧 approved',
    );
    const [row] = await database.query<{ author_name: string; body: string }>(
      'select author_name, body from reviews where membership_product_id = $1',
      [newer],
    );
    expect(row!.author_name).toBe('enaideN T.');
    expect(row!.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/u);
  });

  it('clears what was stored before: the migration takes the same characters out', async () => {
    const { customer, token, older } = await customerWithItems();
    await database.query(`update customers set first_name = $2, last_name = $3 where id = $1`, [
      customer.customerId,
      '\u202EsimaS\u202C',
      'Le\u200Bduc\uFEFF',
    ]);
    const written = await server.graphql(
      WRITE,
      { review: { membershipProductId: older, rating: 5, text: 'Solid oak, no wobble at all.' } },
      token,
    );
    expect(written.errors).toBeUndefined();
    await database.query(`update reviews set body = $2 where membership_product_id = $1`, [
      older,
      '\u2067Solid\u2069 oak, 👩\u200D👧 no\u200B wobble.',
    ]);
    const migration = readFileSync(
      path.join(process.cwd(), 'server/db/migrations/0021_plain_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.query(statement);
    }
    const [stored] = await database.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from customers where id = $1',
      [customer.customerId],
    );
    expect(stored).toEqual({ first_name: 'simaS', last_name: 'Leduc' });
    const [review] = await database.query<{ author_name: string; body: string }>(
      'select author_name, body from reviews where membership_product_id = $1',
      [older],
    );
    expect(review).toEqual({ author_name: 'simaS L.', body: 'Solid oak, 👩\u200D👧 no wobble.' });
  });

  it('refuses an item never delivered, another customer’s, bad ratings, long text and markup', async () => {
    const { customer, token, newer, pending } = await customerWithItems();
    const other = await customerWithItems();
    const write = (membershipProductId: string, rating: number, text: string, as = token) =>
      server.graphql(WRITE, { review: { membershipProductId, rating, text } }, as);

    const never = await write(pending, 5, 'Never arrived but looks nice.');
    expect(never.errors?.[0]).toMatchObject({
      message: 'You can review this item once it has been delivered.',
      extensions: { code: 'BAD_USER_INPUT', field: 'membershipProductId' },
    });
    const theirs = await write(other.newer, 1, 'Not mine but reviewing anyway.');
    const unknown = await write('00000000-0000-4000-8000-000000000000', 1, 'Nothing to see here.');
    expect(theirs.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(theirs.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    const theirsRead = await server.graphql(ONE, { id: other.newer }, token);
    expect(theirsRead.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    for (const rating of [0, 6, -1]) {
      const answer = await write(newer, rating, 'A perfectly fine review.');
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Choose a rating from 1 to 5 stars.',
        extensions: { code: 'BAD_USER_INPUT', field: 'rating' },
      });
    }
    const long = await write(newer, 4, 'x'.repeat(10_000));
    expect(long.errors?.[0]).toMatchObject({
      message: 'Keep your review to 3,000 characters (it has 10,000).',
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    const markup = await write(newer, 4, 'Lovely <script>alert(1)</script> sofa');
    expect(markup.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
    const guest = await server.graphql(ITEMS, {});
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'NO_AUTH' });

    const [row] = await database.query<{ count: number }>(
      `select count(*)::int as count from reviews where customer_id = any($1::uuid[])`,
      [[customer.customerId, other.customer.customerId]],
    );
    expect(row!.count).toBe(0);
  });

  it('leaves the excluded parent products out of the list and refuses their review', async () => {
    const { customer, newer, older } = await customerWithItems();
    const slug = await slugOf(newer);
    const service = new ReviewService(database, { excludedParentSlugs: [slug] });
    expect(await service.items(customer.customerId)).toEqual([]);
    await expect(
      service.write(customer.customerId, {
        membershipProductId: older,
        rating: 4,
        text: 'Sturdy and simple.',
      }),
    ).rejects.toThrow('This item can’t be reviewed.');
  });

  it('seeds realistic reviews: most products have some, mostly four and five stars', async () => {
    const [stats] = await database.query<{ reviews: number; parents: number; average: number }>(
      `select count(*)::int as reviews, count(distinct parent_product_id)::int as parents,
              avg(rating)::float8 as average from reviews where source = 'IMPORTED'`,
    );
    expect(stats!.reviews).toBeGreaterThan(100);
    expect(stats!.parents).toBeGreaterThan(50);
    expect(stats!.average).toBeGreaterThan(3.8);
    expect(stats!.average).toBeLessThan(4.8);
  });
});
