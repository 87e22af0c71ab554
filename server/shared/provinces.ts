import type { ProvinceCode } from '../db/constants';
import { PROVINCE_CODES } from '../db/constants';
import { DomainError } from './errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

// The list is the database's closed vocabulary (CHECK constraints); server/db may not import
// the domain, so it is defined there once and re-exported here.
export { PROVINCE_CODES };
export type { ProvinceCode };

/**
 * The time zone of each capital: the calendar day a province's tax change takes effect
 * when the caller has only an instant and no depot time zone.
 */
export const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

/** Accepts any case and surrounding spaces (`' on '` → `'ON'`); anything else is bad input. */
export function parseProvinceCode(value: string): ProvinceCode {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (isProvinceCode(code)) return code;
  throw new DomainError(
    'BAD_USER_INPUT',
    tr(m.errors_not_a_province, { value: String(value), codes: PROVINCE_CODES.join(', ') }),
    { details: { field: 'province' } },
  );
}
