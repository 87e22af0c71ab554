/**
 * Access tokens on /graphql. A request may carry `Authorization: Bearer <access token>`; the
 * token is verified with the auth service's PUBLIC key only, and the resolvers receive
 * `auth: { userId, roles, role } | null`. A token that does not verify answers at once, with
 * status 200 so the client reads it, `{ data: null, errors: [{ message, extensions: { code:
 * 'invalid-jwt' } }] }`; an expired token's message is `jwt expired` (the client refreshes and
 * retries, spec section 8). A token whose session has ended (sign-out, refresh-token reuse, a
 * password reset) is refused the same way, `invalid jwt: session ended`, within 5 seconds of the
 * end in every instance (../auth/session-liveness, decision 108): the client's refresh then
 * fails too, and it signs the customer out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, CUSTOMER_ROLE, TokenError } from '../auth/tokens';
import type { SessionLivenessCheck } from '../auth/session-liveness';
import type { TokenVerifier } from '../auth/tokens';
import type { Resolvers } from './generated/resolvers-types';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import { DomainError } from '../shared/errors';

export interface AuthContext {
  userId: string;
  roles: string[];
  /** The role this request acts in: the role header when the token holds it, else `customer`. */
  role: string;
  /** The session the token belongs to (a stream stops when it ends). */
  sessionId: string;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAtMs: number;
}

/** The role header authed calls send (spec section 6). */
export const ROLE_HEADER = 'x-hasura-role';

const verified = new WeakMap<FastifyRequest, AuthContext>();

/**
 * Verifies the bearer token of every /graphql request before it reaches GraphQL, and of the
 * tracker's event streams (/deliveries/{id}/events, decision 128).
 */
export function registerAuthContext(
  app: FastifyInstance,
  verifier: TokenVerifier,
  sessions: SessionLivenessCheck,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/graphql') && !request.url.startsWith('/deliveries/')) return;
    try {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const claims = await verifier(token);
      // Every token the auth service signs names its session; one that does not, or whose
      // session has ended, reads nothing more.
      if (!claims.sessionId || !(await sessions.isLive(claims.sessionId)))
        throw new TokenError('invalid jwt: session ended');
      const header = request.headers[ROLE_HEADER];
      const wanted = typeof header === 'string' ? header : CUSTOMER_ROLE;
      verified.set(request, {
        userId: claims.userId,
        roles: claims.roles,
        role: claims.roles.includes(wanted) ? wanted : CUSTOMER_ROLE,
        sessionId: claims.sessionId,
        expiresAtMs: claims.expiresAt * 1000,
      });
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      return reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .send({
          data: null,
          errors: [{ message: error.message, extensions: { code: error.code } }],
        });
    }
  });
}

/** The verified caller of a request, null for guests. */
export function authOf(request: FastifyRequest): AuthContext | null {
  return verified.get(request) ?? null;
}

/** The caller, or a NO_AUTH error for an operation that needs one. */
export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new DomainError('NO_AUTH', tr(m.errors_auth_sign_in));
  return auth;
}

export const authResolvers: Resolvers = {
  Query: {
    /** Who is signed in; proves the token round trip. */
    me: (_parent, _args, context) => {
      const auth = requireAuth(context.auth);
      return { userId: auth.userId, roles: auth.roles, role: auth.role };
    },
  },
};
