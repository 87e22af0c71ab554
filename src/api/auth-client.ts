import type { AuthSession } from '../../machines/auth-session.machine';
import { languageTag } from '../i18n/locale';

/**
 * The browser's client of the auth service (spec section 7): every action is a POST of
 * `{ type: 'courier', action, actionData }` to `/courier`, with `Authorization` for the actions
 * that need a signed-in caller. Session sync (`/auth/update`, `/auth/remove`) goes to the site's
 * own server. Failures follow spec section 8 and arrive as AuthClientError.
 */

/** What the auth service answers on any sign-in, refresh included. */
export interface SessionResponse {
  token: string;
  expiresIn: number;
  refreshToken: string;
  userId: string;
  roles: string[];
  email?: string;
  social?: string;
  tempToken?: string;
}

export interface TempLink {
  tempToken: string;
  userId: string;
  /** `/tl/{token}/{id}` on this site. */
  url: string;
  /** Seconds the link works. */
  expiresIn: number;
}

export const DEFAULT_ERROR_MESSAGE = 'Unexpected Error';
export const DEFAULT_ERROR_CODE = 'unknown_error';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the sign-in service. Check your connection and try again.';

/** A failed auth call: the body's message and code, its other fields in `extra`. */
export class AuthClientError extends Error {
  override readonly name = 'AuthClientError';

  constructor(
    message: string,
    readonly code: string,
    /** HTTP status; 0 when the service could not be reached. */
    readonly status: number,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** The form field the problem is about (`email`, `password`), when the service says. */
  get field(): string | undefined {
    return typeof this.extra.field === 'string' ? this.extra.field : undefined;
  }

  /** Seconds to wait before trying again (too many attempts). */
  get retryAfter(): number | undefined {
    const value = this.extra.retryAfter;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
  }
}

export function isAuthClientError(value: unknown): value is AuthClientError {
  return value instanceof AuthClientError;
}

/**
 * Spec section 8: 401 gives 'Unauthenticated' unless the body says better; otherwise the
 * body's `error` or `message` (default 'Unexpected Error'), `code` default 'unknown_error',
 * the other body fields attached; a body that is not JSON gives its raw text.
 */
export function errorFromResponse(status: number, text: string): AuthClientError {
  let body: unknown = undefined;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const fallback = status === 401 ? 'Unauthenticated' : DEFAULT_ERROR_MESSAGE;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const raw = body === undefined ? text.trim() : '';
    return new AuthClientError(raw || fallback, DEFAULT_ERROR_CODE, status);
  }
  const { error, message, code, ...extra } = body as Record<string, unknown>;
  const said = [error, message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return new AuthClientError(
    said ?? fallback,
    typeof code === 'string' && code !== '' ? code : DEFAULT_ERROR_CODE,
    status,
    extra,
  );
}

function isSessionResponse(value: unknown): value is SessionResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.token === 'string' &&
    typeof body.refreshToken === 'string' &&
    typeof body.userId === 'string' &&
    typeof body.expiresIn === 'number' &&
    Array.isArray(body.roles)
  );
}

/** The auth session of the machine from a sign-in answer received at `now`. */
export function toAuthSession(response: SessionResponse, now: number): AuthSession {
  const session: AuthSession = {
    userId: response.userId,
    accessToken: response.token,
    refreshToken: response.refreshToken,
    expiresAt: now + response.expiresIn * 1000,
    tokenType: 'Bearer',
    roles: response.roles.filter((role): role is string => typeof role === 'string'),
  };
  if (typeof response.email === 'string' && response.email !== '')
    session.defaultProfile = { email: response.email };
  return session;
}

export interface AuthClientOptions {
  /** The courier endpoint, default `/courier`. */
  url?: string;
  /** The site's session-sync prefix, default `/auth`. */
  sessionUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * The page's language tag, sent as Accept-Language with every call so the mail the server
   * writes for it (a new account's confirmation) is in the page's language (decision 179).
   */
  languageTag?: () => string;
}

export interface SocialSignInOptions {
  /** Where to come back to on this site after signing in (a path). */
  redirect?: string;
  /** A pending link token, to link this sign-in to an existing account. */
  linkAccount?: string;
}

export function createAuthClient(options: AuthClientOptions = {}) {
  const courierUrl = options.url ?? '/courier';
  const sessionUrl = options.sessionUrl ?? '/auth';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const pageLanguage = options.languageTag ?? (() => languageTag());

  function absolute(url: string): string {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    return new URL(url, base).toString();
  }

  async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await doFetch(absolute(url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': pageLanguage(),
          ...headers,
        },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch (error) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      throw new AuthClientError(
        aborted ? 'The request was cancelled.' : NETWORK_ERROR_MESSAGE,
        aborted ? 'cancelled' : 'network',
        0,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new AuthClientError(NETWORK_ERROR_MESSAGE, 'network', 0);
    }
    if (!response.ok) throw errorFromResponse(response.status, text);
    try {
      return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    } catch {
      throw new AuthClientError(
        'The sign-in service sent an answer we could not read.',
        'parse',
        response.status,
      );
    }
  }

  /** One courier action; `accessToken` adds the Authorization header. */
  function courier(
    action: string,
    actionData: Record<string, unknown> = {},
    accessToken?: string,
  ): Promise<unknown> {
    return post(
      courierUrl,
      { type: 'courier', action, actionData },
      accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    );
  }

  async function signIn(action: string, actionData: Record<string, unknown>): Promise<AuthSession> {
    const body = await courier(action, actionData);
    if (!isSessionResponse(body))
      throw new AuthClientError(
        'The sign-in service sent an answer we could not read.',
        'parse',
        200,
      );
    return toAuthSession(body, now());
  }

  const defined = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

  return {
    courier,

    /** `create`: a new account with a password; signs in. */
    create(data: {
      email: string;
      password: string;
      firstName?: string;
      lastName?: string;
      /** Whose referral link was followed (decision 115). */
      referrerId?: string;
    }) {
      return signIn('create', defined(data));
    },

    /** `login`: email and password, with `linkToken` to link a pending social sign-in. */
    login(data: { email: string; password: string; linkToken?: string }) {
      return signIn('login', defined(data));
    },

    /** `reset`: mails a reset link; answers the same whether or not the account exists. */
    async reset(data: { email: string }): Promise<{ message: string }> {
      const body = (await courier('reset', data)) as { message?: unknown };
      return { message: typeof body.message === 'string' ? body.message : '' };
    },

    /** `reset-complete`: the new password for a `/reset/{token}` link; signs in. */
    resetComplete(data: { token: string; password: string }) {
      return signIn('reset-complete', data);
    },

    /** `temp-link`: a single-use sign-in link for another device (signed in only). */
    async tempLink(accessToken: string): Promise<TempLink> {
      const body = (await courier('temp-link', {}, accessToken)) as Partial<TempLink>;
      if (typeof body.tempToken !== 'string' || typeof body.url !== 'string')
        throw new AuthClientError(
          'The sign-in service sent an answer we could not read.',
          'parse',
          200,
        );
      return {
        tempToken: body.tempToken,
        userId: String(body.userId ?? ''),
        url: body.url,
        expiresIn: typeof body.expiresIn === 'number' ? body.expiresIn : 0,
      };
    },

    /** `login-temp`: signs in with a temporary link's token (and the id it names). */
    loginTemp(data: { token: string; id?: string }) {
      return signIn('login-temp', defined(data));
    },

    /** `login-{connection}`: finishes a social sign-in with the callback's one-time code. */
    loginSocial(connection: string, data: { token: string; linkToken?: string; email?: string }) {
      return signIn(`login-${connection}`, defined(data));
    },

    /** `change-email`: mails a confirmation link to the new address (fresh sign-in needed). */
    async changeEmail(accessToken: string, data: { email: string }): Promise<{ email: string }> {
      const body = (await courier('change-email', data, accessToken)) as { email?: unknown };
      return { email: typeof body.email === 'string' ? body.email : data.email };
    },

    /** `resend-verification`: mails a new confirmation link to the account's address. */
    async resendVerification(accessToken: string): Promise<{ email: string }> {
      const body = (await courier('resend-verification', {}, accessToken)) as { email?: unknown };
      return { email: typeof body.email === 'string' ? body.email : '' };
    },

    /** `verify-email`: confirms the address of a `/verification/email/complete` link. */
    async verifyEmail(data: { code: string; email: string }): Promise<{ email: string }> {
      const body = (await courier('verify-email', data)) as { email?: unknown };
      return { email: typeof body.email === 'string' ? body.email : data.email };
    },

    /** `refresh`: the next session for a refresh token (which is then used up). */
    refresh(refreshToken: string) {
      return signIn('refresh', { token: refreshToken });
    },

    /** `logout`: ends the refresh token's session on the server. */
    async logout(refreshToken: string): Promise<void> {
      await courier('logout', { token: refreshToken });
    },

    /**
     * The social sign-ins the auth service has configured (`GET {courier}/social`). A service
     * that cannot be reached offers none: the password sign-in still works.
     */
    async socialConnections(): Promise<{ name: string; label: string }[]> {
      try {
        const response = await doFetch(absolute(`${courierUrl}/social`), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (!response.ok) return [];
        const body = (await response.json()) as { connections?: unknown };
        if (!Array.isArray(body.connections)) return [];
        return body.connections.filter(
          (entry): entry is { name: string; label: string } =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as { name?: unknown }).name === 'string' &&
            typeof (entry as { label?: unknown }).label === 'string',
        );
      } catch {
        return [];
      }
    },

    /** Where the browser goes to sign in with a social provider. */
    socialSignInUrl(connection: string, social: SocialSignInOptions = {}): string {
      const params = new URLSearchParams();
      if (social.redirect) params.set('redirect', social.redirect);
      if (social.linkAccount) params.set('linkAccount', social.linkAccount);
      const query = params.toString();
      return `${courierUrl}/social/${encodeURIComponent(connection)}${query ? `?${query}` : ''}`;
    },

    /** POST /auth/update: the site's server keeps the session in its cookie. */
    async syncSession(session: AuthSession): Promise<void> {
      await post(`${sessionUrl}/update`, session);
    },

    /** POST /auth/remove: the site's server forgets its cookie. */
    async removeSession(): Promise<void> {
      await post(`${sessionUrl}/remove`, {});
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
