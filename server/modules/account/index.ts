/**
 * The account module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { mapMembershipProduct, mapPaymentCard } from './account-holdings-resolvers';
export type { AccountHoldingsService } from './account-holdings';
export { taxLabel } from './receipt-resolvers';
