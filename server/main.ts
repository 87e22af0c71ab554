// The whole product on one port: the site, the GraphQL API and the auth service.
// First, and finished before the server's modules load: with OTEL_EXPORTER_OTLP_ENDPOINT, tracing
// starts before anything uses node:http (a static import would load them alongside).
import './tracing/preload';

const { runOrExit } = await import('./run');

runOrExit();
