import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the images generated at seed time; their names never change meaning, so they cache for a year. */
export async function imagesPlugin(
  app: FastifyInstance,
  options: { imagesDir: string },
): Promise<void> {
  mkdirSync(options.imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
