/**
 * The address book of the account pages: a customer's addresses with the products they hold,
 * editing, the primary flag and deactivation. Every statement is scoped to the customer, so
 * another customer's address id finds nothing, exactly like an unknown one.
 */
import type { DatabaseHandle } from '../../db/client';
import type {
  AddressRecord,
  AddressRow,
  NewAddress,
} from '../../db/repositories/address-repository';
import { addressJson, toAddressRecord } from '../../db/repositories/address-repository';

/** Statuses of a membership product that no longer holds furniture at its address. */
export const SETTLED_PRODUCT_STATUSES = ['RETURNED', 'CANCELLED', 'BOUGHT_OUT', 'OWNED'] as const;

export interface AddressWithProducts {
  address: AddressRecord;
  /** Membership products at the address whose status is not settled. */
  activeProducts: number;
  /** Crew visits booked at the address and not done yet, soonest first. */
  bookedVisits: BookedVisit[];
}

/** A crew visit booked at an address: a delivery, a return pickup, or half of a swap or move. */
export interface BookedVisit {
  orderNumber: string;
  orderType: 'ORDER' | 'RETURN' | 'SWAP' | 'MOVE' | 'BUYOUT' | 'SWATCH';
  kind: 'DELIVERY' | 'PICKUP';
  date: string;
}

/**
 * Visits at the address `a` still to come: not done or cancelled, of an order that is placed or
 * being paid (a swap, move or return holds its visits while its charge runs; a checkout left
 * waiting for its payment does not).
 */
const BOOKED_VISITS = `coalesce((select json_agg(json_build_object(
      'orderNumber', vo.order_number, 'orderType', vo.type, 'kind', d.kind,
      'date', to_char(d.delivery_date, 'YYYY-MM-DD'))
      order by d.delivery_date, d.created_at, d.id)
    from deliveries d join orders vo on vo.id = d.order_id
   where d.address_id = a.id and d.status not in ('COMPLETED', 'CANCELLED')
     and vo.status not in ('COMPLETED', 'CANCELLED', 'PAYMENT_FAILED')
     and (vo.status <> 'PENDING' or vo.type <> 'ORDER')), '[]'::json)`;

const ACTIVE_PRODUCTS = `(select count(*)::int from membership_products mp
    where mp.address_id = a.id
      and mp.subscription_status <> all ($2::text[]))`;

interface Row {
  address: AddressRow;
  active_products: number;
  booked_visits: BookedVisit[];
}

const toResult = (row: Row): AddressWithProducts => ({
  address: toAddressRecord(row.address),
  activeProducts: row.active_products,
  bookedVisits: row.booked_visits,
});

/** The customer's listed, active delivery addresses, primary first, newest next. */
export async function listAddressesWithProducts(
  handle: DatabaseHandle,
  customerId: string,
): Promise<AddressWithProducts[]> {
  const rows = await handle.query<Row & Record<string, unknown>>(
    `select ${addressJson('a')} as address, ${ACTIVE_PRODUCTS} as active_products,
            ${BOOKED_VISITS} as booked_visits
       from addresses a
      where a.customer_id = $1 and a.type = 'SHIPPING' and a.listed and a.active
      order by a.is_primary desc, a.created_at desc, a.id`,
    [customerId, SETTLED_PRODUCT_STATUSES],
  );
  return rows.map(toResult);
}

/**
 * One of the customer's active addresses; null when it is not theirs or does not exist. With
 * `lock`, the address row is locked first and the products and visits are read after, by a
 * statement of their own, so they include what a booking that held the lock just wrote.
 */
export async function findAddressWithProducts(
  handle: DatabaseHandle,
  customerId: string,
  addressId: string,
  options: { lock?: boolean } = {},
): Promise<AddressWithProducts | null> {
  if (options.lock) {
    const locked = await handle.query(
      `select a.id from addresses a
        where a.customer_id = $1 and a.id = $2 and a.type = 'SHIPPING' and a.active
        for update of a`,
      [customerId, addressId],
    );
    if (locked.length === 0) return null;
  }
  const [row] = await handle.query<Row & Record<string, unknown>>(
    `select ${addressJson('a')} as address, ${ACTIVE_PRODUCTS} as active_products,
            ${BOOKED_VISITS} as booked_visits
       from addresses a
      where a.customer_id = $1 and a.id = $3 and a.type = 'SHIPPING' and a.active`,
    [customerId, SETTLED_PRODUCT_STATUSES, addressId],
  );
  return row ? toResult(row) : null;
}

export type AddressChanges = Omit<NewAddress, 'customerId' | 'isPrimary'>;

/** Rewrites the address's fields (not its primary flag); false when it is not the customer's. */
export async function updateAddress(
  handle: DatabaseHandle,
  customerId: string,
  addressId: string,
  changes: AddressChanges,
): Promise<boolean> {
  const rows = await handle.query<{ id: string }>(
    `update addresses set first_name = $3, last_name = $4, phone_number = $5, street_address = $6,
        unit_number = $7, city = $8, province = $9, postal_code = $10, country = $11,
        type_of_address = $12, city_id = $13, floor_number = $14, elevator_access = $15,
        receiving_hours = $16, buzzer_number = $17, dock_door_access = $18,
        delivery_instructions = $19
      where id = $1 and customer_id = $2 and type = 'SHIPPING' and active
      returning id`,
    [
      addressId,
      customerId,
      changes.firstName,
      changes.lastName,
      changes.phoneNumber,
      changes.streetAddress,
      changes.unitNumber,
      changes.city,
      changes.province,
      changes.postalCode,
      changes.country,
      changes.typeOfAddress,
      changes.cityId,
      changes.floorNumber,
      changes.elevatorAccess,
      changes.receivingHours,
      changes.buzzerNumber,
      changes.dockDoorAccess,
      changes.deliveryInstructions,
    ],
  );
  return rows.length > 0;
}

/** Makes the address the only primary one of the customer (`tx` must be a transaction). */
export async function setPrimaryAddress(
  tx: DatabaseHandle,
  customerId: string,
  addressId: string,
): Promise<void> {
  await tx.query(
    `update addresses set is_primary = (id = $2)
      where customer_id = $1 and type = 'SHIPPING' and (is_primary or id = $2)`,
    [customerId, addressId],
  );
}

/**
 * Takes the address out of the book; when it was the primary one, the newest remaining address
 * becomes primary (`tx` must be a transaction).
 */
export async function deactivateAddress(
  tx: DatabaseHandle,
  customerId: string,
  addressId: string,
): Promise<void> {
  const [row] = await tx.query<{ was_primary: boolean }>(
    `update addresses set active = false, is_primary = false
      where id = $2 and customer_id = $1 and type = 'SHIPPING' and active
      returning (select is_primary from addresses where id = $2) as was_primary`,
    [customerId, addressId],
  );
  if (!row?.was_primary) return;
  await tx.query(
    `update addresses set is_primary = true
      where id = (select id from addresses
                   where customer_id = $1 and type = 'SHIPPING' and listed and active
                   order by created_at desc, id limit 1)`,
    [customerId],
  );
}
