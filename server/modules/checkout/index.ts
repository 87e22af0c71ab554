/**
 * The checkout module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { DECLINE_MESSAGES, isCardExpired } from './payment';
export { depotHours } from './pricing';
export { CheckoutService } from './checkout-service';
export type { CheckoutServiceOptions, ReconcileReport } from './checkout-service';
