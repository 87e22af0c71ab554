/**
 * A span per SQL statement (decision 183), made at the one query layer (decision 090) so both
 * drivers (PGlite and node-postgres) are traced alike. Only statements inside a traced request
 * or operation get a span: the pollers' queries (notices, settlement) would be thousands of
 * one-span traces. A span carries the statement's text with its values replaced, never the
 * parameters.
 */
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { DatabaseHandle, Row } from './client';

const tracer = trace.getTracer('storefront');

/** SQL text as a span carries it: quoted strings and bare numbers replaced by `?`. */
export function sqlWithoutValues(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![$\w.])\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2_000);
}

/** The statement's kind: its first word, or for a WITH, the write it ends in (else SELECT). */
function operationOf(text: string): string {
  const first = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  if (first !== 'WITH') return first;
  return /\b(insert|update|delete)\b/i.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
}

async function traced<T>(text: string, work: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return work();
  const operation = operationOf(text);
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system': 'postgresql',
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': sqlWithoutValues(text),
    },
  });
  try {
    return await work();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute('error.type', (error as { code?: string }).code ?? 'error');
    throw error;
  } finally {
    span.end();
  }
}

/** The handle with a span around each of its statements. */
export function tracedDatabase(handle: DatabaseHandle): DatabaseHandle {
  const wrapped: DatabaseHandle = {
    kind: handle.kind,
    client: handle.client,
    query: <T extends Row = Row>(text: string, params?: readonly unknown[]) =>
      traced(text, () => handle.query<T>(text, params)),
    exec: (text) => traced(text, () => handle.exec(text)),
    close: () => handle.close(),
    withConnection: (work) =>
      handle.withConnection((connection) =>
        work(connection === handle ? wrapped : tracedDatabase(connection)),
      ),
  };
  return wrapped;
}
