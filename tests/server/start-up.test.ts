import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { openSeededTestDatabase } from './helpers/test-database';

/** Fastify's default time a plugin has to register before start-up fails. */
const FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

let distDir: string;
let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefront-slow-dist-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-slow-data-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  // A server build, so the site plugin takes its slow step: loading it.
  mkdirSync(path.join(distDir, '.ssr'));
  writeFileSync(
    path.join(distDir, '.ssr', 'entry-server.js'),
    'export function configureServerRendering() {}\nexport async function renderPage() { return { status: 404, location: null, html: "", head: "", boot: {} }; }\n',
  );
  database = await openSeededTestDatabase();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up on a busy machine', () => {
  it('waits for a site plugin slower than Fastify’s plugin timeout instead of failing', async () => {
    let slowStepRan = false;
    const started = Date.now();
    app = await buildServer(
      {
        ...loadConfig({ NODE_ENV: 'test', DIST_DIR: distDir, DATA_DIR: dataDir }),
        logLevel: 'silent',
      },
      {
        database,
        // The server build loading as slowly as on a machine busy with other work.
        beforeSiteRendererLoad: async () => {
          await new Promise((resolve) =>
            setTimeout(resolve, FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS + 1_000),
          );
          slowStepRan = true;
        },
      },
    );
    await app.ready();
    expect(slowStepRan).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS);
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
  }, 60_000);
});
