/**
 * The demo customers' crew visits (decision 127): every delivered demo order gets its
 * delivery, done on its day in the afternoon or morning window it was booked for.
 */
import type { DatabaseHandle } from '../client';
import { SEED_AGREEMENT_VERSION } from './demo-customers';

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

/** Days after the seed's reference date Alex's coming delivery is booked (decision 129). */
export const DEMO_UPCOMING_DAYS_AHEAD = 3;

/**
 * Alex's coming delivery (decision 129): a paid order of one piece bought outright, waiting
 * for its delivery three days after the reference date in the morning window, so a newcomer
 * sees a visit to move, follow and be told about right after `npm start`. Ids are derived, so
 * two seeds are identical. Returns the delivery's id.
 */
export async function seedDemoUpcomingDelivery(
  handle: DatabaseHandle,
  referenceDate: string,
): Promise<string> {
  const key = (what: string) => `md5('demo-upcoming:${what}')::uuid`;
  const [place] = await handle.query<{
    customer_id: string;
    address_id: string;
    city_id: number;
    membership_id: string;
    province: string;
  }>(
    `select c.id as customer_id, a.id as address_id, a.city_id, m.id as membership_id, a.province
       from customers c
       join addresses a on a.customer_id = c.id and a.is_primary
       join memberships m on m.customer_id = c.id
      where c.email = 'alex.tremblay@example.ca'
      order by m.created_at limit 1`,
  );
  if (!place) throw new Error('seed: the demo customer Alex is missing');
  // A piece Alex does not have yet, sold outright in the depot's city.
  const [product] = await handle.query<{
    id: number;
    name: string;
    image_url: string | null;
    own: number;
    retail: number;
  }>(
    `select p.id, p.name, p.image_url, p.retail_price_cents as retail, o.price_cents as own
       from products p
       join parent_products pp on pp.id = p.parent_product_id
       join depot_availability a on a.product_id = p.id and a.city_id = $1
       join product_prices o on o.product_id = p.id and o.purchase_option = 'ownv3'
      where pp.visible and p.image_url is not null and a.visible and a.available > 0
        and not p.final_sale and p.pos = 1
        and not exists (select 1 from membership_products mp
                          join memberships m on m.id = mp.membership_id
                         where m.customer_id = $2 and mp.product_id = p.id)
      order by p.id offset 11 limit 1`,
    [place.city_id, place.customer_id],
  );
  if (!product) throw new Error('seed: no product for the demo upcoming delivery');
  const [city] = await handle.query<{ delivery_fee_cents: number }>(
    'select delivery_fee_cents from cities where id = $1',
    [place.city_id],
  );
  const fee = city?.delivery_fee_cents ?? 0;
  // Québec: GST 5% and QST 9.975% on the piece and the delivery.
  const taxable = product.own + fee;
  const gst = Math.round(taxable * 0.05);
  const qst = Math.round(taxable * 0.09975);
  const total = taxable + gst + qst;
  const deliveryDate = addDaysIso(referenceDate, DEMO_UPCOMING_DAYS_AHEAD);
  const ordered = `(date '${addDaysIso(referenceDate, -2)}' + time '19:00')`;
  // Numbered after the orders before it, with the sequence set past it: a nextval would log 32
  // numbers ahead, which a copy of the seeded database then starts after.
  const [last] = await handle.query<{ next: number }>(
    `select coalesce(max(substring(order_number from 3)::int), 100000) + 1 as next from orders`,
  );
  const orderNumber = last!.next;
  await handle.query(`select setval('order_number_seq', $1::bigint, true)`, [orderNumber]);
  await handle.query(
    `insert into orders (id, order_number, customer_id, city_id, type, status, shipping_address_id,
                         delivery_date, delivery_time_type, include_assembly,
                         products_subtotal_cents, original_products_subtotal_cents, delivery_cents,
                         assembly_cents, discount_cents, tax_total_cents, total_cents,
                         total_charged_cents, balance_used_cents, has_signed_agreement,
                         agreement_version, client_version, idempotency_key, purchase_date,
                         created_at, updated_at)
     values (${key('order')}, 'SF' || $10::text, $1, $2, 'ORDER', 'CONFIRMED', $3,
             $4::date, 'MORNING', false, $5, $6, $7, 0, 0, $8, $9, $9, 0, true, $11, 'seed',
             ${key('idempotency')}, ${ordered}, ${ordered}, ${ordered})`,
    [
      place.customer_id,
      place.city_id,
      place.address_id,
      deliveryDate,
      product.own,
      product.retail,
      fee,
      gst + qst,
      total,
      String(orderNumber),
      SEED_AGREEMENT_VERSION,
    ],
  );
  await handle.query(
    `insert into order_lines (id, order_id, kind, product_id, name, thumb_url, option_value_names,
                              quantity, purchase_option, price_cents, original_price_cents, pos)
     values (${key('line')}, ${key('order')}, 'PRODUCT', $1, $2, $3, '{}', 1, 'ownv3', $4, $5, 1)`,
    [product.id, product.name, product.image_url, product.own, product.retail],
  );
  await handle.query(
    `insert into order_taxes (id, order_id, name, rate_percent, amount_cents, pos)
     values (${key('gst')}, ${key('order')}, 'GST', 5, $1, 1),
            (${key('qst')}, ${key('order')}, 'QST', 9.975, $2, 2)`,
    [gst, qst],
  );
  await handle.query(
    `insert into payments (id, order_id, customer_id, amount_cents, charge_time, charge_success,
                           charge_details, charge_type, card_type, card_last_four,
                           card_expiry_month, card_expiry_year, gateway_reference, status)
     values (${key('payment')}, ${key('order')}, $1, $2, ${ordered}, true, 'Approved', 'CHARGE',
             'VISA', '4242', 12, 2028, 'ch_demo_upcoming', 'SUCCEEDED')`,
    [place.customer_id, total],
  );
  await handle.query(
    `insert into membership_products (id, membership_id, product_id, address_id, order_id,
                                      start_date, subscription_status, purchase_option,
                                      purchase_price_cents, pivot_care, retail_value_cents,
                                      created_at)
     values (${key('unit')}, $1, $2, $3, ${key('order')}, $4::date, 'PENDING_DELIVERY', 'ownv3',
             $5, false, $6, ${ordered})`,
    [place.membership_id, product.id, place.address_id, deliveryDate, product.own, product.retail],
  );
  const [delivery] = await handle.query<{ id: string }>(
    `insert into deliveries (id, order_id, customer_id, city_id, address_id, kind, delivery_date,
                             time_type, status, notify_channel, created_at, updated_at)
     values (${key('delivery')}, ${key('order')}, $1, $2, $3, 'DELIVERY', $4::date, 'MORNING',
             'SCHEDULED', 'SMS', ${ordered}, ${ordered})
     returning id`,
    [place.customer_id, place.city_id, place.address_id, deliveryDate],
  );
  return delivery!.id;
}

function addDaysIso(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
