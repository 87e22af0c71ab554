/**
 * The buyout module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { buyoutPrice, buyoutRefusal } from './buyout-pricing';
export { BuyoutService } from './buyout-service';
export type { BuyoutItem, BuyoutQuote, BuyoutResult } from './buyout-service';
export { listHeldItems } from './buyout-repository';
