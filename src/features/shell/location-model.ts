import { provinceName } from '../../../machines/provinces';
import type { City } from '../../api/catalog-queries';

export type ProvinceCities = { code: string; name: string; cities: City[] };

/** Cities grouped by province, in the order the API lists them (west to east). */
export function groupCitiesByProvince(cities: readonly City[]): ProvinceCities[] {
  const groups = new Map<string, ProvinceCities>();
  for (const city of cities) {
    let group = groups.get(city.province);
    if (!group) {
      group = { code: city.province, name: provinceName(city.province), cities: [] };
      groups.set(city.province, group);
    }
    group.cities.push(city);
  }
  return [...groups.values()];
}

export function defaultDepot(cities: readonly City[]): City | null {
  return cities.find((city) => city.isDefault) ?? cities[0] ?? null;
}

/**
 * The city the shopper is served from: the default depot when the depot is pinned (liquidation
 * mode) or nothing valid is chosen, otherwise the chosen city.
 */
export function effectiveCity(
  cities: readonly City[],
  chosenId: string | null,
  pinned: boolean,
): City | null {
  if (!pinned && chosenId !== null) {
    const chosen = cities.find((city) => city.id === chosenId);
    if (chosen) return chosen;
  }
  return defaultDepot(cities);
}
