/**
 * Builds the auth service from the configuration: keys, password hasher, sessions, one-time
 * tokens, the attempt store (Redis or memory), the mailer (SMTP or outbox) and social login.
 */
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { MemoryAttemptStore, RedisAttemptStore } from './attempt-store';
import type { AttemptStore } from './attempt-store';
import { AuthService, DEFAULT_AUTH_LIFETIMES, DEFAULT_AUTH_LIMITS } from './auth-service';
import type { AuthLifetimes, AuthLimits, AuthLogger } from './auth-service';
import { BruteForceGuard, DEFAULT_BRUTE_FORCE_LIMITS } from './brute-force';
import type { BruteForceLimits } from './brute-force';
import { loadPublicKey, loadSigningKeys } from './keys';
import type { PublicKeyInfo, SigningKeys } from './keys';
import { createOutboxMailer, createSmtpMailer } from './mail';
import type { Mailer } from './mail';
import { OneTimeTokens } from './one-time-tokens';
import { PASSWORD_HASH_OPTIONS, PasswordHasher } from './passwords';
import type { PasswordHashOptions } from './passwords';
import { DEFAULT_SESSION_OPTIONS, SessionStore } from './sessions';
import type { SessionOptions } from './sessions';
import { SocialLogin } from './social';
import { AccessTokenSigner, ACCESS_TOKEN_SECONDS, createTokenVerifier } from './tokens';
import type { TokenVerifier } from './tokens';

/** Knobs for tests (and tuning); production uses the defaults. */
export interface AuthOverrides {
  now?: () => number;
  passwordHash?: PasswordHashOptions;
  bruteForce?: Partial<BruteForceLimits>;
  sessions?: Partial<SessionOptions>;
  limits?: Partial<AuthLimits>;
  lifetimes?: Partial<AuthLifetimes>;
  accessTokenSeconds?: number;
  /** Key prefix in Redis (tests use their own). */
  redisPrefix?: string;
  /** An attempt store to use instead of the configured one. */
  store?: AttemptStore;
}

export interface AuthRuntime {
  service: AuthService;
  social: SocialLogin;
  keys: SigningKeys;
  verifier: TokenVerifier;
  mailer: Mailer;
  store: AttemptStore;
  sessions: SessionStore;
  /** Waits for background work, then closes Redis and SMTP. */
  close(): Promise<void>;
}

export async function createAuth(
  config: ServerConfig,
  database: DatabaseHandle,
  log: AuthLogger,
  overrides: AuthOverrides = {},
): Promise<AuthRuntime> {
  const now = overrides.now ?? Date.now;
  const keys = await loadSigningKeys({
    privateKey: config.auth.privateKey,
    publicKey: config.auth.publicKey,
    dataDir: config.dataDir,
    persist: config.auth.persistKeys,
  });
  const verifier = createTokenVerifier(keys, { now });
  const store =
    overrides.store ??
    (config.auth.redisUrl
      ? await RedisAttemptStore.connect(config.auth.redisUrl, {
          ...(overrides.redisPrefix ? { prefix: overrides.redisPrefix } : {}),
          onError: (error) => log.error({ err: error }, 'auth: Redis connection error'),
        })
      : new MemoryAttemptStore(now));
  const mailer = config.auth.smtpUrl
    ? createSmtpMailer(config.auth.smtpUrl, config.auth.mailFrom)
    : createOutboxMailer(database, log, { printBodies: !config.production });
  if (config.production && !config.auth.smtpUrl)
    log.warn({}, 'no SMTP_URL: reset and verification mail is only kept in auth_mail_outbox');
  const tokens = new OneTimeTokens(database, now);
  const sessions = new SessionStore(
    database,
    { ...DEFAULT_SESSION_OPTIONS, ...overrides.sessions },
    now,
  );
  const social = new SocialLogin(config.auth.oidcProviders, tokens, {
    siteUrl: config.siteUrl,
    production: config.production,
  });
  const service = new AuthService({
    database,
    hasher: new PasswordHasher(overrides.passwordHash ?? PASSWORD_HASH_OPTIONS),
    signer: new AccessTokenSigner(keys, now, overrides.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS),
    verifier,
    sessions,
    tokens,
    guard: new BruteForceGuard(store, { ...DEFAULT_BRUTE_FORCE_LIMITS, ...overrides.bruteForce }),
    mailer,
    socialConnections: () => social.names(),
    log,
    siteUrl: config.siteUrl,
    now,
    limits: { ...DEFAULT_AUTH_LIMITS, ...overrides.limits },
    lifetimes: { ...DEFAULT_AUTH_LIFETIMES, ...overrides.lifetimes },
  });
  return {
    service,
    social,
    keys,
    verifier,
    mailer,
    store,
    sessions,
    async close() {
      await service.drain();
      if (!overrides.store) await store.close();
      await mailer.close();
    },
  };
}

/**
 * The verifier for a process that does not sign (the API alone): the public key from the
 * environment or DATA_DIR/auth-keys/public.pem. Without one every token is refused.
 */
export async function createApiTokenVerifier(
  config: ServerConfig,
): Promise<{ verifier: TokenVerifier; key: PublicKeyInfo | null }> {
  const key = await loadPublicKey({
    privateKey: config.auth.privateKey,
    publicKey: config.auth.publicKey,
    dataDir: config.dataDir,
  });
  return { verifier: createTokenVerifier(key), key };
}
