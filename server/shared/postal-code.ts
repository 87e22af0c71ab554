import { DomainError } from './errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import type { ProvinceCode } from './provinces';
import { isProvinceCode } from './provinces';

/** Canada Post's format: no D, F, I, O, Q or U anywhere, and no W or Z first. */
export const POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Provinces by a postal code's first letter; X is shared by the Northwest Territories and Nunavut. */
const PROVINCES_BY_FIRST_LETTER: Readonly<Record<string, readonly ProvinceCode[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** Upper case, spaces and hyphens dropped, one space after the third character. */
function candidate(input: string): string {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export function isValidPostalCode(input: string): boolean {
  return typeof input === 'string' && POSTAL_CODE_PATTERN.test(candidate(input));
}

/** 'k1a0b1', 'K1A-0B1', ' k1a 0b1 ' → 'K1A 0B1'; anything that is not a postal code is bad input. */
export function normalizePostalCode(input: string): string {
  if (isValidPostalCode(input)) return candidate(input);
  throw new DomainError(
    'BAD_USER_INPUT',
    tr(m.errors_not_a_postal_code, { value: String(input) }),
    { details: { field: 'postalCode' } },
  );
}

/** The forward sortation area: the first three characters ('K1A'). */
export function fsa(postalCode: string): string {
  return normalizePostalCode(postalCode).slice(0, 3);
}

export function provincesForPostalCode(postalCode: string): readonly ProvinceCode[] {
  return PROVINCES_BY_FIRST_LETTER[normalizePostalCode(postalCode).charAt(0)] ?? [];
}

/** False for an invalid code or an unknown province, so a form can show one message for both. */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const code = typeof province === 'string' ? province.trim().toUpperCase() : province;
  if (!isValidPostalCode(postalCode) || !isProvinceCode(code)) return false;
  return provincesForPostalCode(postalCode).includes(code);
}
