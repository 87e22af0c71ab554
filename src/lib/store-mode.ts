import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { featureFlagsQuery } from '../api/catalog-queries';
import { convertCartForSale, useCart } from './cart-store';

/**
 * The one mode switch, the server's LIQUIDATION_FLAG (server/db/constants.ts; a unit test keeps
 * the two names equal). Off: the regular storefront. On: the liquidation build (city fixed to
 * the default depot, pickup only, banner, '85% Off' badge, every line bought outright).
 */
export const LIQUIDATION_FLAG = 'liquidation-sale';

/** What product pages and the cart say in liquidation mode: the sale price buys the piece. */
export const LIQUIDATION_PURCHASE_SENTENCE =
  'Final sale: this price buys the piece outright — no subscription, pickup only.';

export function useFeatureFlag(name: string): boolean {
  const { data } = useQuery(featureFlagsQuery());
  return data?.get(name) ?? false;
}

/** Whether the store is in liquidation mode (false until the flags arrive). */
export function useLiquidationSale(): boolean {
  return useFeatureFlag(LIQUIDATION_FLAG);
}

/**
 * The warehouse sale orders are picked up at (the server's PICKUP_WAREHOUSE in
 * server/shared/liquidation-sale.ts; a unit test keeps the two equal).
 */
export const PICKUP_WAREHOUSE = {
  name: 'Pivot warehouse',
  address: '6200 Tomken Road, Mississauga, ON L5T 1X7',
  hours: 'Every day, 10 am to 5 pm (Toronto time)',
} as const;

/** What product pages say instead of a delivery estimate during the sale. */
export const PICKUP_SENTENCE = `Pickup only, at ${PICKUP_WAREHOUSE.name}, ${PICKUP_WAREHOUSE.address}. ${PICKUP_WAREHOUSE.hours}.`;

/**
 * Liquidation mode: turns lines left from the regular store (subscriptions, financing, rentals)
 * into purchases at the sale price, with the cart's notice saying so (decision 157).
 */
export function useSaleCartConversion(): void {
  const liquidation = useLiquidationSale();
  const { version } = useCart();
  useEffect(() => {
    if (liquidation) convertCartForSale();
  }, [liquidation, version]);
}
