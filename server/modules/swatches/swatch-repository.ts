/** Swatch reads and the one write of a swatch order (order and items in one transaction). */
import type { DatabaseHandle } from '../../db/client';
import type { ProvinceCode } from '../../db/constants';
import { runInTransaction } from '../../db/transaction';

/** A fabric that can be ordered as a swatch: a value of an upholstery option. */
export interface Swatch {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  largeImageUrl: string | null;
  groupName: string | null;
  colourHex: string | null;
  optionName: string;
}

/** Every value of an upholstery option, by option, then display order. */
export async function listSwatches(handle: DatabaseHandle): Promise<Swatch[]> {
  return handle.query<Swatch & Record<string, unknown>>(
    `select ov.id, ov.name, ov.description, ov.image_url as "imageUrl",
            ov.large_image_url as "largeImageUrl", ov.group_name as "groupName",
            ov.colour_hex as "colourHex", o.name as "optionName"
       from option_values ov
       join options o on o.id = ov.option_id
      where o.upholstery
      order by o.pos, o.id, ov.pos, ov.id`,
  );
}

/** The ids among `ids` that are values of an upholstery option. */
export async function findSwatchIds(
  handle: DatabaseHandle,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await handle.query<{ id: number }>(
    `select ov.id from option_values ov join options o on o.id = ov.option_id
      where o.upholstery and ov.id = any($1::int[])`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/** Whose a saved address is and its postal code: enough to check a swatch order may use it. */
export interface SavedAddressOwner {
  customerId: string;
  postalCode: string;
}

export async function findAddress(
  handle: DatabaseHandle,
  addressId: string,
): Promise<SavedAddressOwner | undefined> {
  const rows = await handle.query<SavedAddressOwner & Record<string, unknown>>(
    'select customer_id as "customerId", postal_code as "postalCode" from addresses where id = $1',
    [addressId],
  );
  return rows[0];
}

export interface NewSwatchOrder {
  customerId: string | null;
  addressId: string | null;
  fullName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: ProvinceCode;
  postalCode: string;
  country: string;
}

/** Writes the order and its items in one transaction: all of it or nothing. */
export async function insertSwatchOrder(
  handle: DatabaseHandle,
  order: NewSwatchOrder,
  optionValueIds: readonly number[],
): Promise<{ id: string }> {
  return runInTransaction(handle, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into swatch_orders (customer_id, address_id, full_name, email, phone_number,
                                  street_address, unit_number, city, province, postal_code,
                                  country, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'PENDING')
       returning id`,
      [
        order.customerId,
        order.addressId,
        order.fullName,
        order.email,
        order.phoneNumber,
        order.streetAddress,
        order.unitNumber,
        order.city,
        order.province,
        order.postalCode,
        order.country,
      ],
    );
    if (!row) throw new Error('the swatch order insert returned no row');
    await tx.query(
      `insert into swatch_order_items (swatch_order_id, option_value_id)
       select $1, unnest($2::int[])`,
      [row.id, optionValueIds],
    );
    return row;
  });
}
