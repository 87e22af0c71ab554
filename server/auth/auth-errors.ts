import { tr } from '../i18n/localized';
import type { Locale, LocalizedText } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Failures of the auth service. Every one leaves as a non-OK status with the body
 * `{ error, message, code, ...extra }` (spec section 8): `error` and `message` are the same
 * sentence a person can act on, in the request's language (decision 179: a server message with
 * both languages; `message` on the error itself is its English, for logs), `code` is stable for
 * programs.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly #text: LocalizedText;

  constructor(
    readonly status: number,
    readonly code: string,
    message: LocalizedText,
    readonly extra: Readonly<Record<string, unknown>> = {},
    /** Seconds to wait, sent as Retry-After (429 and 503). */
    readonly retryAfter?: number,
    options?: ErrorOptions,
  ) {
    super(message('en'), options);
    this.#text = message;
  }

  /** The sentence in `locale`. */
  messageIn(locale: Locale): string {
    return this.#text(locale);
  }

  body(locale: Locale = 'en'): Record<string, unknown> {
    const message = this.messageIn(locale);
    return { ...this.extra, error: message, message, code: this.code };
  }
}

/**
 * A token check's own words (`jwt expired`, `invalid jwt: ...`): the spec fixes them and programs
 * match them, so they are the same in both languages. Never for a sentence a person acts on.
 */
export function protocolText(text: string): LocalizedText {
  return () => text;
}

export function isAuthError(value: unknown): value is AuthError {
  return value instanceof AuthError;
}

/** "30 seconds", "2 minutes", "1 hour" ("30 secondes", "1 heure"): how long to wait, in words. */
export function waitText(seconds: number): LocalizedText {
  if (seconds < 60)
    return seconds === 1
      ? tr(m.errors_auth_wait_second)
      : tr(m.errors_auth_wait_seconds, { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return minutes === 1
      ? tr(m.errors_auth_wait_minute)
      : tr(m.errors_auth_wait_minutes, { count: minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? tr(m.errors_auth_wait_hour) : tr(m.errors_auth_wait_hours, { count: hours });
}

export const badRequest = (
  code: string,
  message: LocalizedText,
  extra: Record<string, unknown> = {},
): AuthError => new AuthError(400, code, message, extra);

/** Wrong email or password: one message whichever was wrong. */
export const invalidCredentials = (): AuthError =>
  new AuthError(401, 'invalid_credentials', tr(m.errors_auth_invalid_credentials));

export const invalidRefreshToken = (code = 'invalid_refresh_token'): AuthError =>
  new AuthError(401, code, tr(m.errors_auth_session_ended));

/** A one-time link or code that is unknown, expired or already used. */
export const invalidLink = (message = tr(m.errors_auth_link_expired)): AuthError =>
  new AuthError(400, 'invalid_link', message);

export const noAuth = (): AuthError => new AuthError(401, 'no_auth', tr(m.errors_auth_sign_in));

export const tooManyAttempts = (retryAfterSeconds: number): AuthError => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AuthError(
    429,
    'too_many_attempts',
    tr(m.errors_auth_too_many_attempts, { wait: waitText(seconds) }),
    { retryAfter: seconds },
    seconds,
  );
};
