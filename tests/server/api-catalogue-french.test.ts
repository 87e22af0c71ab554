/**
 * The catalogue in the request's language (decision 180): categories, product pages, lists,
 * filters and cart names answer in French for `Accept-Language: fr-CA`, and French search words
 * find the right products in either language's store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const backends = await testBackends();

interface Answer<T> {
  data: T | null;
  errors?: { message: string }[];
}

describe.each(backends)('on $name', (backend) => {
  let database: DatabaseHandle;
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
  }, 300_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  /** A GraphQL call as the web app makes it from a page in `language`. */
  async function graphql<T>(
    language: 'fr-CA' | 'en-CA' | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': 'test-client',
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Answer<T>;
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  interface CategoriesAnswer {
    getCategories: {
      categories: {
        slug: string;
        name: string;
        description: string | null;
        bottomdescription: string | null;
        imagecaption: string | null;
      }[];
    };
  }
  const CATEGORIES = `query($locale: CatalogueLocale) { getCategories(locale: $locale) {
    categories { slug name description bottomdescription imagecaption } } }`;

  const bySlug = (answer: CategoriesAnswer) =>
    new Map(answer.getCategories.categories.map((category) => [category.slug, category]));

  describe('getCategories', () => {
    it('answers in French for CA_FR, whatever the request’s language', async () => {
      const english = bySlug(await graphql<CategoriesAnswer>(null, CATEGORIES));
      const french = bySlug(
        await graphql<CategoriesAnswer>('en-CA', CATEGORIES, { locale: 'CA_FR' }),
      );
      expect([...french.keys()]).toEqual([...english.keys()]);
      expect(french.get('living-room')?.name).toBe('Salon');
      expect(french.get('sofas')?.name).toBe('Canapés');
      expect(french.get('sectionals')?.name).toBe('Sofas sectionnels');
      expect(french.get('loveseats')?.name).toBe('Causeuses');
      expect(french.get('coffee-tables')?.name).toBe('Tables de salon');
      expect(french.get('sofas')?.description).toMatch(/bois franc/);
      expect(french.get('sofas')?.imagecaption).toBe('Canapés de nos fabricants canadiens');
      for (const [slug, category] of french) {
        const englishCategory = english.get(slug)!;
        expect(category.description).not.toBe(englishCategory.description);
        expect(category.bottomdescription).not.toBe(englishCategory.bottomdescription);
      }
    });

    it('answers in the request’s language without a locale, and CA_EN wins over fr-CA', async () => {
      const french = bySlug(await graphql<CategoriesAnswer>('fr-CA', CATEGORIES));
      expect(french.get('living-room')?.name).toBe('Salon');
      const english = bySlug(
        await graphql<CategoriesAnswer>('fr-CA', CATEGORIES, { locale: 'CA_EN' }),
      );
      expect(english.get('living-room')?.name).toBe('Living Room');
      expect(bySlug(await graphql<CategoriesAnswer>('en-CA', CATEGORIES)).get('sofas')?.name).toBe(
        'Sofas',
      );
    });
  });

  interface DetailsAnswer {
    productDetails: {
      parent: {
        name: string;
        overview: string;
        materials: string;
        care: string;
        additionalinfo: string;
        imagecaption: string | null;
        categories: { name: string }[];
        options: { name: string; values: { name: string; description: string | null }[] }[];
      };
      product: { name: string; color: string; images: { caption: string | null }[] };
    };
  }
  const DETAILS = `query($slug: String!) { productDetails(slug: $slug) {
    parent { name overview materials care additionalinfo imagecaption categories { name }
             options { name values { name description } } }
    product { name color images { caption } } } }`;

  describe('a product page', () => {
    it('answers in French for Accept-Language fr-CA, in English otherwise', async () => {
      const english = await graphql<DetailsAnswer>(null, DETAILS, { slug: 'laurentian-sofa' });
      const french = await graphql<DetailsAnswer>('fr-CA', DETAILS, { slug: 'laurentian-sofa' });
      expect(english.productDetails.parent.name).toBe('Laurentian Sofa');
      expect(english.productDetails.parent.overview).toMatch(/Laurentian Sofa/);
      expect(french.productDetails.parent.name).toBe('Canapé Laurentian');
      expect(french.productDetails.parent.overview).toMatch(/le canapé Laurentian/i);
      expect(french.productDetails.parent.overview).toMatch(/livrée en état meilleur que neuf/);
      expect(french.productDetails.parent.materials).toMatch(/^Revêtement : /);
      expect(french.productDetails.parent.care).toMatch(/aspirateur/);
      expect(french.productDetails.parent.additionalinfo).toMatch(/Fabriqué au Canada/);
      expect(french.productDetails.parent.imagecaption).toMatch(/^Canapé Laurentian, coloris /);
      expect(french.productDetails.parent.categories.map((category) => category.name)).toEqual([
        'Salon',
        'Canapés',
        'Canapés trois places',
      ]);
      expect(french.productDetails.parent.options.map((option) => option.name)).toEqual([
        'Couleur du tissu',
        'Fini des pattes',
      ]);
      expect(french.productDetails.product.name).toMatch(/^Canapé Laurentian, /);
      expect(french.productDetails.product.color).not.toBe(english.productDetails.product.color);
      expect(french.productDetails.product.images.map((image) => image.caption)).toContain(
        'Canapé Laurentian : dimensions',
      );
      // The same product, its texts in both languages.
      expect(french.productDetails.parent.options[0]?.values.length).toBe(
        english.productDetails.parent.options[0]?.values.length,
      );
    });
  });

  interface ListAnswer {
    productList: { total: number; products: { name: string; color: string }[] };
  }
  const LIST = `query($search: String, $colors: [String!], $limit: Int) {
    productList(search: $search, colors: $colors, limit: $limit) { total products { name color } } }`;

  async function search(language: 'fr-CA' | null, text: string): Promise<string[]> {
    const answer = await graphql<ListAnswer>(language, LIST, { search: text, limit: 8 });
    expect(answer.productList.total).toBeGreaterThan(0);
    return answer.productList.products.map((product) => product.name);
  }

  describe('search understands French', () => {
    const cases: [string, RegExp, RegExp][] = [
      ['canapé', /^Canapé/, /Sofa$/],
      ['canape', /^Canapé/, /Sofa$/],
      ['fauteuil', /^Fauteuil/, /(Lounge|Accent) Chair$/],
      ['table basse', /^Table de salon /, /Coffee Table$/],
    ];
    it.each(cases)('« %s » finds the right products in the French store', async (text, french) => {
      const names = await search('fr-CA', text);
      expect(names.length).toBeGreaterThan(2);
      for (const name of names) expect(name).toMatch(french);
    });

    it.each(cases)(
      '« %s » finds the right products in the English store',
      async (text, _french, english) => {
        const names = await search(null, text);
        expect(names.length).toBeGreaterThan(2);
        for (const name of names) expect(name).toMatch(english);
      },
    );

    it('finds the same products with or without accents', async () => {
      expect(await search('fr-CA', 'canape')).toEqual(await search('fr-CA', 'canapé'));
      expect(await search('fr-CA', 'Canapés')).toEqual(await search('fr-CA', 'canapé'));
    });

    it('still finds English words in the French store', async () => {
      const names = await search('fr-CA', 'coffee table');
      for (const name of names) expect(name).toMatch(/^Table de salon /);
    });
  });

  describe('lists and filters', () => {
    it('lists French names and colours, and filters by a French colour', async () => {
      const filters = await graphql<{
        productFilters: { colors: { name: string; count: number }[] };
      }>('fr-CA', '{ productFilters { colors { name count } } }');
      const names = filters.productFilters.colors.map((colour) => colour.name);
      expect(names).toContain('Charbon');
      expect(names).not.toContain('Charcoal');
      const colour = filters.productFilters.colors[0]!;
      const list = await graphql<ListAnswer>('fr-CA', LIST, { colors: [colour.name], limit: 100 });
      expect(list.productList.total).toBe(colour.count);
      for (const product of list.productList.products) expect(product.color).toBe(colour.name);
      const page = await graphql<ListAnswer>('fr-CA', LIST, { limit: 18 });
      expect(page.productList.products.some((product) => /^Canapé /.test(product.name))).toBe(true);
    });

    it('answers featured products and social captions in French', async () => {
      const answer = await graphql<{
        getFeaturedProducts: { product: { name: string } }[];
        getSocialImages: { caption: string | null }[];
      }>('fr-CA', '{ getFeaturedProducts { product { name } } getSocialImages { caption } }');
      expect(answer.getSocialImages[0]?.caption).toBe('Dimanche matin dans Leslieville.');
      const english = await graphql<{ getFeaturedProducts: { product: { name: string } }[] }>(
        null,
        '{ getFeaturedProducts { product { name } } }',
      );
      expect(answer.getFeaturedProducts).toHaveLength(english.getFeaturedProducts.length);
      expect(answer.getFeaturedProducts.map((row) => row.product.name)).not.toEqual(
        english.getFeaturedProducts.map((row) => row.product.name),
      );
    });

    it('names cart lines in the request’s language', async () => {
      const [product] = await database.query<{ id: number; nameFr: string }>(
        `select p.id, pp.name_fr as "nameFr" from products p
           join parent_products pp on pp.id = p.parent_product_id
          where pp.slug = 'laurentian-sofa' order by p.pos limit 1`,
      );
      const cities = await graphql<{ getCities: { id: string; isDefault: boolean }[] }>(
        null,
        '{ getCities { id isDefault } }',
      );
      const cityId = cities.getCities.find((city) => city.isDefault)!.id;
      const query = `query($cityId: ID!, $products: [CartProductInput!]!) {
        priceCart(cityId: $cityId, products: $products) { products { name } } }`;
      const variables = {
        cityId,
        products: [{ productId: String(product!.id), quantity: 1, purchaseOption: 'ownv3' }],
      };
      const french = await graphql<{ priceCart: { products: { name: string }[] } }>(
        'fr-CA',
        query,
        variables,
      );
      const english = await graphql<{ priceCart: { products: { name: string }[] } }>(
        null,
        query,
        variables,
      );
      expect(english.priceCart.products[0]?.name).toMatch(/^Laurentian Sofa - /);
      expect(french.priceCart.products[0]?.name).toMatch(/^Canapé Laurentian - /);
    });
  });
});
