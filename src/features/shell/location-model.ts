import type { City } from '../../api/catalog-queries';
import { provinceLabel } from '../../lib/province-names';

export { provinceLabel };

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
