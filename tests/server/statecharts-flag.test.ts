import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { openSeededTestDatabase } from './helpers/test-database';

let distDir: string;
let dataDir: string;
let database: DatabaseHandle;
const servers: FastifyInstance[] = [];
let enabled: FastifyInstance;
let disabled: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefront-statecharts-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>shop</title><div id="root"></div>',
  );
  // The servers share one seeded in-memory database and a scratch DATA_DIR: build them once.
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-statecharts-data-'));
  database = await openSeededTestDatabase();
  enabled = await serverWith({ STATECHARTS_ENABLED: '1' });
  disabled = await serverWith({ STATECHARTS_ENABLED: '0' });
  production = await serverWith({ NODE_ENV: 'production' });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function serverWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildServer(
    {
      ...loadConfig({ NODE_ENV: 'test', DIST_DIR: distDir, DATA_DIR: dataDir, ...env }),
      logLevel: 'silent',
    },
    { database },
  );
  servers.push(app);
  await app.ready();
  return app;
}

describe('STATECHARTS_ENABLED', () => {
  it('is on outside production and off in production unless set to 1', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).statechartsEnabled).toBe(true);
    expect(loadConfig({}).statechartsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).statechartsEnabled).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', STATECHARTS_ENABLED: '1' }).statechartsEnabled,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', STATECHARTS_ENABLED: '0' }).statechartsEnabled).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'test', STATECHARTS_ENABLED: 'false' }).statechartsEnabled).toBe(
      false,
    );
  });

  it('refuses a value it does not understand', () => {
    expect(() => loadConfig({ STATECHARTS_ENABLED: 'yes please' })).toThrow(ConfigError);
  });
});

describe('/statecharts on the site server', () => {
  it('serves the page and says it is enabled when on', async () => {
    const app = enabled;
    const page = await app.inject({ url: '/statecharts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const flag = await app.inject({
      url: '/statecharts/enabled',
      headers: { accept: 'application/json' },
    });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['cache-control']).toBe('no-store');
    expect(flag.json()).toEqual({ enabled: true });
  });

  it('answers 404 with the site page when off, and 404 to the flag', async () => {
    const app = disabled;
    for (const url of ['/statecharts', '/statecharts/', '/statecharts?machine=cart-quote']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(404);
      // The SPA still loads, so the shopper sees the site's own not-found page.
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers['content-type'], url).toContain('text/html');
    }
    const flag = await app.inject({
      url: '/statecharts/enabled',
      headers: { accept: 'application/json' },
    });
    expect(flag.statusCode).toBe(404);
    expect(flag.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Other pages are untouched.
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
  });

  it('is off in production by default', async () => {
    const app = production;
    const page = await app.inject({ url: '/statecharts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
  });

  it('marks pages for the live inspector only where the statechart tools are served', async () => {
    const mark = '<meta name="live-inspector" content="on">';
    for (const [app, marked] of [
      [enabled, true],
      [disabled, false],
      [production, false],
    ] as const) {
      for (const url of ['/?inspect', '/contact?inspect', '/no-such-page?inspect']) {
        const page = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(page.body.includes(mark), `${url} marked: ${String(marked)}`).toBe(marked);
      }
    }
  });
});
