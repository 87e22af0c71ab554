/** Swatch reads and the one write of a swatch order (order and items in one transaction). */
import { swatchOrderItems, swatchOrders } from '../schema';
import type { DatabaseHandle } from '../client';

export interface SwatchRow {
  id: number;
  name: string;
  description: string;
  image_url: string | null;
  large_image_url: string | null;
  group_name: string | null;
  colour_hex: string | null;
  option_name: string;
}

/** Every value of an upholstery option, by option, then display order. */
export async function listSwatches(handle: DatabaseHandle): Promise<SwatchRow[]> {
  return handle.query<SwatchRow & Record<string, unknown>>(
    `select ov.id, ov.name, ov.description, ov.image_url, ov.large_image_url, ov.group_name,
            ov.colour_hex, o.name as option_name
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

export async function findAddress(
  handle: DatabaseHandle,
  addressId: string,
): Promise<{ customer_id: string; postal_code: string } | undefined> {
  const rows = await handle.query<{ customer_id: string; postal_code: string }>(
    'select customer_id, postal_code from addresses where id = $1',
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
  province: (typeof swatchOrders.$inferInsert)['province'];
  postalCode: string;
  country: string;
}

/** Writes the order and its items in one transaction: all of it or nothing. */
export async function insertSwatchOrder(
  handle: DatabaseHandle,
  order: NewSwatchOrder,
  optionValueIds: readonly number[],
): Promise<{ id: string }> {
  return handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(swatchOrders)
      .values({ ...order, status: 'PENDING' })
      .returning({ id: swatchOrders.id });
    if (!row) throw new Error('the swatch order insert returned no row');
    await tx
      .insert(swatchOrderItems)
      .values(optionValueIds.map((optionValueId) => ({ swatchOrderId: row.id, optionValueId })));
    return row;
  });
}
