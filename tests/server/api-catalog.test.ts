import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;
let database: DatabaseHandle;
let server: Server;

let dispose: () => Promise<void> = async () => undefined;

const backends = await testBackends();

describe.each(backends)('on $name', (backend) => {
  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  const LIST = `query List($cityId: ID, $categoryId: ID, $search: String, $tags: [String!], $colors: [String!], $limit: Int, $offset: Int, $orderBy: ProductOrderBy) {
  productList(cityId: $cityId, categoryId: $categoryId, search: $search, tags: $tags, colors: $colors, limit: $limit, offset: $offset, orderBy: $orderBy) {
    total limit offset
    products { id parentProductId slug name imageurl color retailprice saleretailprice monthlyprice
      pricing { price purchaseoption deliveryfee } availability { available low high unit } }
  }
}`;

  interface ListAnswer {
    productList: {
      total: number;
      limit: number;
      offset: number;
      products: {
        id: string;
        parentProductId: string;
        slug: string;
        name: string;
        imageurl: string;
        color: string;
        retailprice: number;
        pricing: { price: number; purchaseoption: string; deliveryfee: number };
        availability: { available: number };
      }[];
    };
  }

  async function cities() {
    const answer = await server.graphql<{
      getCities: {
        id: string;
        name: string;
        province: string;
        isDefault: boolean;
        deliveryfee: number;
      }[];
    }>('{ getCities { id name province isDefault deliveryfee timezone fsa } }');
    return answer.data?.getCities ?? [];
  }

  async function categories() {
    const answer = await server.graphql<{
      getCategories: {
        categories: {
          id: string;
          slug: string;
          name: string;
          parentid: string | null;
          children: { id: string }[];
        }[];
      };
    }>('{ getCategories { categories { id slug name parentid children { id } } cities { id } } }');
    return answer.data?.getCategories.categories ?? [];
  }

  describe('catalogue API over HTTP', () => {
    it('lists the fifteen cities with exactly one default depot', async () => {
      const list = await cities();
      expect(list).toHaveLength(15);
      expect(list.filter((city) => city.isDefault)).toHaveLength(1);
      expect(list.map((city) => city.name)).toContain("St. John's");
    });

    it('echoes the release version and accepts the client-version header', async () => {
      const answer = await server.graphql<{ version: string }>('{ version }');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-release-version')).toBe(answer.data?.version);
    });

    it('returns a three-level category tree including every quick-link tag', async () => {
      const list = await categories();
      const bySlug = new Map(list.map((category) => [category.slug, category]));
      const depth = (slug: string): number => {
        const category = bySlug.get(slug);
        const parent = list.find((c) => c.id === category?.parentid);
        return parent ? 1 + depth(parent.slug) : 1;
      };
      expect(Math.max(...list.map((category) => depth(category.slug)))).toBe(3);
      const tags = await server.graphql<{ productList: { total: number } }>(
        'query($t: [String!]) { productList(tags: $t) { total } }',
        { t: ['sofas'] },
      );
      expect(tags.data?.productList.total).toBeGreaterThan(0);
    });

    it('pages a category 18 at a time, sorted by position, with a total', async () => {
      const list = await categories();
      const top = list.find((category) => category.parentid === null)!;
      const first = await server.graphql<ListAnswer>(LIST, { categoryId: top.id });
      expect(first.errors).toBeUndefined();
      const page = first.data!.productList;
      expect(page.limit).toBe(18);
      expect(page.products.length).toBe(Math.min(18, page.total));
      expect(page.total).toBeGreaterThan(18);
      const second = await server.graphql<ListAnswer>(LIST, { categoryId: top.id, offset: 18 });
      const overlap = second.data!.productList.products.filter((p) =>
        page.products.some((q) => q.parentProductId === p.parentProductId),
      );
      expect(overlap).toEqual([]);
      for (const product of page.products) {
        expect(product.retailprice).toBeGreaterThan(0);
        expect(product.imageurl).toMatch(/^\/images\//);
        expect(product.pricing.purchaseoption).toBe('ownv3');
      }
    });

    it('filters by colour and offers the colours of a category', async () => {
      const filters = await server.graphql<{
        productFilters: { colors: { name: string; count: number }[] };
      }>('{ productFilters { colors { name hex count } } }');
      const colour = filters.data!.productFilters.colors[0]!;
      const answer = await server.graphql<ListAnswer>(LIST, { colors: [colour.name], limit: 100 });
      expect(answer.data!.productList.total).toBe(colour.count);
      for (const product of answer.data!.productList.products)
        expect(product.color).toBe(colour.name);
    });

    it('searches with full text and tolerates a typo', async () => {
      const exact = await server.graphql<ListAnswer>(LIST, { search: 'sofa' });
      expect(exact.data!.productList.total).toBeGreaterThan(0);
      const typo = await server.graphql<ListAnswer>(LIST, { search: 'sofaa' });
      expect(typo.data!.productList.total).toBeGreaterThan(0);
      const nothing = await server.graphql<ListAnswer>(LIST, { search: 'zzqxxv' });
      expect(nothing.data!.productList).toMatchObject({ total: 0, products: [] });
    });

    it('shows a product with options, images, prices and suggestions', async () => {
      const list = await server.graphql<ListAnswer>(LIST, {});
      const slug = list.data!.productList.products[0]!.slug;
      const details = await server.graphql<{
        productDetails: {
          availableInCity: boolean;
          parent: { id: string; options: { id: string; values: { id: string }[] }[] };
          product: {
            id: string;
            images: { type: string }[];
            prices: { purchaseoption: string }[];
            valueids: string[];
          };
        };
      }>(
        `query($slug: String!) { productDetails(slug: $slug) { availableInCity
        parent { id name options { id name upholstery selectedvalue values { id name imageurl groupname available } } }
        product { id name valueids images { type imageurl } prices { purchaseoption termlength price monthly }
          dimensions { width depth height unit } availability { available low high unit } } } }`,
        { slug },
      );
      expect(details.errors).toBeUndefined();
      const result = details.data!.productDetails;
      expect(result.availableInCity).toBe(true);
      expect(result.product.images.map((image) => image.type)).toEqual(
        expect.arrayContaining(['SHOWCASE', 'DIMENSIONS']),
      );
      expect(result.product.prices.map((price) => price.purchaseoption)).toContain('ownv3');
      const suggestions = await server.graphql<{ productSuggestions: { id: string }[] }>(
        'query($ids: [ID!]!) { productSuggestions(productIds: $ids) { id slug name lowestprice imageurl } }',
        { ids: [result.product.id] },
      );
      expect(suggestions.data!.productSuggestions.length).toBeGreaterThan(0);
      expect(suggestions.data!.productSuggestions.length).toBeLessThanOrEqual(6);
      expect(suggestions.data!.productSuggestions.map((s) => s.id)).not.toContain(result.parent.id);
    });

    it('serves flags, featured products and the social gallery', async () => {
      const answer = await server.graphql<{
        featureFlags: { name: string; on: boolean }[];
        getFeaturedProducts: { pos: number }[];
        getSocialImages: { pos: number }[];
      }>(
        '{ featureFlags { name on } getFeaturedProducts { pos imageurl product { id slug } } getSocialImages { pos imageurl } }',
      );
      expect(answer.errors).toBeUndefined();
      // One mode switch, off (regular mode) after the seed.
      expect(answer.data!.featureFlags).toEqual([{ name: 'liquidation-sale', on: false }]);
      expect(answer.data!.getFeaturedProducts.length).toBeGreaterThan(0);
      expect(answer.data!.getSocialImages.length).toBeGreaterThan(0);
    });
  });

  describe('bad input gets a clear error with a stable code, never a 500', () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['an unknown city', LIST, { cityId: '999999' }, 'NOT_FOUND'],
      ['a city id that is not a number', LIST, { cityId: 'toronto' }, 'BAD_USER_INPUT'],
      ['a limit over 100', LIST, { limit: 101 }, 'BAD_USER_INPUT'],
      ['a negative offset', LIST, { offset: -1 }, 'BAD_USER_INPUT'],
      ['a 10,000-character search', LIST, { search: 'a'.repeat(10_000) }, 'BAD_USER_INPUT'],
      ['an unknown category', LIST, { categoryId: '987654' }, 'NOT_FOUND'],
      [
        'an unknown slug',
        'query($s: String!) { productDetails(slug: $s) { product { id } } }',
        { s: 'no-such-sofa' },
        'NOT_FOUND',
      ],
      [
        'a negative quantity',
        'query($c: ID!, $p: [CartProductInput!]!) { priceCart(cityId: $c, products: $p) { total } }',
        { c: '1', p: [{ productId: '1', quantity: -1, purchaseOption: 'ownv3' }] },
        'BAD_USER_INPUT',
      ],
      ['a misspelt field', '{ productList { nope } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
    ];
    for (const [title, query, variables, code] of cases) {
      it(`refuses ${title} with ${code}`, async () => {
        const answer = await server.graphql(query, variables);
        expect(answer.status).toBe(200);
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.errors?.[0]?.message.length).toBeGreaterThan(5);
      });
    }

    it('answers an offset past the end with an empty page', async () => {
      const answer = await server.graphql<ListAnswer>(LIST, { offset: 9_000 });
      expect(answer.data!.productList.products).toEqual([]);
    });

    it('limits depth, aliases and tokens', async () => {
      const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: version`).join(' ');
      const tooManyAliases = await server.graphql(`{ ${aliases} }`);
      expect(tooManyAliases.errors?.[0]?.message).toMatch(/alias/i);
      const deep = await server.graphql(
        '{ getCategories { categories { parent_category { parent_category { parent_category { parent_category { parent_category { id } } } } } } } }',
      );
      expect(deep.errors?.[0]?.message).toMatch(/depth/i);
      const tokens = await server.graphql(
        `{ ${Array.from({ length: 1100 }, () => 'version').join(' ')} }`,
      );
      expect(tokens.errors?.[0]?.message).toMatch(/token/i);
    });

    it('leaves the database unchanged', async () => {
      const [before] = await database.query<{ n: number }>(
        'select (select count(*) from products) + (select sum(available) from depot_availability) as n',
      );
      await server.graphql(LIST, { search: "'; drop table products; --" });
      const [after] = await database.query<{ n: number }>(
        'select (select count(*) from products) + (select sum(available) from depot_availability) as n',
      );
      expect(after).toEqual(before);
    });
  });
});
