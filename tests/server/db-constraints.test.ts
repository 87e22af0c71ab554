import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { openSeededTestDatabase } from './helpers/test-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

/** The SQLSTATE of a failed statement (both drivers expose `code`). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

async function stockedRow(): Promise<{ product_id: number; city_id: number; available: number }> {
  const [row] = await handle.query<{ product_id: number; city_id: number; available: number }>(
    'select product_id, city_id, available from depot_availability where available > 0 order by product_id, city_id limit 1',
  );
  if (!row) throw new Error('no stocked row in the seed');
  return row;
}

describe('stock', () => {
  it('refuses negative stock (CHECK available >= 0) and leaves the row unchanged', async () => {
    const row = await stockedRow();
    expect(
      await sqlState(
        handle.query(
          'update depot_availability set available = available - $3 where product_id = $1 and city_id = $2',
          [row.product_id, row.city_id, row.available + 1],
        ),
      ),
    ).toBe('23514');
    const [after] = await handle.query<{ available: number }>(
      'select available from depot_availability where product_id = $1 and city_id = $2',
      [row.product_id, row.city_id],
    );
    expect(after?.available).toBe(row.available);
  });

  it('takes stock with one conditional update: zero rows means out of stock', async () => {
    const row = await stockedRow();
    const take = (quantity: number) =>
      handle.query<{ available: number }>(
        `update depot_availability set available = available - $3
          where product_id = $1 and city_id = $2 and available >= $3 returning available`,
        [row.product_id, row.city_id, quantity],
      );
    expect(await take(row.available + 1)).toEqual([]);
    expect(await take(1)).toEqual([{ available: row.available - 1 }]);
  });
});

describe('customers and addresses', () => {
  it('keep emails unique whatever their case', async () => {
    expect(
      await sqlState(
        handle.query(`insert into customers (email) values ('ALEX.Tremblay@Example.ca')`),
      ),
    ).toBe('23505');
  });

  it('accept only E.164 phone numbers', async () => {
    expect(
      await sqlState(
        handle.query(
          `insert into customers (email, phone1) values ('a@example.ca', '416-555-0134')`,
        ),
      ),
    ).toBe('23514');
    await handle.query(
      `insert into customers (email, phone1) values ('b@example.ca', '+14165550134')`,
    );
  });

  it('accept only well-formed Canadian postal codes', async () => {
    const [customer] = await handle.query<{ id: string }>('select id from customers limit 1');
    const insert = (postalCode: string) =>
      handle.query(
        `insert into addresses (customer_id, street_address, city, province, postal_code)
         values ($1, '1 Yonge Street', 'Toronto', 'ON', $2)`,
        [customer?.id, postalCode],
      );
    expect(await sqlState(insert('m5e 1w7'))).toBe('23514');
    expect(await sqlState(insert('D5E 1W7'))).toBe('23514');
    expect(await sqlState(insert('M5E1W7'))).toBe('23514');
    await insert('M5E 1W7');
  });
});

describe('catalogue and orders', () => {
  it('keep one price per product, option and term (a null term counts once)', async () => {
    const [price] = await handle.query<{ product_id: number }>(
      `select product_id from product_prices where purchase_option = 'ownv3' limit 1`,
    );
    expect(
      await sqlState(
        handle.query(
          `insert into product_prices (product_id, purchase_option, term_length_months, price_cents)
           values ($1, 'ownv3', null, 100)`,
          [price?.product_id],
        ),
      ),
    ).toBe('23505');
  });

  it('refuse unknown purchase options, conditions and ratings', async () => {
    const [product] = await handle.query<{ id: number }>('select id from products limit 1');
    expect(
      await sqlState(
        handle.query(
          `insert into product_prices (product_id, purchase_option, price_cents) values ($1, 'lease', 100)`,
          [product?.id],
        ),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        handle.query(`update products set condition = 'BROKEN' where id = $1`, [product?.id]),
      ),
    ).toBe('23514');
    const [held] = await handle.query<{ id: string }>(
      `select id from membership_products
        where id not in (select membership_product_id from reviews
                          where membership_product_id is not null) limit 1`,
    );
    expect(
      await sqlState(
        handle.query(
          `insert into reviews (membership_product_id, parent_product_id, rating)
           select $1, p.parent_product_id, 6 from membership_products mp
             join products p on p.id = mp.product_id where mp.id = $1`,
          [held?.id],
        ),
      ),
    ).toBe('23514');
  });

  it('number new orders after the seeded ones and refuse a reused idempotency key', async () => {
    const [order] = await handle.query<{ city_id: number; idempotency_key: string }>(
      'select city_id, idempotency_key from orders order by order_number limit 1',
    );
    const [seeded] = await handle.query<{ count: number }>(
      'select count(*)::int as count from orders',
    );
    const [created] = await handle.query<{ order_number: string }>(
      'insert into orders (city_id) values ($1) returning order_number',
      [order?.city_id],
    );
    // The seeded orders are SF100001 and on (nine of them: the demo customers' histories, Alex's
    // order waiting for its delivery (decision 129), then the partner order of decision 140).
    expect(seeded?.count).toBe(9);
    expect(created?.order_number).toBe(`SF${100_001 + seeded!.count}`);
    expect(
      await sqlState(
        handle.query('insert into orders (city_id, idempotency_key) values ($1, $2)', [
          order?.city_id,
          order?.idempotency_key,
        ]),
      ),
    ).toBe('23505');
  });

  it('keep exactly one default depot', async () => {
    expect(
      await sqlState(handle.query(`update cities set is_default = true where slug = 'ottawa'`)),
    ).toBe('23505');
  });
});
