/**
 * Test databases.
 *
 * - openSeededTestDatabase(): a fresh in-memory PGlite loaded from a prepared
 *   dump of the default seed (no images), in about a second. The dump is built
 *   once and cached in .test-data/seeded.tar.gz, keyed by a hash of the
 *   migrations and the seed sources; a lock file keeps parallel test workers
 *   from building it twice.
 * - createPostgresTestDatabase(): a scratch database on the PostgreSQL at
 *   TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 *   migrated, dropped by `drop()`; null when no server is reachable.
 * - createSeededPostgresTestDatabase(): the same, migrated and seeded, cloned
 *   in a fraction of a second (CREATE DATABASE ... TEMPLATE) from a template
 *   database that is migrated and seeded once, named by the same hash as the
 *   PGlite dump; an advisory lock keeps parallel workers from building it twice.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  dumpDatabase,
  openDatabase,
  openDatabaseFromDump,
  type DatabaseHandle,
} from '../../../server/db/client';
import { migrateDatabase, migrationsFolder } from '../../../server/db/migrate';
import { seedDatabase, type SeedResult } from '../../../server/db/seed/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = path.join(root, '.test-data');
const dumpFile = path.join(cacheDir, 'seeded.tar.gz');
const metaFile = path.join(cacheDir, 'seeded.json');
const lockFile = path.join(cacheDir, 'seeded.lock');

/** The seed's reference date in tests: restock and order dates count from it. */
export const TEST_REFERENCE_DATE = '2026-01-15';

/** What the cached seed produced (counts, edge-case ids, featured ids). */
export interface TestSeedInfo {
  key: string;
  referenceDate: string;
  seed: Omit<SeedResult, 'images' | 'milliseconds'>;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return files.flat().sort();
}

/** Hash of everything that shapes the seeded database. */
export async function seededDatabaseKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`reference-date:${TEST_REFERENCE_DATE}\n`);
  const dbFolder = path.join(root, 'server/db');
  const sources = [
    ...(await filesUnder(migrationsFolder)),
    ...(await filesUnder(path.join(dbFolder, 'seed'))),
    ...['schema.ts', 'bulk-insert.ts', 'search.ts', 'constants.ts'].map((name) =>
      path.join(dbFolder, name),
    ),
  ];
  for (const file of sources) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function readMeta(): Promise<TestSeedInfo | null> {
  try {
    return JSON.parse(await readFile(metaFile, 'utf8')) as TestSeedInfo;
  } catch {
    return null;
  }
}

async function buildDump(key: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  try {
    await migrateDatabase(handle);
    const result = await seedDatabase(handle, {
      withImages: false,
      referenceDate: TEST_REFERENCE_DATE,
    });
    const temporary = `${dumpFile}.${process.pid}.tmp`;
    await dumpDatabase(handle, temporary);
    await rename(temporary, dumpFile);
    const { images: _images, milliseconds: _milliseconds, ...seed } = result;
    const info: TestSeedInfo = { key, referenceDate: TEST_REFERENCE_DATE, seed };
    await writeFile(metaFile, JSON.stringify(info, null, 2));
  } finally {
    await handle.close();
  }
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

let prepared: Promise<{ dump: Blob; info: TestSeedInfo }> | null = null;

/** Builds the cached dump if it is missing or stale (one worker builds; the others wait). */
async function prepare(): Promise<{ dump: Blob; info: TestSeedInfo }> {
  await mkdir(cacheDir, { recursive: true });
  const key = await seededDatabaseKey();
  for (;;) {
    const meta = await readMeta();
    if (meta?.key === key) {
      return { dump: new Blob([await readFile(dumpFile)]), info: meta };
    }
    let lock;
    try {
      lock = await open(lockFile, 'wx');
    } catch {
      // Another worker is building; a lock older than three minutes is stale.
      const age = await stat(lockFile).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (age > 180_000) await rm(lockFile, { force: true });
      await sleep(250);
      continue;
    }
    try {
      const current = await readMeta();
      if (current?.key !== key) await buildDump(key);
    } finally {
      await lock.close();
      await rm(lockFile, { force: true });
    }
  }
}

function getPrepared(): Promise<{ dump: Blob; info: TestSeedInfo }> {
  prepared ??= prepare().catch((error: unknown) => {
    prepared = null;
    throw error;
  });
  return prepared;
}

/** A fresh, private, seeded PGlite database (in memory). Close it when done. */
export async function openSeededTestDatabase(): Promise<DatabaseHandle> {
  const { dump } = await getPrepared();
  return openDatabaseFromDump(dump);
}

/** Facts about the cached seed: counts, featured ids and edge cases (hidden, no images ...). */
export async function seededTestDatabaseInfo(): Promise<TestSeedInfo> {
  return (await getPrepared()).info;
}

// ---------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------

export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the test PostgreSQL server answers (within two seconds). */
export async function isPostgresReachable(url = TEST_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface PostgresTestDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

let scratchCounter = 0;

function scratchName(): string {
  scratchCounter += 1;
  return `storefront_test_${process.pid}_${Date.now().toString(36)}_${scratchCounter}`;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function scratchDatabase(
  name: string,
  handle: DatabaseHandle,
): Promise<PostgresTestDatabase> {
  return {
    url: databaseUrl(name),
    handle,
    async drop() {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * Creates a uniquely named scratch database next to TEST_POSTGRES_URL's,
 * migrated (pass `migrate: false` for an empty one). Null when PostgreSQL is
 * not reachable, so callers can skip.
 */
export async function createPostgresTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<PostgresTestDatabase | null> {
  if (!(await isPostgresReachable())) return null;
  const name = scratchName();
  await withAdmin((admin) => admin.query(`create database "${name}"`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4 });
  if (options.migrate !== false) await migrateDatabase(handle);
  return scratchDatabase(name, handle);
}

/**
 * TEST_TEMPLATE_SCOPE keeps the templates of several checkouts tested side by side on one server
 * apart (each drops only the stale templates of its own scope).
 */
const templatePrefix = `storefront_template_${process.env.TEST_TEMPLATE_SCOPE ?? ''}`;
let templateReady: Promise<string> | null = null;

/** The seeded template database for the current sources, built once (the others wait). */
async function seededTemplate(): Promise<string> {
  const key = await seededDatabaseKey();
  const template = `${templatePrefix}${key}`;
  return withAdmin(async (admin) => {
    // One builder at a time across workers and runs; the lock ends with the session.
    await admin.query('select pg_advisory_lock(hashtext($1))', [templatePrefix]);
    try {
      const existing = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${templatePrefix}%`],
      );
      if (existing.rows.some((row) => row.datname === template)) return template;
      // Templates of other sources are of no further use.
      for (const { datname } of existing.rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
      // Built under another name and renamed when complete, so a half-built one is never used.
      const building = `${template}_building`;
      await admin.query(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(building), poolSize: 4 });
      try {
        await migrateDatabase(handle);
        await seedDatabase(handle, { withImages: false, referenceDate: TEST_REFERENCE_DATE });
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${building}" rename to "${template}"`);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [templatePrefix]);
    }
  });
}

/** Builds the seeded template now (when PostgreSQL answers), so the first test need not wait. */
export async function preparePostgresTemplate(): Promise<void> {
  if (await isPostgresReachable()) await getSeededTemplate();
}

function getSeededTemplate(): Promise<string> {
  templateReady ??= seededTemplate().catch((error: unknown) => {
    templateReady = null;
    throw error;
  });
  return templateReady;
}

/**
 * A scratch database on TEST_DATABASE_URL's server, migrated and seeded as
 * `seedDatabase(handle, { withImages: false, referenceDate: TEST_REFERENCE_DATE })`
 * leaves it: a copy of the seeded template. Null when PostgreSQL is not reachable.
 */
export async function createSeededPostgresTestDatabase(): Promise<PostgresTestDatabase | null> {
  if (!(await isPostgresReachable())) return null;
  const name = scratchName();
  for (let attempt = 0; ; attempt += 1) {
    const template = await getSeededTemplate();
    try {
      await withAdmin((admin) => admin.query(`create database "${name}" template "${template}"`));
      break;
    } catch (error) {
      const message = (error as Error).message;
      if (attempt >= 40) throw error;
      if (/does not exist/.test(message)) {
        // A run on other sources replaced the template: build ours again.
        templateReady = null;
      } else if (!/being accessed by other users/.test(message)) {
        throw error;
      }
      // A copy fails while anyone is connected to the template; only a builder ever is, briefly.
      await sleep(250);
    }
  }
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 4 });
  return scratchDatabase(name, handle);
}
