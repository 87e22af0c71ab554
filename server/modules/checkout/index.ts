/**
 * The checkout module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
import type { OrderRecord } from './checkout-service';

export { DECLINE_MESSAGES, DECLINE_TEXTS, isCardExpired } from './payment';
export { depotHours } from './pricing';
export { CheckoutService } from './checkout-service';
export type { CheckoutOutcome, CheckoutServiceOptions, ReconcileReport } from './checkout-service';
export type { OrderRecord } from './checkout-service';

/** The order's city, as the order record holds it. */
export type OrderCityRecord = OrderRecord['city'];
/** The order's payment, when it has one. */
export type OrderPaymentRecord = NonNullable<OrderRecord['payment']>;
