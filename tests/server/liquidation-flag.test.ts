import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import {
  FEATURE_FLAG_NAMES,
  LIQUIDATION_FLAG,
  RETIRED_FEATURE_FLAG_NAMES,
} from '../../server/db/constants';
import { reconcileFeatureFlags, setFeatureFlag } from '../../server/db/feature-flags';
import { FEATURE_FLAG_TTL_MS } from '../../server/modules/catalog/catalog-service';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import { LIQUIDATION_FLAG as CLIENT_LIQUIDATION_FLAG } from '../../src/lib/store-mode';

type Server = Awaited<ReturnType<typeof startApiServer>>;

const backends = await testBackends();

interface Schedule {
  deliverySchedule: { cityId: string; windows: { type: string }[] };
}
const SCHEDULE = `query S($cityId: ID!) { deliverySchedule(cityId: $cityId) { cityId windows { type } } }`;

describe('the one mode switch', () => {
  it('is one flag, named the same on the server and in the app', () => {
    expect(FEATURE_FLAG_NAMES).toEqual(['liquidation-sale']);
    expect(CLIENT_LIQUIDATION_FLAG).toBe(LIQUIDATION_FLAG);
  });
});

describe.each(backends)('liquidation-sale on $name', (backend) => {
  let database: DatabaseHandle;
  let server: Server;
  let dispose: () => Promise<void> = async () => undefined;
  let calgary: string;
  let defaultCity: string;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
    const cities = await server.graphql<{
      getCities: { id: string; name: string; isDefault: boolean }[];
    }>('{ getCities { id name isDefault } }');
    calgary = cities.data!.getCities.find((city) => city.name === 'Calgary')!.id;
    defaultCity = cities.data!.getCities.find((city) => city.isDefault)!.id;
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  async function flags() {
    const answer = await server.graphql<{ featureFlags: { name: string; on: boolean }[] }>(
      '{ featureFlags { name on } }',
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.featureFlags;
  }

  it('is off after the seed: the chosen city is served and delivered to, no pickup', async () => {
    expect(await flags()).toEqual([{ name: 'liquidation-sale', on: false }]);
    const schedule = await server.graphql<Schedule>(SCHEDULE, { cityId: calgary });
    expect(schedule.errors).toBeUndefined();
    expect(schedule.data!.deliverySchedule.cityId).toBe(calgary);
    const types = schedule.data!.deliverySchedule.windows.map((window) => window.type);
    expect(types.length).toBeGreaterThan(0);
    expect(types).not.toContain('PICKUP');
  });

  it('switched on in the database, reaches the running API within the flag TTL', async () => {
    expect(FEATURE_FLAG_TTL_MS).toBe(5_000);
    // Fill the cache with the old answer first, so the test sees the TTL at work.
    expect((await flags())[0]?.on).toBe(false);
    const switched = Date.now();
    expect(await setFeatureFlag(database, LIQUIDATION_FLAG, true)).toBe(false);
    let seenAfter = -1;
    while (Date.now() - switched < FEATURE_FLAG_TTL_MS + 2_000) {
      if ((await flags())[0]?.on) {
        seenAfter = Date.now() - switched;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(FEATURE_FLAG_TTL_MS + 1_000);
    expect(await flags()).toEqual([{ name: 'liquidation-sale', on: true }]);
  }, 20_000);

  it('when on, pins every city to the default depot and offers pickup only', async () => {
    const schedule = await server.graphql<Schedule>(SCHEDULE, { cityId: calgary });
    expect(schedule.errors).toBeUndefined();
    expect(schedule.data!.deliverySchedule.cityId).toBe(defaultCity);
    expect(schedule.data!.deliverySchedule.windows.map((window) => window.type)).toEqual([
      'PICKUP',
    ]);
  });

  it('clears the four retired flags of databases seeded before, keeping the setting', async () => {
    for (const name of RETIRED_FEATURE_FLAG_NAMES) {
      await database.query(`insert into feature_flags (name, "on") values ($1, true)`, [name]);
    }
    await reconcileFeatureFlags(database);
    const rows = await database.query<{ name: string; on: boolean }>(
      'select name, "on" from feature_flags order by name',
    );
    expect(rows).toEqual([{ name: 'liquidation-sale', on: true }]);
    // A database without the new row gets it, switched off.
    await database.query('delete from feature_flags');
    await reconcileFeatureFlags(database);
    expect(await database.query('select name, "on" from feature_flags order by name')).toEqual([
      { name: 'liquidation-sale', on: false },
    ]);
  });
});

describe('npm run flag', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-flag-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function flagCli(args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const child = spawn(
        path.join(root, 'node_modules', '.bin', 'tsx'),
        ['scripts/flag.ts', ...args],
        { cwd: root, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  it('refuses, naming the process, while another process has the PGlite data folder open', async () => {
    const held = await openDatabase({ databaseUrl: '', dataDir: path.join(dataDir, 'db') });
    try {
      const answer = await flagCli(['liquidation-sale', 'on']);
      expect(answer.code).toBe(1);
      expect(answer.output).toContain(`is in use by process ${process.pid}`);
      expect(answer.output).toContain('stop that process');
    } finally {
      await held.close();
    }
    // Released: now it opens, and says the database needs its first start.
    const after = await flagCli(['liquidation-sale', 'on']);
    expect(after.code).toBe(1);
    expect(after.output).toContain('run `npm start` once');
  }, 60_000);

  it('rejects unknown flags and settings with the usage', async () => {
    const retired = await flagCli(['pickup-only', 'on']);
    expect(retired.code).toBe(2);
    expect(retired.output).toContain('Usage: npm run flag -- [liquidation-sale on|off]');
    const setting = await flagCli(['liquidation-sale', 'maybe']);
    expect(setting.code).toBe(2);
  }, 30_000);
});
