import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SiteOptions {
  distDir: string;
  releaseVersion: string;
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
      res.setHeader(
        'Cache-Control',
        rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=300',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(indexHtml);

  app.get('/', (_request, reply) => sendIndex(reply));

  app.get('/version', (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html')) return sendIndex(reply);
    return reply.header('Cache-Control', 'no-store').send({ version: options.releaseVersion });
  });

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
