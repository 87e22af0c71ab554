/** The header promotions (spec section 1), rotated by machines/promo-bar.machine.ts. */
export const PROMO_MESSAGES = ['85% off all furniture', 'Proudly made in Canada'] as const;
