import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { ConfigError, loadConfig, parseTrustProxy } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { freePort, uniqueEmail } from './helpers/auth-server';
import { openSeededTestDatabase } from './helpers/test-database';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads a hop count or proxy addresses and ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses trusting everyone and malformed values', () => {
    for (const raw of ['true', '0', '99', '300.1.1.1', 'proxy.example', '10.0.0.0/8,,']) {
      expect(() => parseTrustProxy(raw), raw).toThrow(ConfigError);
    }
  });
});

/**
 * A production server (API, auth service, session sync) whose per-address sign-in limit is 4
 * failures, on real HTTP, with the given TRUST_PROXY.
 */
async function startProductionServer(
  database: DatabaseHandle,
  trustProxy: string | undefined,
): Promise<{ app: FastifyInstance; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SERVE_SITE: 'false',
      PORT: String(port),
      SITE_URL: 'https://shop.example',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    }),
    production: true,
    logLevel: 'silent',
  };
  const app = await buildServer(config, {
    database,
    auth: { bruteForce: { addressFailures: 4, accountFreeFailures: 1_000 } },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url };
}

async function failedSignIn(url: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${url}/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({
      type: 'courier',
      action: 'login',
      actionData: { email: uniqueEmail('spray'), password: 'Summer-guess-2025' },
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('forwarded headers in production', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('ignores X-Forwarded-For from an untrusted client: made-up addresses are throttled', async () => {
    const { app, url } = await startProductionServer(database, undefined);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push(await failedSignIn(url, `203.0.113.${attempt + 1}`));
      }
      // Four failures from the one real address are free; then that address is refused.
      expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect(statuses.slice(4)).toEqual([429, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Host in the session-sync origin check', async () => {
    const { app, url } = await startProductionServer(database, undefined);
    try {
      const response = await fetch(`${url}/auth/update`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
        },
        body: JSON.stringify({}),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(403);
    } finally {
      await app.close();
    }
  });

  it.each(['127.0.0.1', '1'])(
    'believes a configured proxy (%s): each forwarded client is counted on its own',
    async (trustProxy) => {
      const { app, url } = await startProductionServer(database, trustProxy);
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 8; attempt += 1) {
          statuses.push(await failedSignIn(url, `198.51.100.${attempt + 1}`));
        }
        expect(statuses).toEqual(Array.from({ length: 8 }, () => 401));
        // One forwarded client alone is still limited.
        const same: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          same.push(await failedSignIn(url, '198.51.100.200'));
        }
        expect(same).toEqual([401, 401, 401, 401, 429]);
      } finally {
        await app.close();
      }
    },
  );
});
