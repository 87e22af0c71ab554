/** A customer's billing standing: their open (unresolved) delinquent records. */
import type { DatabaseHandle } from '../client';

export interface DelinquentRecord {
  id: string;
  totalRemainingCents: number;
}

/** Open delinquent records of one customer, oldest first (uses delinquent_records_open_idx). */
export async function listOpenDelinquentRecords(
  handle: DatabaseHandle,
  customerId: string,
): Promise<DelinquentRecord[]> {
  const rows = await handle.query<{ id: string; total_remaining_cents: number }>(
    `select id, total_remaining_cents
       from delinquent_records
      where customer_id = $1 and resolved_at is null
      order by created_at, id`,
    [customerId],
  );
  return rows.map((row) => ({ id: row.id, totalRemainingCents: row.total_remaining_cents }));
}
