/**
 * Failures of the auth service. Every one leaves as a non-OK status with the body
 * `{ error, message, code, ...extra }` (spec section 8): `error` and `message` are the same
 * sentence a person can act on, `code` is stable for programs.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    /** Seconds to wait, sent as Retry-After (429 and 503). */
    readonly retryAfter?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  body(): Record<string, unknown> {
    return { ...this.extra, error: this.message, message: this.message, code: this.code };
  }
}

export function isAuthError(value: unknown): value is AuthError {
  return value instanceof AuthError;
}

/** "30 seconds", "2 minutes", "1 hour": how long to wait, in words. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const badRequest = (
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): AuthError => new AuthError(400, code, message, extra);

/** Wrong email or password: one message whichever was wrong. */
export const invalidCredentials = (): AuthError =>
  new AuthError(401, 'invalid_credentials', 'The email or password is incorrect.');

export const invalidRefreshToken = (code = 'invalid_refresh_token'): AuthError =>
  new AuthError(401, code, 'Your session has ended. Please sign in again.');

/** A one-time link or code that is unknown, expired or already used. */
export const invalidLink = (
  message = 'This link has expired or was already used. Ask for a new one.',
): AuthError => new AuthError(400, 'invalid_link', message);

export const noAuth = (): AuthError => new AuthError(401, 'no_auth', 'Please sign in to continue.');

export const tooManyAttempts = (retryAfterSeconds: number): AuthError => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AuthError(
    429,
    'too_many_attempts',
    `Too many attempts. Please wait ${waitText(seconds)} and try again.`,
    { retryAfter: seconds },
    seconds,
  );
};
