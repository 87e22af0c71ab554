/**
 * The header promotions (spec section 1), rotated by machines/promo-bar.machine.ts: the spec's
 * messages in liquidation mode; in regular mode no '85% off' claim.
 */
export const PROMO_MESSAGES = ['85% off all furniture', 'Proudly made in Canada'] as const;

export const REGULAR_PROMO_MESSAGES = [
  'Proudly made in Canada',
  'Delivered and assembled by our own crew',
] as const;

export function promoMessages(liquidation: boolean): readonly string[] {
  return liquidation ? PROMO_MESSAGES : REGULAR_PROMO_MESSAGES;
}
