import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from './helpers/api-server';
import { databaseFailing } from './helpers/failing-database';
import { openSeededTestDatabase } from './helpers/test-database';

let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  server = await startApiServer(database, { NODE_ENV: 'production' });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

interface Sent {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  status: number;
}

const json = { 'content-type': 'application/json', 'x-client-version': 'test' };

const mistakes: Sent[] = [
  {
    name: 'a body over 256 KiB',
    headers: json,
    body: JSON.stringify({ query: `{ version } #${'x'.repeat(300 * 1024)}` }),
    status: 413,
  },
  { name: 'malformed JSON', headers: json, body: '{"query": "{ version }"', status: 400 },
  { name: 'an empty JSON body', headers: json, body: '', status: 400 },
  { name: 'a query that is a number', headers: json, body: '{"query":42}', status: 400 },
  { name: 'a JSON array', headers: json, body: '[1,2,3]', status: 400 },
  { name: 'a GET without a query', method: 'GET', path: '/graphql', status: 400 },
  {
    name: 'a form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'query=%7B+version+%7D',
    status: 415,
  },
  {
    name: 'a multipart body',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ version }\r\n--x--\r\n',
    status: 415,
  },
  {
    name: 'a gzip-encoded body',
    headers: { ...json, 'content-encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ query: '{ version }' })),
    status: 415,
  },
  {
    name: 'a __proto__ key',
    headers: json,
    body: '{"query":"{ version }","__proto__":{"polluted":true}}',
    status: 400,
  },
];

describe('client mistakes on /graphql', () => {
  it.each(mistakes)('answers $status with a stable code for $name', async (sent) => {
    const response = await fetch(`${server.url}${sent.path ?? '/graphql'}`, {
      method: sent.method ?? 'POST',
      headers: sent.headers ?? {},
      ...(sent.body === undefined
        ? {}
        : { body: typeof sent.body === 'string' ? sent.body : new Uint8Array(sent.body) }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(sent.status);
    const body = JSON.parse(text) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const code = body.errors?.[0]?.extensions?.code;
    expect(code, text).toMatch(/^[A-Z_]+$/);
    expect(code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(body.errors?.[0]?.message).toBeTruthy();
  });

  it('refuses a NUL byte in any string argument as BAD_USER_INPUT', async () => {
    const queries = [
      '{ productList(cityId: "6", search: "so\\u0000fa") { __typename } }',
      '{ productDetails(cityId: "6", slug: "x\\u0000") { __typename } }',
    ];
    for (const query of queries) {
      const answer = await server.graphql(query);
      expect(answer.status, query).toBe(200);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
    }
    // The same text sent as a variable.
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        query: 'query ($slug: String!) { productDetails(cityId: "6", slug: $slug) { __typename } }',
        variables: { slug: 'sofa\u0000' },
      }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('request ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('answers every request with its id, keeping a proxy’s when it is a plain token', async () => {
    const first = await fetch(`${server.url}/healthz`);
    const second = await fetch(`${server.url}/healthz`);
    expect(first.headers.get('x-request-id')).toMatch(uuid);
    expect(second.headers.get('x-request-id')).toMatch(uuid);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    const kept = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...json, 'x-request-id': 'lb-7f3a9c21.0042' },
      body: JSON.stringify({ query: '{ version }' }),
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21.0042');
    for (const forged of [
      'short',
      'a b c d e f g h',
      'x'.repeat(200),
      '<script>alert(1)</script>',
    ]) {
      const answer = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': forged } });
      expect(answer.headers.get('x-request-id'), forged).toMatch(uuid);
    }
  });

  it('waits for every plugin at start-up, however busy the machine', () => {
    expect(server.app.initialConfig.pluginTimeout).toBe(0);
  });

  it('puts the id in an unexpected error, for the customer to quote', async () => {
    // A database that fails one query: the API answers the internal error with the request's id.
    const failing = databaseFailing(database, /from\s+"?cities/i, new Error('connection reset'));
    const broken = await startApiServer(failing, { NODE_ENV: 'production' });
    try {
      const response = await fetch(`${broken.url}/graphql`, {
        method: 'POST',
        headers: { ...json, 'x-request-id': 'support-case-000123' },
        body: JSON.stringify({ query: '{ getCities { id name } }' }),
      });
      const body = (await response.json()) as {
        errors: { message: string; extensions: { code: string; requestId?: string } }[];
      };
      expect(body.errors[0]?.extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        requestId: 'support-case-000123',
      });
      expect(body.errors[0]?.message).not.toContain('connection reset');
    } finally {
      await broken.app.close();
    }
  });
});
