/**
 * The database `npm start` uses (DATABASE_URL, or PGlite under DATA_DIR), opened by a command
 * line script (`npm run flag`, `npm run jobs`). While a server holds the embedded database, the
 * lock's message is written and nothing is opened.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from '../server/db/client';

export async function openConfiguredDatabase(): Promise<{
  handle: DatabaseHandle;
  /** Which database it is, for the script's output. */
  where: string;
} | null> {
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  try {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl ?? '',
      dataDir: path.join(config.dataDir, 'db'),
    });
    return { handle, where };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      return null;
    }
    throw error;
  }
}
