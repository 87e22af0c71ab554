import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, isReportable } from '../../src/api/api-error';
import { SharedCartDocument } from '../../contract/graphql';
import type { SharedCartQuery } from '../../contract/graphql';
import { createGraphqlClient } from '../../src/api/graphql-client';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';

// A tiny HTTP server that answers each path the way a misbehaving store might.
const answers: Record<string, [number, string]> = {
  '/ok': [200, '{"data":{"version":"1.0.0"}}'],
  '/errors': [
    200,
    '{"data":null,"errors":[{"message":"First"},{"message":"Second","extensions":{"code":"NOT_FOUND"}}]}',
  ],
  '/status': [502, '<html>Bad gateway</html>'],
  '/not-json': [200, 'hello'],
  '/empty': [200, '{}'],
};
let server: Server;
let base = '';
const seen: { authorization?: string; role?: string; version?: string; language?: string }[] = [];
let tokenCalls = 0;
const bodies: { query?: string; operationName?: string; variables?: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      authorization: request.headers.authorization,
      role: request.headers['x-hasura-role'] as string | undefined,
      version: request.headers['x-client-version'] as string | undefined,
      language: request.headers['accept-language'],
    });
    if (request.url === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(JSON.parse(body) as (typeof bodies)[number]);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data":{"sharedCart":null}}');
      });
      return;
    }
    if (request.url === '/cut' || request.url === '/stalled') {
      // Headers and the start of a body; then the connection drops, or the body never ends.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data":{"vers');
      if (request.url === '/cut') setTimeout(() => response.destroy(), 20);
      return;
    }
    if (request.url === '/token') {
      tokenCalls += 1;
      const expired = request.headers.authorization === 'Bearer old';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        expired
          ? '{"data":null,"errors":[{"message":"jwt expired","extensions":{"code":"invalid-jwt"}}]}'
          : '{"data":{"me":"ok"}}',
      );
      return;
    }
    const [status, body] = answers[request.url ?? ''] ?? [404, '{}'];
    response.writeHead(status, {
      'content-type': body.startsWith('{') ? 'application/json' : 'text/plain',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => server?.close());

function client(path: string, extra: Partial<Parameters<typeof createGraphqlClient>[0]> = {}) {
  return createGraphqlClient({ url: `${base}${path}`, clientVersion: '9.9.9', ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('GraphQL transport (spec section 8)', () => {
  it('sends the client version and returns data', async () => {
    await expect(client('/ok').query('{ version }')).resolves.toEqual({ version: '1.0.0' });
    expect(seen.at(-1)?.version).toBe('9.9.9');
  });

  it('joins GraphQL errors into one message and reports them', async () => {
    const report = vi.fn();
    const error = await failure(client('/errors', { report }).query('{ x }'));
    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('First\nSecond');
    expect(error.code).toBe('NOT_FOUND');
    expect(report).toHaveBeenCalledOnce();
    const result = await client('/errors').request('{ x }');
    expect(result).toMatchObject({
      data: null,
      errors: [{ message: 'First' }, { message: 'Second' }],
    });
  });

  it('treats status 300 or above as unsuccessful', async () => {
    const error = await failure(client('/status').query('{ x }'));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('gives a parse error for a body that is not JSON', async () => {
    expect((await failure(client('/not-json').query('{ x }'))).kind).toBe('parse');
  });

  it('names the page’s language to the store and tells its own failures in it (decision 179)', async () => {
    await client('/ok', { languageTag: () => 'fr-CA' }).query('{ version }');
    expect(seen.at(-1)?.language).toBe('fr-CA');
    const english = getLocale;
    overwriteGetLocale(() => 'fr');
    try {
      const error = await failure(client('/not-json').query('{ x }'));
      expect(error.message).toBe('Le magasin a envoyé une réponse que nous n’avons pas pu lire.');
    } finally {
      overwriteGetLocale(english);
    }
    const error = await failure(client('/not-json').query('{ x }'));
    expect(error.message).toBe('The store sent an answer we could not read.');
  });

  it('calls a body cut off while it is read a network error, not an answer it could not read', async () => {
    const error = await failure(client('/cut').query('{ x }'));
    expect(error.kind).toBe('network');
    expect(isReportable(error)).toBe(false);
  });

  it('calls a request cancelled while its body is read cancelled, which is not reported', async () => {
    const controller = new AbortController();
    const pending = failure(
      client('/stalled').query('{ x }', undefined, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 50);
    const error = await pending;
    expect(error.kind).toBe('cancelled');
    expect(isReportable(error)).toBe(false);
  });

  it('calls an answer with neither data nor errors a missing response', async () => {
    expect((await failure(client('/empty').query('{ x }'))).kind).toBe('missing-response');
  });

  it('calls a failed fetch a network error, which is not reported', async () => {
    const error = await failure(
      createGraphqlClient({ url: 'http://127.0.0.1:1/graphql', clientVersion: '1' }).query('{ x }'),
    );
    expect(error.kind).toBe('network');
    expect(isReportable(error)).toBe(false);
  });

  it('fails an authed call without a token with NO_AUTH, before any request', async () => {
    const before = seen.length;
    const error = await failure(
      client('/ok', { getToken: async () => null }).query('{ me }', undefined, {
        auth: 'required',
      }),
    );
    expect(error.code).toBe('NO_AUTH');
    expect(seen.length).toBe(before);
  });

  it('refreshes once on a token error and retries with the new token and role header', async () => {
    tokenCalls = 0;
    const refreshToken = vi.fn(async () => 'new');
    const data = await client('/token', { getToken: async () => 'old', refreshToken }).query(
      '{ me }',
      undefined,
      { auth: 'required' },
    );
    expect(data).toEqual({ me: 'ok' });
    expect(refreshToken).toHaveBeenCalledOnce();
    expect(tokenCalls).toBe(2);
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer new', role: 'customer' });
  });

  it('sends a generated document as its text, fragments included, typed by the document', async () => {
    const data = await client('/echo').query(SharedCartDocument, { id: 'abc' });
    expectTypeOf(data).toEqualTypeOf<SharedCartQuery>();
    expect(data).toEqual({ sharedCart: null });
    expect(bodies.at(-1)).toEqual({
      query: String(SharedCartDocument),
      operationName: 'SharedCart',
      variables: { id: 'abc' },
    });
    expect(bodies.at(-1)?.query).toContain('fragment SharedCartFields on SharedCart');
  });
});
