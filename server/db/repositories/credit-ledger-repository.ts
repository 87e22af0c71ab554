/**
 * The account credit ledger (docs/decisions/106-credit-ledger.md). Every change of
 * customers.balance_cents is one statement that changes the balance and writes the entry with
 * the balance after it, so the two can never disagree and the balance never goes below zero
 * (the UPDATE's own condition, and the CHECK behind it).
 */
import type { CreditEntryKind } from '../constants';
import type { DatabaseHandle } from '../client';

export interface CreditReference {
  kind: CreditEntryKind;
  orderId?: string | null;
  billId?: string | null;
  note?: string | null;
}

export interface CreditEntry {
  id: string;
  kind: CreditEntryKind;
  amountCents: number;
  balanceAfterCents: number;
  orderId: string | null;
  billId: string | null;
  note: string | null;
  createdAt: Date;
}

/**
 * Adds `delta` cents (negative spends) to the balance and records the entry, in one statement.
 * Returns the balance after it, or null when it would go below zero (nothing changes) or the
 * customer does not exist.
 */
export async function applyCreditEntry(
  handle: DatabaseHandle,
  customerId: string,
  delta: number,
  ref: CreditReference,
): Promise<number | null> {
  if (!Number.isSafeInteger(delta) || delta === 0) {
    throw new RangeError(`A credit entry is a non-zero whole number of cents, got ${delta}.`);
  }
  const [row] = await handle.query<{ balance_after_cents: number }>(
    `with changed as (
       update customers set balance_cents = balance_cents + $2, updated_at = now()
        where id = $1 and balance_cents + $2 >= 0
        returning id, balance_cents)
     insert into credit_ledger_entries (customer_id, kind, amount_cents, balance_after_cents,
                                        order_id, bill_id, note)
     select id, $3, $2, balance_cents, $4, $5, $6 from changed
     returning balance_after_cents`,
    [customerId, delta, ref.kind, ref.orderId ?? null, ref.billId ?? null, ref.note ?? null],
  );
  return row ? row.balance_after_cents : null;
}

/** A customer's entries, newest first. */
export async function listCreditEntries(
  handle: DatabaseHandle,
  customerId: string,
  limit = 100,
): Promise<CreditEntry[]> {
  const rows = await handle.query<{
    id: string;
    kind: CreditEntryKind;
    amount_cents: number;
    balance_after_cents: number;
    order_id: string | null;
    bill_id: string | null;
    note: string | null;
    created_at: Date;
  }>(
    `select id, kind, amount_cents, balance_after_cents, order_id, bill_id, note, created_at
       from credit_ledger_entries where customer_id = $1
      order by created_at desc, id desc limit $2`,
    [customerId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountCents: row.amount_cents,
    balanceAfterCents: row.balance_after_cents,
    orderId: row.order_id,
    billId: row.bill_id,
    note: row.note,
    createdAt: row.created_at,
  }));
}
