/**
 * Crashes for tests of recovery: a process that dies at a chosen point, between a charge and
 * the commit of its outcome.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { DatabaseHandle, Row } from '../../../server/db/client';

export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

/**
 * The same database, except that a transaction dies once `fatal` matches one of its statements,
 * after the statement ran and before the commit: the transaction is rolled back, as the
 * database does when the process holding the connection dies.
 */
export function dyingInTransaction(database: DatabaseHandle, fatal: RegExp): DatabaseHandle {
  const crashAfter = (sql: string) => {
    if (fatal.test(sql)) throw new SimulatedCrash('the process died before the commit');
  };
  if (database.client.kind === 'pglite') {
    const real = database.client.pglite;
    const pglite = new Proxy(real, {
      get(target, property) {
        if (property === 'transaction') {
          return <T>(work: (tx: Transaction) => Promise<T>) =>
            target.transaction((tx) =>
              work(
                new Proxy(tx, {
                  get(inner, name) {
                    if (name !== 'query') return Reflect.get(inner, name, inner) as unknown;
                    return async (...args: Parameters<Transaction['query']>) => {
                      const result = await inner.query(...args);
                      crashAfter(args[0]);
                      return result;
                    };
                  },
                }),
              ),
            );
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { ...database, client: { kind: 'pglite', pglite } };
  }
  return {
    ...database,
    withConnection: (work) =>
      database.withConnection((connection) =>
        work({
          ...connection,
          async query<T extends Row = Row>(text: string, params?: readonly unknown[]) {
            const rows = await connection.query<T>(text, params);
            crashAfter(text);
            return rows;
          },
        }),
      ),
  };
}

/**
 * Succeeded gateway charges under keys `like` the pattern that no settled payment of exactly
 * that amount records: money taken that the customer's account does not show.
 */
export async function chargesWithoutPayment(
  database: DatabaseHandle,
  keyLike: string,
): Promise<{ key: string; amount_cents: number }[]> {
  return database.query(
    `select c.idempotency_key as key, c.amount_cents from sandbox_charges c
      where c.idempotency_key like $1 and c.status = 'succeeded'
        and not exists (select 1 from payments p
                         where p.idempotency_key = c.idempotency_key and p.status = 'SUCCEEDED'
                           and p.amount_cents = c.amount_cents)
      order by c.idempotency_key`,
    [keyLike],
  );
}

/** Every gateway charge under keys `like` the pattern, oldest first. */
export async function chargesLike(
  database: DatabaseHandle,
  keyLike: string,
): Promise<{ key: string; amount_cents: number; status: string }[]> {
  return database.query(
    `select idempotency_key as key, amount_cents, status from sandbox_charges
      where idempotency_key like $1 order by created_at, idempotency_key`,
    [keyLike],
  );
}
