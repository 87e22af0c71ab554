import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>shop</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(distDir, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(2000)}1);`,
  );
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildServer({
    ...loadConfig({ NODE_ENV: 'test', DIST_DIR: distDir }),
    logLevel: 'silent',
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves hashed assets as immutable and compressed', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves unhashed files with a short cache lifetime', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/category/living-room/sofas',
      '/productdetail/harbourfront-sofa?x=1',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a real 404 for a missing asset or file', async () => {
    for (const url of ['/assets/missing-zzz.js', '/robots-missing.txt', '/assets/nothing']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 404 to a non-GET request for an unknown path', async () => {
    const response = await app.inject({ method: 'POST', url: '/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
  });

  it('reports version and health as JSON', async () => {
    const version = await app.inject({ url: '/version', headers: { accept: 'application/json' } });
    expect(version.json()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const page = await app.inject({ url: '/version', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<div id="root">');
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
