/**
 * Applies the checked-in SQL migrations (server/db/migrations) with drizzle's
 * migrator, on PGlite or PostgreSQL. On PostgreSQL an advisory lock makes
 * concurrent starts of several instances safe: one migrates, the others wait.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** The folder of SQL migrations next to this file. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant key for pg_advisory_lock ("storefront migrations"). */
const MIGRATION_LOCK_KEY = 7_401_202_601;

export interface MigrateOptions {
  /** Override the migrations folder (e.g. in a bundled build). */
  migrationsFolder?: string;
}

export async function migrateDatabase(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (handle.client.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client.pglite }), config);
    return;
  }
  const client = await handle.client.pool.connect();
  try {
    // Notices such as "schema drizzle already exists, skipping" are not errors.
    client.on('notice', () => undefined);
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** When the newest applied migration was made (drizzle's journal), or null before any. */
export async function newestAppliedMigration(
  database: DatabaseHandle,
): Promise<string | number | null> {
  const [row] = await database.query<{ newest: string | number | null }>(
    'select max(created_at) as newest from drizzle.__drizzle_migrations',
  );
  return row?.newest ?? null;
}
