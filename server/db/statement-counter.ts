import type { DatabaseHandle } from './client';

export interface CountingHandle extends DatabaseHandle {
  /** SQL statements sent through this handle so far. */
  readonly statements: number;
}

/** Counts the SQL statements sent, so a benchmark can show each operation sends a handful. */
export function countStatements(handle: DatabaseHandle): CountingHandle {
  let statements = 0;
  return {
    ...handle,
    get statements() {
      return statements;
    },
    query(text, params) {
      statements += 1;
      return handle.query(text, params);
    },
  };
}
