import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { insertSwatchOrder } from '../../server/modules/swatches/swatch-repository';
import { SwatchService } from '../../server/modules/swatches/swatch-service';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const SWATCHES = `{ getSwatches { maxPerOrder swatches { id name description imageurl largeimageurl groupname colorhex optionname } } }`;

const CHECKOUT = `mutation Checkout($fullName: String!, $email: String!, $phoneNumber: String!, $streetAddress: String!,
  $unitNumber: String, $city: String!, $province: String!, $postalCode: String!, $country: String,
  $swatches: [ID!]!, $addressId: ID) {
  checkoutSwatch(fullName: $fullName, email: $email, phoneNumber: $phoneNumber, streetAddress: $streetAddress,
    unitNumber: $unitNumber, city: $city, province: $province, postalCode: $postalCode, country: $country,
    swatches: $swatches, addressId: $addressId) { id orderNumber swatchCount }
}`;

interface SwatchAnswer {
  getSwatches: {
    maxPerOrder: number;
    swatches: {
      id: string;
      name: string;
      imageurl: string | null;
      groupname: string | null;
      optionname: string;
    }[];
  };
}

interface CheckoutAnswer {
  checkoutSwatch: { id: string; orderNumber: string; swatchCount: number };
}

const backends = await testBackends();

describe.each(backends)('swatches on $name', (backend) => {
  let database: DatabaseHandle;
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;
  let swatchIds: string[] = [];

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
    const answer = await server.graphql<SwatchAnswer>(SWATCHES);
    swatchIds = answer.data?.getSwatches.swatches.map((swatch) => swatch.id) ?? [];
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  const order = (overrides: Record<string, unknown> = {}) => ({
    fullName: '  Alex   Tremblay ',
    email: 'Alex.Tremblay@Example.CA',
    phoneNumber: '(416) 555-0123',
    streetAddress: '100 Queen St W',
    unitNumber: '1203',
    city: 'Toronto',
    province: 'on',
    postalCode: 'm5h2n2',
    country: 'CA',
    swatches: swatchIds.slice(0, 3),
    ...overrides,
  });

  async function count(table: 'swatch_orders' | 'swatch_order_items'): Promise<number> {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return row?.n ?? 0;
  }

  it('lists every upholstery fabric with its group, swatch image and the per-order limit', async () => {
    const answer = await server.graphql<SwatchAnswer>(SWATCHES);
    expect(answer.errors).toBeUndefined();
    const { swatches, maxPerOrder } = answer.data!.getSwatches;
    expect(maxPerOrder).toBe(10);
    expect(swatches.length).toBeGreaterThanOrEqual(10);
    expect(swatches.every((swatch) => swatch.optionname === 'Fabric colour')).toBe(true);
    expect(swatches.every((swatch) => swatch.imageurl?.startsWith('/images/swatch/'))).toBe(true);
    expect(new Set(swatches.map((swatch) => swatch.groupname))).toEqual(
      new Set(['Neutrals', 'Greys', 'Blues', 'Greens', 'Warm Tones']),
    );
    expect(swatches.map((swatch) => swatch.name)).toContain('Oatmeal');
  });

  it('places an order in one write, with every field normalised', async () => {
    const before = await count('swatch_orders');
    const answer = await server.graphql<CheckoutAnswer>(CHECKOUT, order());
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.checkoutSwatch;
    expect(placed.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed.orderNumber).toBe(`SW-${placed.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(placed.swatchCount).toBe(3);
    expect(await count('swatch_orders')).toBe(before + 1);

    const [row] = await database.query(
      `select full_name, email, phone_number, street_address, unit_number, city, province,
              postal_code, country, status, address_id from swatch_orders where id = $1`,
      [placed.id],
    );
    expect(row).toEqual({
      full_name: 'Alex Tremblay',
      email: 'alex.tremblay@example.ca',
      phone_number: '+14165550123',
      street_address: '100 Queen St W',
      unit_number: '1203',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 2N2',
      country: 'CA',
      status: 'PENDING',
      address_id: null,
    });
    const items = await database.query<{ option_value_id: number }>(
      'select option_value_id from swatch_order_items where swatch_order_id = $1 order by 1',
      [placed.id],
    );
    expect(items.map((item) => String(item.option_value_id)).sort()).toEqual(
      swatchIds.slice(0, 3).sort(),
    );
  });

  it('counts a swatch chosen twice once', async () => {
    const [first] = swatchIds;
    const answer = await server.graphql<CheckoutAnswer>(
      CHECKOUT,
      order({ swatches: [first, first] }),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.checkoutSwatch.swatchCount).toBe(1);
  });

  it('refuses a postal code from another province, says so for that field and writes nothing', async () => {
    const before = [await count('swatch_orders'), await count('swatch_order_items')];
    const answer = await server.graphql(CHECKOUT, order({ postalCode: 'V6B 4Y8' }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'postalCode',
      fields: { postalCode: expect.stringMatching(/V6B 4Y8 is not a postal code in ON/) },
    });
    expect([await count('swatch_orders'), await count('swatch_order_items')]).toEqual(before);
  });

  it('gives every bad field at once, each with its own message', async () => {
    const answer = await server.graphql(
      CHECKOUT,
      order({
        fullName: ' ',
        email: 'alex@',
        phoneNumber: '555-0123',
        streetAddress: '',
        city: '',
        province: 'ZZ',
        postalCode: '12345',
        country: 'US',
        swatches: [],
      }),
    );
    const extensions = answer.errors?.[0]?.extensions as { fields: Record<string, string> };
    expect(Object.keys(extensions.fields).sort()).toEqual(
      [
        'city',
        'country',
        'email',
        'fullName',
        'phoneNumber',
        'postalCode',
        'province',
        'streetAddress',
        'swatches',
      ].sort(),
    );
    expect(extensions.fields.postalCode).toBe('Enter a Canadian postal code, like K1A 0B1.');
    expect(extensions.fields.phoneNumber).toMatch(/10-digit/);
  });

  it('limits an order to 10 swatches', async () => {
    expect(swatchIds.length).toBeGreaterThan(10);
    const answer = await server.graphql(CHECKOUT, order({ swatches: swatchIds.slice(0, 11) }));
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { swatches: 'Choose at most 10 swatches per order.' },
    });
    const ten = await server.graphql<CheckoutAnswer>(
      CHECKOUT,
      order({ swatches: swatchIds.slice(0, 10) }),
    );
    expect(ten.data?.checkoutSwatch.swatchCount).toBe(10);
  });

  it('refuses option values that are not fabrics, and ids that do not exist', async () => {
    const [leg] = await database.query<{ id: number }>(
      `select ov.id from option_values ov join options o on o.id = ov.option_id
        where not o.upholstery order by ov.id limit 1`,
    );
    const before = await count('swatch_orders');
    for (const bad of [[String(leg!.id)], ['999999'], ['abc']]) {
      const answer = await server.graphql(CHECKOUT, order({ swatches: bad }));
      expect(answer.errors?.[0]?.extensions, bad.join()).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'swatches',
      });
    }
    expect(await count('swatch_orders')).toBe(before);
  });

  it('takes a saved address only from its signed-in owner', async () => {
    const [address] = await database.query<{
      id: string;
      customer_id: string;
      postal_code: string;
      province: string;
    }>('select id, customer_id, postal_code, province from addresses order by id limit 1');
    expect(address).toBeDefined();
    const withAddress = order({
      addressId: address!.id,
      postalCode: address!.postal_code,
      province: address!.province,
    });

    // A guest cannot use one, over the API.
    const guest = await server.graphql(CHECKOUT, withAddress);
    expect(guest.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { addressId: 'Sign in to use a saved address, or enter the address.' },
    });

    // Its owner can: the order is linked to them and to the address.
    const swatches = new SwatchService(database);
    const placed = await swatches.placeOrder(
      { ...withAddress, swatches: swatchIds.slice(0, 1) },
      { customerId: address!.customer_id },
    );
    const [row] = await database.query<{ address_id: string; customer_id: string }>(
      'select address_id, customer_id from swatch_orders where id = $1',
      [placed.id],
    );
    expect(row).toEqual({ address_id: address!.id, customer_id: address!.customer_id });

    // Another customer, an unknown id or a malformed one: refused, for that field.
    const [other] = await database.query<{ id: string }>(
      'select id from customers where id <> $1 limit 1',
      [address!.customer_id],
    );
    for (const [input, customerId] of [
      [withAddress, other!.id],
      [{ ...withAddress, addressId: '00000000-0000-4000-8000-000000000000' }, address!.customer_id],
      [{ ...withAddress, addressId: 'not-a-uuid' }, address!.customer_id],
    ] as const) {
      await expect(
        swatches.placeOrder({ ...input, swatches: swatchIds.slice(0, 1) }, { customerId }),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'addressId' } });
    }
  });

  it('refuses a call without the required arguments before running it', async () => {
    const answer = await server.graphql(
      'mutation { checkoutSwatch(fullName: "A B", swatches: []) { id } }',
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('leaves no order behind when writing its items fails', async () => {
    const before = await count('swatch_orders');
    await expect(
      insertSwatchOrder(
        database,
        {
          customerId: null,
          addressId: null,
          fullName: 'Sam Nguyen',
          email: 'sam@example.ca',
          phoneNumber: '+16045550199',
          streetAddress: '1 Main St',
          unitNumber: null,
          city: 'Vancouver',
          province: 'BC',
          postalCode: 'V6B 4Y8',
          country: 'CA',
        },
        // The second id breaks the foreign key after the order row is written.
        [Number(swatchIds[0]), 99_999_999],
      ),
    ).rejects.toThrow();
    expect(await count('swatch_orders')).toBe(before);
  });
});
