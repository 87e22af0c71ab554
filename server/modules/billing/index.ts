/**
 * The billing module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { grantAccountCredit, spendAccountCredit } from './account-credit';
export { billableMembers, composeBill, ratePercentOf } from './bill-composition';
export { DECLINE_DETAILS, RETRY_DAYS_AFTER_DECLINE, nextRetryAt } from './delinquency';
export { createMembershipsForOrder } from './memberships';
export { billingJob } from './billing-job';
export { BillingService } from './billing-service';
export type { OverduePayment } from './billing-service';
export { defaultCards, listUpcomingMemberships } from './billing-repository';
export type { UpcomingMembership } from './billing-repository';
