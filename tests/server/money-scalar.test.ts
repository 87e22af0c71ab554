// The Money scalar over HTTP (decision 175): resolvers answer integer cents and the wire carries
// dollars; a value that is not whole cents is the server's mistake and fails loudly, whether the
// query runs in graphql-js or compiled by mercurius's JIT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const CITIES = '{ getCities { id deliveryfee } }';

interface Answer {
  getCities: { id: string; deliveryfee: number }[];
}

const backends = await testBackends();

describe.each(backends)('the Money scalar on $name', (backend) => {
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    server = await startApiServer(opened.handle);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  it('writes the domain’s cents as dollars', async () => {
    const cities = await server.app.services.catalog.cities();
    const answer = await server.graphql<Answer>(CITIES);
    expect(answer.errors).toBeUndefined();
    const fees = new Map(answer.data!.getCities.map((city) => [city.id, city.deliveryfee]));
    for (const city of cities.filter((row) => row.visible)) {
      expect(fees.get(String(city.id))).toBe(city.deliveryFeeCents / 100);
    }
  });

  it('answers 500 INTERNAL_SERVER_ERROR for an amount that is not whole cents, every time', async () => {
    const catalog = server.app.services.catalog;
    const cities = catalog.cities.bind(catalog);
    catalog.cities = async () =>
      (await cities()).map((city) => ({ ...city, deliveryFeeCents: 12.5 }));
    try {
      // A query not run before: graphql-js runs it first, then the JIT compiles it.
      for (let run = 0; run < 3; run += 1) {
        const answer = await server.graphql<Answer>('{ getCities { deliveryfee id } }');
        expect(answer.status, `run ${run}`).toBe(500);
        expect(answer.errors?.[0]?.extensions?.code, `run ${run}`).toBe('INTERNAL_SERVER_ERROR');
        expect(answer.errors?.[0]?.message).not.toMatch(/cents/);
      }
    } finally {
      catalog.cities = cities;
    }
  });
});
