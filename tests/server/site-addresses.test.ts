/**
 * The addresses server-drawn pages give search engines and link previews (decision 162): canonical
 * links, Open Graph addresses and structured data absolute from SITE_URL, whatever host the
 * request came in on; a BreadcrumbList on category and product pages; the web app manifest and
 * its icons. Runs on the real app build (the e2e build, made once and cached) and a seeded
 * database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { openSeededTestDatabase } from './helpers/test-database';
import { theme } from '../../src/styles/stitches.config';
import { distDir, prepareBuild } from '../e2e/prepare';

const SITE = 'https://shop.example.ca';

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  await prepareBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-site-addresses-'));
  database = await openSeededTestDatabase();
  app = await buildServer(
    {
      ...loadConfig({
        NODE_ENV: 'test',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        SITE_URL: SITE,
        PAGE_CACHE_TTL_MS: '0',
      }),
      logLevel: 'silent',
    },
    { database },
  );
  await app.ready();
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Head {
  html: string;
  canonical: string | undefined;
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** A drawn page's head, asked for on another host than the site's. */
async function head(url: string): Promise<Head> {
  const response = await app.inject({
    url,
    headers: { accept: 'text/html', host: '127.0.0.1:9999' },
  });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const og: Record<string, string> = {};
  for (const [, key = '', value = ''] of html.matchAll(
    /<meta[^>]*property="og:([^"]+)"[^>]*content="([^"]*)"/g,
  )) {
    og[key] = value.replace(/&amp;/g, '&');
  }
  return {
    html,
    canonical: /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1],
    og,
    jsonLd: [
      ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>),
  };
}

/** Every string in the structured data that is an address or a root-relative path. */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string')
    return /^(?:https?:)?\/\//.test(value) || value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

function expectAbsolute(page: Head) {
  expect(page.canonical).toMatch(new RegExp(`^${SITE}/`));
  expect(page.og.url).toBe(page.canonical);
  expect(page.og.image).toMatch(new RegExp(`^${SITE}/images/.+\\.webp$`));
  expect(page.jsonLd.length).toBeGreaterThan(0);
  for (const address of addressesIn(page.jsonLd)) {
    expect(address, 'every address in the JSON-LD is absolute').toMatch(
      new RegExp(`^(?:${SITE}/|https://schema\\.org(?:/|$))`),
    );
  }
  // The browser's code writes the same addresses after hydration.
  expect(page.html).toContain(`<meta name="site-url" content="${SITE}">`);
}

interface ListItem {
  '@type': string;
  position: number;
  name: string;
  item: string;
}

/** A valid BreadcrumbList: Home first, positions 1, 2, 3…, each a named absolute address. */
function breadcrumbs(page: Head): ListItem[] {
  const lists = page.jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  const list = lists[0]!;
  expect(list['@context']).toBe('https://schema.org');
  const items = list.itemListElement as ListItem[];
  expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(item.name).not.toBe('');
    expect(item.item).toMatch(new RegExp(`^${SITE}/`));
  }
  expect(items[0]).toMatchObject({ name: 'Home', item: `${SITE}/` });
  return items;
}

describe('absolute addresses from SITE_URL (decision 162)', () => {
  it('home: canonical, Open Graph and its WebSite data', async () => {
    const page = await head('/');
    expectAbsolute(page);
    expect(page.canonical).toBe(`${SITE}/`);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${SITE}/` });
  });

  it('a subcategory: its own address and the trail Home > Category > Subcategory', async () => {
    const top = await head('/category/living-room');
    expectAbsolute(top);
    expect(top.canonical).toBe(`${SITE}/category/living-room`);
    expect(breadcrumbs(top).map((item) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/category/living-room`,
    ]);

    const sub = /href="(\/category\/living-room\/[^"?/]+)"/.exec(top.html)?.[1];
    expect(sub, 'the category links a subcategory').toBeDefined();
    // Filters and order are not part of the canonical address.
    const page = await head(`${sub}?sort=price-asc`);
    expectAbsolute(page);
    expect(page.canonical).toBe(`${SITE}${sub}`);
    const items = breadcrumbs(page);
    expect(items.map((item) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/category/living-room`,
      `${SITE}${sub}`,
    ]);
    expect(items[1]!.name).toBe('Living Room');
  });

  it('a product: canonical, Open Graph, Product data and its trail down to it', async () => {
    const category = await head('/category/living-room');
    const slug = /href="\/productdetail\/([^"?]+)"/.exec(category.html)?.[1];
    expect(slug).toBeDefined();
    const page = await head(`/productdetail/${slug}`);
    expectAbsolute(page);
    const url = `${SITE}/productdetail/${slug}`;
    expect(page.canonical).toBe(url);
    const product = page.jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { url } });
    expect((product!.image as string[])[0]).toBe(page.og.image);
    const items = breadcrumbs(page);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.at(-1)).toMatchObject({ item: url, name: product!.name });
    // Home, then the product's categories from the top level down, each inside the one before.
    const trail = items.slice(1, -1).map((item) => item.item);
    expect(trail[0]).toMatch(new RegExp(`^${SITE}/category/[^/]+$`));
    trail.slice(1).forEach((address, index) => {
      expect(address.startsWith(`${trail[index]}/`)).toBe(true);
    });
  });
});

describe('web app manifest and touch icons (decision 162)', () => {
  it('every page links the manifest and the touch icon', async () => {
    for (const url of ['/', '/category/living-room', '/cart', '/login']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      expect(response.body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    }
  });

  it('serves the manifest as application/manifest+json, in the design tokens’ colours', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: 'Pivot Furniture',
      short_name: 'Pivot',
      start_url: '/',
      display: 'standalone',
      theme_color: theme.colors.primary.value,
      background_color: theme.colors.background.value,
    });
  });

  it('its icons and the touch icon exist as PNGs of their stated sizes', async () => {
    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json<{
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    }>();
    const icons = [
      ...manifest.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
    ];
    expect(new Set(manifest.icons.map((icon) => icon.sizes))).toEqual(
      new Set(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const response = await app.inject({ url: icon.src });
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });
});
