import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { openSeededTestDatabase } from './helpers/test-database';

let distDir: string;
let dataDir: string;
let database: DatabaseHandle;
const servers: FastifyInstance[] = [];

async function start(production: boolean): Promise<FastifyInstance> {
  const app = await buildServer(
    {
      ...loadConfig({ NODE_ENV: 'test', DIST_DIR: distDir, DATA_DIR: dataDir }),
      production,
      logLevel: 'silent',
    },
    { database },
  );
  await app.ready();
  servers.push(app);
  return app;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-headers-data-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>shop</title><div id="root"></div>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  database = await openSeededTestDatabase();
});

afterAll(async () => {
  for (const app of servers) await app.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** One answer of each kind the server gives. */
const requests = [
  { name: 'a page', url: '/category/sofas/' },
  { name: 'a missing file', url: '/assets/missing-000.js' },
  { name: '/graphql', url: '/graphql', method: 'POST' as const, payload: { query: '{ version }' } },
  { name: '/graphql refused', url: '/graphql', method: 'POST' as const, payload: { query: '{' } },
  { name: 'the auth service', url: '/courier/social' },
  { name: '/healthz', url: '/healthz' },
];

describe('security headers', () => {
  it.each(requests)('are on $name', async ({ url, method, payload }) => {
    const app = await start(false);
    const response = await app.inject({
      url,
      method: method ?? 'GET',
      ...(payload ? { payload } : {}),
      headers: payload ? { 'x-client-version': 'test' } : {},
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('are lean on a hashed asset: no document-only or revalidation headers (decision 142)', async () => {
    const app = await start(true);
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-frame-options',
      'x-xss-protection',
      'origin-agent-cluster',
    ])
      expect(response.headers[name], name).toBeUndefined();
    // A page keeps every header.
    const page = await app.inject({ url: '/category/sofas/' });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('send HSTS and upgrade insecure requests in production only', async () => {
    const local = await (await start(false)).inject({ url: '/healthz' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(String(local.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
    const production = await (await start(true)).inject({ url: '/healthz' });
    expect(production.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(production.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});
