/** The gateway keys of return fees start with this (docs/decisions/139). */
export const RETURN_FEE_CHARGE_PREFIX = 'return:';

/** The gateway key a return order's fee is charged under, once. */
export const returnFeeKey = (orderId: string) => `${RETURN_FEE_CHARGE_PREFIX}${orderId}`;
