/**
 * Access tokens: JWTs signed with the auth service's private key (EdDSA), 15 minutes long.
 * Claims: sub (customer id), roles, sid (session), auth_time, iat, exp, iss, aud, jti.
 * Anything that only verifies (the GraphQL API) uses `createTokenVerifier(publicKey)`.
 */
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import type { PublicKeyInfo, SigningKeys } from './keys';

export const ACCESS_TOKEN_ISSUER = 'urn:storefront:auth';
export const ACCESS_TOKEN_AUDIENCE = 'urn:storefront:api';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export const CUSTOMER_ROLE = 'customer';
/** Point-of-sale style customer (spec section 6). */
export const POS_ROLE = 'customer:pos:eq3';
export const KNOWN_ROLES = [CUSTOMER_ROLE, POS_ROLE] as const;

export interface AccessTokenSubject {
  userId: string;
  roles: readonly string[];
  sessionId: string;
  /** When the customer last proved who they are. */
  authTime: Date;
}

export interface VerifiedAccessToken {
  userId: string;
  roles: string[];
  sessionId: string | null;
  /** Seconds since the epoch. */
  authTime: number;
  issuedAt: number;
  expiresAt: number;
}

/** Every token problem has the code `invalid-jwt`; an expired token's message says `jwt expired`. */
export class TokenError extends Error {
  override readonly name = 'TokenError';
  readonly code = 'invalid-jwt';

  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

export class AccessTokenSigner {
  constructor(
    private readonly keys: SigningKeys,
    private readonly now: () => number = Date.now,
    readonly lifetimeSeconds = ACCESS_TOKEN_SECONDS,
  ) {}

  async sign(subject: AccessTokenSubject): Promise<{ token: string; expiresIn: number }> {
    const iat = Math.floor(this.now() / 1000);
    const token = await new SignJWT({
      roles: [...subject.roles],
      sid: subject.sessionId,
      auth_time: Math.floor(subject.authTime.getTime() / 1000),
    })
      .setProtectedHeader({ alg: this.keys.alg, kid: this.keys.kid, typ: 'at+jwt' })
      .setSubject(subject.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.lifetimeSeconds)
      .setJti(randomUUID())
      .sign(this.keys.privateKey);
    return { token, expiresIn: this.lifetimeSeconds };
  }
}

export type TokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reason(error: unknown): TokenError {
  if (error instanceof TokenError) return error;
  if (error instanceof joseErrors.JWTExpired) return new TokenError('jwt expired', true);
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return new TokenError('invalid jwt: signature verification failed');
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return new TokenError(`invalid jwt: ${error.claim} claim check failed`);
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return new TokenError('invalid jwt: algorithm not allowed');
  return new TokenError('invalid jwt: malformed token');
}

function readPayload(payload: JWTPayload): VerifiedAccessToken {
  const roles = payload.roles;
  if (!payload.sub || !UUID.test(payload.sub)) throw new TokenError('invalid jwt: bad subject');
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string'))
    throw new TokenError('invalid jwt: bad roles');
  if (typeof payload.auth_time !== 'number') throw new TokenError('invalid jwt: no auth_time');
  return {
    userId: payload.sub.toLowerCase(),
    roles: roles as string[],
    sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    authTime: payload.auth_time,
    issuedAt: payload.iat ?? 0,
    expiresAt: payload.exp ?? 0,
  };
}

/**
 * A verifier that needs only the public key. It checks the signature, the algorithm, issuer,
 * audience and lifetime; it throws TokenError (code `invalid-jwt`) on any problem.
 */
export function createTokenVerifier(
  key: PublicKeyInfo | { publicKey: CryptoKey; alg: string } | null,
  options: { now?: () => number } = {},
): TokenVerifier {
  const now = options.now ?? Date.now;
  return async (token: string) => {
    if (!key) throw new TokenError('invalid jwt: no public key is configured');
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        algorithms: [key.alg],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now()),
        clockTolerance: 5,
      });
      return readPayload(payload);
    } catch (error) {
      throw reason(error);
    }
  };
}

/** The token of an `Authorization: Bearer <token>` header; null when absent, throws when malformed. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(value ?? '');
  if (!match?.[1])
    throw new TokenError('invalid jwt: the Authorization header is not "Bearer <token>"');
  return match[1];
}
