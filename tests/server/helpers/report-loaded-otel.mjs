// Preloaded into a spawned server (NODE_OPTIONS=--import): on exit, says how many
// OpenTelemetry modules the process loaded, so a test can tell that none were. The API alone
// (a no-op facade prom-client loads for its exemplars) does not count: it sends nothing.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.on('exit', () => {
  const loaded = Object.keys(require.cache).filter(
    (file) => file.includes('@opentelemetry') && !file.includes('@opentelemetry/api/'),
  );
  process.stdout.write(`opentelemetry modules loaded: ${loaded.length}\n`);
});
