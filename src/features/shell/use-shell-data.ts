import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderStatusQuery } from '../../api/account-queries';
import { categoriesQuery } from '../../api/catalog-queries';
import { useCityId } from '../../lib/city-store';
import { useShopperCity } from '../../lib/shopper-city';
import { useStoredSession } from '../../lib/session-store';
import { buildCategoryMenu } from './category-menu-model';

/** Liquidation mode: the banner and the '85% Off' badge show (one switch, LIQUIDATION_FLAG). */
export { useLiquidationSale } from '../../lib/store-mode';

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

/**
 * The cities, the city served (the cart's city too: src/lib/shopper-city.ts) and whether
 * liquidation mode fixes everyone to the default depot.
 */
export function useDeliveryLocation() {
  const { cities, city, chosenId, fixed } = useShopperCity();
  return { cities, city, chosenId, pinned: fixed };
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
