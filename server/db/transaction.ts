/**
 * A real transaction on one connection, for raw SQL that must commit or roll back together
 * (checkout: order, lines, taxes, payment and the stock it takes).
 *
 * - PostgreSQL: one pooled connection (`withConnection`) with BEGIN ... COMMIT, ROLLBACK on error.
 * - PGlite: `pglite.transaction(tx => ...)`. PGlite is one connection and queues every other
 *   query until the transaction ends, so `work` must use only the handle it is given: a query
 *   on the outer handle inside `work` would wait for the transaction forever.
 *
 * The same rule keeps PostgreSQL safe under load: work that waits for a second pooled
 * connection while holding one can exhaust the pool.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { types as pgliteTypes } from '@electric-sql/pglite';
import type { DatabaseHandle, Row } from './client';

/** The raw helper's value types (./client): int8 and numeric as numbers, date as 'YYYY-MM-DD'. */
const pgliteParsers = {
  [pgliteTypes.INT8]: (value: string) => Number(value),
  [pgliteTypes.NUMERIC]: (value: string) => Number(value),
  [pgliteTypes.DATE]: (value: string) => value,
};

function pgliteTransactionHandle(pglite: PGlite, tx: Transaction): DatabaseHandle {
  const handle: DatabaseHandle = {
    kind: 'pglite',
    client: { kind: 'pglite', pglite },
    async query<T extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await tx.query<T>(text, [...params], { parsers: pgliteParsers });
      return result.rows;
    },
    async exec(text: string) {
      await tx.exec(text);
    },
    async close() {
      // The transaction ends when runInTransaction's work ends.
    },
    withConnection(work) {
      return work(handle);
    },
  };
  return handle;
}

/**
 * Runs `work` in one transaction and returns its result. A throw rolls everything back and
 * is rethrown unchanged, so a DomainError raised half-way leaves no trace in the database.
 */
export async function runInTransaction<T>(
  handle: DatabaseHandle,
  work: (tx: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (handle.client.kind === 'pglite') {
    const { pglite } = handle.client;
    return pglite.transaction((tx) => work(pgliteTransactionHandle(pglite, tx)));
  }
  return handle.withConnection(async (connection) => {
    await connection.exec('begin');
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      // A broken connection cannot roll back; the server discards its transaction anyway.
      await connection.exec('rollback').catch(() => undefined);
      throw error;
    }
    await connection.exec('commit');
    return result;
  });
}

/**
 * Runs `work` while this process holds the session-level advisory lock `key` (PostgreSQL): a
 * connection is held for the lock, the work runs on the pool. Answers `skipped` without running
 * it when another session holds the lock.
 */
export async function withSessionLock<T>(
  handle: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<{ skipped: true } | { skipped: false; value: T }> {
  return handle.withConnection(async (connection) => {
    const [row] = await connection.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    if (!row?.locked) return { skipped: true };
    try {
      return { skipped: false, value: await work() };
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]);
    }
  });
}
