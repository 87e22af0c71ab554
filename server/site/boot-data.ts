/**
 * What index.html carries for the page it opens, so the first paint waits on nothing but the
 * app's code: the answers of the GraphQL calls the page makes first (the shell's feature flags
 * and categories, and the home or product page's data) in a `<script type="application/json">`
 * the client takes them from, a preload of the home page's hero picture, and modulepreloads
 * of the page's own code. The operations and the route chunks come from the build
 * (dist/.vite/boot.json, written by vite.config.ts); answers are asked of the API in this process
 * exactly as the browser would ask for a shopper with no city chosen, and kept briefly.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface BootManifest {
  operations: Record<string, string>;
  /** The chunks the entry imports one after the other on every page (decision 146). */
  startFiles: string[];
  routes: { route: string; pattern: string; files: string[] }[];
}

export interface BootCall {
  operation: string;
  variables: Record<string, unknown>;
  /** Role header the client sends for this call without a token (the gallery asks as `product`). */
  role?: string;
}

export interface BootResult {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The page's language: its answers are asked in it. */
export type BootLocale = 'en' | 'fr';

/** The element id the client reads (src/api/boot-data.ts). */
export const BOOT_DATA_ID = 'boot-data';

/** How long an answer is reused for other first visits: short, so catalogue edits show soon. */
const FRESH_MS = 10_000;
/** A slow API never holds the page: past this the page goes out without that answer. */
const WAIT_MS = 400;
const MAX_CACHED = 500;

/**
 * Hero picture of the home page; must match src/ui/hero.tsx (cover set, 4:3, these sizes) and
 * src/ui/image-sizes.ts, or the browser would fetch the preload and then another file.
 */
const HERO_WIDTHS = [750, 1080, 2232];
const HERO_SIZES = '(max-width: 959px) 100vw, 700px';

export function readBootManifest(distDir: string): BootManifest {
  const file = path.join(distDir, '.vite', 'boot.json');
  if (!existsSync(file)) return { operations: {}, startFiles: [], routes: [] };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<BootManifest>;
    return {
      operations: parsed.operations ?? {},
      startFiles: parsed.startFiles ?? [],
      routes: parsed.routes ?? [],
    };
  } catch {
    return { operations: {}, startFiles: [], routes: [] };
  }
}

function isHome(pathname: string): boolean {
  return pathname === '/' || /^\/darkpoutine\/?$/.test(pathname);
}

/** The calls a first visit to `url` makes before it can draw, with the variables it sends. */
export function bootCalls(url: string): BootCall[] {
  const [pathname = '/', search = ''] = url.split('?');
  const calls: BootCall[] = [
    { operation: 'GetFeatureFlags', variables: {} },
    { operation: 'GetCategories', variables: { cityId: null } },
  ];
  if (isHome(pathname)) {
    calls.push(
      { operation: 'GetFeaturedProducts', variables: { cityId: null } },
      { operation: 'GetSocialImages', variables: {}, role: 'product' },
    );
  }
  const product = /^\/productdetail\/([^/]+)\/?$/.exec(pathname);
  // A chosen variant (`?values=`) changes the call; only the plain product page is known ahead.
  if (product?.[1] && search === '') {
    let slug: string | null = null;
    try {
      slug = decodeURIComponent(product[1]);
    } catch {
      slug = null;
    }
    if (slug)
      calls.push({ operation: 'ProductDetails', variables: { cityId: null, slug, values: null } });
  }
  return calls;
}

interface CategoriesAnswer {
  getCategories?: { categories?: { id: string; slug: string; parentid: string | null }[] };
}

/** Products on a listing's first page: PRODUCT_PAGE_SIZE of src/api/product-queries.ts. */
const PRODUCT_PAGE_SIZE = 18;

/**
 * A category page opened without filters, sort or page (`/category/{a}/{b?}/{c?}`): its first
 * page of products and its colour filters, with the variables src/features/catalog asks with.
 * Slugs resolve as src/features/catalog/category-path.ts resolves them.
 */
export function categoryCalls(url: string, answer: CategoriesAnswer): BootCall[] {
  const [pathname = '/', search = ''] = url.split('?');
  const match = /^\/category\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match || search !== '') return [];
  const categories = answer.getCategories?.categories ?? [];
  let parentId: string | null = null;
  for (const raw of match.slice(1)) {
    if (raw === undefined) break;
    let slug: string;
    try {
      slug = decodeURIComponent(raw).toLowerCase();
    } catch {
      return [];
    }
    const found = categories.find(
      (category) => category.slug === slug && category.parentid === parentId,
    );
    if (!found) return [];
    parentId = found.id;
  }
  if (parentId === null) return [];
  return [
    {
      operation: 'ProductList',
      variables: {
        cityId: null,
        limit: PRODUCT_PAGE_SIZE,
        categoryId: parentId,
        orderBy: { pos: 'asc' },
        offset: 0,
      },
    },
    { operation: 'ProductFilters', variables: { cityId: null, categoryId: parentId } },
  ];
}

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface Cached {
  at: number;
  answer: Promise<unknown>;
}

/** Builds the per-page additions to index.html. */
export function createBootData(
  app: FastifyInstance,
  manifest: BootManifest,
  releaseVersion: string,
) {
  const cache = new Map<string, Cached>();
  const routes = manifest.routes.map((route) => ({ ...route, regex: new RegExp(route.pattern) }));

  async function ask(call: BootCall, locale: BootLocale): Promise<unknown> {
    const query = manifest.operations[call.operation];
    if (!query) return null;
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-client-version': releaseVersion,
        // The page's language, as the web app sends it: the catalogue answers in it (decision 180).
        'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA',
        ...(call.role ? { 'x-hasura-role': call.role } : {}),
      },
      payload: { query, variables: call.variables },
    });
    if (response.statusCode !== 200) return null;
    const body = response.json<{ data?: unknown; errors?: unknown[] }>();
    return body.errors?.length || body.data == null ? null : body.data;
  }

  function answer(call: BootCall, locale: BootLocale): Promise<unknown> {
    const key = `${locale} ${call.operation} ${call.role ?? ''} ${JSON.stringify(call.variables)}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < FRESH_MS) return hit.answer;
    const pending = ask(call, locale).catch(() => null);
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: now, answer: pending });
    // A failure is not kept: the next visit asks again.
    void pending.then((data) => {
      if (data === null && cache.get(key)?.answer === pending) cache.delete(key);
    });
    return pending;
  }

  function withDeadline<T>(promise: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), WAIT_MS);
    });
    return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
  }

  async function run(calls: BootCall[], locale: BootLocale): Promise<BootResult[]> {
    const answers = await Promise.all(calls.map((call) => withDeadline(answer(call, locale))));
    return calls.flatMap((call, index) =>
      answers[index] == null
        ? []
        : [{ operation: call.operation, variables: call.variables, data: answers[index] }],
    );
  }

  /**
   * The answers for the page at `url` (its address without the language prefix), in the page's
   * language, as the client's boot cache reads them.
   */
  async function results(url: string, locale: BootLocale = 'en'): Promise<BootResult[]> {
    const first = await run(bootCalls(url), locale);
    const categories = first.find((result) => result.operation === 'GetCategories')?.data as
      CategoriesAnswer | undefined;
    const listing = categories ? categoryCalls(url, categories) : [];
    return listing.length > 0 ? [...first, ...(await run(listing, locale))] : first;
  }

  function heroPreload(found: BootResult[]): string {
    const featured = found.find((result) => result.operation === 'GetFeaturedProducts')?.data as
      { getFeaturedProducts?: { imageurl?: string | null }[] } | undefined;
    const social = found.find((result) => result.operation === 'GetSocialImages')?.data as
      { getSocialImages?: { imageurl?: string | null }[] } | undefined;
    const base =
      featured?.getFeaturedProducts?.[0]?.imageurl ?? social?.getSocialImages?.[0]?.imageurl;
    if (!base) return '';
    const srcset = HERO_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
    return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${HERO_SIZES}">`;
  }

  function modulePreloads(pathname: string, html: string): string {
    const route = routes.find((candidate) => candidate.regex.test(pathname));
    // The steps the entry imports, fetched beside it; then the page's own code.
    return [...manifest.startFiles, ...(route?.files ?? [])]
      .filter((file) => /\.js$/.test(file) && !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
      .join('');
  }

  /** index.html for `url`, with its answers, hero preload and page code. */
  async function render(html: string, url: string, locale: BootLocale = 'en'): Promise<string> {
    const pathname = url.split('?')[0] ?? '/';
    const found = await results(url, locale);
    const head = [
      isHome(pathname) ? heroPreload(found) : '',
      modulePreloads(pathname, html),
      found.length > 0
        ? `<script id="${BOOT_DATA_ID}" type="application/json">${scriptJson(found)}</script>`
        : '',
    ].join('');
    return head === '' ? html : html.replace('</head>', `${head}</head>`);
  }

  /** True when some route of the app takes `pathname` (its own page, not the not-found page). */
  function isRoute(pathname: string): boolean {
    return routes.some((route) => route.regex.test(pathname));
  }

  return { render, results, isRoute };
}
