import type { ProvinceCode } from './provinces';

/**
 * Canadian postal codes (Canada Post), written once for the browser: the checkout's address
 * step and the swatch order form both check with these. The server checks again with its own
 * copy in `server/shared/postal-code.ts`.
 */

/** `A1A 1A1`, the space optional: no D, F, I, O, Q or U, and no W or Z first. */
export const POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** First letter of a postal code → the provinces it may belong to. */
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

/** `m5v2t6` or `k1a-0b1` → `M5V 2T6`, `K1A 0B1`; anything else is returned trimmed. */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

/** Whether a (normalised) postal code has the Canadian form. */
export function isPostalCode(code: string): boolean {
  return POSTAL_CODE_PATTERN.test(code);
}

/** The provinces a postal code may belong to, from its first letter; empty when none. */
export function provincesForPostalCode(code: string): readonly ProvinceCode[] {
  return PROVINCES_BY_FIRST_LETTER[code.charAt(0)] ?? [];
}

/** Whether a valid postal code may belong to the province (by its first letter). */
export function postalCodeMatchesProvince(code: string, province: string): boolean {
  return (provincesForPostalCode(code) as readonly string[]).includes(province);
}
