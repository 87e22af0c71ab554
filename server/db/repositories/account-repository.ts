/** A customer's billing standing: their open (unresolved) delinquent records. */
import type { DatabaseHandle } from '../client';

export interface DelinquentRecordRow {
  id: string;
  total_remaining_cents: number;
}

/** Open delinquent records of one customer, oldest first (uses delinquent_records_open_idx). */
export async function listOpenDelinquentRecords(
  handle: DatabaseHandle,
  customerId: string,
): Promise<DelinquentRecordRow[]> {
  return handle.query<DelinquentRecordRow & Record<string, unknown>>(
    `select id, total_remaining_cents
       from delinquent_records
      where customer_id = $1 and resolved_at is null
      order by created_at, id`,
    [customerId],
  );
}
