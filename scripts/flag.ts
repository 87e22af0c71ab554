/**
 * Shows or switches a feature flag in the database `npm start` uses (DATABASE_URL, or PGlite under
 * DATA_DIR, default ./.data):
 *
 *   npm run flag                              lists the flags
 *   npm run flag -- liquidation-sale on|off   switches liquidation mode
 *
 * PGlite serves one process at a time: with the embedded database, stop the server first (this
 * refuses, naming the process, while it runs). On PostgreSQL the running server picks the change
 * up within FEATURE_FLAG_TTL_MS (5 s); a page shows it on its next load.
 */
import type { DatabaseHandle } from '../server/db/client';
import { openConfiguredDatabase } from './configured-database';
import { FEATURE_FLAG_NAMES } from '../server/db/constants';
import {
  isFeatureFlagName,
  reconcileFeatureFlags,
  setFeatureFlag,
} from '../server/db/feature-flags';
import { migrateDatabase } from '../server/db/migrate';
import { isSeeded } from '../server/db/seed/seed';
import { FEATURE_FLAG_TTL_MS } from '../server/modules/catalog/catalog-service';

const USAGE = `Usage: npm run flag -- [${FEATURE_FLAG_NAMES.join('|')} on|off]`;

async function listFlags(handle: DatabaseHandle): Promise<string> {
  const rows = await handle.query<{ name: string; on: boolean }>(
    'select name, "on" from feature_flags order by name',
  );
  return rows.map((row) => `${row.name}: ${row.on ? 'on' : 'off'}`).join('\n');
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [name, setting] = argv;
  if (argv.length !== 0 && argv.length !== 2) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (name !== undefined && !isFeatureFlagName(name)) {
    process.stderr.write(`Unknown flag "${name}". ${USAGE}\n`);
    return 2;
  }
  if (setting !== undefined && setting !== 'on' && setting !== 'off') {
    process.stderr.write(`Say on or off, not "${setting}". ${USAGE}\n`);
    return 2;
  }

  const opened = await openConfiguredDatabase();
  if (!opened) return 1;
  const { handle, where } = opened;
  try {
    await migrateDatabase(handle);
    if (!(await isSeeded(handle))) {
      process.stderr.write(
        `The database (${where}) has no catalogue yet: run \`npm start\` once, then switch the flag.\n`,
      );
      return 1;
    }
    await reconcileFeatureFlags(handle);
    if (name !== undefined && setting !== undefined) {
      const before = await setFeatureFlag(handle, name, setting === 'on');
      const was = before === null ? 'missing' : before ? 'on' : 'off';
      process.stdout.write(`${name}: ${was} -> ${setting} (${where})\n`);
      process.stdout.write(
        handle.client.kind === 'postgres'
          ? `A running server picks this up within ${FEATURE_FLAG_TTL_MS / 1000} s; reload the page.\n`
          : 'Start the server with `npm start`.\n',
      );
    } else {
      process.stdout.write(`${await listFlags(handle)}\n(${where})\n`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
