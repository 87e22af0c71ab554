// One billing run against the configured database: DATABASE_URL, else the embedded PGlite under
// DATA_DIR (stop `npm start` first: an embedded database belongs to one process). Prints a summary.
//   npm run billing                      bills what is due now
//   npm run billing -- --now 2026-12-01  as if it were that day (noon UTC), e.g. to try the demo
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { runBilling } from '../server/modules/billing/billing-run';
import { SandboxGateway } from '../server/payments/sandbox-gateway';

function parseNow(argv: readonly string[]): Date {
  const index = argv.indexOf('--now');
  if (index === -1) return new Date();
  const raw = argv[index + 1] ?? '';
  const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T12:00:00Z` : raw);
  if (Number.isNaN(value.getTime())) {
    console.error(`billing: --now wants a date (YYYY-MM-DD) or an ISO time, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const now = parseNow(process.argv.slice(2));
const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
try {
  await migrateDatabase(handle);
  const where = handle.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'PostgreSQL';
  console.log(`billing run on ${where} as of ${now.toISOString()}`);
  const summary = await runBilling(handle, {
    gateway: new SandboxGateway(handle, () => now),
    now: () => now,
    log: (message) => console.log(`  ${message}`),
  });
  if (summary.skipped) {
    console.log('another billing run holds the lock; nothing done');
  } else {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    console.log(
      [
        `bills written      ${summary.billsWritten} (${summary.linesBilled} membership periods)`,
        `resumed            ${summary.resumedBills} open bills of an interrupted run`,
        `paid by card       ${summary.paid} (${money(summary.paidCents)})`,
        `paid by credit     ${summary.paidByCredit} (credit used ${money(summary.creditUsedCents)})`,
        `declined           ${summary.declined}`,
        `left open          ${summary.unsettled} (the gateway did not answer)`,
        `retries            ${summary.retries.attempted} (paid ${summary.retries.paid}, declined ${summary.retries.declined})`,
        `now owned          ${summary.owned}`,
        `time               ${(summary.milliseconds / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
  }
} finally {
  await handle.close();
}
