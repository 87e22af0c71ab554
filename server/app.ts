import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { sitePlugin } from './site/site-plugin';

/** The whole product in one process: site, and (in their own issues) API and auth service. */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.production,
  });

  app.get('/healthz', (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', version: config.releaseVersion }),
  );

  if (config.serveSite) {
    await app.register(sitePlugin, {
      distDir: config.distDir,
      releaseVersion: config.releaseVersion,
    });
  }
  return app;
}
