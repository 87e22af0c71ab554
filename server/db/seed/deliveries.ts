/**
 * The demo customers' crew visits (decision 127): every delivered demo order gets its
 * delivery, done on its day in the afternoon or morning window it was booked for.
 */
import type { DatabaseHandle } from '../client';

/** Writes a COMPLETED delivery for every completed demo order that has none. */
export async function seedDemoDeliveries(handle: DatabaseHandle): Promise<number> {
  const rows = await handle.query<{ id: string }>(
    `insert into deliveries (id, order_id, customer_id, city_id, address_id, kind, delivery_date,
                             time_type, status, notify_channel, out_for_delivery_at, nearby_at,
                             arrived_at, completed_at, created_at, updated_at)
     select md5('delivery:' || o.id::text)::uuid, o.id, o.customer_id, o.city_id, o.shipping_address_id, 'DELIVERY', o.delivery_date,
            o.delivery_time_type, 'COMPLETED',
            case when c.delivery_sms_opt_in and c.mobile_verified then 'SMS' else 'EMAIL' end,
            local.start_at, local.start_at + interval '90 minutes',
            local.start_at + interval '2 hours', local.start_at + interval '150 minutes',
            o.created_at, local.start_at + interval '150 minutes'
       from orders o
       join customers c on c.id = o.customer_id
       join cities ci on ci.id = o.city_id
       cross join lateral (
         select ((o.delivery_date::text || ' ' ||
                  case o.delivery_time_type when 'MORNING' then '09:00'
                                            when 'EVENING' then '17:00' else '12:00' end)::timestamp
                 at time zone ci.timezone) as start_at
       ) local
      where o.type = 'ORDER' and o.status = 'COMPLETED' and o.delivery_date is not null
        and o.delivery_time_type is not null and o.shipping_address_id is not null
        and not exists (select 1 from deliveries d where d.order_id = o.id)
     returning id`,
  );
  // A demo tip belongs to its order's delivery (decision 132).
  await handle.query(
    `update tips t set delivery_id = d.id
       from deliveries d
      where t.delivery_id is null and d.order_id = t.order_id and d.kind = 'DELIVERY'`,
  );
  return rows.length;
}
