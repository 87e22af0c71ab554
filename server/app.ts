import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { apiPlugin, createServices } from './api/api-plugin';
import type { ServerConfig } from './config';
import { ensureDatabase } from './db/bootstrap';
import type { DatabaseHandle } from './db/client';
import { imagesPlugin } from './site/images-plugin';
import { assertBuilt, sitePlugin } from './site/site-plugin';

export interface BuildOptions {
  /** An open database (tests); otherwise the configured one is opened, migrated and seeded. */
  database?: DatabaseHandle;
  /** False turns off the per-city catalogue cache (benchmarks of the uncached path). */
  cache?: boolean;
}

/** The whole product in one process: the site, the GraphQL API and (in its issue) the auth service. */
export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Refuse a missing build before the first run spends time seeding the database.
  if (config.serveSite) assertBuilt(config.distDir);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.production,
    bodyLimit: 256 * 1024,
  });

  const database =
    options.database ??
    (await ensureDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      imagesDir: path.join(config.dataDir, 'images'),
      onProgress: (message) => app.log.info(message),
    }));
  if (!options.database) app.addHook('onClose', () => database.close());

  app.get('/healthz', (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', version: config.releaseVersion }),
  );

  await app.register(imagesPlugin, { imagesDir: path.join(config.dataDir, 'images') });
  const services = createServices(database, { cache: options.cache ?? true });
  app.decorate('services', services);
  await app.register(apiPlugin, {
    services,
    releaseVersion: config.releaseVersion,
    production: config.production,
  });
  if (config.serveSite) {
    await app.register(sitePlugin, {
      distDir: config.distDir,
      releaseVersion: config.releaseVersion,
    });
  }
  return app;
}
