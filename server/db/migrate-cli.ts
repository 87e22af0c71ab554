/**
 * Applies pending migrations to the database named by the environment
 * (DATABASE_URL, or PGlite under DATA_DIR): `tsx server/db/migrate-cli.ts`.
 */
import { defaultDataDir, openDatabase } from './client';
import { migrateDatabase } from './migrate';

const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  process.stdout.write(
    `Migrated ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${defaultDataDir()}`}\n`,
  );
} finally {
  await handle.close();
}
