/**
 * The server's own spans (decision 183): the HTTP request's span (made by the HTTP
 * instrumentation) is named by its route, not its address; each GraphQL request runs inside a
 * span of its own, named by the operation's type and name once GraphQL has parsed it, so the
 * SQL of its resolvers hangs below it. Neither carries a variable, the query text or a header.
 */
import { SpanKind, context, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';

const tracer = trace.getTracer('storefront');
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The HTTP instrumentation's span of each request that came over the network. */
export const incomingSpans = new WeakMap<object, Span>();

/** The span each GraphQL request runs in, while it runs. */
const operationSpans = new WeakMap<FastifyRequest, Span>();

export function traceServer(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // The request's own span: a request injected by the page renderer has none of its own.
    const span = incomingSpans.get(request.raw);
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
  });
  app.addHook('onRoute', (route) => {
    if (route.url !== '/graphql') return;
    const handler = route.handler;
    route.handler = function traced(this: FastifyInstance, request, reply) {
      return tracer.startActiveSpan('graphql', { kind: SpanKind.INTERNAL }, async (span) => {
        operationSpans.set(request, span);
        try {
          return await handler.call(this, request, reply);
        } finally {
          operationSpans.delete(request);
          span.end();
        }
      });
    } as RouteHandlerMethod;
  });
}

/** Names the request's GraphQL span by the operation GraphQL is about to run. */
export function nameOperation(
  request: FastifyRequest,
  document: DocumentNode,
  operationName: string | null | undefined,
): void {
  const span = operationSpans.get(request) ?? trace.getSpan(context.active());
  if (!span) return;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations[0];
  if (!operation) return;
  const name = operation.name?.value;
  const plain = name && PLAIN_NAME.test(name) ? name : null;
  span.updateName(plain ? `${operation.operation} ${plain}` : operation.operation);
  span.setAttribute('graphql.operation.type', operation.operation);
  if (plain) span.setAttribute('graphql.operation.name', plain);
}
