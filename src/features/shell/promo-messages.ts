import { m } from '../../i18n/paraglide/messages.js';

/**
 * The header promotions (spec section 1), rotated by machines/promo-bar.machine.ts: the spec's
 * messages in liquidation mode; in regular mode no '85% off' claim.
 */
export const PROMO_MESSAGES = ['85% off all furniture', 'Proudly made in Canada'] as const;

export const REGULAR_PROMO_MESSAGES = [
  'Proudly made in Canada',
  'Delivered and assembled by our own crew',
] as const;

/**
 * The messages in the page's language (decision 178); the two lists above are their English
 * text, as stories and tests read them.
 */
export function promoMessages(liquidation: boolean): readonly string[] {
  return liquidation
    ? [m.shell_promo_sale(), m.shell_promo_made_in_canada()]
    : [m.shell_promo_made_in_canada(), m.shell_promo_own_crew()];
}
