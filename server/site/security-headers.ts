/**
 * Security headers on every answer (pages, assets, /graphql, the auth service), set by
 * @fastify/helmet (decision 095):
 *
 * - Content-Security-Policy: scripts only from this origin, and inline ones only with the
 *   answer's nonce (a server-drawn page's hydration scripts, decision 123; first-page data is
 *   `type="application/json"`, which is never run), no plugins,
 *   no framing (`frame-ancestors 'none'`), forms and connections to this origin only. Styles
 *   allow inline: stitches writes the page's CSS into a `<style>` element at run time.
 * - Referrer-Policy `strict-origin-when-cross-origin`, X-Content-Type-Options `nosniff`,
 *   X-Frame-Options `DENY` for old browsers.
 * - HSTS (one year, subdomains) in production only, where the site is served over HTTPS;
 *   `upgrade-insecure-requests` likewise, so a local http://127.0.0.1 run keeps working.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  production: boolean;
}

type Directive = string | ((request: IncomingMessage, response: ServerResponse) => string);

const NONCE = Symbol('cspScriptNonce');

/**
 * The nonce this answer's CSP allows inline scripts with: a server-drawn page's hydration scripts
 * carry it (decision 123). A fresh one per answer; scripts without it never run.
 */
export function scriptNonce(response: ServerResponse): string {
  const holder = response as ServerResponse & { [NONCE]?: string };
  holder[NONCE] ??= randomBytes(16).toString('base64');
  return holder[NONCE];
}

export function contentSecurityPolicy(production: boolean): Record<string, Directive[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (_request, response) => `'nonce-${scriptNonce(response)}'`],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/**
 * The Content-Security-Policy header with `scriptSources` in place of the answer's nonce: a kept
 * server-drawn page allows its inline scripts by their hashes (decision 145).
 */
export function contentSecurityPolicyWith(production: boolean, scriptSources: string[]): string {
  return Object.entries(contentSecurityPolicy(production))
    .flatMap(([name, values]) => {
      if (values === null) return [];
      const sources = values.flatMap((value) =>
        typeof value === 'function' ? (name === 'script-src' ? scriptSources : []) : [value],
      );
      return [[name, ...sources].join(' ')];
    })
    .join(';');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.production),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The site's own images and assets may be used by other origins' pages (link previews).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
