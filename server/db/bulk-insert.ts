/**
 * Fast multi-row inserts on both drivers: one `INSERT ... SELECT FROM
 * unnest($1::type[], $2::type[], ...)` per chunk, so a chunk of any size is one
 * statement with one parameter per column (no 65,535-parameter limit).
 */
import { getTableColumns, getTableName, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './client';

export interface BulkInsertOptions {
  /** Rows per statement (default 20,000). */
  chunkSize?: number;
}

/**
 * Inserts rows into a table. Every row must set the same keys (use null for
 * "no value"; a key left out of the first row is left to its column default).
 * Array-typed columns are not supported (unnest would flatten them).
 */
export async function bulkInsert<TTable extends PgTable>(
  handle: DatabaseHandle,
  table: TTable,
  rows: readonly InferInsertModel<TTable>[],
  options: BulkInsertOptions = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const specs = keys.map((key) => {
    const column = columns[key] as PgColumn;
    const sqlType = column.getSQLType();
    if (sqlType.endsWith(']')) {
      throw new Error(`bulkInsert: array column ${column.name} is not supported`);
    }
    return { key, column, sqlType };
  });
  const columnList = specs.map(({ column }) => `"${column.name}"`).join(', ');
  const unnestList = specs.map(({ sqlType }, index) => `$${index + 1}::${sqlType}[]`).join(', ');
  const statement = `insert into "${getTableName(table)}" (${columnList}) select * from unnest(${unnestList})`;
  const chunkSize = options.chunkSize ?? 20_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params = specs.map(({ key, column }) =>
      chunk.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === null || value === undefined) return null;
        return column.mapToDriverValue(value);
      }),
    );
    await handle.query(statement, params);
  }
}

/** Moves every identity sequence of the given tables past the largest id (after explicit-id inserts). */
export async function resetIdentitySequences(
  handle: DatabaseHandle,
  tableNames: readonly string[],
): Promise<void> {
  for (const name of tableNames) {
    await handle.query(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
    );
  }
}

/**
 * Inserts rows one statement each, every value a parameter: for the few rows of reference data
 * and demo records, array columns included (bulkInsert cannot take those). Keys left out or
 * undefined are left to their column defaults, as in an INSERT that does not name them.
 */
export async function insertRows<TTable extends PgTable>(
  handle: DatabaseHandle,
  table: TTable,
  rows: InferInsertModel<TTable> | readonly InferInsertModel<TTable>[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const list: readonly InferInsertModel<TTable>[] = Array.isArray(rows) ? rows : [rows];
  for (const row of list) {
    const entries = Object.entries(row as Record<string, unknown>).flatMap(([key, value]) => {
      const column = columns[key];
      return column && value !== undefined ? [{ column, value }] : [];
    });
    const names = entries.map(({ column }) => `"${column.name}"`).join(', ');
    const placeholders = entries.map((_, index) => `$${index + 1}`).join(', ');
    // Arrays go to the driver as they are; both drivers send JS arrays as PostgreSQL arrays.
    const params = entries.map(({ column, value }) =>
      value === null || column.getSQLType().endsWith(']') ? value : column.mapToDriverValue(value),
    );
    await handle.query(
      `insert into "${getTableName(table)}" (${names}) values (${placeholders})`,
      params,
    );
  }
}
