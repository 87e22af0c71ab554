import { provinceName } from '../../../machines/provinces';
import type { City } from '../../api/catalog-queries';
import { m } from '../../i18n/paraglide/messages.js';

/** Each province's name as a message (decision 178); the codes are those of machines/provinces.ts. */
const PROVINCE_MESSAGES: Readonly<Record<string, () => string>> = {
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

/** `QC` → `Quebec`, or `Québec` on a French page; an unknown code as provinceName gives it. */
export function provinceLabel(code: string): string {
  const message = PROVINCE_MESSAGES[code];
  return message ? message() : provinceName(code);
}

export type ProvinceCities = { code: string; name: string; cities: City[] };

/** Cities grouped by province, in the order the API lists them (west to east). */
export function groupCitiesByProvince(cities: readonly City[]): ProvinceCities[] {
  const groups = new Map<string, ProvinceCities>();
  for (const city of cities) {
    let group = groups.get(city.province);
    if (!group) {
      group = { code: city.province, name: provinceLabel(city.province), cities: [] };
      groups.set(city.province, group);
    }
    group.cities.push(city);
  }
  return [...groups.values()];
}

/** The one rule for the city served lives with the shopper's city (src/lib/shopper-city.ts). */
export { defaultDepot, effectiveCity } from '../../lib/shopper-city';
