import { badRequest } from './auth-errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

/**
 * An address as it would be typed in a mail client: letters, digits and the usual specials
 * before the @, a domain of dot-separated labels after it (as in the WHATWG e-mail input).
 */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Trimmed and lower-cased: the form every address is stored and compared in. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL.test(email);
}

/** The normalised address, or a 400 that says what to fix. */
export function requireEmail(raw: unknown, field = 'email'): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw badRequest('invalid_email', tr(m.errors_auth_email), { field });
  const email = normaliseEmail(raw);
  if (!isValidEmail(email))
    throw badRequest('invalid_email', tr(m.errors_auth_email_invalid), {
      field,
    });
  return email;
}
