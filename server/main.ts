import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import { MissingBuildError } from './site/site-plugin';

function fail(message: string): never {
  process.stderr.write(`storefront: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

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

  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
