/**
 * The account module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { mapPaymentCard } from './account-holdings-resolvers';
export { AccountHoldingsService } from './account-holdings';
export type { HeldProduct, UpcomingBill, UpcomingBillLine } from './account-holdings';
export { taxLabel } from './receipt-resolvers';
export { AccountAddressService } from './account-addresses';
export { AccountProfileService } from './account-profile';
export { AccountService } from './account-service';
export type { DelinquentRecord } from './account-service';
export { RedisVerificationCodeStore } from './account-verification-store';
export { MobileVerificationService } from './account-verification';
export type { VerificationCodeStore } from './account-verification';
export { ReceiptService } from './receipt-service';
export type {
  BillHistoryRecord,
  PaperRecord,
  ReceiptEntryRecord,
  ReceiptRecord,
  ReceiptSummaryRecord,
  ReceiptTipRecord,
} from './receipt-service';
export type { PaperLine } from './account-papers';
