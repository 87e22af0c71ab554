import type { DatabaseHandle } from '../../../server/db/client';

/**
 * The database, except that every query matching `failing` is refused with `error` (a
 * connection reset, as a real outage would): for tests of what the server does with an
 * unexpected error.
 */
export function databaseFailing(
  database: DatabaseHandle,
  failing: RegExp,
  error: Error,
): DatabaseHandle {
  return new Proxy(database, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'query' || typeof value !== 'function') return value;
      return (sql: string, ...rest: unknown[]) =>
        failing.test(sql)
          ? Promise.reject(error)
          : (value as (...args: unknown[]) => unknown).call(target, sql, ...rest);
    },
  });
}
