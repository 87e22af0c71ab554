import { isAuthClientError } from '../../api/auth-client';

/** A failed request in words a person can act on, and the field it is about, if any. */
export interface AuthProblem {
  message: string;
  code: string;
  field?: 'email' | 'password' | undefined;
}

export const SOMETHING_WENT_WRONG =
  'Something went wrong on our side. Please try again in a moment.';

/** "30 seconds", "2 minutes", "1 hour": how long to wait, in words. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The sentences we say ourselves, whatever the service's wording. */
const OWN_WORDS: Record<string, string> = {
  invalid_credentials:
    'That email and password do not match an account. Check them and try again, or reset your password.',
  password_too_common: 'That password is too common. Choose one that is harder to guess.',
  invalid_refresh_token: 'Your session has ended. Please sign in again.',
  no_auth: 'Please sign in to continue.',
};

const FIELD_CODES: Record<string, 'email' | 'password'> = {
  invalid_email: 'email',
  email_in_use: 'email',
  email_required: 'email',
  same_email: 'email',
  invalid_password: 'password',
  password_too_short: 'password',
  password_too_long: 'password',
  password_too_common: 'password',
  password_is_email: 'password',
};

/** Text that is no sentence for a person: an HTML error page, a stack, an empty body. */
function isUnreadable(message: string): boolean {
  return message.trim() === '' || /<[a-z!/]/i.test(message) || message.length > 300;
}

/** Turns anything a sign-in request threw into a problem a person understands. */
export function describeAuthProblem(error: unknown): AuthProblem {
  if (!isAuthClientError(error)) return { message: SOMETHING_WENT_WRONG, code: 'unknown_error' };
  const { code, status } = error;
  const field =
    FIELD_CODES[code] ??
    (error.field === 'email' || error.field === 'password' ? error.field : undefined);
  if (code === 'too_many_attempts') {
    const wait = error.retryAfter;
    return {
      code,
      message: wait
        ? `Too many attempts. Please wait ${waitText(wait)} and try again.`
        : 'Too many attempts. Please wait a few minutes and try again.',
    };
  }
  const own = OWN_WORDS[code];
  if (own) return { code, field, message: own };
  if (code === 'invalid_link')
    return {
      code,
      message: isUnreadable(error.message)
        ? 'This link has expired or was already used. Ask for a new one.'
        : error.message,
    };
  if (status >= 500 && code === 'unknown_error')
    return { code, field, message: SOMETHING_WENT_WRONG };
  if (isUnreadable(error.message) || error.message === 'Unexpected Error')
    return { code, field, message: SOMETHING_WENT_WRONG };
  return { code, field, message: error.message };
}
