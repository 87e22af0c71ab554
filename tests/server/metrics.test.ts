import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import type { ErrorReporter } from '../../server/error-reporting';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import type { CheckoutServer } from './helpers/checkout-fixtures';

const backends = await testBackends();
const json = { 'content-type': 'application/json', 'x-client-version': 'test' };

describe.each(backends)('Prometheus metrics on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startApiServer>>;
  const reported: { message: string; where: string | undefined }[] = [];
  const errorReporter: ErrorReporter = {
    enabled: true,
    capture: (error, context) => {
      reported.push({ message: (error as Error).message, where: context?.where });
      return true;
    },
    flush: async () => true,
  };

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(
      database,
      { NODE_ENV: 'production', METRICS_PORT: '0' },
      { errorReporter },
    );
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  it('counts requests, operations and errors on their own port, never on the site’s', async () => {
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        query: 'query CityList { getCities { id } }',
        operationName: 'CityList',
      }),
    });
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ nope }' }),
    });
    await fetch(`${server.url}/healthz`);
    // Not on the public port.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const url = server.app.metrics.url!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{operation="CityList"\} 1/);
    expect(text).toMatch(/graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} 1/);
    expect(text).toContain('process_resident_memory_bytes');
    if (backend.name === 'PostgreSQL') expect(text).toMatch(/db_pool_connections \d+/);
  });

  it('shows the job queue: its depth per queue and state, and each failed try (reported too)', async () => {
    const metrics = async () => (await fetch(server.app.metrics.url!)).text();
    // The settlement chain's next run waits (30 s after the last).
    await expect
      .poll(metrics, { timeout: 20_000, interval: 200 })
      .toMatch(/job_queue_depth\{queue="checkout-settlement",state="created"\} 1/);
    // The notices' table gone for a moment: each delivery pass fails, is counted and reported.
    await database.exec('alter table notices rename to notices_away');
    try {
      await expect
        .poll(metrics, { timeout: 20_000, interval: 200 })
        .toMatch(/job_failures_total\{queue="notice-delivery"\} [1-9]/);
    } finally {
      await database.exec('alter table notices_away rename to notices');
    }
    expect(reported).toContainEqual({
      message: expect.stringContaining('notices'),
      where: 'job notice-delivery',
    });
  });
});

describe.each(backends)('checkout and charge counters on $name', (backend) => {
  let dispose: () => Promise<void>;
  let database: DatabaseHandle;
  let server: CheckoutServer;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startCheckoutServer(database, {}, { METRICS_PORT: '0' });
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  it('counts checkouts by outcome and the charges checkout asked, by outcome', async () => {
    const toronto = await cityNamed(database, 'Toronto');
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const product = await stockProduct(database, toronto.id, 5, 7);
    const line = [{ productId: product.id, quantity: 1 }];
    const pay = async (card: string) =>
      server.graphql(
        CHECKOUT,
        checkoutVariables(toronto, customer, line, { source: await server.cardToken(card) }),
        token,
      );
    expect((await pay('4242424242424242')).errors).toBeUndefined();
    const declined = await pay('4000000000000002');
    expect(declined.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    // A request refused before any charge: no shipping address of this customer.
    const refused = await server.graphql(
      CHECKOUT,
      checkoutVariables(toronto, customer, line, null, { shippingAddressId: randomUUID() }),
      token,
    );
    expect(refused.errors).toBeDefined();

    const text = await (await fetch(server.app.metrics.url!)).text();
    expect(text).toMatch(/^checkouts_total\{outcome="placed"\} 1$/m);
    expect(text).toMatch(/^checkouts_total\{outcome="declined"\} 1$/m);
    expect(text).toMatch(/^checkouts_total\{outcome="refused"\} 1$/m);
    expect(text).toMatch(/^payment_charges_total\{flow="checkout",outcome="approved"\} 1$/m);
    expect(text).toMatch(/^payment_charges_total\{flow="checkout",outcome="declined"\} 1$/m);
    expect(text).not.toMatch(/payment_charges_total\{flow="checkout",outcome="error"\}/);
  });
});
