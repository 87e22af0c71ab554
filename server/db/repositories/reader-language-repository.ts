/**
 * What decides the language a customer is written to in (decision 179): their chosen language
 * and the province of the address a message is about: the order's delivery address (of the
 * order itself, or of a visit's order), the bill's province, else their default address.
 */
import type { Locale, ReaderFacts } from '../../i18n/locale';
import type { DatabaseHandle } from '../client';

export interface ReaderSubject {
  orderId?: string | null;
  deliveryId?: string | null;
  billId?: string | null;
}

/** The customer's language facts; null when there is no such customer. */
export async function readerFactsOf(
  handle: DatabaseHandle,
  customerId: string,
  about: ReaderSubject = {},
): Promise<ReaderFacts | null> {
  const [row] = await handle.query<{ preferred: string | null; province: string | null }>(
    `select c.preferred_language as preferred,
            coalesce(
              (select a.province from orders o join addresses a on a.id = o.shipping_address_id
                where o.id = $2::uuid),
              (select a.province from deliveries d join orders o on o.id = d.order_id
                 join addresses a on a.id = o.shipping_address_id
                where d.id = $3::uuid),
              (select b.province from bills b where b.id = $4::uuid),
              (select a.province from addresses a where a.customer_id = c.id and a.active
                order by a.is_primary desc, a.created_at, a.id limit 1)
            ) as province
       from customers c where c.id = $1`,
    [customerId, about.orderId ?? null, about.deliveryId ?? null, about.billId ?? null],
  );
  if (!row) return null;
  const preferred: Locale | null =
    row.preferred === 'fr' ? 'fr' : row.preferred === 'en' ? 'en' : null;
  return { preferred, province: row.province };
}
