import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createBootData, readBootManifest } from './boot-data';
import {
  cityFromCookieHeader,
  ownershipFromCookieHeader,
  DEFAULT_PAGE_CACHE_TTL_MS,
  drawnHtml,
  isServerRenderedPath,
  loadPageRenderer,
} from './page-renderer';
import { localeOfUrl, negotiatedRedirect, withHtmlLang, withoutLocale } from './locale-negotiation';
import { contentSecurityPolicyWith } from './security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SiteOptions {
  distDir: string;
  releaseVersion: string;
  /** The statechart visualizer (/statecharts); when off, its paths answer 404. */
  statechartsEnabled?: boolean;
  /** SENTRY_DSN, written into every page for the browser's error reports (decision 166). */
  errorReportingDsn?: string | null;
  /** How long a server-drawn page is kept per city and path; 0 keeps none (decision 123). */
  pageCacheTtlMs?: number;
  /** Subscribes to catalogue changes, which empty the page cache. */
  onCatalogChange?: (listener: () => void) => void;
  /** Production: the drawn pages' CSP upgrades insecure requests, as every answer's does. */
  production?: boolean;
  /**
   * The site's public address (SITE_URL): pages write their canonical links, Open Graph
   * addresses and structured data absolute from it (decision 162).
   */
  siteUrl?: string;
  /** Runs before the server build is loaded, the slow step of registration (tests delay it). */
  beforeRendererLoad?: () => Promise<void>;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * index.html naming the site's address for the browser's code (src/ui/site-url.ts), so a page
 * drawn or redrawn there writes the same absolute addresses as the server's.
 */
export function withSiteUrl(html: string, siteUrl: string | undefined): string {
  if (!siteUrl) return html;
  const meta = `<meta name="site-url" content="${escapeAttribute(siteUrl.replace(/\/+$/, ''))}">`;
  return withHeadMeta(html, meta);
}

/** A server-drawn page as it is answered, kept a short while (decision 145). */
interface DrawnAnswer {
  status: number;
  location?: string | undefined;
  html: string;
  /** The answer's Content-Security-Policy: its inline scripts allowed by their hashes. */
  csp: string;
  /** The page compressed once per encoding, when first asked for. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/** Drawn pages kept at most at once (every city, preference and path together). */
const MAX_ANSWERS = 1_000;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** File types the site serves; any other path is a client route, even one ending in `.ca`. */
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|txt|json|xml|webmanifest|br|gz|html)$/i;

/** True when a path names a file rather than a client route. */
function looksLikeAsset(urlPath: string): boolean {
  return ASSET_EXTENSION.test(urlPath) || urlPath.startsWith('/assets/');
}

function wantsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** The encoding of a kept page the browser takes, if any. */
function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** The page brotli- or gzip-compressed when the browser takes it (quality for speed per request). */
export async function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (html.length < 1024) return { encoding: null, body: html };
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      body: await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzip(html, { level: 6 }) };
  return { encoding: null, body: html };
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** Throws MissingBuildError when there is no built SPA to serve. */
export function assertBuilt(distDir: string): string {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new MissingBuildError(`no built app at ${indexFile}: run "npm run build" first`);
  }
  return indexFile;
}

/**
 * Headers that only mean something on a document (its policy, framing, referrer, opener) or
 * for revalidation, which an immutable, hashed file never needs: dropped from `/assets/`
 * answers, where they cost about 700 bytes on each of a first visit's requests (decision 142).
 * `nosniff`, the resource policy, HSTS and the caching and encoding headers stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified',
  'etag',
];

function trimAssetHeaders(res: { removeHeader(name: string): void }): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** The mark `src/lib/inspection.ts` looks for before it lets `?inspect` open the live inspector. */
export const LIVE_INSPECTOR_META = '<meta name="live-inspector" content="on">';

/** index.html with `meta` at the end of its head. */
function withHeadMeta(html: string, meta: string): string {
  if (html.includes('</head>')) return html.replace('</head>', () => `${meta}</head>`);
  return html.replace('<div id="root">', () => `${meta}<div id="root">`);
}

/** index.html with the live inspector's mark in its head. */
export function withLiveInspector(html: string): string {
  return withHeadMeta(html, LIVE_INSPECTOR_META);
}

/** The mark `src/lib/error-reporting.ts` reads the DSN from. */
export function errorReportingMeta(dsn: string): string {
  return `<meta name="error-reporting" content="${escapeAttribute(dsn)}">`;
}

/** Serves the built SPA: hashed assets cached for a year, index.html for client routes. */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const indexFile = assertBuilt(options.distDir);
  const builtIndex = withSiteUrl(readFileSync(indexFile, 'utf8'), options.siteUrl);
  // Where the statechart tools are served (never in production by default), pages carry the
  // mark that lets `?inspect` open the live inspector; elsewhere `?inspect` does nothing.
  const inspected = options.statechartsEnabled ? withLiveInspector(builtIndex) : builtIndex;
  // With SENTRY_DSN, pages carry it: the browser reports through /error-reports (decision 166).
  const indexHtml = options.errorReportingDsn
    ? withHeadMeta(inspected, errorReportingMeta(options.errorReportingDsn))
    : inspected;

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const rel = path.relative(options.distDir, filePath);
      const hashed = rel.startsWith(`assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=300');
      // The raw response (`send`'s), although its type names only part of it.
      if (hashed) trimAssetHeaders(res as unknown as { removeHeader(name: string): void });
    },
  });

  const boot = createBootData(app, readBootManifest(options.distDir), options.releaseVersion);

  // Each page's copy carries the answers and code its first paint needs (./boot-data). Client
  // routes reach it through the not-found handler, which the global compression does not
  // cover, so the page is compressed here.
  const renderer = await loadPageRenderer(app, {
    distDir: options.distDir,
    origin: 'http://localhost',
    ...(options.siteUrl ? { siteUrl: options.siteUrl.replace(/\/+$/, '') } : {}),
    ...(options.beforeRendererLoad ? { beforeLoad: options.beforeRendererLoad } : {}),
  });
  // Drawn pages as answered: the same bytes for every visitor of a city and preference, kept
  // compressed for the page cache's time (decision 145). Only found pages are kept.
  const ttlMs = options.pageCacheTtlMs ?? DEFAULT_PAGE_CACHE_TTL_MS;
  const answers = new Map<string, { at: number; answer: Promise<DrawnAnswer> }>();
  /** Kept pages being drawn anew after their time ran out (one drawing each). */
  const refreshing = new Set<string>();
  if (renderer) {
    options.onCatalogChange?.(() => answers.clear());
  }

  const drawAnswer = async (
    url: string,
    city: string | null,
    ownership: ReturnType<typeof ownershipFromCookieHeader>,
  ): Promise<DrawnAnswer> => {
    const template = withHtmlLang(
      await boot.render(indexHtml, withoutLocale(url), localeOfUrl(url)),
      localeOfUrl(url),
    );
    const page = await renderer!.render(url, city, ownership);
    const drawn = page.location ? { html: '', scriptHashes: [] } : drawnHtml(template, page);
    return {
      status: page.status,
      location: page.location,
      html: drawn.html,
      csp: contentSecurityPolicyWith(options.production ?? false, drawn.scriptHashes),
      encoded: new Map(),
    };
  };

  /** The kept answer for a drawn page (`hit`), or a new one. */
  const drawnAnswer = async (
    url: string,
    cookie: string | undefined,
  ): Promise<{ answer: DrawnAnswer; hit: boolean }> => {
    const city = cityFromCookieHeader(cookie);
    const ownership = ownershipFromCookieHeader(cookie);
    // The address carries the language (`/fr/...`), so French and English pages are kept apart.
    const key = `${localeOfUrl(url)} ${city ?? ''} ${ownership ?? ''} ${url}`;
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && now - kept.at < ttlMs) return { answer: await kept.answer, hit: true };
    if (kept && refreshing.has(key)) return { answer: await kept.answer, hit: true };
    const answer = drawAnswer(url, city, ownership);
    if (ttlMs > 0) {
      const keep = () => {
        answers.delete(key);
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
        answers.set(key, { at: now, answer });
      };
      const forget = () => {
        if (answers.get(key)?.answer === answer) answers.delete(key);
      };
      if (kept) {
        // Out of date: answered from the kept page while one new drawing replaces it, so the
        // visitors of a busy page never wait for its drawing (a catalogue change empties the
        // cache at once instead).
        refreshing.add(key);
        void answer
          // A page gone meanwhile is dropped; a failed drawing leaves the kept page, tried again.
          .then(
            (drawn) => (drawn.status === 200 ? keep() : answers.delete(key)),
            () => undefined,
          )
          .finally(() => refreshing.delete(key));
        return { answer: await kept.answer, hit: true };
      }
      keep();
      void answer.then((drawn) => {
        if (drawn.status !== 200) forget();
      }, forget);
    }
    return { answer: await answer, hit: false };
  };

  const sendHtml = (reply: FastifyReply, body: Buffer | string, encoding: string | null) => {
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  };

  /** Public pages are drawn on the server (decision 123); the rest is the SPA's index.html. */
  const sendIndex = async (reply: FastifyReply) => {
    const { url, headers } = reply.request;
    // A first visit to an English address goes to French when the shopper chose it or the
    // browser prefers it (decision 178).
    const french = reply.statusCode === 200 ? negotiatedRedirect(url, headers) : null;
    if (french) {
      return reply
        .header('Vary', 'Cookie, Accept-Language')
        .header('Cache-Control', 'no-cache')
        .redirect(french, 302);
    }
    const locale = localeOfUrl(url);
    const pathname = withoutLocale(url).split('?')[0] ?? '/';
    if (renderer && reply.statusCode === 200 && isServerRenderedPath(pathname, boot.isRoute)) {
      try {
        const { answer, hit } = await drawnAnswer(url, headers.cookie);
        reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
        if (answer.location) return reply.redirect(answer.location, answer.status);
        // A page that is not there (no route, an unknown product or category, a product not
        // sold in the city) is the not-found page with a real 404.
        if (answer.status !== 200) reply.code(answer.status);
        reply.header('Content-Security-Policy', answer.csp);
        if (ttlMs === 0) {
          // Nothing is kept: compressed for speed, as every other page.
          const fresh = await encodeHtml(answer.html, headers['accept-encoding']);
          return sendHtml(reply, fresh.body, fresh.encoding);
        }
        const encoding =
          answer.html.length < 1024 ? null : acceptedEncoding(headers['accept-encoding']);
        if (!encoding) return sendHtml(reply, answer.html, null);
        let body = answer.encoded.get(encoding);
        if (!body) {
          body =
            encoding === 'br'
              ? brotli(answer.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
              : gzip(answer.html, { level: 9 });
          answer.encoded.set(encoding, body);
        }
        return sendHtml(reply, await body, encoding);
      } catch (error) {
        // The browser can still draw the page: a failed server render falls back to the SPA.
        reply.log.error({ err: error }, 'server render failed');
      }
    }
    const html = withHtmlLang(await boot.render(indexHtml, withoutLocale(url), locale), locale);
    const { encoding, body } = await encodeHtml(html, headers['accept-encoding']);
    return sendHtml(reply, body, encoding);
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.get('/version', (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html')) return sendIndex(reply);
    return reply.header('Cache-Control', 'no-store').send({ version: options.releaseVersion });
  });

  // The SPA asks before drawing /statecharts; when the visualizer is off, its page is the site's
  // not-found page with a real 404 status, and the question itself is answered 404.
  if (options.statechartsEnabled) {
    app.get('/statecharts/enabled', (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ enabled: true }),
    );
  } else {
    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
      wantsHtml(request.headers.accept)
        ? sendIndex(reply.code(404))
        : reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .send({ error: 'Not Found', message: 'No such page', code: 'NOT_FOUND' });
    app.get('/statecharts', notFoundPage);
    app.get('/statecharts/*', notFoundPage);
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeAsset(urlPath) &&
      !urlPath.startsWith('/graphql') &&
      !urlPath.startsWith('/images/') &&
      wantsHtml(request.headers.accept);
    if (isPage) return sendIndex(reply);
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ error: 'Not Found', message: `No such file: ${urlPath}`, code: 'NOT_FOUND' });
  });
}
