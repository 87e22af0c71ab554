/** Deliveries and pickups (decision 127): the rows of `deliveries` and what they carry. */
import type { DatabaseHandle } from '../client';
import type {
  DeliveryKind,
  DeliveryStatus,
  DeliveryTimeType,
  NotifyChannel,
  TipStatus,
} from '../constants';
import { MONTHLY_PURCHASE_OPTIONS } from '../constants';

/** The monthly options as an SQL list: only their units are ever billed a month. */
const MONTHLY_OPTIONS = MONTHLY_PURCHASE_OPTIONS.map((option) => `'${option}'`).join(', ');

export interface NewDelivery {
  orderId: string;
  customerId: string;
  cityId: number;
  addressId: string;
  kind: DeliveryKind;
  date: string;
  timeType: DeliveryTimeType;
  notifyChannel: NotifyChannel;
}

export async function insertDelivery(tx: DatabaseHandle, row: NewDelivery): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into deliveries (order_id, customer_id, city_id, address_id, kind, delivery_date,
                             time_type, notify_channel)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      row.orderId,
      row.customerId,
      row.cityId,
      row.addressId,
      row.kind,
      row.date,
      row.timeType,
      row.notifyChannel,
    ],
  );
  return (inserted as { id: string }).id;
}

/** SMS when the customer opted into delivery texts with a verified mobile, else email. */
export async function defaultNotifyChannel(
  tx: DatabaseHandle,
  customerId: string,
): Promise<NotifyChannel> {
  const [row] = await tx.query<{ sms: boolean }>(
    `select (delivery_sms_opt_in and mobile_verified and phone1 is not null) as sms
       from customers where id = $1`,
    [customerId],
  );
  return row?.sms ? 'SMS' : 'EMAIL';
}

/** The visit's tip (decision 132), when one was tried. */
export interface DeliveryTipRecord {
  id: string;
  amountCents: number;
  status: TipStatus;
  note: string | null;
}

export interface DeliveryRecord {
  id: string;
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  /** ORDER, RETURN, SWAP or MOVE: a swap's or a move's visits are one booking. */
  orderType: string;
  customerId: string;
  kind: DeliveryKind;
  date: string;
  timeType: DeliveryTimeType;
  status: DeliveryStatus;
  notifyChannel: NotifyChannel;
  outForDeliveryAt: Date | null;
  nearbyAt: Date | null;
  arrivedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  depot: {
    cityId: number;
    name: string;
    timezone: string;
    deliveryStartHour: number;
    deliveryEndHour: number;
  };
  address: {
    id: string;
    line1: string;
    line2: string | null;
    city: string;
    province: string;
    postalCode: string;
  };
  tip: DeliveryTipRecord | null;
}

type DeliveryRow = {
  id: string;
  order_id: string;
  order_number: string;
  order_status: string;
  order_type: string;
  customer_id: string;
  kind: DeliveryKind;
  delivery_date: string;
  time_type: DeliveryTimeType;
  status: DeliveryStatus;
  notify_channel: NotifyChannel;
  out_for_delivery_at: Date | string | null;
  nearby_at: Date | string | null;
  arrived_at: Date | string | null;
  completed_at: Date | string | null;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  city_id: number;
  city_name: string;
  timezone: string;
  delivery_start_hour: number;
  delivery_end_hour: number;
  address_id: string;
  address1: string;
  address2: string | null;
  address_city: string;
  province: string;
  postal_code: string;
  tip: DeliveryTipRecord | string | null;
};

const when = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const SELECT = `
  select d.id, d.order_id, o.order_number, o.status as order_status, o.type as order_type,
         d.customer_id, d.kind,
         to_char(d.delivery_date, 'YYYY-MM-DD') as delivery_date, d.time_type, d.status,
         d.notify_channel, d.out_for_delivery_at, d.nearby_at, d.arrived_at, d.completed_at,
         d.cancelled_at, d.created_at,
         c.id as city_id, c.name as city_name, c.timezone, c.delivery_start_hour,
         c.delivery_end_hour,
         a.id as address_id, a.street_address as address1, a.unit_number as address2, a.city as address_city, a.province,
         a.postal_code,
         (select json_build_object('id', t.id, 'amountCents', t.amount_cents, 'status', t.status,
                                   'note', t.note)
            from tips t where t.delivery_id = d.id) as tip
    from deliveries d
    join orders o on o.id = d.order_id
    join cities c on c.id = d.city_id
    join addresses a on a.id = d.address_id`;

function toRecord(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderStatus: row.order_status,
    orderType: row.order_type,
    customerId: row.customer_id,
    kind: row.kind,
    date: row.delivery_date,
    timeType: row.time_type,
    status: row.status,
    notifyChannel: row.notify_channel,
    outForDeliveryAt: when(row.out_for_delivery_at),
    nearbyAt: when(row.nearby_at),
    arrivedAt: when(row.arrived_at),
    completedAt: when(row.completed_at),
    cancelledAt: when(row.cancelled_at),
    createdAt: when(row.created_at) as Date,
    depot: {
      cityId: row.city_id,
      name: row.city_name,
      timezone: row.timezone,
      deliveryStartHour: row.delivery_start_hour,
      deliveryEndHour: row.delivery_end_hour,
    },
    address: {
      id: row.address_id,
      line1: row.address1,
      line2: row.address2,
      city: row.address_city,
      province: row.province,
      postalCode: row.postal_code,
    },
    tip: typeof row.tip === 'string' ? (JSON.parse(row.tip) as DeliveryTipRecord) : row.tip,
  };
}

/** Orders still being paid for, or released, have no visit to show. */
const VISIBLE = `o.status not in ('PENDING', 'PAYMENT_FAILED')`;

/** The customer's visits, by date. */
export async function listCustomerDeliveries(
  handle: DatabaseHandle,
  customerId: string,
): Promise<DeliveryRecord[]> {
  const rows = await handle.query<DeliveryRow>(
    `${SELECT} where d.customer_id = $1 and ${VISIBLE}
      order by d.delivery_date, d.time_type, d.created_at`,
    [customerId],
  );
  return rows.map(toRecord);
}

/** One visit; `lock` holds its row until the transaction ends. */
export async function findDelivery(
  handle: DatabaseHandle,
  deliveryId: string,
  lock = false,
): Promise<DeliveryRecord | null> {
  const [row] = await handle.query<DeliveryRow>(
    `${SELECT} where d.id = $1 and ${VISIBLE}${lock ? ' for update of d' : ''}`,
    [deliveryId],
  );
  return row ? toRecord(row) : null;
}

/**
 * Every visit of an order (a swap's delivery and pickup, a move's pickup and delivery), first
 * day first; with `lock`, their rows are held until the transaction ends (lock the order first:
 * `lockOrder`).
 */
export async function orderVisits(
  handle: DatabaseHandle,
  orderId: string,
  lock = false,
): Promise<DeliveryRecord[]> {
  const rows = await handle.query<DeliveryRow>(
    `${SELECT} where d.order_id = $1 and ${VISIBLE}
      order by d.delivery_date, d.kind desc, d.id${lock ? ' for update of d' : ''}`,
    [orderId],
  );
  return rows.map(toRecord);
}

/**
 * Holds the order's row until the transaction ends: every change to an order's visits takes
 * this lock first, so two changes of one booking (or of its two halves) run one after the other.
 */
export async function lockOrder(tx: DatabaseHandle, orderId: string): Promise<void> {
  await tx.query(`select id from orders where id = $1 for update`, [orderId]);
}

export interface DeliveryItemRecord {
  productId: number;
  name: string;
  thumbUrl: string | null;
  optionValueNames: string[];
  /** The line's French snapshot (decision 185). */
  nameFr: string | null;
  optionValueNamesFr: string[] | null;
  quantity: number;
}

/**
 * What the crew brings (PRODUCT lines) or takes back (RETURN lines) for each visit. A move's
 * pickup takes the very pieces its delivery brings: its PRODUCT lines.
 */
export async function deliveryItems(
  handle: DatabaseHandle,
  deliveryIds: readonly string[],
): Promise<Map<string, DeliveryItemRecord[]>> {
  const items = new Map<string, DeliveryItemRecord[]>();
  if (deliveryIds.length === 0) return items;
  const rows = await handle.query<{
    delivery_id: string;
    product_id: number;
    name: string;
    thumb_url: string | null;
    option_value_names: string[];
    name_fr: string | null;
    option_value_names_fr: string[] | null;
    quantity: number;
  }>(
    `select d.id as delivery_id, l.product_id, l.name, l.thumb_url, l.option_value_names,
            l.name_fr, l.option_value_names_fr, l.quantity
       from deliveries d
       join orders o on o.id = d.order_id
       join order_lines l on l.order_id = d.order_id
        and l.kind = case when d.kind = 'PICKUP' and o.type <> 'MOVE' then 'RETURN'
                          else 'PRODUCT' end
      where d.id = any($1::uuid[])
      order by l.pos`,
    [deliveryIds],
  );
  for (const row of rows) {
    const list = items.get(row.delivery_id) ?? [];
    list.push({
      productId: row.product_id,
      name: row.name,
      thumbUrl: row.thumb_url,
      optionValueNames: row.option_value_names,
      nameFr: row.name_fr,
      optionValueNamesFr: row.option_value_names_fr,
      quantity: row.quantity,
    });
    items.set(row.delivery_id, list);
  }
  return items;
}

/**
 * Holds the depot's window of that day until the transaction ends, so two bookings of its last
 * place run one after the other (an advisory lock on PostgreSQL and PGlite alike).
 */
export async function lockSlot(
  tx: DatabaseHandle,
  cityId: number,
  date: string,
  timeType: string,
): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [
    `delivery-slot:${cityId}:${date}:${timeType}`,
  ]);
}

/** Visits booked (not cancelled) per window of the depot's days in [from, to]. */
export async function bookedSlots(
  handle: DatabaseHandle,
  cityId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await handle.query<{ day: string; time_type: string; booked: number }>(
    `select to_char(d.delivery_date, 'YYYY-MM-DD') as day, d.time_type, count(*)::int as booked
       from deliveries d join orders o on o.id = d.order_id
      where d.city_id = $1 and d.delivery_date between $2 and $3 and d.status <> 'CANCELLED'
        and o.status not in ('PAYMENT_FAILED', 'CANCELLED')
      group by 1, 2`,
    [cityId, from, to],
  );
  return new Map(rows.map((row) => [`${row.day}/${row.time_type}`, row.booked]));
}

export async function moveDeliveryRow(
  tx: DatabaseHandle,
  delivery: DeliveryRecord,
  date: string,
  timeType: string,
): Promise<void> {
  await tx.query(
    `update deliveries set delivery_date = $2, time_type = $3, updated_at = now() where id = $1`,
    [delivery.id, date, timeType],
  );
  if (delivery.kind === 'PICKUP') {
    await tx.query(`update orders set return_date = $2, return_time_type = $3 where id = $1`, [
      delivery.orderId,
      date,
      timeType,
    ]);
  } else {
    await tx.query(
      `update orders set delivery_date = $2, delivery_time_type = $3, updated_at = now()
        where id = $1`,
      [delivery.orderId, date, timeType],
    );
    // Units not yet delivered start on the new day (billing counts from the delivery).
    await tx.query(
      `update membership_products set start_date = $2
        where order_id = $1 and subscription_status = 'PENDING_DELIVERY'`,
      [delivery.orderId, date],
    );
  }
}

export async function setNotifyChannel(
  handle: DatabaseHandle,
  deliveryId: string,
  channel: NotifyChannel,
): Promise<void> {
  await handle.query(
    `update deliveries set notify_channel = $2, updated_at = now() where id = $1`,
    [deliveryId, channel],
  );
}

export async function cancelDeliveryRow(
  tx: DatabaseHandle,
  delivery: DeliveryRecord,
  at: Date,
): Promise<void> {
  await tx.query(
    `update deliveries set status = 'CANCELLED', cancelled_at = $2, updated_at = now()
      where id = $1`,
    [delivery.id, at],
  );
  // The items waiting for this pickup stay with the customer.
  await tx.query(
    `update membership_products m set subscription_status = 'DELIVERED', end_date = null
       from order_lines l
      where l.order_id = $1 and l.kind = 'RETURN' and l.membership_product_id = m.id
        and m.subscription_status = 'RETURN_SCHEDULED'`,
    [delivery.orderId],
  );
}

/** Moves a visit along its timeline: each step's time is set once; false when it was set. */
export async function advanceDeliveryRow(
  tx: DatabaseHandle,
  deliveryId: string,
  step: 'OUT_FOR_DELIVERY' | 'NEARBY' | 'ARRIVED' | 'COMPLETED',
  at: Date,
): Promise<boolean> {
  const column = {
    OUT_FOR_DELIVERY: 'out_for_delivery_at',
    NEARBY: 'nearby_at',
    ARRIVED: 'arrived_at',
    COMPLETED: 'completed_at',
  }[step];
  const status = step === 'NEARBY' ? null : step;
  const rows = await tx.query<{ id: string }>(
    `update deliveries set status = coalesce($2, status), ${column} = $3, updated_at = now()
      where id = $1 and ${column} is null returning id`,
    [deliveryId, status, at],
  );
  return rows.length > 0;
}

export interface DayStop {
  id: string;
  cityId: number;
  timezone: string;
  date: string;
  timeType: DeliveryTimeType;
  status: DeliveryStatus;
  addressId: string;
  createdAt: Date;
  deliveryStartHour: number;
  deliveryEndHour: number;
}

/** Visits not cancelled on the days in [from, to], each depot's in its stop order. */
export async function stopsBetween(
  handle: DatabaseHandle,
  from: string,
  to: string,
): Promise<DayStop[]> {
  const rows = await handle.query<{
    id: string;
    city_id: number;
    timezone: string;
    day: string;
    time_type: DeliveryTimeType;
    status: DeliveryStatus;
    address_id: string;
    created_at: Date | string;
    delivery_start_hour: number;
    delivery_end_hour: number;
  }>(
    `select d.id, d.city_id, c.timezone, to_char(d.delivery_date, 'YYYY-MM-DD') as day,
            d.time_type, d.status, d.address_id, d.created_at, c.delivery_start_hour,
            c.delivery_end_hour
       from deliveries d join cities c on c.id = d.city_id join orders o on o.id = d.order_id
      where d.delivery_date between $1 and $2 and d.status <> 'CANCELLED'
        and o.status not in ('PENDING', 'PAYMENT_FAILED', 'CANCELLED')
      order by d.city_id, d.delivery_date, d.time_type, d.created_at, d.id`,
    [from, to],
  );
  return rows.map((row) => ({
    id: row.id,
    cityId: row.city_id,
    timezone: row.timezone,
    date: row.day,
    timeType: row.time_type,
    status: row.status,
    addressId: row.address_id,
    createdAt: when(row.created_at) as Date,
    deliveryStartHour: row.delivery_start_hour,
    deliveryEndHour: row.delivery_end_hour,
  }));
}

/** Where a visit's notice goes: the customer's mobile and email. */
export async function noticeContact(
  handle: DatabaseHandle,
  deliveryId: string,
): Promise<{
  customerId: string;
  channel: NotifyChannel;
  phone: string | null;
  email: string;
  firstName: string;
  kind: DeliveryKind;
} | null> {
  const [row] = await handle.query<{
    customer_id: string;
    notify_channel: NotifyChannel;
    phone1: string | null;
    email: string;
    first_name: string;
    kind: DeliveryKind;
  }>(
    `select d.customer_id, d.notify_channel, c.phone1, c.email, c.first_name, d.kind
       from deliveries d join customers c on c.id = d.customer_id where d.id = $1`,
    [deliveryId],
  );
  return row
    ? {
        customerId: row.customer_id,
        channel: row.notify_channel,
        phone: row.phone1,
        email: row.email,
        firstName: row.first_name,
        kind: row.kind,
      }
    : null;
}

/**
 * An order's units arrive: DELIVERED from the day they came (the next bill a month later), or
 * OWNED at once when the payment made at checkout was the only one due. A piece bought outright
 * is DELIVERED with no next bill: it was paid in full and is never billed monthly (decision 150).
 */
export async function deliverOrderUnits(
  tx: DatabaseHandle,
  orderId: string,
  day: string,
): Promise<void> {
  await tx.query(
    `update membership_products
        set subscription_status = case when payments_due is not null
                                            and payments_made >= payments_due
                                       then 'OWNED' else 'DELIVERED' end,
            start_date = $2::date,
            next_bill_date = case when purchase_option not in (${MONTHLY_OPTIONS})
                                    or monthly_price_cents is null
                                    or (payments_due is not null and payments_made >= payments_due)
                                  then null
                                  else ($2::date + make_interval(months => payments_made))::date
                             end
      where order_id = $1 and subscription_status = 'PENDING_DELIVERY'`,
    [orderId, day],
  );
}

/** Picked-up units are returned on the day. */
export async function returnPickedUpUnits(
  tx: DatabaseHandle,
  orderId: string,
  day: string,
): Promise<void> {
  await tx.query(
    `update membership_products m
        set subscription_status = 'RETURNED', end_date = $2::date, next_bill_date = null
       from order_lines l
      where l.order_id = $1 and l.kind = 'RETURN' and l.membership_product_id = m.id
        and m.subscription_status = 'RETURN_SCHEDULED'`,
    [orderId, day],
  );
}

/** The order is COMPLETED once none of its visits is still to come. */
export async function completeOrderWhenVisited(tx: DatabaseHandle, orderId: string): Promise<void> {
  await tx.query(
    `update orders set status = 'COMPLETED', updated_at = now()
      where id = $1 and status in ('CONFIRMED', 'SCHEDULED', 'OUT_FOR_DELIVERY')
        and not exists (select 1 from deliveries
                         where order_id = $1 and status not in ('COMPLETED', 'CANCELLED'))`,
    [orderId],
  );
}

/** The slug of a depot's city (the key a crew app reports with names it), or null. */
export async function citySlug(handle: DatabaseHandle, cityId: number): Promise<string | null> {
  const [city] = await handle.query<{ slug: string }>('select slug from cities where id = $1', [
    cityId,
  ]);
  return city?.slug ?? null;
}
