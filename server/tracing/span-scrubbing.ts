/**
 * What a span may carry when it leaves (decision 183): an allowlist of attribute names, each
 * text scrubbed like the logs (`scrubText`), addresses cut to their path. Nothing else leaves:
 * not the client's address, its user agent, a query string, headers, SQL values or GraphQL
 * variables, whatever an instrumentation records by default.
 */
import type { Attributes } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import { scrubText } from '../error-reporting';

type ResultCallback = Parameters<SpanExporter['export']>[1];

/** Attributes kept as they are (numbers, names of things, never a customer's words). */
const KEPT = new Set([
  'http.method',
  'http.request.method',
  'http.status_code',
  'http.response.status_code',
  'http.route',
  'http.scheme',
  'http.flavor',
  'url.scheme',
  'network.protocol.version',
  'net.host.name',
  'net.host.port',
  'server.address',
  'server.port',
  'net.peer.name',
  'net.peer.port',
  'error.type',
  'graphql.operation.type',
  'graphql.operation.name',
  'db.system',
  'db.system.name',
  'db.operation.name',
  'exception.type',
]);

/** Texts kept scrubbed: SQL without values, exception messages and stacks. */
const SCRUBBED = new Set(['db.query.text', 'exception.message', 'exception.stacktrace']);

/** Addresses kept as their scrubbed path, never their query. */
const ADDRESSES = new Set(['http.target', 'http.url', 'url.full', 'url.path']);

function pathOf(value: string): string {
  const withoutQuery = value.split(/[?#]/)[0] ?? '';
  return scrubText(withoutQuery);
}

export function scrubAttributes(attributes: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    if (KEPT.has(key)) kept[key] = value;
    else if (SCRUBBED.has(key) && typeof value === 'string') kept[key] = scrubText(value);
    else if (ADDRESSES.has(key) && typeof value === 'string') kept[key] = pathOf(value);
  }
  return kept;
}

function scrubbedSpan(span: ReadableSpan): ReadableSpan {
  // The span's own methods (spanContext) stay; what it carries is replaced.
  const copy = Object.create(span) as ReadableSpan & Record<string, unknown>;
  Object.defineProperties(copy, {
    name: { value: scrubText(span.name) },
    attributes: { value: scrubAttributes(span.attributes) },
    events: {
      value: span.events.map((event) => ({
        ...event,
        ...(event.attributes ? { attributes: scrubAttributes(event.attributes) } : {}),
      })),
    },
    status: {
      value: {
        ...span.status,
        ...(span.status.message ? { message: scrubText(span.status.message) } : {}),
      },
    },
  });
  return copy;
}

/** An exporter passing on scrubbed copies of the spans to `inner`. */
export class ScrubbingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: ResultCallback): void {
    this.inner.export(spans.map(scrubbedSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
