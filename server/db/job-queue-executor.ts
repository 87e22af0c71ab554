/**
 * How pg-boss reaches the store's database (decision 182): through the server's own connection,
 * never a pool of its own. pg-boss 10 takes any `db: { executeSql(text, values) }`.
 *
 * - PostgreSQL: the server's pool, with node-postgres's default value types (what pg-boss reads).
 * - PGlite (embedded, one process): the one PGlite instance. Its schema scripts are several
 *   statements without values (`exec`); everything else is one statement with values (`query`).
 *   int8 and numeric read as numbers (PGlite's default bigint would not serialize to JSON).
 */
import { types as pgliteTypes } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const pgliteParsers = {
  [pgliteTypes.INT8]: (value: string) => Number(value),
  [pgliteTypes.NUMERIC]: (value: string) => Number(value),
};

/** node-postgres on a pool or one connection, with its default value types. */
function postgresExecutor(target: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await target.query<Record<string, unknown>>(text, values);
      // A script of several statements answers with one result each: the last one counts.
      const last = Array.isArray(result) ? (result.at(-1) as typeof result | undefined) : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

export function databaseExecutor(database: DatabaseHandle): SqlExecutor {
  const { client } = database;
  if (client.kind === 'postgres') return postgresExecutor(client.pool);
  const { pglite } = client;
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text, { parsers: pgliteParsers });
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await pglite.query<Record<string, unknown>>(text, values, {
        parsers: pgliteParsers,
      });
      return { rows: result.rows };
    },
  };
}

/** The advisory lock that keeps instances from setting up pg-boss's queues at the same moment. */
const SETUP_LOCK = 182_000_182;

/**
 * Runs `work` with an executor on one connection while holding the setup lock: pg-boss 10
 * creates each queue's partition of its job table, and two instances doing that at once can
 * deadlock. PGlite is one connection in one process: no lock needed.
 */
export async function withSetupExecutor<T>(
  database: DatabaseHandle,
  work: (executor: SqlExecutor) => Promise<T>,
): Promise<T> {
  const { client } = database;
  if (client.kind === 'pglite') return work(databaseExecutor(database));
  const connection = await client.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      return await work({
        async executeSql(text, values) {
          const result = await connection.query<Record<string, unknown>>(text, values);
          const last = Array.isArray(result)
            ? (result.at(-1) as typeof result | undefined)
            : result;
          return { rows: last?.rows ?? [] };
        },
      });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  } finally {
    connection.release();
  }
}
