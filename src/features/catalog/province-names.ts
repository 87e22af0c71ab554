/** The provinces' and territories' names in the page's language (decision 178). */
import { PROVINCES } from '../../../machines/provinces';
import type { ProvinceCode } from '../../../machines/provinces';
import { m } from '../../i18n/paraglide/messages.js';

const NAMES: Record<ProvinceCode, () => string> = {
  AB: m.catalog_province_ab,
  BC: m.catalog_province_bc,
  MB: m.catalog_province_mb,
  NB: m.catalog_province_nb,
  NL: m.catalog_province_nl,
  NS: m.catalog_province_ns,
  NT: m.catalog_province_nt,
  NU: m.catalog_province_nu,
  ON: m.catalog_province_on,
  PE: m.catalog_province_pe,
  QC: m.catalog_province_qc,
  SK: m.catalog_province_sk,
  YT: m.catalog_province_yt,
};

/** `QC` → `Quebec` in English, `Québec` in French; an unknown code is returned as it is. */
export function localProvinceName(code: string): string {
  return PROVINCES.some((province) => province.code === code)
    ? NAMES[code as ProvinceCode]()
    : code;
}
