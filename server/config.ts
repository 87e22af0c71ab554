import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  distDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  releaseVersion: string;
  logLevel: string;
  /** False in `npm run dev`, where Vite serves the app. */
  serveSite: boolean;
  /** The GraphQL API (and /images); entry points of one part turn the others off. */
  serveApi: boolean;
  /** The auth service (`/courier`, `/dev/mailbox`). */
  serveAuth: boolean;
  /** Public origin of the site, for links in mail and social-login redirects (no trailing slash). */
  siteUrl: string;
  /** The statechart visualizer at /statecharts: on outside production unless turned off. */
  statechartsEnabled: boolean;
  /**
   * Which proxies' forwarded headers (X-Forwarded-For, -Host, -Proto) are believed: `false`
   * (none, the default), a hop count, or the proxies' addresses and CIDR ranges (`TRUST_PROXY`).
   */
  trustProxy: TrustProxy;
  /**
   * This process works the billing run's jobs (`BILLING_JOB`, decision 182): on by default,
   * off under NODE_ENV=test so tests bill only when they ask.
   */
  billingJob: boolean;
  /**
   * This process works the customer notices' jobs (`NOTICE_SENDER`, decisions 154 and 182): on
   * unless turned off, tests included (they read the mail the flows send).
   */
  noticeSender: boolean;
  /**
   * The dev crew simulator's timer in this process (`DELIVERY_SIMULATOR`, decision 129): on by
   * default outside production and tests, so crews move during windows after `npm start`.
   */
  deliverySimulator: boolean;
  /** Tiles of the tracker's map (`MAP_STYLE_URL`, a MapLibre style); unset: a plain background. */
  mapStyleUrl: string | undefined;
  /**
   * Where errors are reported (`SENTRY_DSN`, a Sentry, self-hosted Sentry or GlitchTip DSN), for
   * the server and the pages it serves; unset: nothing is sent (decision 166).
   */
  sentryDsn: string | null;
  /** Each depot's key for crew apps posting positions (`CREW_KEYS`, `slug=key,...`). */
  crewKeys: ReadonlyMap<string, string>;
  /**
   * Return photos in S3-compatible storage (`PHOTO_S3_BUCKET`, `PHOTO_S3_ENDPOINT`,
   * `PHOTO_S3_REGION`; credentials from the SDK's usual `AWS_ACCESS_KEY_ID` and
   * `AWS_SECRET_ACCESS_KEY`); null: files under DATA_DIR/photos (decision 168).
   */
  photoS3: { bucket: string; endpoint: string | undefined; region: string } | null;
  /** Prometheus metrics at `/metrics` on this port (`METRICS_PORT`); null: none (decision 169). */
  metricsPort: number | null;
  /** The address the metrics port listens on (`METRICS_HOST`, default 127.0.0.1). */
  metricsHost: string;
  /** The least time between two position posts of one visit (`CREW_POST_INTERVAL_MS`, 1000). */
  crewPostIntervalMs: number;
  /** How long a server-drawn page is kept per city and path (`PAGE_CACHE_TTL_MS`, 0 = none). */
  pageCacheTtlMs: number;
  auth: AuthConfig;
  /** Text messages (verification codes); kept in the dev outbox at /dev/mailbox when unset. */
  sms: SmsConfig;
}

export interface SmsConfig {
  /** The SMS provider's HTTP endpoint (`SMS_PROVIDER_URL`): POST JSON `{ to, body }`. */
  providerUrl: string | undefined;
  /** Sent as `Authorization: Bearer ...` (`SMS_PROVIDER_TOKEN`). */
  providerToken: string | undefined;
}

export type TrustProxy = false | number | string[];

/** One OpenID Connect provider for social sign-in (`login-{name}`). */
export interface OidcProviderConfig {
  /** The connection name in URLs and actions: lower-case letters, digits and dashes. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Default `openid email profile`. */
  scope: string;
  /** The provider's name as people know it ("Google"); default the name, capitalised. */
  label: string;
}

export interface AuthConfig {
  /** PEM (PKCS#8) or JWK JSON; generated and kept under DATA_DIR/auth-keys when unset. */
  privateKey: string | undefined;
  /** PEM (SPKI) or JWK JSON; derived from the private key when unset. */
  publicKey: string | undefined;
  /** Keep a generated key under DATA_DIR/auth-keys (false under NODE_ENV=test: in memory). */
  persistKeys: boolean;
  /** Shared store for sign-in attempt counters; in memory when unset. */
  redisUrl: string | undefined;
  /** Mail goes through this SMTP server; kept in the local outbox (/dev/mailbox) when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  oidcProviders: OidcProviderConfig[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  if (!/^\d+$/.test(raw))
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  const port = Number(raw);
  if (port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return port;
}

/** The release: RELEASE_VERSION, else the package version (errors and traces carry it). */
export function releaseVersionOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASE_VERSION ?? packageVersion();
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function parseSiteUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL must be an http or https URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`SITE_URL must be an http or https URL, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const PROVIDER_NAME = /^[a-z0-9][a-z0-9-]{0,29}$/;
/** Action names that a provider may not take (`login-temp` is the temporary link). */
const RESERVED_PROVIDER_NAMES = new Set(['temp']);

function oidcProvider(
  source: string,
  fields: Partial<Record<keyof OidcProviderConfig, unknown>>,
): OidcProviderConfig {
  const name = typeof fields.name === 'string' ? fields.name.trim().toLowerCase() : '';
  if (!PROVIDER_NAME.test(name) || RESERVED_PROVIDER_NAMES.has(name))
    throw new ConfigError(
      `${source}: a provider name is 1-30 lower-case letters, digits or dashes (not "temp"), got "${String(fields.name)}"`,
    );
  const text = (key: keyof OidcProviderConfig) =>
    typeof fields[key] === 'string' && fields[key] !== '' ? fields[key] : undefined;
  const issuer = text('issuer');
  const clientId = text('clientId');
  if (!issuer || !/^https?:\/\//.test(issuer))
    throw new ConfigError(`${source}: provider "${name}" needs an http(s) issuer URL`);
  if (!clientId) throw new ConfigError(`${source}: provider "${name}" needs a client id`);
  return {
    name,
    issuer,
    clientId,
    clientSecret: text('clientSecret'),
    scope: text('scope') ?? 'openid email profile',
    label: (text('label') ?? name.charAt(0).toUpperCase() + name.slice(1)).slice(0, 40),
  };
}

/**
 * Social sign-in providers: `OIDC_PROVIDERS` (a JSON array of
 * `{ name, issuer, clientId, clientSecret, scope, label }`) and/or one provider per
 * `OIDC_<NAME>_ISSUER` with `OIDC_<NAME>_CLIENT_ID`, `_CLIENT_SECRET`, `_SCOPE` and `_LABEL`.
 */
function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  const json = env.OIDC_PROVIDERS;
  if (json !== undefined && json.trim() !== '') {
    let list: unknown;
    try {
      list = JSON.parse(json);
    } catch {
      throw new ConfigError('OIDC_PROVIDERS must be a JSON array of providers');
    }
    if (!Array.isArray(list))
      throw new ConfigError('OIDC_PROVIDERS must be a JSON array of providers');
    for (const entry of list) {
      if (typeof entry !== 'object' || entry === null)
        throw new ConfigError('OIDC_PROVIDERS must be a JSON array of providers');
      providers.push(oidcProvider('OIDC_PROVIDERS', entry as Record<string, unknown>));
    }
  }
  for (const key of Object.keys(env).sort()) {
    const match = /^OIDC_([A-Z0-9_]+)_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const prefix = `OIDC_${match[1]}`;
    providers.push(
      oidcProvider(prefix, {
        name: match[1].toLowerCase().replaceAll('_', '-'),
        issuer: env[key],
        clientId: env[`${prefix}_CLIENT_ID`],
        clientSecret: env[`${prefix}_CLIENT_SECRET`],
        scope: env[`${prefix}_SCOPE`],
        label: env[`${prefix}_LABEL`],
      }),
    );
  }
  const names = new Set<string>();
  for (const provider of providers) {
    if (names.has(provider.name))
      throw new ConfigError(`social provider "${provider.name}" is configured twice`);
    names.add(provider.name);
  }
  return providers;
}

const IPV4_RANGE = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_RANGE = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * `TRUST_PROXY`: unset, empty or `false` trusts no proxy, so a client cannot choose the address
 * every per-address limit counts by sending X-Forwarded-For; a whole number of hops (`1` behind
 * one load balancer); or a comma-separated list of proxy addresses and CIDR ranges
 * (`10.0.0.0/8, 127.0.0.1`). `true` (trust anyone) is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 20)
      throw new ConfigError(`TRUST_PROXY must be a hop count from 1 to 20, got "${value}".`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const octets = IPV4_RANGE.test(entry) ? entry.split('/')[0]!.split('.').map(Number) : null;
    const valid =
      (octets !== null && octets.every((octet) => octet <= 255)) ||
      (octets === null && IPV6_RANGE.test(entry));
    if (!valid)
      throw new ConfigError(
        `TRUST_PROXY must be false, a hop count or proxy addresses (CIDR allowed), got "${entry}".`,
      );
  }
  return entries;
}

/** `STATECHARTS_ENABLED`: `1`/`true` or `0`/`false`; unset means on except in production. */
function parseStatechartsEnabled(raw: string | undefined, production: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return !production;
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`STATECHARTS_ENABLED must be 1 or 0, got "${raw}"`);
}

/** `DELIVERY_SIMULATOR`: `1`/`true` or `0`/`false`; unset: on except in production and tests. */
function parseDeliverySimulator(raw: string | undefined, off: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return !off;
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`DELIVERY_SIMULATOR must be 1 or 0, got "${raw}"`);
}

/** `MAP_STYLE_URL`: an http(s) URL of a MapLibre style JSON. */
/** `SENTRY_DSN`: `http(s)://<public key>@<host>/<project id>`. */
export function parseSentryDsn(raw: string | undefined): string | null {
  const value = optional(raw);
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SENTRY_DSN must be a DSN URL, got "${value}"`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username === '' ||
    !/^\/(?:.*\/)?\d+$/.test(url.pathname)
  )
    throw new ConfigError(
      `SENTRY_DSN must look like https://<public key>@<host>/<project id>, got "${value}"`,
    );
  return value;
}

function parseMapStyleUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`MAP_STYLE_URL must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`MAP_STYLE_URL must be an http(s) URL, got "${value}"`);
  return url.toString();
}

/** `PHOTO_S3_BUCKET` (and its endpoint and region), or null for the local folder. */
function parsePhotoS3(env: NodeJS.ProcessEnv): ServerConfig['photoS3'] {
  const bucket = optional(env.PHOTO_S3_BUCKET);
  const endpoint = optional(env.PHOTO_S3_ENDPOINT);
  if (bucket === undefined) {
    if (endpoint !== undefined)
      throw new ConfigError('PHOTO_S3_ENDPOINT is set without PHOTO_S3_BUCKET: name the bucket');
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`PHOTO_S3_BUCKET must be an S3 bucket name, got "${bucket}"`);
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new ConfigError(`PHOTO_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return { bucket, endpoint, region: optional(env.PHOTO_S3_REGION) ?? 'us-east-1' };
}

/** `METRICS_PORT`: 0 (any free port) to 65535; unset: no metrics. */
function parseMetricsPort(raw: string | undefined): number | null {
  const value = optional(raw);
  if (value === undefined) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`METRICS_PORT must be a port number, got "${value}"`);
  return port;
}

/** `CREW_POST_INTERVAL_MS`: 0 to 60000, default 1000. */
function parseCrewPostInterval(raw: string | undefined): number {
  const value = optional(raw);
  if (value === undefined) return 1_000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 60_000)
    throw new ConfigError(`CREW_POST_INTERVAL_MS must be 0 to 60000, got "${value}"`);
  return parsed;
}

/** `CREW_KEYS`: `montreal=key1,toronto=key2`, each key at least 24 characters. */
export function parseCrewKeys(raw: string | undefined): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  const value = optional(raw);
  if (value === undefined) return keys;
  for (const entry of value.split(',')) {
    const [slug, key] = entry.split('=').map((part) => part.trim());
    if (!slug || !key || !/^[a-z0-9-]+$/.test(slug))
      throw new ConfigError('CREW_KEYS must be depot=key pairs separated by commas');
    if (key.length < 24)
      throw new ConfigError(`CREW_KEYS: the key of ${slug} must be at least 24 characters`);
    keys.set(slug, key);
  }
  return keys;
}

/** `BILLING_JOB`: `1`/`true` or `0`/`false`; unset means on except under NODE_ENV=test. */
function parseBillingJob(raw: string | undefined, test: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return !test;
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`BILLING_JOB must be 1 or 0, got "${raw}"`);
}

/** `NOTICE_SENDER`: `1`/`true` or `0`/`false`; unset means on. */
function parseNoticeSender(raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return true;
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`NOTICE_SENDER must be 1 or 0, got "${raw}"`);
}

function parsePageCacheTtl(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 10_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 3_600_000) {
    throw new ConfigError(`PAGE_CACHE_TTL_MS must be 0 to 3600000 milliseconds, got "${raw}"`);
  }
  return value;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Reads the environment once; every variable is documented in README.md. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? '.data');
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    distDir: path.resolve(rootDir, env.DIST_DIR ?? 'dist'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    releaseVersion: releaseVersionOf(env),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    serveSite: env.SERVE_SITE !== 'false',
    serveApi: true,
    serveAuth: true,
    siteUrl: parseSiteUrl(env.SITE_URL, port),
    statechartsEnabled: parseStatechartsEnabled(
      env.STATECHARTS_ENABLED,
      env.NODE_ENV === 'production',
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    billingJob: parseBillingJob(env.BILLING_JOB, env.NODE_ENV === 'test'),
    noticeSender: parseNoticeSender(env.NOTICE_SENDER),
    pageCacheTtlMs: parsePageCacheTtl(env.PAGE_CACHE_TTL_MS),
    deliverySimulator: parseDeliverySimulator(
      env.DELIVERY_SIMULATOR,
      env.NODE_ENV === 'production' || env.NODE_ENV === 'test',
    ),
    mapStyleUrl: parseMapStyleUrl(env.MAP_STYLE_URL),
    sentryDsn: parseSentryDsn(env.SENTRY_DSN),
    crewKeys: parseCrewKeys(env.CREW_KEYS),
    crewPostIntervalMs: parseCrewPostInterval(env.CREW_POST_INTERVAL_MS),
    photoS3: parsePhotoS3(env),
    metricsPort: parseMetricsPort(env.METRICS_PORT),
    metricsHost: optional(env.METRICS_HOST) ?? '127.0.0.1',
    auth: {
      privateKey: optional(env.AUTH_PRIVATE_KEY),
      publicKey: optional(env.AUTH_PUBLIC_KEY),
      persistKeys: env.NODE_ENV !== 'test',
      redisUrl: optional(env.REDIS_URL),
      smtpUrl: optional(env.SMTP_URL),
      mailFrom: optional(env.MAIL_FROM) ?? 'Pivot <no-reply@localhost>',
      oidcProviders: parseOidcProviders(env),
    },
    sms: {
      providerUrl: parseSmsProviderUrl(env.SMS_PROVIDER_URL),
      providerToken: optional(env.SMS_PROVIDER_TOKEN),
    },
  };
}

function parseSmsProviderUrl(raw: string | undefined): string | undefined {
  const value = optional(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SMS_PROVIDER_URL must be an http(s) address, not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`SMS_PROVIDER_URL must be an http(s) address, not "${value}".`);
  return url.toString();
}
