import { isAuthClientError } from '../../api/auth-client';
import { m } from '../../i18n/paraglide/messages.js';

/** A failed request in words a person can act on, and the field it is about, if any. */
export interface AuthProblem {
  message: string;
  code: string;
  field?: 'email' | 'password' | undefined;
}

/** The English words of `m.auth_something_wrong` (what tests compare with). */
export const SOMETHING_WENT_WRONG =
  'Something went wrong on our side. Please try again in a moment.';

/** "30 seconds", "2 minutes", "1 hour": how long to wait, in words. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60)
    return whole === 1 ? m.auth_seconds_one() : m.auth_seconds_other({ count: whole });
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60)
    return minutes === 1 ? m.auth_minutes_one() : m.auth_minutes_other({ count: minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? m.auth_hours_one() : m.auth_hours_other({ count: hours });
}

/** The sentences we say ourselves, whatever the service's wording (in the page's language). */
const OWN_WORDS: Record<string, () => string> = {
  invalid_credentials: m.auth_invalid_credentials,
  password_too_common: m.auth_password_too_common,
  invalid_refresh_token: m.auth_session_ended,
  no_auth: m.auth_no_auth,
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
  if (!isAuthClientError(error))
    return { message: m.auth_something_wrong(), code: 'unknown_error' };
  const { code, status } = error;
  const field =
    FIELD_CODES[code] ??
    (error.field === 'email' || error.field === 'password' ? error.field : undefined);
  if (code === 'too_many_attempts') {
    const wait = error.retryAfter;
    return {
      code,
      message: wait ? m.auth_too_many_wait({ wait: waitText(wait) }) : m.auth_too_many(),
    };
  }
  const own = OWN_WORDS[code];
  if (own) return { code, field, message: own() };
  if (code === 'invalid_link')
    return {
      code,
      message: isUnreadable(error.message) ? m.auth_invalid_link() : error.message,
    };
  if (status >= 500 && code === 'unknown_error')
    return { code, field, message: m.auth_something_wrong() };
  if (isUnreadable(error.message) || error.message === 'Unexpected Error')
    return { code, field, message: m.auth_something_wrong() };
  return { code, field, message: error.message };
}
