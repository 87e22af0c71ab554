/**
 * Session sync (spec section 7): the SPA tells the site's own server about its auth session.
 *
 * - `POST /auth/update` with the auth session of spec section 3 (`userId`, `refreshToken`,
 *   `expiresAt`, `accessToken`, `tokenType`, `roles`, optional `defaultProfile` and
 *   `redirectUrl`) stores it in an HTTP-only, SameSite=Lax cookie (Secure in production)
 *   that expires one year ahead;
 * - `POST /auth/remove` clears that cookie.
 *
 * Both accept only same-origin JSON requests: a request whose Origin is not the site's own, or
 * whose Sec-Fetch-Site says it came from another site, is refused with 403. Bodies are at most
 * 8 KiB and validated field by field; unknown fields are dropped.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../auth/cookies';

export interface SessionSyncOptions {
  production: boolean;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
}

export const SESSION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const BODY_LIMIT = 8 * 1024;
/** Browsers keep cookies up to 4096 bytes; leave room for the attributes. */
const COOKIE_VALUE_LIMIT = 3800;

/** `__Host-` in production (Secure, host-only, Path=/ enforced by the browser). */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-auth_session' : 'auth_session';
}

export interface StoredSession {
  userId: string;
  refreshToken: string;
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  tokenType: 'Bearer';
  roles: string[];
  defaultProfile?: { email: string; firstname: string; lastname: string };
  redirectUrl?: string;
}

/** Reads a stored session back from its cookie value; null when it is not one. */
export function decodeSessionCookie(value: string): StoredSession | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    return validateSession(parsed);
  } catch {
    return null;
  }
}

class SessionSyncError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const REFRESH = /^[A-Za-z0-9_-]{20,200}$/;
const ROLE = /^[a-z0-9:_-]{1,50}$/i;

function invalid(message: string): SessionSyncError {
  return new SessionSyncError(400, 'invalid_session', message);
}

function text(value: unknown, max: number, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max)
    throw invalid(`${field} must be text of at most ${max} characters.`);
  return value;
}

/** The session fields we keep, checked; throws SessionSyncError on anything else. */
function validateSession(body: unknown): StoredSession {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('Send the session as a JSON object.');
  const input = body as Record<string, unknown>;
  if (typeof input.userId !== 'string' || !UUID.test(input.userId))
    throw invalid('userId must be the customer id.');
  if (typeof input.refreshToken !== 'string' || !REFRESH.test(input.refreshToken))
    throw invalid('refreshToken is missing or malformed.');
  if (
    typeof input.accessToken !== 'string' ||
    input.accessToken.length > 4096 ||
    !JWT.test(input.accessToken)
  )
    throw invalid('accessToken is missing or malformed.');
  const expiresAt =
    typeof input.expiresAt === 'number'
      ? input.expiresAt
      : typeof input.expiresAt === 'string'
        ? Date.parse(input.expiresAt)
        : Number.NaN;
  if (!Number.isFinite(expiresAt) || expiresAt <= 0)
    throw invalid('expiresAt must be a time (milliseconds since 1970 or an ISO date).');
  if (input.tokenType !== undefined && input.tokenType !== 'Bearer')
    throw invalid('tokenType must be "Bearer".');
  const roles = input.roles ?? [];
  if (
    !Array.isArray(roles) ||
    roles.length > 10 ||
    !roles.every((role) => typeof role === 'string' && ROLE.test(role))
  )
    throw invalid('roles must be a list of at most 10 role names.');
  const session: StoredSession = {
    userId: input.userId.toLowerCase(),
    refreshToken: input.refreshToken,
    accessToken: input.accessToken,
    expiresAt,
    tokenType: 'Bearer',
    roles: roles as string[],
  };
  if (input.defaultProfile !== undefined && input.defaultProfile !== null) {
    if (typeof input.defaultProfile !== 'object' || Array.isArray(input.defaultProfile))
      throw invalid('defaultProfile must be an object.');
    const profile = input.defaultProfile as Record<string, unknown>;
    session.defaultProfile = {
      email: text(profile.email, 254, 'defaultProfile.email'),
      firstname: text(profile.firstname, 100, 'defaultProfile.firstname'),
      lastname: text(profile.lastname, 100, 'defaultProfile.lastname'),
    };
  }
  if (input.redirectUrl !== undefined && input.redirectUrl !== null) {
    const redirect = text(input.redirectUrl, 2048, 'redirectUrl');
    if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
      throw invalid('redirectUrl must be a path on this site.');
    session.redirectUrl = redirect;
  }
  return session;
}

/** The origin a same-site request carries: the site's configured one or the Host it came to. */
function isSameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return fetchSite === 'same-origin';
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === new URL(siteUrl).origin) return true;
  // Behind Vite in development, or any host the site answers on: Origin must name this host.
  return originUrl.host === request.host;
}

function send(reply: FastifyReply, error: SessionSyncError) {
  return reply
    .code(error.status)
    .header('Cache-Control', 'no-store')
    .send({ error: error.message, message: error.message, code: error.code });
}

export async function sessionSyncPlugin(
  app: FastifyInstance,
  options: SessionSyncOptions,
): Promise<void> {
  const name = sessionCookieName(options.production);
  const secure = options.production;

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof SessionSyncError) return send(reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413)
      return send(
        reply,
        new SessionSyncError(413, 'request_too_large', 'The session is too large.'),
      );
    if (status === 415)
      return send(
        reply,
        new SessionSyncError(415, 'unsupported_media_type', 'Send the session as JSON.'),
      );
    if (status < 500) return send(reply, invalid('The session is not valid JSON.'));
    request.log.error({ err: error }, 'session sync failed');
    return send(
      reply,
      new SessionSyncError(500, 'internal_error', 'Something went wrong on our side.'),
    );
  });

  // Empty bodies are fine (`/auth/remove`); anything else must be JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      const source = typeof body === 'string' ? body : body.toString('utf8');
      if (source.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(source) as unknown);
      } catch {
        done(invalid('The session is not valid JSON.'), undefined);
      }
    },
  );

  /** Runs before the body is read: a cross-site request is refused without looking at it. */
  const guard = async (request: FastifyRequest) => {
    if (!isSameOrigin(request, options.siteUrl))
      throw new SessionSyncError(
        403,
        'cross_site_request',
        'This request did not come from this site.',
      );
    const type = request.headers['content-type'];
    if (type !== undefined && !type.startsWith('application/json'))
      throw new SessionSyncError(415, 'unsupported_media_type', 'Send the session as JSON.');
  };

  app.post('/auth/update', { bodyLimit: BODY_LIMIT, onRequest: guard }, async (request, reply) => {
    const session = validateSession(request.body);
    const value = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
    if (value.length > COOKIE_VALUE_LIMIT) throw invalid('The session is too large to keep.');
    return reply
      .header('Cache-Control', 'no-store')
      .header(
        'Set-Cookie',
        serializeCookie(name, value, {
          path: '/',
          maxAge: SESSION_COOKIE_MAX_AGE,
          secure,
          sameSite: 'Lax',
        }),
      )
      .send({ ok: true, expiresAt: Date.now() + SESSION_COOKIE_MAX_AGE * 1000 });
  });

  app.post('/auth/remove', { bodyLimit: BODY_LIMIT, onRequest: guard }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', serializeCookie(name, '', { path: '/', maxAge: 0, secure }))
      .send({ ok: true }),
  );
}
