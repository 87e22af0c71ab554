/**
 * Public pages drawn on the server (decision 123). The server build of the app
 * (`dist/.ssr/entry-server.js`, from src/entry-server.tsx) renders a page with TanStack Router's
 * server rendering; this puts it into index.html. The site keeps each page as answered, a short
 * while per city, way to pay and path (server/site/site-plugin.ts, decision 145).
 *
 * The render is always signed out and reads nothing of the visitor but the `city` cookie and the
 * `ownership` cookie (the way to pay last chosen, which a product page starts on), so a kept page
 * holds nothing personal and is shared by every visitor of that city with that preference. Its
 * scripts carry no nonce: the answer's CSP allows them by their hashes (`drawnHtml`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isPurchaseOption } from '../shared/purchase-options';
import type { PurchaseOption } from '../shared/purchase-options';

export interface RenderedPage {
  status: number;
  body: string;
  head: string;
  css: string;
  location?: string;
}

interface ServerEntry {
  configureServerRendering(options: { fetch: typeof fetch }): void;
  renderPage(request: {
    url: string;
    origin: string;
    siteUrl: string;
    cityId: string | null;
    ownership: PurchaseOption | null;
    nonce: string;
  }): Promise<RenderedPage>;
}

/** Stands for the answer's nonce in a kept page; replaced on every answer. */
export const NONCE_PLACEHOLDER = 'tsr-nonce-placeholder';

/** How long a drawn page is kept (PAGE_CACHE_TTL_MS; 0 turns the cache off). */
export const DEFAULT_PAGE_CACHE_TTL_MS = 10_000;

/**
 * The public routes the server draws. Account, cart and checkout pages (and anything personal)
 * get index.html as before and are drawn in the browser.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/darkpoutine\/?$/,
  /^\/category\/[^/]+(?:\/[^/]+){0,2}\/?$/,
  /^\/productdetail\/[^/]+\/?$/,
  /^\/productimages\/[^/]+(?:\/[^/]+)?\/?$/,
  /^\/search\/[^/]+\/?$/,
  /^\/search\/tag\/[^/]+\/?$/,
  /^\/(?:swatches|cover-kit|faq|contact|our-approach|privacy-policy|terms-of-use)\/?$/,
  /^\/(?:liquidation-sale-policy|contract(?:\/(?:own|rent|subscribe))?)\/?$/,
];

/**
 * True for the public pages the server draws; `isRoute` says whether any route of the app takes
 * the path, so a path none takes (the not-found page) is drawn too.
 */
export function isServerRenderedPath(
  pathname: string,
  isRoute: (path: string) => boolean,
): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname)) || !isRoute(pathname);
}

/** The `city` cookie's id, as the app writes it (src/lib/city-store.ts). */
export function cityFromCookieHeader(header: string | undefined): string | null {
  const match = /(?:^|;\s*)city=([^;]*)/.exec(header ?? '');
  if (!match?.[1]) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return /^[\w-]{1,64}$/.test(value) ? value : null;
}

/**
 * The `ownership` cookie's way to pay (src/features/catalog/ownership-preference.ts), or null when
 * absent or not a purchase option (the page then starts on the default).
 */
export function ownershipFromCookieHeader(header: string | undefined): PurchaseOption | null {
  const match = /(?:^|;\s*)ownership=([^;]*)/.exec(header ?? '');
  const value = match?.[1]?.trim();
  return isPurchaseOption(value) ? value : null;
}

/** Answers the app's GraphQL calls in-process, with the same validation and limits. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

export interface PageRenderer {
  /**
   * Draws the page for `url`, the city and the way to pay. Nothing is kept here: the site keeps
   * the page as answered (server/site/site-plugin.ts, decision 145).
   */
  render(
    url: string,
    cityId: string | null,
    ownership?: PurchaseOption | null,
  ): Promise<RenderedPage>;
}

export async function loadPageRenderer(
  app: FastifyInstance,
  options: {
    distDir: string;
    origin: string;
    /** SITE_URL: the drawn pages' addresses are absolute from it (decision 162). */
    siteUrl?: string;
    /** Runs first in the slow step (tests make a busy machine's start-up with it). */
    beforeLoad?: () => Promise<void>;
  },
): Promise<PageRenderer | null> {
  const file = path.join(options.distDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn(`no server build at ${file}: pages are drawn in the browser only`);
    return null;
  }
  // The slowest step of registering the site: the whole app's server build is loaded.
  await options.beforeLoad?.();
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.configureServerRendering({ fetch: injectFetch(app) });

  return {
    render: (url, cityId, ownership = null) =>
      entry.renderPage({
        url,
        origin: options.origin,
        siteUrl: options.siteUrl ?? options.origin,
        cityId,
        ownership,
        nonce: NONCE_PLACEHOLDER,
      }),
  };
}

/**
 * Loads the app's entry module once the page's `load` event has fired and, in a visible tab, the
 * next frame has painted, so the largest image is neither sharing the connection with the app's
 * JavaScript nor waiting behind its first task (decision 123). The modules the entry imports step
 * by step, and the page's own code, are fetched beside it (modulepreload: fetched, not run), so
 * each step finds its code here (decision 146). Inline, with the nonce.
 */
function startAfterLoad(src: string, preloads: string[], nonce: string): string {
  const code = `addEventListener('load',function(){function go(){${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go,0)});else go()},{once:true})`;
  return `<script nonce="${nonce}" id="app-entry">${code}</script>`;
}

/** A drawn page as it is sent: its HTML, and the hashes of its inline scripts for the CSP. */
export interface DrawnHtml {
  html: string;
  /** CSP sources (`'sha256-…'`) of every inline script the page runs. */
  scriptHashes: string[];
}

/** Inline scripts a browser runs: no `src`, and no data type (JSON, JSON-LD). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function runsAsScript(attributes: string): boolean {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || type.includes('javascript');
}

/**
 * The drawn page with no nonce, its inline scripts allowed by their hashes instead (decision
 * 145): the same bytes for every visitor of the page's city and preference, so the page is kept
 * compressed and sent as it is.
 */
export function drawnHtml(template: string, page: RenderedPage): DrawnHtml {
  const html = pageHtml(template, page, NONCE_PLACEHOLDER)
    .split(` nonce="${NONCE_PLACEHOLDER}"`)
    .join('');
  if (html.includes(NONCE_PLACEHOLDER)) throw new Error('a drawn page kept a nonce placeholder');
  const scriptHashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!runsAsScript(attributes)) continue;
    scriptHashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return { html, scriptHashes: [...scriptHashes] };
}

/** index.html (with its per-page additions) carrying the drawn page, for one answer's nonce. */
export function pageHtml(template: string, page: RenderedPage, nonce: string): string {
  let html = template
    .replace(/<script id="boot-data" type="application\/json">[\s\S]*?<\/script>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  // The drawn page paints without its scripts: nothing in <head> may compete with its CSS and its
  // largest image. Module preloads wait for the entry script (fetched with it after `load`), the image preloads move up to just after the viewport (before the
  // font preloads: with `font-display: optional` a face missing its ~100 ms would not be used on
  // this page at all), and the app's entry script starts once the page has loaded (its CSS,
  // fonts and eager images: the largest one), then fetches every module it imports and hydrates.
  const imagePreloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const modulePreloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => href !== '');
  html = html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) =>
      startAfterLoad(src, modulePreloads, nonce),
    )
    .replace(/<link rel="preload" as="image"[^>]*>\s*/g, '')
    // After the viewport: a preload scanned before it picks its srcset candidate for the default
    // 980 px layout viewport, so a phone would fetch the desktop-sized picture as well.
    .replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${imagePreloads.join('')}`);
  if (page.head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (page.head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  }
  html = html.replace(
    '</head>',
    () => `${page.head}<style id="stitches">${page.css}</style></head>`,
  );
  const body = page.body.split(NONCE_PLACEHOLDER).join(nonce);
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
