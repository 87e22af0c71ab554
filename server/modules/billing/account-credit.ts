/**
 * Account credit (docs/decisions/106-credit-ledger.md): every change of a customer's balance
 * goes through the ledger, in the same statement as the change, and never below zero.
 */
import type { DatabaseHandle } from '../../db/client';
import type { CreditEntryKind } from '../../db/constants';
import {
  applyCreditEntry,
  listCreditEntries,
  type CreditEntry,
} from '../../db/repositories/credit-ledger-repository';
import { assertCents } from '../../shared/money';

export type { CreditEntry, CreditEntryKind };

/** What a spend or grant is for: an order, a bill, or a note (goodwill, adjustments). */
export interface CreditRef {
  orderId?: string | null;
  billId?: string | null;
  note?: string | null;
}

export type SpendKind = Extract<CreditEntryKind, 'CHECKOUT' | 'BILL' | 'ADJUSTMENT'>;

/**
 * Spends `cents` of the customer's credit (a CHECKOUT entry by default). False, with nothing
 * changed, when the balance is not enough. Use the caller's transaction so the spend commits or
 * rolls back with the order it pays for.
 */
export async function spendAccountCredit(
  tx: DatabaseHandle,
  customerId: string,
  cents: number,
  ref: CreditRef & { kind?: SpendKind } = {},
): Promise<boolean> {
  assertCents(cents, 'cents', { min: 1 });
  const { kind = 'CHECKOUT', ...rest } = ref;
  return (await applyCreditEntry(tx, customerId, -cents, { kind, ...rest })) !== null;
}

/**
 * Adds `cents` to the customer's credit: a referral reward, a refund to credit, goodwill, an
 * adjustment, or CHECKOUT to give back what an abandoned checkout spent. Returns the balance
 * after it; throws when the customer does not exist.
 */
export async function grantAccountCredit(
  tx: DatabaseHandle,
  customerId: string,
  cents: number,
  ref: CreditRef & { kind: CreditEntryKind },
): Promise<number> {
  assertCents(cents, 'cents', { min: 1 });
  const balance = await applyCreditEntry(tx, customerId, cents, ref);
  if (balance === null) throw new RangeError(`No customer ${customerId} to grant credit to.`);
  return balance;
}

export function accountCreditHistory(
  handle: DatabaseHandle,
  customerId: string,
  limit?: number,
): Promise<CreditEntry[]> {
  return listCreditEntries(handle, customerId, limit);
}
