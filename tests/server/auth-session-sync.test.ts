import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { decodeSessionCookie } from '../../server/site/session-sync';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';
import { openSeededTestDatabase } from './helpers/test-database';

let server: AuthTestServer;
let database: DatabaseHandle;
let signedIn: SessionBody;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  server = await startAuthServer({ database });
  signedIn = (
    await server.courier<SessionBody>('create', {
      email: uniqueEmail(),
      password: strongPassword(),
    })
  ).body;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The auth session object of spec section 3, as the SPA sends it. */
function sessionBody(): Record<string, unknown> {
  return {
    userId: signedIn.userId,
    refreshToken: signedIn.refreshToken,
    accessToken: signedIn.token,
    expiresAt: Date.now() + signedIn.expiresIn * 1000,
    tokenType: 'Bearer',
    roles: signedIn.roles,
    defaultProfile: { email: signedIn.email, firstname: 'Alex', lastname: 'Tremblay' },
    redirectUrl: '/account',
  };
}

function post(
  pathname: string,
  body: unknown,
  headers: Record<string, string> = { origin: server.url },
): Promise<Response> {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function cookieAttributes(header: string | null): Map<string, string> {
  const parts = (header ?? '').split(';').map((part) => part.trim());
  const attributes = new Map<string, string>();
  for (const part of parts.slice(1)) {
    const [key = '', value = ''] = part.split('=');
    attributes.set(key.toLowerCase(), value);
  }
  attributes.set('__pair', parts[0] ?? '');
  return attributes;
}

describe('POST /auth/update', () => {
  it('stores the session in an HTTP-only, SameSite=Lax cookie expiring one year ahead', async () => {
    const response = await post('/auth/update', sessionBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieAttributes(response.headers.get('set-cookie'));
    const [name, value] = (cookie.get('__pair') ?? '').split('=') as [string, string];
    expect(name).toBe('auth_session');
    expect(cookie.has('httponly')).toBe(true);
    expect(cookie.get('samesite')).toBe('Lax');
    expect(cookie.get('path')).toBe('/');
    expect(cookie.get('max-age')).toBe(String(365 * 24 * 60 * 60));
    const expires = Date.parse(cookie.get('expires') ?? '');
    expect(Math.abs(expires - (Date.now() + 365 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(cookie.has('secure')).toBe(false); // plain http outside production
    expect(decodeSessionCookie(decodeURIComponent(value))).toMatchObject({
      userId: signedIn.userId,
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.token,
      tokenType: 'Bearer',
      roles: ['customer'],
      redirectUrl: '/account',
    });
  });

  it('accepts a same-origin request by Sec-Fetch-Site, and the host it came to (behind Vite)', async () => {
    expect(
      (await post('/auth/update', sessionBody(), { 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    // fetch always sends the real Host; node:http lets the test send what Vite's proxy sends.
    const body = JSON.stringify(sessionBody());
    const proxied = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}/auth/update`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: 'http://localhost:3000',
            host: 'localhost:3000',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(proxied).toBe(200);
  });

  it('refuses cross-site requests with 403 and sets nothing', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
      { origin: server.url, 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      {},
    ];
    for (const headers of cases) {
      const response = await post('/auth/update', sessionBody(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toMatchObject({ code: 'cross_site_request' });
    }
    const remove = await post('/auth/remove', undefined, { origin: 'https://evil.example' });
    expect(remove.status).toBe(403);
    expect(remove.headers.get('set-cookie')).toBeNull();
  });

  it('validates the body and limits its size', async () => {
    const bad = await post('/auth/update', { ...sessionBody(), userId: 'alex' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'invalid_session',
      message: 'userId must be the customer id.',
    });
    expect(
      (await post('/auth/update', { ...sessionBody(), redirectUrl: '//evil.example' })).status,
    ).toBe(400);
    expect((await post('/auth/update', { ...sessionBody(), roles: 'admin' })).status).toBe(400);
    expect((await post('/auth/update', [])).status).toBe(400);
    const huge = await post('/auth/update', { ...sessionBody(), padding: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
    const form = await fetch(`${server.url}/auth/update`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: server.url },
      body: JSON.stringify(sessionBody()),
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /auth/remove', () => {
  it('clears the cookie, with or without a body', async () => {
    for (const body of [undefined, {}]) {
      const response = await post('/auth/remove', body);
      expect(response.status).toBe(200);
      const cookie = cookieAttributes(response.headers.get('set-cookie'));
      expect(cookie.get('__pair')).toBe('auth_session=');
      expect(cookie.get('max-age')).toBe('0');
      expect(cookie.has('httponly')).toBe(true);
    }
  });
});

describe('in production', () => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-sync-'));

  beforeAll(async () => {
    app = await buildServer(
      {
        ...loadConfig({
          NODE_ENV: 'production',
          SERVE_SITE: 'false',
          SITE_URL: 'https://shop.example.ca',
          DATA_DIR: dataDir,
        }),
        logLevel: 'silent',
      },
      { database },
    );
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('marks the cookie Secure under the __Host- prefix and checks the configured origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/update',
      headers: {
        'content-type': 'application/json',
        origin: 'https://shop.example.ca',
        host: 'internal:8080',
      },
      payload: sessionBody(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = cookieAttributes(String(response.headers['set-cookie']));
    expect(cookie.get('__pair')?.startsWith('__Host-auth_session=')).toBe(true);
    expect(cookie.has('secure')).toBe(true);
    expect(cookie.has('httponly')).toBe(true);
    expect(cookie.get('samesite')).toBe('Lax');
    const cross = await app.inject({
      method: 'POST',
      url: '/auth/remove',
      headers: { origin: 'https://shop.example.ca.evil.example', host: 'internal:8080' },
    });
    expect(cross.statusCode).toBe(403);
  });
});
