import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { PACKAGE_SEEDS } from '../../server/db/seed/packages';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const LINE_FIELDS = `productId parentProductId quantity purchaseOption termLength
  options { optionId valueId } name slug image available`;

const SHARE = `mutation Share($cityId: ID!, $products: [CartProductInput!]!) {
  shareCart(cityId: $cityId, products: $products) {
    id slug cityId createdAt expiresAt lines { ${LINE_FIELDS} }
  }
}`;

const SHARED = `query Shared($id: ID!) {
  sharedCart(id: $id) { id slug cityId createdAt expiresAt lines { ${LINE_FIELDS} } }
}`;

const PACKAGES = `{ packages { id slug name description image items { ${LINE_FIELDS} } } }`;
const PACKAGE = `query Package($slug: String!) {
  package(slug: $slug) { id slug name description items { ${LINE_FIELDS} } }
}`;

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products) {
    products { productId quantity } errors { productId reason } total
  }
}`;

interface Line {
  productId: string;
  parentProductId: string | null;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
  name: string;
  slug: string;
  image: string | null;
  available: boolean;
}

interface Shared {
  id: string;
  slug: string;
  cityId: string;
  createdAt: string;
  expiresAt: string;
  lines: Line[];
}

interface PackageAnswer {
  id: string;
  slug: string;
  name: string;
  description: string;
  items: Line[];
}

interface Sellable {
  productId: string;
  name: string;
  purchaseOption: string;
  termLength: number | null;
}

const backends = await testBackends();

describe.each(backends)('shared carts and packages on $name', (backend) => {
  let database: DatabaseHandle;
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;
  let toronto: string;
  let sellable: Sellable[] = [];

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
    const [city] = await database.query<{ id: number }>(
      "select id from cities where name = 'Toronto'",
    );
    toronto = String(city!.id);
    // Visible variants with their longest monthly-financing term, as the product page offers.
    sellable = (
      await database.query<{
        id: number;
        name: string;
        term: number;
      }>(
        `select p.id, p.name, max(pr.term_length_months)::int as term
           from products p join parent_products pp on pp.id = p.parent_product_id
           join product_prices pr on pr.product_id = p.id and pr.purchase_option = 'monthlyv3'
          where p.visible and pp.visible
          group by p.id, p.name order by p.id limit 3`,
      )
    ).map((row) => ({
      productId: String(row.id),
      name: row.name,
      purchaseOption: 'monthlyv3',
      termLength: row.term,
    }));
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  async function countShared(): Promise<number> {
    const [row] = await database.query<{ n: number }>(
      'select count(*)::int as n from shared_carts',
    );
    return row?.n ?? 0;
  }

  const input = (line: Sellable, quantity = 1) => ({
    productId: line.productId,
    quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength,
    options: [{ optionId: '1', valueId: '2' }],
  });

  it('shares a cart behind an unguessable short id and restores it by that id', async () => {
    const shared = await server.graphql<{ shareCart: Shared }>(SHARE, {
      cityId: toronto,
      products: [input(sellable[0]!, 2), input(sellable[1]!)],
    });
    expect(shared.errors).toBeUndefined();
    const cart = shared.data!.shareCart;
    expect(cart.id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(cart.cityId).toBe(toronto);
    expect(cart.slug).toMatch(/^[a-z0-9-]+-and-1-more$/);
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.available])).toEqual([
      [sellable[0]!.productId, 2, true],
      [sellable[1]!.productId, 1, true],
    ]);
    expect(cart.lines[0]).toMatchObject({
      name: sellable[0]!.name,
      purchaseOption: 'monthlyv3',
      termLength: sellable[0]!.termLength,
      options: [{ optionId: '1', valueId: '2' }],
    });
    expect(cart.lines[0]!.slug).not.toBe('');
    const days = (Date.parse(cart.expiresAt) - Date.parse(cart.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const restored = await server.graphql<{ sharedCart: Shared }>(SHARED, { id: cart.id });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.sharedCart).toEqual(cart);

    const [row] = await database.query<{ lines: unknown }>(
      'select lines from shared_carts where id = $1',
      [cart.id],
    );
    // No prices and no names are stored: only what restores the cart.
    expect(row!.lines).toEqual([{ ...input(sellable[0]!, 2) }, { ...input(sellable[1]!, 1) }]);
  });

  it('merges repeated lines and keeps each within 20', async () => {
    const shared = await server.graphql<{ shareCart: Shared }>(SHARE, {
      cityId: toronto,
      products: [input(sellable[0]!, 15), input(sellable[0]!, 15)],
    });
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.shareCart.lines.map((line) => line.quantity)).toEqual([20]);
  });

  it('draws a different id every time', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const shared = await server.graphql<{ shareCart: Shared }>(SHARE, {
        cityId: toronto,
        products: [input(sellable[2]!)],
      });
      ids.add(shared.data!.shareCart.id);
    }
    expect(ids.size).toBe(8);
  });

  it('refuses carts it cannot restore, with a field, and writes nothing', async () => {
    const before = await countShared();
    const [hidden] = await database.query<{ id: number }>(
      `select p.id from products p join parent_products pp on pp.id = p.parent_product_id
        where not pp.visible or not p.visible order by p.id limit 1`,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cityId: toronto, products: [] }, 'BAD_USER_INPUT', 'products'],
      [
        { cityId: toronto, products: [{ ...input(sellable[0]!), productId: '99999999' }] },
        'BAD_USER_INPUT',
        'products[0].productId',
      ],
      [
        { cityId: toronto, products: [{ ...input(sellable[0]!), productId: String(hidden!.id) }] },
        'BAD_USER_INPUT',
        'products[0].productId',
      ],
      [
        {
          cityId: toronto,
          products: [input(sellable[0]!), { ...input(sellable[1]!), quantity: 21 }],
        },
        'BAD_USER_INPUT',
        'products[1].quantity',
      ],
      [
        { cityId: toronto, products: [{ ...input(sellable[0]!), termLength: 7 }] },
        'BAD_USER_INPUT',
        'products[0].purchaseOption',
      ],
      [
        {
          cityId: toronto,
          products: [{ ...input(sellable[0]!), options: [{ optionId: 'x', valueId: '1' }] }],
        },
        'BAD_USER_INPUT',
        'products[0].options',
      ],
      [
        { cityId: toronto, products: Array.from({ length: 51 }, () => input(sellable[0]!)) },
        'BAD_USER_INPUT',
        'products',
      ],
      [{ cityId: '9999', products: [input(sellable[0]!)] }, 'NOT_FOUND', 'cityId'],
    ];
    for (const [variables, code, field] of cases) {
      const answer = await server.graphql(SHARE, variables);
      expect(answer.errors?.[0]?.extensions, JSON.stringify(variables).slice(0, 120)).toMatchObject(
        { code, field },
      );
      expect(answer.errors?.[0]?.message.length).toBeGreaterThan(10);
    }
    expect(await countShared()).toBe(before);
  });

  it('answers null for a malformed, unknown or expired link', async () => {
    for (const id of ['short', 'AAAAAAAAAAAA', "x' or 1=1 --", 'A'.repeat(500)]) {
      const answer = await server.graphql<{ sharedCart: Shared | null }>(SHARED, { id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.sharedCart).toBeNull();
    }
    const shared = await server.graphql<{ shareCart: Shared }>(SHARE, {
      cityId: toronto,
      products: [input(sellable[0]!)],
    });
    const id = shared.data!.shareCart.id;
    await database.query(
      `update shared_carts set created_at = now() - interval '100 days',
              expires_at = now() - interval '10 days' where id = $1`,
      [id],
    );
    const expired = await server.graphql<{ sharedCart: Shared | null }>(SHARED, { id });
    expect(expired.data!.sharedCart).toBeNull();
    // The next share forgets links past their expiry.
    await server.graphql(SHARE, { cityId: toronto, products: [input(sellable[0]!)] });
    const rows = await database.query('select id from shared_carts where id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('shows a line whose product stopped being sold as unavailable', async () => {
    const shared = await server.graphql<{ shareCart: Shared }>(SHARE, {
      cityId: toronto,
      products: [input(sellable[1]!), input(sellable[2]!)],
    });
    const id = shared.data!.shareCart.id;
    await database.query('update products set visible = false where id = $1', [
      Number(sellable[2]!.productId),
    ]);
    try {
      const answer = await server.graphql<{ sharedCart: Shared }>(SHARED, { id });
      expect(answer.data!.sharedCart.lines.map((line) => line.available)).toEqual([true, false]);
    } finally {
      await database.query('update products set visible = true where id = $1', [
        Number(sellable[2]!.productId),
      ]);
    }
  });

  it('keeps the database from holding a malformed shared cart', async () => {
    await expect(
      database.query(
        `insert into shared_carts (id, city_id, lines, expires_at)
         values ('bad id', $1, '[]', now() + interval '1 day')`,
        [Number(toronto)],
      ),
    ).rejects.toThrow(/shared_carts_id_check/);
    await expect(
      database.query(
        `insert into shared_carts (id, city_id, lines, expires_at)
         values ('ABCDEFGHIJKL', $1, '{}', now() + interval '1 day')`,
        [Number(toronto)],
      ),
    ).rejects.toThrow(/shared_carts_lines_check/);
  });

  it('lists the seeded packages, each whole and sellable at the default depot', async () => {
    const answer = await server.graphql<{ packages: PackageAnswer[] }>(PACKAGES);
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.packages;
    expect(list.map((pack) => pack.slug)).toEqual(PACKAGE_SEEDS.map((seed) => seed.slug));
    for (const [index, pack] of list.entries()) {
      const seed = PACKAGE_SEEDS[index]!;
      expect(pack.name).toBe(seed.name);
      expect(pack.description).toBe(seed.description);
      expect(pack.items.map((item) => item.quantity)).toEqual(
        seed.items.map((item) => item.quantity),
      );
      for (const item of pack.items) {
        expect(item).toMatchObject({ available: true, purchaseOption: 'monthlyv3' });
        expect(item.termLength).toBeGreaterThan(0);
        expect(item.image).toMatch(/^\/images\//);
        expect(item.options.length).toBeGreaterThan(0);
      }
      const priced = await server.graphql<{
        priceCart: { errors: unknown[]; total: number; products: unknown[] };
      }>(PRICE, {
        cityId: toronto,
        products: pack.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          purchaseOption: item.purchaseOption,
          termLength: item.termLength,
          options: item.options,
        })),
      });
      expect(priced.errors).toBeUndefined();
      expect(priced.data!.priceCart.errors).toEqual([]);
      expect(priced.data!.priceCart.total).toBeGreaterThan(0);
    }
  });

  it('finds one package by slug, and null for an unknown one', async () => {
    const found = await server.graphql<{ package: PackageAnswer | null }>(PACKAGE, {
      slug: 'dining-for-four',
    });
    expect(found.data!.package).toMatchObject({ slug: 'dining-for-four', name: 'Dining for Four' });
    expect(found.data!.package!.items.map((item) => item.quantity)).toEqual([1, 4]);
    for (const slug of ['no-such-package', '', '../etc', 'x'.repeat(300)]) {
      const missing = await server.graphql<{ package: PackageAnswer | null }>(PACKAGE, { slug });
      expect(missing.errors).toBeUndefined();
      expect(missing.data!.package).toBeNull();
    }
  });
});
