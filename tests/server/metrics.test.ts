import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';

const backends = await testBackends();
const json = { 'content-type': 'application/json', 'x-client-version': 'test' };

describe.each(backends)('Prometheus metrics on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startApiServer>>;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database, { NODE_ENV: 'production', METRICS_PORT: '0' });
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
});
