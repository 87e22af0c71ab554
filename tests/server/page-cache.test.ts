/**
 * The rendered-page cache of server-drawn pages (decision 123): one page per city and path,
 * shared by every visitor of that city, never holding anything personal, its inline scripts
 * allowed by their hashes (decision 145), and emptied when the catalogue changes. Runs on the real app build (the e2e
 * build, made once and cached) and a seeded database.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../server/db/seed/demo-customers';
import { openSeededTestDatabase } from './helpers/test-database';
import { breakpoints } from '../../src/styles/stitches.config';
import { distDir, prepareBuild } from '../e2e/prepare';

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  await prepareBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-page-cache-'));
  database = await openSeededTestDatabase();
  app = await buildServer(
    {
      ...loadConfig({
        NODE_ENV: 'test',
        DIST_DIR: distDir,
        DATA_DIR: dataDir,
        PAGE_CACHE_TTL_MS: '60000',
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

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const csp = String(response.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1] ?? '');
  return {
    status: response.statusCode,
    cache: response.headers['x-page-cache'],
    html: response.body,
    nonce,
    hashes,
    csp,
    /** The page with its answer's nonce (if any) taken out, to compare two answers. */
    shared: nonce ? response.body.split(nonce).join('NONCE') : response.body,
  };
}

/** The city the header's location button names. */
function headerCity(html: string): string | undefined {
  return /Location: <\/span><span[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
}

async function signIn(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/courier',
    headers: { 'content-type': 'application/json' },
    payload: { type: 'courier', action: 'login', actionData: { email, password } },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ token: string }>();
  const cookies = [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => String(cookie).split(';')[0])
    .join('; ');
  expect(body.token).not.toBe('');
  return { token: body.token, cookies };
}

describe('rendered-page cache', () => {
  it('keeps one page per city and path, drawn for that city', async () => {
    const first = await page('/category/living-room');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(headerCity(first.html)).toBe('Toronto');

    const again = await page('/category/living-room');
    expect(again.cache).toBe('hit');
    expect(again.shared).toBe(first.shared);

    const vancouver = await page('/category/living-room', { cookie: 'city=1' });
    expect(vancouver.cache).toBe('miss');
    expect(headerCity(vancouver.html)).toBe('Vancouver');
    expect((await page('/category/living-room', { cookie: 'city=1' })).cache).toBe('hit');

    // Another path is another page.
    expect((await page('/category/bedroom', { cookie: 'city=1' })).cache).toBe('miss');
  });

  it('allows exactly the inline scripts of a drawn page by their hashes, kept or not', async () => {
    const one = await page('/faq');
    const two = await page('/faq');
    expect(two.cache).toBe('hit');
    // The same bytes for every visitor, so the page is kept compressed (decision 145): no nonce.
    expect(one.nonce).toBe('');
    expect(two.html).toBe(one.html);
    expect(one.html).not.toContain('nonce=');
    for (const answer of [one, two]) {
      const inline = [
        ...answer.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
      ]
        .filter((match) => !/type="application\/(?:json|ld\+json)"/.test(match[1] ?? ''))
        .map((match) =>
          createHash('sha256')
            .update(match[2] ?? '', 'utf8')
            .digest('base64'),
        );
      expect(inline.length).toBeGreaterThan(0);
      expect([...new Set(inline)].sort()).toEqual([...answer.hashes].sort());
      // Everything else of the policy is the site's (decision 095).
      expect(answer.csp).toMatch(/script-src 'self' 'sha256-/);
      expect(answer.csp).toContain("frame-ancestors 'none'");
      expect(answer.csp).toContain("object-src 'none'");
    }
    // A page drawn in the browser keeps a fresh nonce per answer.
    const cart = await page('/cart');
    expect(cart.nonce).not.toBe('');
    expect((await page('/cart')).nonce).not.toBe(cart.nonce);
  });

  it('sends a kept page compressed, the same bytes each time', async () => {
    const ask = () =>
      app.inject({ url: '/contact', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const html = brotliDecompressSync(second.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root">');
    const gzipped = await app.inject({
      url: '/contact',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(html);
  });

  it('never holds anything personal: a signed-in visitor gets the shared page', async () => {
    const alex = DEMO_CUSTOMERS[0]!;
    const anonymous = await page('/', { cookie: 'city=1' });
    const session = await signIn(alex.email, DEMO_PASSWORD);
    const signedIn = await page('/', {
      cookie: [session.cookies, 'city=1'].filter(Boolean).join('; '),
      authorization: `Bearer ${session.token}`,
    });
    expect(signedIn.shared).toBe(anonymous.shared);
    for (const personal of [alex.email, alex.firstName, alex.lastName]) {
      expect(signedIn.html).not.toContain(personal);
    }
    // A signed-in visitor first seen here draws the page, and it is the anonymous one too.
    const fresh = await page('/swatches', {
      cookie: [session.cookies, 'city=1'].filter(Boolean).join('; '),
      authorization: `Bearer ${session.token}`,
    });
    expect(fresh.cache).toBe('miss');
    expect(fresh.html).not.toContain(alex.email);
    expect((await page('/swatches', { cookie: 'city=1' })).shared).toBe(fresh.shared);
  });

  it('is emptied when the catalogue changes', async () => {
    await page('/category/dining-room');
    expect((await page('/category/dining-room')).cache).toBe('hit');
    app.services.catalog.invalidate();
    expect((await page('/category/dining-room')).cache).toBe('miss');
  });

  it('does not keep a not-found page', async () => {
    const first = await page('/no/such/page');
    // A real 404 with the not-found page.
    expect(first.status).toBe(404);
    expect(first.html).toMatch(/We can(?:'|&#x27;)t find the page/);
    expect(first.cache).toBe('miss');
    expect((await page('/no/such/page')).cache).toBe('miss');
  });

  it('draws a product page on the way to pay of the ownership cookie, kept per preference', async () => {
    const [row] = await database.query<{ slug: string }>(
      `select pp.slug from parent_products pp join products p on p.parent_product_id = pp.id
         join product_prices buy on buy.product_id = p.id and buy.purchase_option = 'ownv3'
         join product_prices fin on fin.product_id = p.id and fin.purchase_option = 'monthlyv3'
        where pp.visible and p.visible and not p.final_sale
        order by pp.id limit 1`,
    );
    const url = `/productdetail/${row!.slug}`;
    /** The title of the way to pay drawn as chosen. */
    const chosen = (html: string) => {
      const group = html.slice(html.indexOf('data-testid="way-to-pay"'));
      const card = group.split('role="radio"').find((part) => part.includes('aria-checked="true"'));
      return (card ?? '')
        .split('</button>')[0]!
        .replace(/^[^>]*>/, '')
        .replace(/<[^>]+>/g, ' ');
    };
    const plain = await page(url);
    expect(chosen(plain.html)).toMatch(/Finance over \d+ months/);
    const buying = await page(url, { cookie: 'ownership=ownv3' });
    expect(buying.cache).toBe('miss');
    expect(chosen(buying.html)).toMatch(/Buy outright/);
    expect((await page(url, { cookie: 'ownership=ownv3' })).cache).toBe('hit');
    expect(chosen((await page(url, { cookie: 'ownership=monthlyv3' })).html)).toMatch(/Finance/);
    // A value that is no way to pay is the default's page, from the cache.
    const odd = await page(url, { cookie: 'ownership=free' });
    expect(odd.cache).toBe('hit');
    expect(chosen(odd.html)).toMatch(/Finance over \d+ months/);
  });

  it("puts a drawn page's largest image first in its head and preloads no modules", async () => {
    const home = await page('/');
    const image = home.html.indexOf('<link rel="preload" as="image"');
    expect(image).toBeGreaterThan(0);
    expect(image).toBeLessThan(home.html.indexOf('rel="stylesheet"'));
    // After the viewport: scanned before it, the srcset would be read for a 980 px wide layout
    // and a phone would fetch the desktop picture too.
    expect(image).toBeGreaterThan(home.html.indexOf('<meta name="viewport"'));
    expect(home.html.indexOf('<meta name="viewport"')).toBeGreaterThan(0);
    expect(home.html).not.toContain('rel="modulepreload"');
    // The fonts are preloaded after it (optional fonts not here within ~100 ms are not used).
    expect(home.html.indexOf('as="font"')).toBeGreaterThan(image);
    // Only where Lato is used (decision 144): narrower screens draw with the system's sans-serif.
    const fontPreloads = home.html.match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
    expect(fontPreloads).toHaveLength(3);
    for (const link of fontPreloads) {
      expect(link).toContain(`media="(min-width: ${breakpoints.md}px)"`);
    }
    // The entry script starts once the page has loaded, from an inline script the CSP allows
    // by its hash.
    expect(home.html).not.toMatch(/<script type="module"[^>]*src=/);
    expect(home.html).toContain(`<script id="app-entry">addEventListener('load',`);
    expect(home.html).toMatch(/id="app-entry">[^<]*"\/assets\/index-[^"]+\.js"/);
    // A page drawn in the browser keeps its module preloads: its first paint needs them.
    expect((await page('/cart')).html).toContain('rel="modulepreload"');
  });

  it('leaves account, cart and checkout pages to the browser', async () => {
    for (const url of ['/cart', '/account', '/checkout']) {
      const answer = await page(url);
      expect(answer.status, url).toBe(200);
      expect(answer.cache, url).toBeUndefined();
      expect(answer.html, url).toContain('<div id="root"></div>');
    }
  });
});

describe('a kept page past its time', () => {
  let shortApp: FastifyInstance;
  let shortDir: string;

  beforeAll(async () => {
    shortDir = mkdtempSync(path.join(tmpdir(), 'storefront-page-cache-short-'));
    shortApp = await buildServer(
      {
        ...loadConfig({
          NODE_ENV: 'test',
          DIST_DIR: distDir,
          DATA_DIR: shortDir,
          PAGE_CACHE_TTL_MS: '300',
        }),
        logLevel: 'silent',
      },
      { database },
    );
    await shortApp.ready();
  }, 300_000);

  afterAll(async () => {
    await shortApp?.close();
    rmSync(shortDir, { recursive: true, force: true });
  });

  const ask = (url: string) => shortApp.inject({ url, headers: { accept: 'text/html' } });

  it('is answered at once while one new drawing replaces it, then the new one is kept', async () => {
    expect((await ask('/faq')).headers['x-page-cache']).toBe('miss');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Out of date: the kept page, while it is drawn anew in the background.
    const stale = await ask('/faq');
    expect(stale.headers['x-page-cache']).toBe('hit');
    expect(stale.body).toContain('<div id="root">');
    // The new drawing then answers; a fresh one is kept for another 300 ms.
    await expect
      .poll(async () => (await ask('/faq')).headers['x-page-cache'], { timeout: 10_000 })
      .toBe('hit');
    // A page the server no longer keeps after a catalogue change is drawn again at once.
    shortApp.services.catalog.invalidate();
    expect((await ask('/faq')).headers['x-page-cache']).toBe('miss');
  });
});
