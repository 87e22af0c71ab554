import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { scriptJson } from '../../server/site/boot-data';
import { PUBLIC_PAGES, SITEMAP_FILE_LIMIT, seoPlugin } from '../../server/site/seo-plugin';
import { openSeededTestDatabase } from './helpers/test-database';

let app: FastifyInstance;
let distDir: string;
let dataDir: string;
let siteDatabase: DatabaseHandle;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-site-data-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>shop</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(distDir, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(2000)}1);`,
  );
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  siteDatabase = await openSeededTestDatabase();
  app = await buildServer(
    {
      ...loadConfig({ NODE_ENV: 'test', DIST_DIR: distDir, DATA_DIR: dataDir }),
      logLevel: 'silent',
    },
    { database: siteDatabase },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await siteDatabase?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves hashed assets as immutable and compressed', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves unhashed files with a short cache lifetime', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/category/living-room/sofas',
      '/productdetail/harbourfront-sofa?x=1',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a real 404 for a missing asset or file', async () => {
    for (const url of ['/assets/missing-zzz.js', '/robots-missing.txt', '/assets/nothing']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 404 to a non-GET request for an unknown path', async () => {
    const response = await app.inject({ method: 'POST', url: '/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
  });

  it('reports version and health as JSON', async () => {
    const version = await app.inject({ url: '/version', headers: { accept: 'application/json' } });
    expect(version.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const page = await app.inject({ url: '/version', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="root">');
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

const CATEGORIES = `query GetCategories($cityId: ID) {
  getCategories(visible: true, cityId: $cityId) { categories { id slug parentid name } }
}`;
const FLAGS = `query GetFeatureFlags { featureFlags { name on } }`;
const FEATURED = `query GetFeaturedProducts($cityId: ID) {
  getFeaturedProducts(cityId: $cityId) { imageurl product { id } }
}`;
const PRODUCT_LIST = `query ProductList($cityId: ID, $categoryId: ID, $orderBy: ProductOrderBy, $limit: Int, $offset: Int) {
  productList(cityId: $cityId, categoryId: $categoryId, orderBy: $orderBy, limit: $limit, offset: $offset) { total products { id } }
}`;

describe('index.html with the first page’s data and code', () => {
  let booted: FastifyInstance;
  let bootDist: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    bootDist = mkdtempSync(path.join(tmpdir(), 'storefront-boot-'));
    mkdirSync(path.join(bootDist, 'assets'));
    mkdirSync(path.join(bootDist, '.vite'));
    writeFileSync(
      path.join(bootDist, 'index.html'),
      `<!doctype html><html><head><title>shop</title><script type="module" src="/assets/index-1.js"></script><meta name="filler" content="${'x'.repeat(2000)}"></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(
      path.join(bootDist, '.vite', 'boot.json'),
      JSON.stringify({
        operations: {
          GetCategories: CATEGORIES,
          GetFeatureFlags: FLAGS,
          GetFeaturedProducts: FEATURED,
          ProductList: PRODUCT_LIST,
        },
        routes: [
          {
            route: 'productdetail.$product.tsx',
            pattern: '^/productdetail/[^/]+/?$',
            files: ['assets/product-page-1.js', 'assets/index-1.js', 'assets/page.css'],
          },
        ],
      }),
    );
    database = await openSeededTestDatabase();
    booted = await buildServer(
      {
        ...loadConfig({ NODE_ENV: 'test', DIST_DIR: bootDist, DATA_DIR: dataDir }),
        logLevel: 'silent',
      },
      { database },
    );
    await booted.ready();
  }, 120_000);

  afterAll(async () => {
    await booted?.close();
    await database?.close();
    rmSync(bootDist, { recursive: true, force: true });
  });

  async function graphql(query: string, variables: Record<string, unknown>) {
    const response = await booted.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    return response.json<{ data: unknown }>().data;
  }

  function bootAnswers(html: string): { operation: string; variables: unknown; data: unknown }[] {
    const match = /<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(match, 'boot data element').not.toBeNull();
    return JSON.parse(match![1]!) as { operation: string; variables: unknown; data: unknown }[];
  }

  it('sends index.html brotli-compressed, on / and on client routes', async () => {
    for (const url of ['/', '/category/living-room']) {
      const response = await booted.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<script id="boot-data"');
    }
    const gzipped = await booted.inject({
      url: '/faq',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('embeds the shell’s answers, identical to what the API gives the browser', async () => {
    const response = await booted.inject({ url: '/faq', headers: { accept: 'text/html' } });
    const answers = bootAnswers(response.body);
    expect(answers.map((answer) => answer.operation).sort()).toEqual([
      'GetCategories',
      'GetFeatureFlags',
    ]);
    const categories = answers.find((answer) => answer.operation === 'GetCategories')!;
    expect(categories.variables).toEqual({ cityId: null });
    expect(categories.data).toEqual(await graphql(CATEGORIES, { cityId: null }));
    // Operations the build did not list are never asked (no GetSocialImages here).
    const home = bootAnswers(
      (await booted.inject({ url: '/', headers: { accept: 'text/html' } })).body,
    );
    expect(home.map((answer) => answer.operation).sort()).toEqual([
      'GetCategories',
      'GetFeatureFlags',
      'GetFeaturedProducts',
    ]);
  });

  it('embeds a French page’s answers in French (decision 180), kept apart from the English ones', async () => {
    const english = bootAnswers(
      (await booted.inject({ url: '/faq', headers: { accept: 'text/html' } })).body,
    ).find((answer) => answer.operation === 'GetCategories')!;
    const french = bootAnswers(
      (await booted.inject({ url: '/fr/faq', headers: { accept: 'text/html' } })).body,
    ).find((answer) => answer.operation === 'GetCategories')!;
    const names = (answer: { data: unknown }) =>
      (answer.data as { getCategories: { categories: { slug: string; name: string }[] } })
        .getCategories.categories;
    expect(names(french).find((category) => category.slug === 'living-room')?.name).toBe('Salon');
    expect(names(english).find((category) => category.slug === 'living-room')?.name).toBe(
      'Living Room',
    );
    const asked = await booted.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-language': 'fr-CA' },
      payload: { query: CATEGORIES, variables: { cityId: null } },
    });
    expect(french.data).toEqual(asked.json<{ data: unknown }>().data);
  });

  it('preloads the home page’s hero picture in the sizes the page draws it', async () => {
    const featured = (await graphql(FEATURED, { cityId: null })) as {
      getFeaturedProducts: { imageurl: string }[];
    };
    const base = featured.getFeaturedProducts[0]!.imageurl;
    const html = (await booted.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${base}-750.webp 750w, ${base}-1080.webp 1080w, ${base}-2232.webp 2232w" imagesizes="(max-width: 959px) 100vw, 700px">`,
    );
    const faq = (await booted.inject({ url: '/faq', headers: { accept: 'text/html' } })).body;
    expect(faq).not.toContain('rel="preload" as="image"');
  });

  it('resolves a plain category page to its first page of products; a filtered one is left alone', async () => {
    const { getCategories } = (await graphql(CATEGORIES, { cityId: null })) as {
      getCategories: { categories: { id: string; slug: string; parentid: string | null }[] };
    };
    const top = getCategories.categories.find((category) => category.parentid === null)!;
    const sub = getCategories.categories.find((category) => category.parentid === top.id)!;
    const html = (
      await booted.inject({
        url: `/category/${top.slug}/${sub.slug}`,
        headers: { accept: 'text/html' },
      })
    ).body;
    const list = bootAnswers(html).find((answer) => answer.operation === 'ProductList');
    const variables = {
      cityId: null,
      limit: 18,
      categoryId: sub.id,
      orderBy: { pos: 'asc' },
      offset: 0,
    };
    expect(list?.variables).toEqual(variables);
    expect(list?.data).toEqual(await graphql(PRODUCT_LIST, variables));

    for (const url of [
      `/category/${top.slug}/${sub.slug}?sort=name`,
      `/category/${sub.slug}`,
      '/category/no-such-room',
    ]) {
      const other = (await booted.inject({ url, headers: { accept: 'text/html' } })).body;
      expect(
        bootAnswers(other).some((answer) => answer.operation === 'ProductList'),
        url,
      ).toBe(false);
    }
  });

  it('modulepreloads the matched route’s own code, not what the page already loads', async () => {
    const product = (
      await booted.inject({ url: '/productdetail/any-sofa', headers: { accept: 'text/html' } })
    ).body;
    expect(product).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">',
    );
    expect(product.match(/index-1\.js/g)).toHaveLength(1);
    expect(product).not.toContain('page.css');
    const faq = (await booted.inject({ url: '/faq', headers: { accept: 'text/html' } })).body;
    expect(faq).not.toContain('product-page-1.js');
  });

  it('keeps script-breaking text inside the JSON', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>&\u2028' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026\\u2028"}',
    );
  });
});

describe('robots.txt and the sitemap (decision 156)', () => {
  it('robots.txt keeps crawlers out of personal pages and names the sitemap, absolute', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /checkout');
    expect(response.body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  it('lists every public page, visible category and visible product with its lastmod', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const urls = response.body.match(/<url>/g) ?? [];
    expect(urls).toHaveLength(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
    const origin = new URL(locs[0]!).origin;
    const visible = await siteDatabase.query<{ slug: string } & Record<string, unknown>>(
      'select slug from parent_products where visible order by slug',
    );
    const hidden = await siteDatabase.query<{ slug: string } & Record<string, unknown>>(
      'select slug from parent_products where not visible',
    );
    expect(visible.length).toBeGreaterThan(100);
    expect(hidden.length).toBeGreaterThan(0);
    const products = locs.filter((loc) => loc.includes('/productdetail/'));
    expect(products).toEqual(visible.map((row) => `${origin}/productdetail/${row.slug}`));
    for (const row of hidden) expect(locs).not.toContain(`${origin}/productdetail/${row.slug}`);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/faq`);
    expect(locs).toContain(`${origin}/category/living-room`);
    expect(locs).toContain(`${origin}/category/living-room/sofas`);
    expect(locs.some((loc) => loc.includes('/account') || loc.includes('/cart'))).toBe(false);
    // Every product carries the day it last changed.
    const productEntries = [
      ...response.body.matchAll(/<url><loc>[^<]+\/productdetail\/[^<]+<\/loc>(<lastmod>[^<]+)?/g),
    ];
    expect(productEntries).toHaveLength(visible.length);
    for (const entry of productEntries) expect(entry[1]).toMatch(/^<lastmod>\d{4}-\d\d-\d\d$/);
  });

  it('splits past 50,000 addresses into an index of files of 50,000 each', async () => {
    const many = Fastify();
    const updatedAt = new Date('2026-11-01T00:00:00Z');
    await many.register(seoPlugin, {
      siteUrl: 'https://shop.example.ca',
      builtAt: new Date('2026-11-20T00:00:00Z'),
      source: {
        products: async () =>
          Array.from({ length: 120_000 }, (_, index) => ({ slug: `piece-${index}`, updatedAt })),
        categories: async () => [{ id: 1, parentId: null, slug: 'living-room', updatedAt }],
      },
    });
    const index = await many.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([1, 2, 3].map((n) => `https://shop.example.ca/sitemaps/${n}.xml`));
    const counts = [];
    for (const n of [1, 2, 3]) {
      const file = await many.inject({ url: `/sitemaps/${n}.xml` });
      expect(file.statusCode).toBe(200);
      counts.push((file.body.match(/<url>/g) ?? []).length);
    }
    expect(counts).toEqual([
      SITEMAP_FILE_LIMIT,
      SITEMAP_FILE_LIMIT,
      PUBLIC_PAGES.length + 1 + 20_000,
    ]);
    expect((await many.inject({ url: '/sitemaps/4.xml' })).statusCode).toBe(404);
    expect((await many.inject({ url: '/sitemaps/x.xml' })).statusCode).toBe(404);
    await many.close();
  });
});
