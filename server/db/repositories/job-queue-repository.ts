/**
 * What the server reads of pg-boss's tables (schema `pgboss`, decision 182) for metrics and
 * `npm run jobs`. pg-boss writes them; nothing here changes a job.
 */
import type { DatabaseHandle } from '../client';

/** pg-boss's schema in the store's database. */
export const JOB_SCHEMA = 'pgboss';

export interface QueueDepth {
  queue: string;
  state: string;
  count: number;
}

/** Jobs not yet done per queue and state, and failed ones still in the job table. */
export async function queueDepths(database: DatabaseHandle): Promise<QueueDepth[]> {
  return database.query<{ queue: string; state: string; count: number }>(
    `select name as queue, state::text as state, count(*)::int as count
       from ${JOB_SCHEMA}.job
      where state in ('created', 'retry', 'active', 'failed') and name not like '\\_\\_pgboss%'
      group by name, state
      order by name, state`,
  );
}

export type JobListState = 'queued' | 'scheduled' | 'active' | 'retry' | 'failed';

/** False when pg-boss's schema is not there yet (no server has started the queue). */
export async function jobQueueInstalled(database: DatabaseHandle): Promise<boolean> {
  const [found] = await database.query<{ installed: boolean }>(
    `select to_regclass('${JOB_SCHEMA}.job') is not null as installed`,
  );
  return found?.installed ?? false;
}

/** Jobs per queue and state, a waiting one split into queued (due) and scheduled (later). */
export async function jobCounts(
  database: DatabaseHandle,
): Promise<{ queue: string; state: JobListState; count: number }[]> {
  return database.query(
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
}

/** Each queue's last failed try's message (retry: to be tried again; failed: given up). */
export async function lastJobFailures(
  database: DatabaseHandle,
): Promise<{ queue: string; message: string | null }[]> {
  return database.query(
    `select distinct on (name) name as queue,
            coalesce(output->>'message', output::text) as message
       from ${JOB_SCHEMA}.job
      where state in ('retry', 'failed') and output is not null
      order by name, coalesce(completed_on, started_on, created_on) desc`,
  );
}

/** The recurring schedules. */
export async function jobSchedules(
  database: DatabaseHandle,
): Promise<{ queue: string; cron: string; timezone: string }[]> {
  return database.query(
    `select name as queue, cron, coalesce(timezone, 'UTC') as timezone
       from ${JOB_SCHEMA}.schedule order by name`,
  );
}

/**
 * Brings the queue's waiting job forward to `afterSeconds` from now when it was due later (a
 * queue keeps one waiting job: a run asked for sooner moves that one rather than adding one).
 */
export async function hastenWaitingJob(
  database: DatabaseHandle,
  name: string,
  afterSeconds: number,
): Promise<void> {
  await database.query(
    `update ${JOB_SCHEMA}.job set start_after = now() + make_interval(secs => $2)
      where name = $1 and state = 'created' and start_after > now() + make_interval(secs => $2)`,
    [name, afterSeconds],
  );
}
