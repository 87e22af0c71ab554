import { m } from '../../i18n/paraglide/messages.js';
/**
 * What the sign-in forms check before asking the auth service, in the service's own words
 * (server/auth/emails.ts, server/auth/passwords.ts), so a shopper sees the same sentence either way.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** As an email field in a browser checks it: something@domain.tld. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return m.auth_enter_email();
  if (email.length > 254 || !EMAIL.test(email)) return m.auth_valid_email();
  return undefined;
}

/** The password of an existing account: only that there is one. */
export function checkCurrentPassword(value: string): string | undefined {
  return value === '' ? m.auth_enter_password() : undefined;
}

/** A password being chosen: 8 to 256 characters, no other rules (the service refuses common ones). */
export function checkNewPassword(value: string): string | undefined {
  if (value === '') return m.auth_enter_new_password();
  const length = [...value.normalize('NFKC')].length;
  if (length < PASSWORD_MIN_LENGTH) return m.auth_password_min({ count: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return m.auth_password_max({ count: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function checkPasswordsMatch(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return m.auth_enter_again();
  return password === confirmation ? undefined : m.auth_no_match();
}

/** The hint under a password being chosen, in the page's language. */
export function newPasswordHint(): string {
  return m.auth_password_hint({ count: PASSWORD_MIN_LENGTH });
}

/** Field errors by field name; empty when the form can be sent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasFieldErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((value) => typeof value === 'string' && value !== '');
}

/** Focuses the first field with an error, in the order they are drawn. */
export function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
  idOf: (field: F) => string,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
