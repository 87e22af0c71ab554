// The auth service alone (`npm run start:auth`): /courier and, outside production, /dev/mailbox.
// It needs the database but neither the built SPA nor the GraphQL API.
// First, and finished before the server's modules load: with OTEL_EXPORTER_OTLP_ENDPOINT, tracing
// starts before anything uses node:http (a static import would load them alongside).
import '../tracing/preload';

const { runOrExit } = await import('../run');

runOrExit({ serveSite: false, serveApi: false, serveAuth: true });
