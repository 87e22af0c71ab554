/**
 * The server's job queue (decision 182): pg-boss 10 on the store's own database, schema
 * `pgboss`. Each job definition is a queue; a job runs on one instance however many run
 * (pg-boss claims it with `for update skip locked`), is tried again with a growing pause when
 * it throws, and each failure is logged and reported. Recurring work is started three ways:
 *
 * - `cron`: pg-boss's schedule (UTC); one instance a minute turns it into a job.
 * - `everySeconds`: each run, when it ends, queues the next one that many seconds later; a
 *   schedule every minute (and every start-up) restarts the chain should an instance die in it.
 * - `atStartSeconds`: a run that long after start-up (catching up on time the server was down).
 *
 * Every queue has pg-boss's `short` policy: at most one job waits per queue, so instances
 * starting together, a chain and its minute schedule queue one run, not one each.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { databaseExecutor, withSetupExecutor } from '../db/job-queue-executor';
import {
  hastenWaitingJob,
  JOB_SCHEMA,
  queueDepths,
  type QueueDepth,
} from '../db/repositories/job-queue-repository';

/** pg-boss's queue of due schedules (its timekeeper's). */
const SEND_IT_QUEUE = '__pgboss__send-it';

export interface JobDefinition {
  /** The queue's name (letters, digits, `-`, `_`, `.`). */
  name: string;
  /** The work. Throwing fails this try; it is tried again after `retryDelay` (growing). */
  run(): Promise<unknown>;
  /** A cron schedule in UTC (minute precision). */
  cron?: string;
  /** The next run this many seconds after one ends (a chain, see above). */
  everySeconds?: number;
  /** A run this many seconds after start-up. */
  atStartSeconds?: number;
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first try again (default 30); doubled each time with `retryBackoff`. */
  retryDelay?: number;
  /** Default true. */
  retryBackoff?: boolean;
  /** A try still running after this long counts as failed (an instance died in it). */
  expireInSeconds?: number;
  /** How often an idle worker looks for this queue's jobs (default 2 s; at least 0.5). */
  pollSeconds?: number;
  /** Queues to send a job to after each successful run (billing, then return fees). */
  then?: readonly string[];
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  definitions: readonly JobDefinition[];
  log: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
    error: (object: object, message: string) => void;
  };
  /** Where a job's failure is reported besides the log (error reporting). */
  onFailure?: (error: unknown, job: { name: string; id: string; retryCount: number }) => void;
}

export class JobQueue {
  private boss: PgBoss | null = null;
  private stopping = false;
  /** pg-boss's statements and the jobs running here, not yet finished (see stop()). */
  private pending = 0;

  constructor(private readonly options: JobQueueOptions) {}

  /** True between start() and stop() (/readyz). */
  get isRunning(): boolean {
    return this.boss !== null && !this.stopping;
  }

  /** The names of the queues this instance works. */
  get names(): string[] {
    return this.options.definitions.map((definition) => definition.name);
  }

  /**
   * Creates pg-boss's schema when missing, the queues and the schedules (one instance at a
   * time), then starts the workers and the clock: a schedule due now is seen at once.
   */
  async start(): Promise<void> {
    const { log } = this.options;
    const settings = {
      schema: JOB_SCHEMA,
      // Completed jobs leave the job table after an hour (the chains make one a second).
      archiveCompletedAfterSeconds: 3_600,
      deleteAfterDays: 7,
    };
    await withSetupExecutor(this.options.database, async (db) => {
      const setup = new PgBoss({ ...settings, db, supervise: false, schedule: false });
      setup.on('error', (error) => log.warn({ err: error }, 'job queue: error'));
      await setup.start();
      try {
        // pg-boss's own queue of due schedules, made here rather than by each clock at once.
        await setup.createQueue(SEND_IT_QUEUE);
        for (const definition of this.options.definitions) {
          const queue = {
            name: definition.name,
            policy: 'short' as const,
            retryLimit: definition.retryLimit ?? 3,
            retryDelay: definition.retryDelay ?? 30,
            retryBackoff: definition.retryBackoff ?? true,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          };
          await setup.createQueue(definition.name, queue);
          // A queue made by an older release keeps its row: bring its options up to date.
          await setup.updateQueue(definition.name, queue);
          const cron = definition.cron ?? (definition.everySeconds ? '* * * * *' : undefined);
          if (cron) await setup.schedule(definition.name, cron, {}, { tz: 'UTC' });
        }
      } finally {
        await setup.stop({ graceful: false, close: false });
      }
    });
    const executor = databaseExecutor(this.options.database);
    const boss = new PgBoss({
      ...settings,
      db: {
        executeSql: (text, values) =>
          this.track(
            executor.executeSql(text, values).catch((error: unknown) => {
              // The database closed under the queue (a server that failed to start, or one
              // closed without stopping it): nothing more can be done here, so the queue stops
              // instead of failing each of its pending polls.
              if (!isClosedDatabase(error)) throw error;
              void this.stop(0).catch(() => undefined);
              return { rows: [] };
            }),
          ),
      },
    });
    boss.on('error', (error) => log.warn({ err: error }, 'job queue: error'));
    await boss.start();
    this.boss = boss;
    this.stopping = false;
    for (const definition of this.options.definitions) {
      const firstAfter = definition.atStartSeconds ?? (definition.everySeconds ? 0 : undefined);
      if (firstAfter !== undefined) await this.send(definition.name, firstAfter);
      await boss.work(
        definition.name,
        {
          pollingIntervalSeconds: Math.max(0.5, definition.pollSeconds ?? 2),
          includeMetadata: true,
        },
        async (jobs) => {
          for (const job of jobs) await this.track(this.runJob(definition, job));
        },
      );
    }
    log.info({ queues: this.names }, 'job queue started');
  }

  /**
   * Queues a run of `name` in `afterSeconds`. A queue keeps one job waiting: when one already
   * waits, it is brought forward if it was due later, and this resolves with null; otherwise
   * with the new job's id.
   */
  async send(name: string, afterSeconds = 0): Promise<string | null> {
    if (!this.boss) throw new Error('the job queue is not started');
    const id = await this.boss.send(name, {}, afterSeconds > 0 ? { startAfter: afterSeconds } : {});
    if (id === null) await hastenWaitingJob(this.options.database, name, afterSeconds);
    return id;
  }

  private async runJob(
    definition: JobDefinition,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<void> {
    const { log } = this.options;
    try {
      await definition.run();
      for (const next of definition.then ?? []) await this.send(next);
    } catch (error) {
      const retries = job.retryLimit - job.retryCount;
      log.error(
        { err: error, job: { name: definition.name, id: job.id, try: job.retryCount + 1 } },
        retries > 0
          ? `job ${definition.name} failed (${retries} more ${retries === 1 ? 'try' : 'tries'})`
          : `job ${definition.name} failed for good`,
      );
      this.options.onFailure?.(error, {
        name: definition.name,
        id: job.id,
        retryCount: job.retryCount,
      });
      throw error;
    } finally {
      if (definition.everySeconds && !this.stopping)
        await this.send(definition.name, definition.everySeconds).catch((error: unknown) =>
          log.warn({ err: error, job: definition.name }, 'job queue: next run not queued'),
        );
    }
  }

  /** Jobs waiting, running and failed, per queue and state (metrics). */
  async depths(): Promise<QueueDepth[]> {
    return queueDepths(this.options.database);
  }

  /**
   * No new jobs start here; the running ones finish (up to `timeoutMs`) before this resolves,
   * so the database can close after it. Jobs still waiting stay queued for any instance.
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    const boss = this.boss;
    if (!boss || this.stopping) return;
    this.stopping = true;
    const deadline = Date.now() + timeoutMs;
    // Resolves once the running jobs ended (or, past the timeout, were failed for a retry).
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    // pg-boss 10 can still start a job its poll fetched while stopping, and marks a job done
    // without waiting for it: wait for those too, so nothing reaches a closed database.
    while (this.pending > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    this.boss = null;
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.pending += 1;
    try {
      return await work;
    } finally {
      this.pending -= 1;
    }
  }
}

/** The error of a query sent to a database handle already closed (PGlite or a pg pool). */
function isClosedDatabase(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return message === 'PGlite is closed' || message.includes('after calling end on the pool');
}
