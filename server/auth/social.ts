/**
 * Social sign-in over OpenID Connect with PKCE (openid-client). The browser goes to
 * `/courier/social/{connection}`, we send it to the provider with state, nonce and a PKCE
 * challenge (kept server-side as an `oidc-state` one-time token, the state also in a cookie
 * that binds the flow to this browser), and the provider sends it back to
 * `/courier/social/{connection}/callback`, where the code is exchanged for the profile.
 */
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { Configuration } from 'openid-client';
import type { OidcProviderConfig } from '../config';
import { AuthError } from './auth-errors';
import type { OneTimeTokens } from './one-time-tokens';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import type { LocalizedText } from '../i18n/locale';

export const OIDC_STATE_SECONDS = 10 * 60;

export interface SocialProfile {
  connection: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface SocialStart {
  /** Where to send the browser. */
  url: string;
  /** Set as the flow's cookie; the callback must bring it back. */
  state: string;
}

export interface SocialFinish {
  profile: SocialProfile;
  redirect: string;
  linkAccount: string | null;
}

/** A path inside the site (`/account`), never another origin; `/` otherwise. */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return '/';
  return value;
}

const LINK_ACCOUNT = /^[A-Za-z0-9_-]{1,128}$/;

/** A provider's claim as text: control characters (PostgreSQL cannot store NUL) dropped. */
function text(value: unknown, max = 100): string {
  return typeof value === 'string'
    ? value
        .replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, max)
    : '';
}

export class SocialLogin {
  private readonly providers = new Map<string, OidcProviderConfig>();
  private readonly configurations = new Map<string, Promise<Configuration>>();

  constructor(
    providers: readonly OidcProviderConfig[],
    private readonly tokens: OneTimeTokens,
    private readonly options: { siteUrl: string; production: boolean },
  ) {
    for (const provider of providers) this.providers.set(provider.name, provider);
  }

  names(): string[] {
    return [...this.providers.keys()];
  }

  /** The configured providers as the sign-in screens offer them (no secrets). */
  connections(): { name: string; label: string }[] {
    return [...this.providers.values()].map(({ name, label }) => ({ name, label }));
  }

  has(connection: string): boolean {
    return this.providers.has(connection);
  }

  callbackUrl(connection: string): string {
    return `${this.options.siteUrl}/courier/social/${connection}/callback`;
  }

  private provider(connection: string): OidcProviderConfig {
    const provider = this.providers.get(connection);
    if (!provider)
      throw new AuthError(
        404,
        'unknown_connection',
        tr(m.errors_auth_unknown_connection, { connection }),
      );
    return provider;
  }

  /** The provider's metadata, discovered once (again after a failure). */
  private configuration(provider: OidcProviderConfig): Promise<Configuration> {
    let pending = this.configurations.get(provider.name);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      // Plain http is for a provider on this machine during development and tests only.
      const insecure =
        !this.options.production &&
        issuer.protocol === 'http:' &&
        ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      pending = discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      pending.catch(() => this.configurations.delete(provider.name));
      this.configurations.set(provider.name, pending);
    }
    return pending;
  }

  async start(
    connection: string,
    query: { redirect?: unknown; linkAccount?: unknown },
  ): Promise<SocialStart> {
    const provider = this.provider(connection);
    let configuration: Configuration;
    try {
      configuration = await this.configuration(provider);
    } catch (error) {
      throw new AuthError(
        503,
        'provider_unavailable',
        tr(m.errors_auth_provider_unavailable),
        {},
        30,
        { cause: error },
      );
    }
    const linkAccount =
      typeof query.linkAccount === 'string' && LINK_ACCOUNT.test(query.linkAccount)
        ? query.linkAccount
        : null;
    const codeVerifier = randomPKCECodeVerifier();
    const state = randomState();
    const nonce = randomNonce();
    await this.tokens.issue('oidc-state', {
      token: state,
      ttlSeconds: OIDC_STATE_SECONDS,
      data: {
        connection,
        codeVerifier,
        nonce,
        redirect: safeRedirect(query.redirect),
        linkAccount,
      },
    });
    const url = buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl(connection),
      scope: provider.scope,
      response_type: 'code',
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Completes the flow: `callbackUrl` is the URL the provider sent the browser to and
   * `cookieState` the state cookie it brought. Throws AuthError when anything does not match.
   */
  async finish(
    connection: string,
    callbackUrl: URL,
    cookieState: string | null,
  ): Promise<SocialFinish> {
    const provider = this.provider(connection);
    const state = callbackUrl.searchParams.get('state');
    const failed = (code: string, message: LocalizedText, cause?: unknown) =>
      new AuthError(400, code, message, {}, undefined, cause ? { cause } : undefined);
    if (!state || !cookieState || state !== cookieState)
      throw failed('social_state_mismatch', tr(m.errors_auth_social_state));
    const stored = await this.tokens.consume(['oidc-state'], state);
    if (!stored || stored.data.connection !== connection)
      throw failed('social_state_mismatch', tr(m.errors_auth_social_too_long));
    const data = stored.data as {
      codeVerifier: string;
      nonce: string;
      redirect: string;
      linkAccount: string | null;
    };
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) {
      throw failed(
        providerError === 'access_denied' ? 'social_cancelled' : 'social_failed',
        providerError === 'access_denied'
          ? tr(m.errors_auth_social_cancelled)
          : tr(m.errors_auth_social_failed),
      );
    }
    const configuration = await this.configuration(provider);
    let claims: Record<string, unknown>;
    try {
      const tokens = await authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: data.codeVerifier,
        expectedState: state,
        expectedNonce: data.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token claims');
      claims = { ...idClaims };
      if (typeof claims.email !== 'string') {
        const info = await fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      }
    } catch (error) {
      throw failed('social_failed', tr(m.errors_auth_social_failed), error);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    return {
      profile: {
        connection,
        subject: String(claims.sub),
        email: email && email.length <= 254 ? email : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      },
      redirect: safeRedirect(data.redirect),
      linkAccount: data.linkAccount,
    };
  }
}
