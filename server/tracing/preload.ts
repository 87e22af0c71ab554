/**
 * Imported first by every entry (server/main.ts, server/api/main.ts, server/auth/main.ts): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts before `node:http` is used by anything, so
 * the HTTP instrumentation sees every request. Without it, no OpenTelemetry code is loaded.
 */
import { otlpEndpoint } from './state';

if (otlpEndpoint()) {
  const { startTracing } = await import('./tracing');
  startTracing();
}
