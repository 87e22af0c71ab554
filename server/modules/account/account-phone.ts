/**
 * Canadian phone numbers of the customer profile (decision 110): read with libphonenumber-js,
 * whose North American metadata knows which area codes are Canada's, stored E.164.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: LocalizedText };

/**
 * A Canadian number in any usual spelling as E.164 (`+14165550134`), or why it is refused: it
 * must be a ten-digit North American number (area code and exchange starting 2-9) whose area
 * code is Canadian.
 */
export function canadianPhone(input: string): PhoneCheck {
  const text = input.trim();
  if (!/^[+\d\s().-]+$/.test(text) || text.length > 25)
    return { ok: false, message: tr(m.errors_phone_digits_only) };
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (text.startsWith('+') && !digits.startsWith('1'))
    return { ok: false, message: tr(m.errors_phone_canadian) };
  if (national.length !== 10)
    return {
      ok: false,
      message: tr(m.errors_phone_ten_digits),
    };
  if (!/^[2-9]\d{2}[2-9]/.test(national))
    return {
      ok: false,
      message: tr(m.errors_phone_not_valid),
    };
  const parsed = parsePhoneNumberFromString(`+1${national}`);
  if (!parsed || parsed.country !== 'CA')
    return {
      ok: false,
      message: tr(m.errors_phone_area_code, { areaCode: national.slice(0, 3) }),
    };
  return { ok: true, e164: parsed.number };
}

/** `+14165550134` → `416-555-0134`, the way the store shows numbers. */
export function displayPhone(e164: string): string {
  const national = e164.replace(/^\+1/, '');
  return /^\d{10}$/.test(national)
    ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : e164;
}
