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
  isServerRenderedPath,
  loadPageRenderer,
  pageHtml,
} from './page-renderer';
import { scriptNonce } from './security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SiteOptions {
  distDir: string;
  releaseVersion: string;
  /** The statechart visualizer (/statecharts); when off, its paths answer 404. */
  statechartsEnabled?: boolean;
  /** How long a server-drawn page is kept per city and path; 0 keeps none (decision 123). */
  pageCacheTtlMs?: number;
  /** Subscribes to catalogue changes, which empty the page cache. */
  onCatalogChange?: (listener: () => void) => void;
}

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

/** Serves the built SPA: hashed assets cached for a year, index.html for client routes. */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const indexFile = assertBuilt(options.distDir);
  const indexHtml = readFileSync(indexFile, 'utf8');

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
    ttlMs: options.pageCacheTtlMs ?? DEFAULT_PAGE_CACHE_TTL_MS,
    origin: 'http://localhost',
  });
  if (renderer) options.onCatalogChange?.(() => renderer.clear());

  /** Public pages are drawn on the server (decision 123); the rest is the SPA's index.html. */
  const pageFor = async (reply: FastifyReply): Promise<string> => {
    const { url } = reply.request;
    const template = await boot.render(indexHtml, url);
    const pathname = url.split('?')[0] ?? '/';
    if (!renderer || reply.statusCode !== 200 || !isServerRenderedPath(pathname, boot.isRoute))
      return template;
    try {
      const { cookie } = reply.request.headers;
      const { page, hit } = await renderer.render(
        url,
        cityFromCookieHeader(cookie),
        ownershipFromCookieHeader(cookie),
      );
      reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
      if (page.location) {
        reply.redirect(page.location, page.status);
        return '';
      }
      // The not-found page keeps the 200 the SPA has always answered client routes with.
      if (page.status !== 200 && page.status !== 404) reply.code(page.status);
      return pageHtml(template, page, scriptNonce(reply.raw));
    } catch (error) {
      // The browser can still draw the page: a failed server render falls back to the SPA.
      reply.log.error({ err: error }, 'server render failed');
      return template;
    }
  };

  const sendIndex = async (reply: FastifyReply) => {
    const html = await pageFor(reply);
    if (reply.sent) return reply;
    const { encoding, body } = await encodeHtml(html, reply.request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
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
