/**
 * Shows the server's job queue (decision 182) in the database `npm start` uses (DATABASE_URL,
 * or PGlite under DATA_DIR, default ./.data): per queue, the jobs queued, scheduled for later,
 * running, waiting to be tried again and failed, with the last failure's message; then the
 * recurring schedules.
 *
 *   npm run jobs
 *
 * PGlite serves one process at a time: with the embedded database, stop the server first (this
 * refuses, naming the process, while it runs).
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from '../server/db/client';
import { formatJobReport, jobReport } from '../server/jobs/index';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    process.stdout.write('Usage: npm run jobs\n');
    return argv.includes('-h') || argv.includes('--help') ? 0 : 2;
  }
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl ?? '',
      dataDir: path.join(config.dataDir, 'db'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    process.stdout.write(`${formatJobReport(await jobReport(handle))}(${where})\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
