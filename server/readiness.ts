/**
 * `/readyz`: whether this instance can serve (a load balancer sends it traffic only then), as
 * against `/healthz`, which says only that the process answers. Ready means: the database
 * answers, every migration this code ships is applied, and the background work this instance
 * runs is running: its job queue (decision 182) and, with it, the notices' delivery
 * (NOTICE_SENDER). 200 when all hold, 503 otherwise, with
 * each check's state; nothing about customers or configuration is in the answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './db/client';
import { migrationsFolder, newestAppliedMigration } from './db/migrate';

export type CheckState = 'ok' | 'failing' | 'off';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; jobs: CheckState; notices: CheckState };
}

/** When the newest migration this code ships was made (drizzle's `created_at` of its row). */
export function newestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export async function readiness(
  database: DatabaseHandle,
  options: {
    newestMigration: number;
    /** The job queue, when this instance runs one. */
    jobs?: { isRunning: boolean } | null;
    /** The notices' delivery, when this instance sends them. */
    notices: { isRunning: boolean } | null;
    timeoutMs?: number;
  },
): Promise<Readiness> {
  const timeout = options.timeoutMs ?? 2_000;
  const within = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('timed out')), timeout).unref(),
      ),
    ]);
  let databaseState: CheckState = 'ok';
  let migrations: CheckState = 'failing';
  try {
    const newest = await within(newestAppliedMigration(database));
    if (newest !== null && Number(newest) >= options.newestMigration) migrations = 'ok';
  } catch {
    databaseState = 'failing';
  }
  const state = (part: { isRunning: boolean } | null | undefined): CheckState =>
    part ? (part.isRunning ? 'ok' : 'failing') : 'off';
  const jobs = state(options.jobs);
  const notices = state(options.notices);
  return {
    ready:
      databaseState === 'ok' && migrations === 'ok' && jobs !== 'failing' && notices !== 'failing',
    checks: { database: databaseState, migrations, jobs, notices },
  };
}
