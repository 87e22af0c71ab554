import { createServer } from 'node:net';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { MissingBuildError } from './site/site-plugin';

/** The longest a stop may take (handlers get 10 s to finish) before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 25_000;

function portError(error: unknown, port: number): string | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use: stop the other server or set PORT`;
  if (code === 'EACCES') return `no permission to listen on port ${port}: choose a PORT above 1023`;
  return null;
}

async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => {
      const message = portError(error, port);
      if (message) fail(message);
      resolve();
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function fail(message: string): never {
  process.stderr.write(`storefront: ${message}\n`);
  process.exit(1);
}

/** Starts a server from the environment; `overrides` let an entry point serve one part only. */
export async function run(overrides: Partial<ServerConfig> = {}): Promise<void> {
  let config: ServerConfig;
  try {
    config = { ...loadConfig(), ...overrides };
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Tell a taken port at once, before the first run spends time seeding the database.
  await assertPortFree(config.port, config.host);

  let app;
  try {
    app = await buildServer(config);
    await app.ready();
  } catch (error) {
    if (error instanceof MissingBuildError) fail(error.message);
    throw error;
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} is already in use: stop the other server or set PORT`);
    if (code === 'EACCES')
      fail(`no permission to listen on port ${config.port}: choose a PORT above 1023`);
    throw error;
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  process.stdout.write(
    `storefront ${config.releaseVersion} ready on http://${shown}:${config.port}\n`,
  );

  // Stopping (SIGTERM, SIGINT): new requests get 503, running handlers and jobs finish, tracker
  // streams end, then the database closes. A signal repeated meanwhile changes nothing (tsx
  // passes its own on, a process manager may send two): only the deadline cuts it short.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      process.stderr.write(
        `storefront: still stopping after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting anyway\n`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`stopping failed: ${(error as Error).message}`),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Runs `run` and turns any failure into one line on stderr and exit status 1. */
export function runOrExit(overrides: Partial<ServerConfig> = {}): void {
  run(overrides).catch((error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
  });
}
