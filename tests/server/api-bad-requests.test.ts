import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from '../../server/testing/api-server';
import { openSeededTestDatabase } from '../../server/testing/test-database';

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
