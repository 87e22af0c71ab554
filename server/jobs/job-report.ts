/**
 * What `npm run jobs` shows (decision 182): per queue, the jobs waiting (queued, or scheduled
 * for later), running, waiting to be tried again and failed for good, with the last failure's
 * message; then the recurring schedules.
 */
import type { DatabaseHandle } from '../db/client';
import { JOB_SCHEMA } from './job-queue';

export interface JobReportRow {
  queue: string;
  state: 'queued' | 'scheduled' | 'active' | 'retry' | 'failed';
  count: number;
  lastFailure: string | null;
}

export interface JobReport {
  /** False when pg-boss's schema is not there yet (no server has started the queue). */
  installed: boolean;
  rows: JobReportRow[];
  schedules: { queue: string; cron: string; timezone: string }[];
}

export async function jobReport(database: DatabaseHandle): Promise<JobReport> {
  const [found] = await database.query<{ installed: boolean }>(
    `select to_regclass('${JOB_SCHEMA}.job') is not null as installed`,
  );
  if (!found?.installed) return { installed: false, rows: [], schedules: [] };
  const counts = await database.query<{
    queue: string;
    state: JobReportRow['state'];
    count: number;
  }>(
    `select name as queue,
            case when state = 'created' and start_after > now() then 'scheduled'
                 when state = 'created' then 'queued'
                 else state::text end as state,
            count(*)::int as count
       from ${JOB_SCHEMA}.job
      where state in ('created', 'retry', 'active', 'failed') and name not like '\\_\\_pgboss%'
      group by 1, 2
      order by 1, 2`,
  );
  // A failed try keeps its error in `output` (retry: to be tried again; failed: given up).
  const failures = await database.query<{ queue: string; message: string | null }>(
    `select distinct on (name) name as queue,
            coalesce(output->>'message', output::text) as message
       from ${JOB_SCHEMA}.job
      where state in ('retry', 'failed') and output is not null
      order by name, coalesce(completed_on, started_on, created_on) desc`,
  );
  const lastFailure = new Map(failures.map((row) => [row.queue, row.message]));
  const schedules = await database.query<{ queue: string; cron: string; timezone: string }>(
    `select name as queue, cron, coalesce(timezone, 'UTC') as timezone
       from ${JOB_SCHEMA}.schedule order by name`,
  );
  return {
    installed: true,
    rows: counts.map((row) => ({
      ...row,
      lastFailure:
        row.state === 'retry' || row.state === 'failed'
          ? (lastFailure.get(row.queue) ?? null)
          : null,
    })),
    schedules,
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The report as plain-text tables. */
export function formatJobReport(report: JobReport): string {
  if (!report.installed)
    return 'No job queue in this database yet: a server creates it when it first starts.\n';
  const jobs =
    report.rows.length === 0
      ? 'No jobs waiting, running or failed.'
      : table(
          ['QUEUE', 'STATE', 'COUNT', 'LAST FAILURE'],
          report.rows.map((row) => [
            row.queue,
            row.state,
            String(row.count),
            (row.lastFailure ?? '').replace(/\s+/g, ' ').slice(0, 100),
          ]),
        );
  const schedules =
    report.schedules.length === 0
      ? 'No recurring schedules.'
      : table(
          ['QUEUE', 'SCHEDULE (CRON)', 'TIME ZONE'],
          report.schedules.map((row) => [row.queue, row.cron, row.timezone]),
        );
  return `Jobs\n${jobs}\n\nRecurring\n${schedules}\n`;
}
