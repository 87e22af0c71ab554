/**
 * The tips module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { deliveryTipFields } from './tip-resolvers';
export { TipService } from './tip-service';
export type { TipResult as PaidTip } from './tip-service';
export type { DeliveryTipRecord } from '../deliveries/index';
