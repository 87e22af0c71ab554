/**
 * Opens the storefront database: embedded PGlite by default (data under
 * DATA_DIR), or a real PostgreSQL when DATABASE_URL is set. Both expose the
 * same query helper, the one way the app reads and writes
 * (docs/decisions/090-one-query-layer.md); drizzle describes the schema and
 * runs the migrations, not queries.
 */
import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/** A row of a raw query: int8 and numeric read as numbers, date as 'YYYY-MM-DD', timestamptz as Date. */
export type Row = Record<string, unknown>;

export interface DatabaseHandle {
  kind: DatabaseKind;
  /** One statement with $1, $2 ... parameters. Same value types on both drivers. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (DDL, TRUNCATE, scripts). */
  exec(text: string): Promise<void>;
  /** Closes the PGlite instance or ends the pool. Safe to call twice. */
  close(): Promise<void>;
  /**
   * Runs `work` with a handle bound to one connection, for session state
   * (SET, advisory locks, multi-statement transactions in raw SQL). PGlite has
   * one connection, so it gets this same handle. The bound handle's close() does nothing.
   */
  withConnection<T>(work: (connection: DatabaseHandle) => Promise<T>): Promise<T>;
  /** The underlying client, for driver-specific needs (dumps, pool stats). */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; default process.env.DATABASE_URL. When set, PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /**
   * PGlite data folder; default `${DATA_DIR}/db` (DATA_DIR defaults to ./.data).
   * 'memory://' keeps the database in memory.
   */
  dataDir?: string | undefined;
  /** node-postgres pool size (default 10). */
  poolSize?: number | undefined;
  /** Called with errors of idle pooled connections (default: ignored; the next query fails). */
  onPoolError?: ((error: Error) => void) | undefined;
}

/** The folder for PGlite data and generated images: DATA_DIR or ./.data. */
export function dataRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR && env.DATA_DIR.length > 0 ? env.DATA_DIR : '.data');
}

/** The default PGlite folder: `${DATA_DIR}/db`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(dataRoot(env), 'db');
}

/** The generated images folder the site serves at /images: `${DATA_DIR}/images`. */
export function defaultImagesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(dataRoot(env), 'images');
}

/** pg_trgm for typo-tolerant search, unaccent for the French search document (decision 180). */
const pgliteExtensions = { pg_trgm, unaccent };

// Per-query parsers for the raw helper, so both drivers return the same JS values.
const toNumber = (value: string) => Number(value);
const keepString = (value: string) => value;
const pgliteRawParsers = {
  [pgliteTypes.INT8]: toNumber,
  [pgliteTypes.NUMERIC]: toNumber,
  [pgliteTypes.DATE]: keepString,
};
const pgRawOverrides: Record<number, (value: string) => unknown> = {
  20: toNumber, // int8
  1700: toNumber, // numeric
  1082: keepString, // date
};
const pgRawTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const override = pgRawOverrides[oid];
    if (override && format !== 'binary') return override;
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid, 'text');
  },
};

/** Another process has the PGlite data folder open (PGlite serves one process at a time). */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid} (a running \`npm start\`?). PGlite serves one process at a time: stop that process and try again (if it is not a server of this store, delete ${dataDir}.pid).`,
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not stop a second process from opening the same data folder, and two writers
 * corrupt it. So whoever opens one (the server, the seed, `npm run flag`) holds `<dataDir>.pid`
 * while it is open; a file left by a process that is gone is taken over. Opening again in the
 * same process is allowed (tests do). Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // removed meanwhile: try again
    }
    if (holder === process.pid) return () => undefined;
    if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: ${file} keeps coming back.`);
}

function pgliteHandle(pglite: PGlite, release: () => void = () => undefined): DatabaseHandle {
  let closed = false;
  const handle: DatabaseHandle = {
    kind: 'pglite',
    client: { kind: 'pglite', pglite },
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await pglite.query<T>(text, [...params], { parsers: pgliteRawParsers });
      return result.rows;
    },
    async exec(text: string) {
      await pglite.exec(text);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
    withConnection(work) {
      return work(handle);
    },
  };
  return handle;
}

function postgresHandle(pool: pg.Pool): DatabaseHandle {
  let closed = false;
  return {
    kind: 'postgres',
    client: { kind: 'postgres', pool },
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>({ text, values: [...params], types: pgRawTypes });
      return result.rows;
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    async withConnection(work) {
      const connection = await pool.connect();
      try {
        return await work(connectionHandle(pool, connection));
      } finally {
        connection.release();
      }
    },
  };
}

function connectionHandle(pool: pg.Pool, connection: pg.PoolClient): DatabaseHandle {
  const handle: DatabaseHandle = {
    kind: 'postgres',
    client: { kind: 'postgres', pool },
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await connection.query<T>({ text, values: [...params], types: pgRawTypes });
      return result.rows;
    },
    async exec(text: string) {
      await connection.query(text);
    },
    async close() {
      // The connection goes back to the pool when withConnection's work ends.
    },
    withConnection(work) {
      return work(handle);
    },
  };
  return handle;
}

/**
 * The word similarity from which a search's typo-tolerant match counts (pg_trgm's
 * word_similarity_threshold, 0.6 by default). Every connection sets it, so the catalogue's
 * searches can write the match as `query <% text`, the form the trigram index serves
 * (decision 187).
 */
export const TRIGRAM_WORD_SIMILARITY = 0.5;

/** Creates a PGlite instance with the extensions the migrations need. */
export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await pglite.waitReady;
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${TRIGRAM_WORD_SIMILARITY}`);
  return pglite;
}

/**
 * Opens the database named by the options or the environment:
 * DATABASE_URL → PostgreSQL (node-postgres pool); otherwise PGlite in `dataDir`.
 * Does not migrate (see ./migrate) or seed (see ./bootstrap).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl && databaseUrl.length > 0) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // JIT compiling pays off for long analytic queries, not for a storefront's short ones: it
      // added 70 ms to a list page whose plan merely looked costly (decision 187).
      options: `-c jit=off -c pg_trgm.word_similarity_threshold=${TRIGRAM_WORD_SIMILARITY}`,
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    // Fail fast with a clear error when the server is unreachable.
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end().catch(() => undefined);
      throw error;
    });
    client.release();
    return postgresHandle(pool);
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  if (dataDir.startsWith('memory://')) return pgliteHandle(await createPglite({ dataDir }));
  await mkdir(dataDir, { recursive: true });
  const release = lockDataDir(path.resolve(dataDir));
  try {
    return pgliteHandle(await createPglite({ dataDir }), release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens an in-memory PGlite from a dump written by dumpDatabase (a .tar.gz data folder). */
export async function openDatabaseFromDump(dump: string | Blob): Promise<DatabaseHandle> {
  const blob = typeof dump === 'string' ? new Blob([await readFile(dump)]) : dump;
  return pgliteHandle(await createPglite({ loadDataDir: blob }));
}

/**
 * Dumps a PGlite database's data folder (gzip tarball). Writes it to `file`
 * when given; returns the blob either way. PostgreSQL handles: use pg_dump.
 */
export async function dumpDatabase(handle: DatabaseHandle, file?: string): Promise<Blob> {
  if (handle.client.kind !== 'pglite') {
    throw new Error('dumpDatabase works on PGlite only; use pg_dump for PostgreSQL');
  }
  const blob = await handle.client.pglite.dumpDataDir('gzip');
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  }
  return blob;
}
