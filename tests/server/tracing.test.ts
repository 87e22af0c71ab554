import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresReachable } from './helpers/test-database';
import { startSpawnedServer } from './helpers/spawned-server';
import type { BackendName, SpawnedServer } from './helpers/spawned-server';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpBody {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A collector of OTLP/HTTP traces (JSON) on 127.0.0.1: what arrived, as sent. */
async function startReceiver(): Promise<{
  url: string;
  bodies: string[];
  spans: () => OtlpSpan[];
  resources: () => Record<string, string | undefined>[];
  close: () => Promise<void>;
}> {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const parsed = () => bodies.map((body) => JSON.parse(body) as OtlpBody);
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    spans: () =>
      parsed().flatMap((body) =>
        body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((s) => s.spans)),
      ),
    resources: () =>
      parsed().flatMap((body) =>
        body.resourceSpans.map((resource) =>
          Object.fromEntries(
            resource.resource.attributes.map(({ key, value }) => [key, value.stringValue]),
          ),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
}

async function until(check: () => boolean, told: () => string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${told()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const EMAIL = 'jane.doe@example.com';
const CARD = '4242424242424242';
const TOKEN = 'tl-secret-token-0123456789';
const SEARCH = `query SearchSofas($search: String) {
  productList(search: $search, limit: 2) { total }
  other: productList(search: "${CARD}", limit: 1) { total }
}`;

/** A GraphQL request carrying customer data in its variables, text, address and headers. */
async function searchWithCustomerData(url: string): Promise<Response> {
  return fetch(`${url}/graphql?token=${TOKEN}&email=${EMAIL}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `session=${TOKEN}`,
      'user-agent': `agent-of-${EMAIL}`,
    },
    body: JSON.stringify({
      query: SEARCH,
      operationName: 'SearchSofas',
      variables: { search: EMAIL },
    }),
  });
}

const backends: BackendName[] = (await isPostgresReachable())
  ? ['PGlite', 'PostgreSQL']
  : ['PGlite'];

describe.each(backends)('traces over OTLP/HTTP on %s', (backend) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: SpawnedServer;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startSpawnedServer(backend, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      RELEASE_VERSION: 'trace-test-7',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await receiver?.close();
  });

  it('sends the HTTP request, its GraphQL operation and its SQL as one trace, with no customer data', async () => {
    const response = await searchWithCustomerData(server.url);
    expect(response.status).toBe(200);
    await response.text();

    let http: OtlpSpan | undefined;
    await until(
      () => {
        http = receiver.spans().find((span) => span.name === 'POST /graphql');
        const operation = receiver.spans().find((span) => span.name === 'query SearchSofas');
        return (
          http !== undefined &&
          operation !== undefined &&
          receiver.spans().some((span) => span.parentSpanId === operation.spanId)
        );
      },
      () =>
        `spans ${JSON.stringify(receiver.spans().map((span) => span.name))}; ${server.output()}`,
    );
    const trace = receiver.spans().filter((span) => span.traceId === http!.traceId);
    const operation = trace.find((span) => span.name === 'query SearchSofas')!;
    expect(operation.parentSpanId).toBe(http!.spanId);
    expect(attribute(operation, 'graphql.operation.type')).toBe('query');
    expect(attribute(operation, 'graphql.operation.name')).toBe('SearchSofas');
    expect(attribute(http!, 'http.route')).toBe('/graphql');
    expect(attribute(http!, 'url.path')).toBe('/graphql');

    const sql = trace.filter((span) => attribute(span, 'db.system') === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    for (const span of sql) {
      expect(span.parentSpanId).toBe(operation.spanId);
      expect(attribute(span, 'db.query.text')).toMatch(/^(select|with)\b/i);
    }
    expect(sql.some((span) => attribute(span, 'db.query.text')!.includes('$'))).toBe(true);

    // The service and its release name where the spans come from.
    expect(receiver.resources()).toContainEqual(
      expect.objectContaining({ 'service.name': 'storefront', 'service.version': 'trace-test-7' }),
    );
    // Nothing the customer typed or sent: not the variables, the query's literals, the
    // address's query, the token, the user agent or the client's address.
    const sent = receiver.bodies.join('\n');
    for (const secret of [EMAIL, CARD, TOKEN, 'jane.doe', 'agent-of', 'session=', 'token=']) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).not.toContain('productList(');
    expect(sent).not.toContain('127.0.0.1","key":"net.peer.ip');
    expect(sent).not.toMatch(/"key":"(net\.peer\.ip|client\.address|http\.user_agent)"/);
  }, 60_000);
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends nothing and loads no OpenTelemetry code', async () => {
    const receiver = await startReceiver();
    // The standard variables name the receiver; only the endpoint turns tracing on.
    const server = await startSpawnedServer('PGlite', {
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${JSON.stringify(
        new URL('./helpers/report-loaded-otel.mjs', import.meta.url).pathname,
      )}`,
    });
    try {
      const response = await searchWithCustomerData(server.url);
      expect(response.status).toBe(200);
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(receiver.bodies).toEqual([]);
      server.child.kill('SIGTERM');
      await server.exited;
      // Each process (tsx's and the server's) says how many it loaded: none did.
      expect(server.output()).toContain('opentelemetry modules loaded: 0');
      expect(server.output()).not.toMatch(/opentelemetry modules loaded: [1-9]/);
    } finally {
      await server.dispose();
      await receiver.close();
    }
  }, 120_000);
});
