/**
 * The auth service over HTTP, mounted at `/courier`:
 *
 * - `POST /courier` with `{ type: 'courier', action, actionData }` and an optional
 *   `Authorization: Bearer <access token>`: every action of spec section 7;
 * - `GET /courier/social/{connection}?redirect=&linkAccount=` and its `/callback`: social
 *   sign-in through OpenID Connect;
 * - `GET /courier/.well-known/jwks.json`: the public key that verifies access tokens.
 *
 * Errors answer `{ error, message, code }` with a non-OK status (spec section 8).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, badRequest, isAuthError } from './auth-errors';
import type { AuthService, CallerContext } from './auth-service';
import { localeOfRequest } from '../i18n/locale';
import { parseCookies, serializeCookie } from './cookies';
import type { PublicKeyInfo } from './keys';
import { OIDC_STATE_SECONDS, safeRedirect } from './social';
import type { SocialLogin } from './social';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

export interface AuthPluginOptions {
  service: AuthService;
  social: SocialLogin;
  keys: PublicKeyInfo;
  siteUrl: string;
  production: boolean;
}

const INTERNAL = tr(m.errors_auth_internal);
const SOCIAL_ACTION = /^login-([a-z0-9][a-z0-9-]{0,29})$/;

function stateCookie(connection: string): string {
  return `courier_oidc_${connection.replaceAll('-', '_')}`;
}

/** Fastify's own errors (bad JSON, wrong content type, too large) in the courier's shape. */
function requestError(error: FastifyError): AuthError {
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new AuthError(413, 'request_too_large', tr(m.errors_auth_request_too_large));
  if (status === 415)
    return new AuthError(415, 'unsupported_media_type', tr(m.errors_auth_send_json));
  return badRequest('invalid_request', tr(m.errors_auth_invalid_json));
}

function fragment(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return `#${params.toString()}`;
}

export async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  const { service, social, siteUrl } = options;

  app.setErrorHandler((error: FastifyError | AuthError, request, reply) => {
    let problem: AuthError;
    if (isAuthError(error)) {
      problem = error;
      if (error.status >= 500)
        request.log.error({ err: error, cause: error.cause }, 'auth: unavailable');
    } else if ((error.statusCode ?? 500) < 500) problem = requestError(error);
    else {
      request.log.error({ err: error }, 'auth: request failed');
      problem = new AuthError(500, 'internal_error', INTERNAL);
    }
    if (problem.retryAfter !== undefined) reply.header('Retry-After', String(problem.retryAfter));
    return reply.code(problem.status).send(problem.body(localeOfRequest(request.headers)));
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
  });

  app.post('/', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest(
        'invalid_request',
        tr(m.errors_auth_send_object, { shape: '{ type, action, actionData }' }),
      );
    if (body.type !== 'courier')
      throw badRequest('invalid_request', tr(m.errors_auth_type_courier));
    const action = body.action;
    if (typeof action !== 'string')
      throw badRequest('invalid_request', tr(m.errors_auth_which_action));
    const rawData = body.actionData ?? {};
    if (typeof rawData !== 'object' || rawData === null || Array.isArray(rawData))
      throw badRequest('invalid_request', tr(m.errors_auth_action_data));
    const data = rawData as Record<string, unknown>;
    const context: CallerContext = {
      ip: request.ip,
      authorization: request.headers.authorization,
      locale: localeOfRequest(request.headers),
    };

    switch (action) {
      case 'create':
        return reply.code(201).send(await service.create(data, context));
      case 'login':
        return service.login(data, context);
      case 'reset':
        return service.reset(data, context);
      case 'reset-complete':
        return service.resetComplete(data, context);
      case 'temp-link':
        return service.tempLink(data, context);
      case 'login-temp':
        return service.loginTemp(data);
      case 'change-email':
        return service.changeEmail(data, context);
      case 'verify-email':
        return service.verifyEmail(data, context);
      case 'resend-verification':
        return service.resendVerification(context);
      case 'refresh':
        return service.refresh(data);
      case 'logout':
        return service.logout(data);
      default: {
        const social = SOCIAL_ACTION.exec(action);
        if (social?.[1]) return service.loginSocial(social[1], data, context);
        throw badRequest(
          'unknown_action',
          tr(m.errors_auth_unknown_action, { action: action.slice(0, 50) }),
        );
      }
    }
  });

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { keys: [options.keys.publicJwk] };
  });

  const secure = options.production || siteUrl.startsWith('https:');
  const clearState = (reply: FastifyReply, connection: string) =>
    reply.header(
      'Set-Cookie',
      serializeCookie(stateCookie(connection), '', {
        path: '/courier/social',
        maxAge: 0,
        secure,
      }),
    );

  // The social sign-ins on offer, for the sign-in screens (names and labels only).
  app.get('/social', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { connections: social.connections() };
  });

  app.get<{ Params: { connection: string } }>(
    '/social/:connection',
    async (request: FastifyRequest<{ Params: { connection: string } }>, reply) => {
      const { connection } = request.params;
      const query = request.query as Record<string, unknown>;
      if (!social.has(connection))
        throw new AuthError(
          404,
          'unknown_connection',
          tr(m.errors_auth_unknown_connection, { connection }),
        );
      try {
        const started = await social.start(connection, query);
        reply.header(
          'Set-Cookie',
          serializeCookie(stateCookie(connection), started.state, {
            path: '/courier/social',
            maxAge: OIDC_STATE_SECONDS,
            secure,
          }),
        );
        return reply.redirect(started.url, 302);
      } catch (error) {
        if (!isAuthError(error)) throw error;
        request.log.warn({ err: error }, 'auth: social sign-in could not start');
        const back = `${siteUrl}/callback/${connection}`;
        return reply.redirect(
          back +
            fragment({
              error: error.code,
              message: error.messageIn(localeOfRequest(request.headers)),
              redirect: safeRedirect(query.redirect),
            }),
          302,
        );
      }
    },
  );

  app.get<{ Params: { connection: string } }>(
    '/social/:connection/callback',
    async (request, reply) => {
      const { connection } = request.params;
      if (!social.has(connection))
        throw new AuthError(
          404,
          'unknown_connection',
          tr(m.errors_auth_unknown_connection, { connection }),
        );
      const cookieState = parseCookies(request.headers.cookie)[stateCookie(connection)] ?? null;
      clearState(reply, connection);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const callbackUrl = new URL(social.callbackUrl(connection) + search);
      try {
        const finished = await social.finish(connection, callbackUrl, cookieState);
        const outcome = await service.socialCallback(finished.profile, {
          linkAccount: finished.linkAccount,
        });
        const redirect = finished.redirect;
        if (outcome.kind === 'link-required')
          return reply.redirect(
            `${siteUrl}/link-account` +
              fragment({
                linkToken: outcome.linkToken,
                email: outcome.email,
                connection,
                redirect,
              }),
            302,
          );
        if (outcome.kind === 'email-required')
          return reply.redirect(
            `${siteUrl}/complete-account` + fragment({ token: outcome.code, connection, redirect }),
            302,
          );
        const path = finished.linkAccount
          ? `/callback/${connection}/${finished.linkAccount}`
          : `/callback/${connection}`;
        return reply.redirect(siteUrl + path + fragment({ token: outcome.code, redirect }), 302);
      } catch (error) {
        if (!isAuthError(error)) throw error;
        request.log.warn({ err: error, cause: error.cause }, 'auth: social sign-in failed');
        return reply.redirect(
          `${siteUrl}/callback/${connection}` +
            fragment({
              error: error.code,
              message: error.messageIn(localeOfRequest(request.headers)),
            }),
          302,
        );
      }
    },
  );
}
