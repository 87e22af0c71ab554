/**
 * The provinces' and territories' names in the page's language (decision 178): the one set every
 * screen uses (checkout, the account, the partner steps, swaps and moves, the catalogue, the
 * city chooser). The codes are those of machines/provinces.ts.
 */
import { PROVINCES } from '../../machines/provinces';
import type { ProvinceCode } from '../../machines/provinces';
import { m } from '../i18n/paraglide/messages.js';

const NAMES: Readonly<Record<ProvinceCode, () => string>> = {
  AB: m.shell_province_ab,
  BC: m.shell_province_bc,
  MB: m.shell_province_mb,
  NB: m.shell_province_nb,
  NL: m.shell_province_nl,
  NS: m.shell_province_ns,
  NT: m.shell_province_nt,
  NU: m.shell_province_nu,
  ON: m.shell_province_on,
  PE: m.shell_province_pe,
  QC: m.shell_province_qc,
  SK: m.shell_province_sk,
  YT: m.shell_province_yt,
};

/** Whether a text is one of the thirteen codes. */
export function isProvinceCode(code: string): code is ProvinceCode {
  return PROVINCES.some((province) => province.code === code);
}

/** `QC` → `Quebec` in English, `Québec` in French; an unknown code is given back as it is. */
export function provinceLabel(code: string): string {
  return isProvinceCode(code) ? NAMES[code]() : code;
}
