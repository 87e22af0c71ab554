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
import { openConfiguredDatabase } from './configured-database';
import { formatJobReport, jobReport } from '../server/jobs/index';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    process.stdout.write('Usage: npm run jobs\n');
    return argv.includes('-h') || argv.includes('--help') ? 0 : 2;
  }
  const opened = await openConfiguredDatabase();
  if (!opened) return 1;
  const { handle, where } = opened;
  try {
    process.stdout.write(`${formatJobReport(await jobReport(handle))}(${where})\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
