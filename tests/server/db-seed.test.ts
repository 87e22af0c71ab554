import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { FEATURE_FLAG_NAMES, PURCHASE_OPTIONS } from '../../server/db/constants';
import { migrateDatabase } from '../../server/db/migrate';
import { QUICK_LINK_TAGS } from '../../server/db/seed/data/categories';
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  PARTNER_DEMO_CUSTOMER,
} from '../../server/db/seed/demo-customers';
import { AlreadySeededError, seedDatabase, type SeedResult } from '../../server/db/seed/seed';
import { databaseDigest } from './helpers/table-digest';

const REFERENCE_DATE = '2026-01-15';

async function freshSeededDatabase(): Promise<{ handle: DatabaseHandle; result: SeedResult }> {
  const handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  await migrateDatabase(handle);
  const result = await seedDatabase(handle, { withImages: false, referenceDate: REFERENCE_DATE });
  return { handle, result };
}

let first: { handle: DatabaseHandle; result: SeedResult };
let second: { handle: DatabaseHandle; result: SeedResult };

beforeAll(async () => {
  first = await freshSeededDatabase();
  second = await freshSeededDatabase();
});

afterAll(async () => {
  await first?.handle.close();
  await second?.handle.close();
});

const count = async (handle: DatabaseHandle, sql: string, params: unknown[] = []) =>
  (await handle.query<{ count: number }>(sql, params))[0]?.count ?? -1;

describe('the seed is deterministic', () => {
  it('gives the same counts on two runs', () => {
    expect(second.result.counts).toEqual(first.result.counts);
    expect(second.result.edgeCases).toEqual(first.result.edgeCases);
    expect(second.result.featuredParentIds).toEqual(first.result.featuredParentIds);
  });

  it('gives the same first products, ids and prices', async () => {
    const sql = `select p.id, p.sku, p.name, p.retail_price_cents, p.sale_price_cents,
                        array(select price_cents from product_prices where product_id = p.id order by id) as prices
                   from products p order by p.id limit 8`;
    const rows = await first.handle.query(sql);
    expect(rows).toHaveLength(8);
    expect(await second.handle.query(sql)).toEqual(rows);
    expect(rows[0]?.id).toBe(1);
  });

  it('writes identical rows in every seeded table', async () => {
    expect(await databaseDigest(second.handle)).toEqual(await databaseDigest(first.handle));
  });
});

describe('the default catalogue', () => {
  it('has at least 150 parents and 600 products', () => {
    expect(first.result.counts.parent_products).toBeGreaterThanOrEqual(150);
    expect(first.result.counts.products).toBeGreaterThanOrEqual(600);
    expect(first.result.counts.products).toBe(640);
  });

  it('has the 15 white-glove cities with real time zones, Toronto the default depot', async () => {
    const cities = await first.handle.query<{
      name: string;
      province_code: string;
      timezone: string;
      fsa_prefixes: string[];
      is_default: boolean;
      delivery_fee_cents: number;
    }>('select * from cities order by id');
    expect(cities.map((city) => `${city.name} ${city.province_code}`)).toEqual([
      'Vancouver BC',
      'Calgary AB',
      'Edmonton AB',
      'Regina SK',
      'Winnipeg MB',
      'Toronto ON',
      'Ottawa ON',
      'Montreal QC',
      'Quebec City QC',
      'Saint John NB',
      'Fredericton NB',
      'Moncton NB',
      "St. John's NL",
      'Halifax NS',
      'Charlottetown PE',
    ]);
    expect(cities.filter((city) => city.is_default).map((city) => city.name)).toEqual(['Toronto']);
    const firstLetters: Record<string, string[]> = {
      BC: ['V'],
      AB: ['T'],
      SK: ['S'],
      MB: ['R'],
      ON: ['K', 'L', 'M', 'N', 'P', 'J'],
      QC: ['G', 'H', 'J'],
      NB: ['E'],
      NL: ['A'],
      NS: ['B'],
      PE: ['C'],
    };
    for (const city of cities) {
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: city.timezone })).not.toThrow();
      expect(city.fsa_prefixes.length).toBeGreaterThan(0);
      for (const prefix of city.fsa_prefixes) {
        expect(firstLetters[city.province_code]).toContain(prefix[0]);
      }
      expect(city.delivery_fee_cents).toBeGreaterThan(0);
    }
    expect(cities[5]?.fsa_prefixes).toContain('M');
    expect(cities[0]?.fsa_prefixes).toEqual(expect.arrayContaining(['V5', 'V6']));
  });

  it('has a three-level category tree in CA_EN with descriptions and header images', async () => {
    const levels = await first.handle.query<{ level: number; count: number }>(
      'select level, count(*)::int as count from categories group by level order by level',
    );
    expect(levels.map((row) => row.level)).toEqual([1, 2, 3]);
    expect(
      await count(
        first.handle,
        `select count(*)::int as count from categories
          where locale <> 'CA_EN' or description = '' or image_url is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        first.handle,
        'select count(*)::int as count from category_parent_products where bestseller',
      ),
    ).toBeGreaterThan(0);
  });

  it('gives every quick-link tag listable products in Toronto', async () => {
    const rows = await first.handle.query<{ slug: string; listable: number }>(
      `select t.slug, count(distinct pp.id)::int as listable
         from tags t
         join parent_product_tags ppt on ppt.tag_id = t.id
         join parent_products pp on pp.id = ppt.parent_product_id and pp.visible
         join products p on p.parent_product_id = pp.id and p.visible and p.retail_price_cents > 0
         join depot_availability a on a.product_id = p.id and a.visible
         join cities c on c.id = a.city_id and c.is_default
        where exists (select 1 from product_images i where i.product_id = p.id)
        group by t.slug`,
    );
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row.listable]));
    for (const tag of QUICK_LINK_TAGS) expect(bySlug[tag.slug] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(bySlug)).toHaveLength(9);
  });

  it('prices every product for the quote (ownv3) with valid options and terms', async () => {
    expect(
      await count(
        first.handle,
        `select count(*)::int as count from products p
          where not exists (select 1 from product_prices pr where pr.product_id = p.id and pr.purchase_option = 'ownv3')`,
      ),
    ).toBe(0);
    const options = await first.handle.query<{ purchase_option: string }>(
      'select distinct purchase_option from product_prices order by 1',
    );
    expect(options.map((row) => row.purchase_option)).toEqual([...PURCHASE_OPTIONS].sort());
    const terms = await first.handle.query<{ term_length_months: number }>(
      `select distinct term_length_months from product_prices where purchase_option = 'monthlyv3' order by 1`,
    );
    expect(terms.map((row) => row.term_length_months)).toEqual([12, 24, 36]);
  });

  it('has realistic prices, sales, final-sale items and assembly choices', async () => {
    const [stats] = await first.handle.query<Record<string, number>>(
      `select min(retail_price_cents)::int as min_retail, max(retail_price_cents)::int as max_retail,
              count(*) filter (where sale_price_cents is not null)::int as on_sale,
              count(*) filter (where final_sale)::int as final_sale,
              count(*) filter (where disable_assembly)::int as no_assembly,
              count(*) filter (where assembly_fee_cents > 0)::int as paid_assembly,
              count(*) filter (where condition <> 'BETTER_THAN_NEW')::int as other_condition
         from products`,
    );
    expect(stats?.min_retail).toBeGreaterThanOrEqual(10_000);
    expect(stats?.max_retail).toBeLessThanOrEqual(1_000_000);
    expect(stats?.on_sale).toBeGreaterThan(50);
    expect(stats?.final_sale).toBeGreaterThan(0);
    expect(stats?.no_assembly).toBeGreaterThan(0);
    expect(stats?.paid_assembly).toBeGreaterThan(0);
    expect(stats?.other_condition).toBe(0);
    const [sofas] = await first.handle.query<{ min: number; max: number }>(
      `select min(p.retail_price_cents)::int as min, max(p.retail_price_cents)::int as max
         from products p join parent_products pp on pp.id = p.parent_product_id
        where pp.primary_category_id = (select id from categories where slug = 'three-seat-sofas')`,
    );
    expect(sofas?.min).toBeGreaterThanOrEqual(149_900);
    expect(sofas?.max).toBeLessThanOrEqual(549_900);
  });

  it('varies stock by depot: in stock, low, out of stock and regional products', async () => {
    const [stock] = await first.handle.query<Record<string, number>>(
      `select count(*) filter (where available = 0 and tied_to_inventory)::int as out_of_stock,
              count(*) filter (where available between 1 and 3)::int as low,
              count(*) filter (where available > 3)::int as plenty,
              count(*) filter (where not visible)::int as hidden,
              count(*) filter (where not tied_to_inventory)::int as made_to_order
         from depot_availability`,
    );
    expect(stock?.out_of_stock).toBeGreaterThan(0);
    expect(stock?.low).toBeGreaterThan(0);
    expect(stock?.plenty).toBeGreaterThan(stock?.low ?? 0);
    expect(stock?.hidden).toBeGreaterThan(0);
    expect(first.result.edgeCases.regionalParentIds.length).toBeGreaterThan(0);
    const restocks = await first.handle.query<{ stock_from: string }>(
      `select stock_from from depot_availability where stock_from is not null limit 1`,
    );
    expect((restocks[0]?.stock_from ?? '') > REFERENCE_DATE).toBe(true);
  });

  it('has options with swatches and groups, variants linked to their values', async () => {
    const fabrics = await first.handle.query<{ group_name: string }>(
      `select distinct v.group_name from option_values v join options o on o.id = v.option_id
        where o.upholstery order by 1`,
    );
    expect(fabrics.map((row) => row.group_name)).toEqual(
      expect.arrayContaining(['Blues', 'Greens', 'Greys', 'Neutrals', 'Warm Tones']),
    );
    expect(
      await count(
        first.handle,
        `select count(*)::int as count from products p
          where not exists (select 1 from product_option_values v where v.product_id = p.id)`,
      ),
    ).toBe(0);
    const [images] = await first.handle.query<Record<string, number>>(
      `select count(*) filter (where type = 'SHOWCASE')::int as showcase,
              count(*) filter (where type = 'DIMENSIONS')::int as dimensions
         from product_images`,
    );
    expect(images?.showcase).toBeGreaterThan(500);
    expect(images?.dimensions).toBe(images?.showcase);
  });

  it('has featured products, social images and the feature flags', async () => {
    expect(first.result.counts.featured_products).toBeGreaterThanOrEqual(8);
    expect(first.result.counts.featured_products).toBeLessThanOrEqual(12);
    expect(first.result.counts.social_images).toBe(8);
    const flags = await first.handle.query<{ name: string }>('select name from feature_flags');
    expect(flags.map((flag) => flag.name).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
  });

  it('has the three demo customers and the partner one, their orders (one per monthly history besides the first), one of them delinquent', async () => {
    const customers = await first.handle.query<{
      id: string;
      email: string;
      password_hash: string | null;
    }>('select id, email, password_hash from customers order by email');
    expect(customers.map((customer) => customer.email)).toEqual(
      [...DEMO_CUSTOMERS, PARTNER_DEMO_CUSTOMER].map((customer) => customer.email).sort(),
    );
    expect(customers.every((customer) => customer.password_hash?.startsWith('$argon2id$'))).toBe(
      true,
    );
    expect(DEMO_CUSTOMERS.every((customer) => customer.password === DEMO_PASSWORD)).toBe(true);
    const orders = await first.handle.query<{
      customer_id: string;
      products_subtotal_cents: number;
      delivery_cents: number;
      tax_total_cents: number;
      total_cents: number;
      taxes: number;
      lines: number;
    }>(
      `select o.customer_id, o.products_subtotal_cents, o.delivery_cents, o.tax_total_cents, o.total_cents,
              (select sum(amount_cents)::int from order_taxes t where t.order_id = o.id) as taxes,
              (select sum((price_cents + pivot_care_cents) * quantity)::int from order_lines l
                where l.order_id = o.id) as lines
         from orders o`,
    );
    // A first order each, the monthly orders of the billing histories (Alex 1, Sam 2, Jordan 1),
    // the partner order the showroom rang up for Morgan (decision 140) and Alex's order waiting
    // for its delivery (decision 129).
    expect(orders).toHaveLength(9);
    // A monthly line's first month is its fee and PivotCare, as checkout sells it (decision 150).
    for (const order of orders) {
      expect(order.lines).toBe(order.products_subtotal_cents);
      expect(order.taxes).toBe(order.tax_total_cents);
      expect(order.total_cents).toBe(
        order.products_subtotal_cents + order.delivery_cents + order.tax_total_cents,
      );
    }
    const delinquent = await first.handle.query<{ email: string }>(
      `select c.email from delinquent_records d join customers c on c.id = d.customer_id
        where d.resolved_at is null`,
    );
    expect(delinquent.map((row) => row.email)).toEqual(['jordan.lee@example.ca']);
    expect(
      await count(first.handle, 'select count(*)::int as count from membership_products'),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('seeding again', () => {
  it('refuses a seeded database without force', async () => {
    await expect(
      seedDatabase(first.handle, { withImages: false, referenceDate: REFERENCE_DATE }),
    ).rejects.toBeInstanceOf(AlreadySeededError);
  });

  it('with force, wipes and reproduces the same data', async () => {
    const before = await databaseDigest(second.handle);
    await seedDatabase(second.handle, {
      withImages: false,
      referenceDate: REFERENCE_DATE,
      force: true,
    });
    expect(await databaseDigest(second.handle)).toEqual(before);
  });
});
