import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const DELIVERY_AREA = `query DeliveryArea($cityId: ID!, $postalCode: String!, $province: String!) {
  deliveryArea(cityId: $cityId, postalCode: $postalCode, province: $province) {
    postalCode delivers city { id name province } deliveringCities { id name province }
  }
}`;

interface Answer {
  deliveryArea: {
    postalCode: string;
    delivers: boolean;
    city: { id: string; name: string; province: string };
    deliveringCities: { id: string; name: string; province: string }[];
  };
}

const backends = await testBackends();

describe.each(backends)('deliveryArea on $name', (backend) => {
  let database: DatabaseHandle;
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;
  const cityIds = new Map<string, string>();

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
    const cities = await server.graphql<{
      getCategories: { cities: { id: string; name: string }[] };
    }>('{ getCategories { cities { id name } } }');
    for (const city of cities.data?.getCategories.cities ?? []) cityIds.set(city.name, city.id);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  const ask = (target: Server, city: string, postalCode: string, province: string) =>
    target.graphql<Answer>(DELIVERY_AREA, { cityId: cityIds.get(city), postalCode, province });

  it('says the chosen city delivers to an address its crew reaches in its province', async () => {
    const answer = await ask(server, 'Toronto', 'm5v3k2', 'ON');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deliveryArea).toMatchObject({
      postalCode: 'M5V 3K2',
      delivers: true,
      city: { name: 'Toronto', province: 'ON' },
      deliveringCities: [{ name: 'Toronto', province: 'ON' }],
    });
  });

  it('names the city that delivers to an address outside the chosen city’s area', async () => {
    const answer = await ask(server, 'Toronto', 'K1A 0B1', 'ON');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deliveryArea.delivers).toBe(false);
    expect(answer.data?.deliveryArea.deliveringCities.map((city) => city.name)).toEqual(['Ottawa']);
  });

  it('applies placement’s rule: a depot does not deliver across its province’s border', async () => {
    // Ottawa's crew reaches Gatineau (J8X), but tax is the depot's province's: placement
    // refuses it, and so does the address step.
    const answer = await ask(server, 'Ottawa', 'J8X 1A1', 'QC');
    expect(answer.data?.deliveryArea.delivers).toBe(false);
    expect(answer.data?.deliveryArea.deliveringCities).toEqual([]);
  });

  it('refuses a malformed postal code, an unknown province and an unknown city', async () => {
    const bad = await ask(server, 'Toronto', '12345', 'ON');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const province = await ask(server, 'Toronto', 'M5V 3K2', 'XX');
    expect(province.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const city = await server.graphql<Answer>(DELIVERY_AREA, {
      cityId: '9999',
      postalCode: 'M5V 3K2',
      province: 'ON',
    });
    expect(city.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('restricts nothing while the store is pickup only', async () => {
    await database.query(`update feature_flags set "on" = true where name = 'liquidation-sale'`);
    // A fresh server: the flags are cached for a while by each server.
    const pickup = await startApiServer(database);
    try {
      const answer = await ask(pickup, 'Toronto', 'K1A 0B1', 'ON');
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.deliveryArea.delivers).toBe(true);
      expect(answer.data?.deliveryArea.deliveringCities.map((city) => city.name)).toEqual([
        'Ottawa',
      ]);
    } finally {
      await pickup.app.close();
      await database.query(`update feature_flags set "on" = false where name = 'liquidation-sale'`);
    }
  });
});
