import { useQuery } from '@tanstack/react-query';
import { featureFlagsQuery } from '../api/catalog-queries';

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
