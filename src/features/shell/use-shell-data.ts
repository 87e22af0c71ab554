import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderStatusQuery } from '../../api/account-queries';
import { categoriesQuery, featureFlagsQuery } from '../../api/catalog-queries';
import { useCityId } from '../../lib/city-store';
import { useStoredSession } from '../../lib/session-store';
import { buildCategoryMenu } from './category-menu-model';
import { effectiveCity } from './location-model';

/** Feature flag names the shell reads. */
export const SHELL_FLAGS = {
  liquidationBanner: 'liquidation-sale-banner',
  saleBadge: 'eighty-five-off-badge',
  pinDefaultDepot: 'pin-default-depot',
} as const;

export function useFeatureFlag(name: string): boolean {
  const { data } = useQuery(featureFlagsQuery());
  return data?.get(name) ?? false;
}

function useCategories() {
  const cityId = useCityId();
  return useQuery(categoriesQuery(cityId));
}

/** The category menu, empty until the categories arrive. */
export function useCategoryMenu() {
  const { data } = useCategories();
  const categories = data?.getCategories.categories;
  return useMemo(() => buildCategoryMenu(categories ?? []), [categories]);
}

/** The cities, the chosen one and whether everyone is pinned to the default depot. */
export function useDeliveryLocation() {
  const chosenId = useCityId();
  const { data } = useCategories();
  const pinned = useFeatureFlag(SHELL_FLAGS.pinDefaultDepot);
  const cities = useMemo(() => data?.getCategories.cities ?? [], [data]);
  const city = useMemo(() => effectiveCity(cities, chosenId, pinned), [cities, chosenId, pinned]);
  return { cities, city, chosenId, pinned };
}

/**
 * Whether the signed-in customer has open delinquent records (the promo bar then shows the
 * billing alert). Guests never ask, so nothing waits on it before the first paint; while the
 * answer is on its way, or when it fails, the promotions stay.
 */
export function useBillingAlert(): boolean {
  const userId = useStoredSession()?.userId ?? null;
  const { data } = useQuery({
    ...orderStatusQuery(userId),
    select: (status) => status.getOrderStatus.length > 0,
  });
  return userId !== null && data === true;
}
