import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { newestMigrationMillis, readiness } from '../../server/readiness';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';

const backends = await testBackends();

describe.each(backends)('/readyz on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startApiServer>>;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database, { NODE_ENV: 'production' });
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // This instance runs the job queue and sends notices (NOTICE_SENDER's default) in it.
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok', notices: 'ok' },
    });
    // Alive is another question, answered the same either way.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('is not ready with a migration to apply, a stopped queue or sender, or no database', async () => {
    const newest = newestMigrationMillis();
    expect(newest).toBeGreaterThan(0);
    await expect(
      readiness(database, { newestMigration: newest + 1, notices: null }),
    ).resolves.toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'failing', jobs: 'off', notices: 'off' },
    });
    await expect(
      readiness(database, { newestMigration: newest, notices: { isRunning: false } }),
    ).resolves.toMatchObject({ ready: false, checks: { notices: 'failing' } });
    await expect(
      readiness(database, {
        newestMigration: newest,
        jobs: { isRunning: false },
        notices: null,
      }),
    ).resolves.toMatchObject({ ready: false, checks: { jobs: 'failing', notices: 'off' } });
    const unreachable = {
      query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as DatabaseHandle;
    await expect(
      readiness(unreachable, { newestMigration: newest, notices: { isRunning: true } }),
    ).resolves.toEqual({
      ready: false,
      checks: { database: 'failing', migrations: 'failing', jobs: 'off', notices: 'ok' },
    });
    const hanging = { query: () => new Promise(() => undefined) } as unknown as DatabaseHandle;
    await expect(
      readiness(hanging, { newestMigration: newest, notices: null, timeoutMs: 100 }),
    ).resolves.toMatchObject({ ready: false, checks: { database: 'failing' } });
  });
});
