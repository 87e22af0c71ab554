/**
 * What `npm run jobs` shows (decision 182): per queue, the jobs waiting (queued, or scheduled
 * for later), running, waiting to be tried again and failed for good, with the last failure's
 * message; then the recurring schedules.
 */
import type { DatabaseHandle } from '../db/client';
import {
  jobCounts,
  jobQueueInstalled,
  jobSchedules,
  lastJobFailures,
  type JobListState,
} from '../db/repositories/job-queue-repository';

export interface JobReportRow {
  queue: string;
  state: JobListState;
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
  if (!(await jobQueueInstalled(database))) return { installed: false, rows: [], schedules: [] };
  const counts = await jobCounts(database);
  const lastFailure = new Map(
    (await lastJobFailures(database)).map((row) => [row.queue, row.message]),
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
    schedules: await jobSchedules(database),
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
