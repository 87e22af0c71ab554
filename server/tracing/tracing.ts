/**
 * Traces over OTLP/HTTP (decision 183), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * a span per HTTP request (`@opentelemetry/instrumentation-http`, named by its route), per
 * GraphQL operation (./server-spans) and per SQL statement (../db/traced-database), one trace
 * per request.
 * The exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout);
 * the resource names the service (OTEL_SERVICE_NAME, default `storefront`) and the release.
 */
import { IncomingMessage } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { releaseVersionOf } from '../config';
import { incomingSpans } from './server-spans';
import { ScrubbingExporter } from './span-scrubbing';
import { tracingState } from './state';

/** Probes, Prometheus's scrapes (METRICS_PORT) and the browser's error reports: no trace each. */
const UNTRACED = /^\/(?:healthz|readyz|metrics|error-reports)(?:[/?]|$)/;

export function startTracing(env: NodeJS.ProcessEnv = process.env): void {
  if (tracingState.enabled) return;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || 'storefront',
      'service.version': releaseVersionOf(env),
      'deployment.environment.name': env.NODE_ENV === 'production' ? 'production' : 'development',
    }),
    spanProcessors: [new BatchSpanProcessor(new ScrubbingExporter(new OTLPTraceExporter()))],
  });
  provider.register();
  new HttpInstrumentation({
    ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
    // Requests the server makes itself are traced only inside a request's trace.
    requireParentforOutgoingSpans: true,
    // Remembered, so the request's span is named by its route (./server-spans).
    requestHook: (span, request) => {
      if (request instanceof IncomingMessage) incomingSpans.set(request, span);
    },
  });
  tracingState.enabled = true;
  tracingState.flush = () => provider.forceFlush();
}
