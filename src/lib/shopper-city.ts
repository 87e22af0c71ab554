import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoriesQuery, type City } from '../api/catalog-queries';
import { useCityId } from './city-store';
import { useLiquidationSale } from './store-mode';

/**
 * The shopper's city, one answer for the header, the location chooser, the catalogue and the
 * cart (docs/decisions/102-one-mode-switch-and-first-city.md). What is stored is only the
 * shopper's choice (./city-store); the city is:
 * - the default depot in liquidation mode, whatever was chosen;
 * - else the chosen city when it is one of the cities;
 * - else (a first visit, or a city no longer served) the default depot.
 */
export function effectiveCity(
  cities: readonly City[],
  chosenId: string | null,
  fixed: boolean,
): City | null {
  if (!fixed && chosenId !== null) {
    const chosen = cities.find((city) => city.id === chosenId);
    if (chosen) return chosen;
  }
  return defaultDepot(cities);
}

export function defaultDepot(cities: readonly City[]): City | null {
  return cities.find((city) => city.isDefault) ?? cities[0] ?? null;
}

export interface ShopperCity {
  cities: City[];
  /** The city served; null only while the cities load or when they cannot be loaded. */
  city: City | null;
  /** What the shopper chose, if anything. */
  chosenId: string | null;
  /** Liquidation mode: everyone is served from the default depot; choosing does nothing. */
  fixed: boolean;
  /** The cities could not be loaded (then no city can be known unless one was chosen). */
  isError: boolean;
  refetch: () => void;
}

export function useShopperCity(): ShopperCity {
  const chosenId = useCityId();
  const fixed = useLiquidationSale();
  const { data, isError, refetch } = useQuery(categoriesQuery(chosenId));
  const cities = useMemo(() => data?.getCategories.cities ?? [], [data]);
  const city = useMemo(() => effectiveCity(cities, chosenId, fixed), [cities, chosenId, fixed]);
  return { cities, city, chosenId, fixed, isError, refetch: () => void refetch() };
}
