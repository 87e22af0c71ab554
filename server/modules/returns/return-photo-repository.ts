/**
 * Photos of returned items (docs/decisions/119-return-photos.md, 153): the `order_photos` rows
 * of a booked return, or of a return being prepared (a draft, before its order exists).
 */
import type { DatabaseHandle } from '../../db/client';
import { runInTransaction } from '../../db/transaction';

export interface ReturnOrderForPhotos {
  id: string;
  orderNumber: string;
  status: string;
  returnDate: string | null;
  returnTimeType: string | null;
}

/** The customer's RETURN order, or null. */
export async function findOwnReturnOrder(
  handle: DatabaseHandle,
  customerId: string,
  orderId: string,
): Promise<ReturnOrderForPhotos | null> {
  const [order] = await handle.query<{
    id: string;
    order_number: string;
    status: string;
    return_date: string | null;
    return_time_type: string | null;
  }>(
    `select id, order_number, status, return_date::text as return_date, return_time_type
       from orders where id = $1 and customer_id = $2 and type = 'RETURN'`,
    [orderId, customerId],
  );
  return order
    ? {
        id: order.id,
        orderNumber: order.order_number,
        status: order.status,
        returnDate: order.return_date,
        returnTimeType: order.return_time_type,
      }
    : null;
}

/** The keys of a return order's photos, oldest first. */
export async function photoKeysOfOrder(handle: DatabaseHandle, orderId: string): Promise<string[]> {
  const rows = await handle.query<{ key: string }>(
    'select key from order_photos where order_id = $1 order by created_at, key',
    [orderId],
  );
  return rows.map((row) => row.key);
}

/** The items (membership products) a return order picks up, in its order. */
export async function returnOrderItems(
  handle: DatabaseHandle,
  orderId: string,
): Promise<{ id: string; name: string; thumbUrl: string | null }[]> {
  const items = await handle.query<{ id: string; name: string; thumb_url: string | null }>(
    `select membership_product_id as id, name, thumb_url from order_lines
      where order_id = $1 and kind = 'RETURN' and membership_product_id is not null
      order by pos`,
    [orderId],
  );
  return items.map((item) => ({ id: item.id, name: item.name, thumbUrl: item.thumb_url }));
}

/** Deletes one photo row of an order; its key, or null when it was not there. */
export async function deleteOrderPhoto(
  handle: DatabaseHandle,
  orderId: string,
  key: string,
): Promise<string | null> {
  const [removed] = await handle.query<{ key: string }>(
    'delete from order_photos where order_id = $1 and key = $2 returning key',
    [orderId, key],
  );
  return removed?.key ?? null;
}

/** Whether the item is one of the return order's lines. */
export async function returnOrderHasItem(
  handle: DatabaseHandle,
  orderId: string,
  itemId: string,
): Promise<boolean> {
  const [line] = await handle.query<{ id: string }>(
    `select id from order_lines where order_id = $1 and membership_product_id = $2 and kind = 'RETURN'`,
    [orderId, itemId],
  );
  return line !== undefined;
}

/** Whether the customer holds the item (a membership product of theirs). */
export async function customerHoldsItem(
  handle: DatabaseHandle,
  customerId: string,
  itemId: string,
): Promise<boolean> {
  const [held] = await handle.query<{ id: string }>(
    `select mp.id from memberships m join membership_products mp on mp.membership_id = m.id
      where m.customer_id = $1 and mp.id = $2`,
    [customerId, itemId],
  );
  return held !== undefined;
}

/** Where one item's photos are: on a booked return order, or on a customer's draft. */
export type PhotoOwner =
  { orderId: string; itemId: string } | { customerId: string; draftId: string; itemId: string };

function countOf(owner: PhotoOwner): { sql: string; params: unknown[] } {
  return 'orderId' in owner
    ? {
        sql: `select count(*)::int as count from order_photos
               where order_id = $1 and split_part(key, '/', 3) = $2`,
        params: [owner.orderId, owner.itemId],
      }
    : {
        sql: `select count(*)::int as count from order_photos
               where customer_id = $1 and draft_id = $2 and order_id is null
                 and split_part(key, '/', 3) = $3`,
        params: [owner.customerId, owner.draftId, owner.itemId],
      };
}

/** How many photos the item has there (photos added before booking have the draft's id in the key). */
export async function countItemPhotos(handle: DatabaseHandle, owner: PhotoOwner): Promise<number> {
  const count = countOf(owner);
  const [row] = await handle.query<{ count: number }>(count.sql, count.params);
  return row?.count ?? 0;
}

/**
 * Records a photo only while its item has fewer than `limit`: the count and the insert run in
 * one transaction under a lock on `lockKey`, so uploads at the same moment are counted one
 * after the other. False when the limit was reached (nothing recorded).
 */
export async function insertPhotoWithinLimit(
  handle: DatabaseHandle,
  owner: PhotoOwner,
  key: string,
  lockKey: string,
  limit: number,
): Promise<boolean> {
  const count = countOf(owner);
  const insert =
    'orderId' in owner
      ? {
          sql: 'insert into order_photos (order_id, key) values ($1, $2)',
          params: [owner.orderId, key],
        }
      : {
          sql: 'insert into order_photos (customer_id, draft_id, key) values ($1, $2, $3)',
          params: [owner.customerId, owner.draftId, key],
        };
  return runInTransaction(handle, async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [lockKey]);
    const [row] = await tx.query<{ count: number }>(count.sql, count.params);
    if ((row?.count ?? 0) >= limit) return false;
    await tx.query(insert.sql, insert.params);
    return true;
  });
}
