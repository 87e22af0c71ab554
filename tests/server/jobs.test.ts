/**
 * The job queue (decision 182): pg-boss on PGlite and PostgreSQL. A failing job is tried again
 * and its failure reported; a notice committed before its sender died is delivered by the next
 * one, once; `npm run jobs` shows the queue; on PostgreSQL, instances started together run a
 * scheduled job once.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { runInTransaction } from '../../server/db/transaction';
import { JobQueue, STORE_JOBS, storeJobs, type JobDefinition } from '../../server/jobs/index';
import { queueOrderNotice } from '../../server/modules/notices/notice-queue';
import { NoticeSender } from '../../server/modules/notices/notice-sender';
import { OutboxSmsGateway } from '../../server/sms/sms-gateway';
import { testBackends } from './helpers/backends';
import { createSeededPostgresTestDatabase } from './helpers/test-database';

const run = promisify(execFile);
const SITE = 'https://shop.example.ca';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run jobs` as a user runs it, with the given environment. */
async function jobsScript(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.resolve('scripts/jobs.ts')],
    { env: { ...process.env, NODE_ENV: 'production', ...env }, timeout: 60_000 },
  );
  return stdout;
}

const backends = await testBackends();

describe.each(backends)('the job queue on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose?.();
  });

  it('tries a failing job again with a pause, and logs and reports each failure', async () => {
    let tries = 0;
    let brokenTries = 0;
    const logged: string[] = [];
    const reported: { message: string; name: string }[] = [];
    const definitions: JobDefinition[] = [
      {
        name: 'test-flaky',
        run: async () => {
          tries += 1;
          if (tries === 1) throw new Error('the card processor did not answer');
        },
        atStartSeconds: 0,
        retryLimit: 2,
        retryDelay: 1,
        pollSeconds: 0.5,
      },
      {
        name: 'test-broken',
        run: async () => {
          brokenTries += 1;
          throw new Error('the table is gone');
        },
        atStartSeconds: 0,
        retryLimit: 1,
        retryDelay: 1,
        pollSeconds: 0.5,
      },
    ];
    const queue = new JobQueue({
      database,
      definitions,
      log: { ...quiet, error: (_object, message) => logged.push(message) },
      onFailure: (error, job) =>
        reported.push({ message: (error as Error).message, name: job.name }),
    });
    const started = Date.now();
    await queue.start();
    try {
      await expect.poll(() => tries, { timeout: 30_000, interval: 100 }).toBe(2);
      await expect.poll(() => brokenTries, { timeout: 30_000, interval: 100 }).toBe(2);
      // The try again waited its pause (1 s) rather than running at once.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      await expect
        .poll(
          async () =>
            (
              await database.query<{ state: string }>(
                `select state::text as state from pgboss.job where name = 'test-broken'`,
              )
            ).map((row) => row.state),
          { timeout: 10_000, interval: 100 },
        )
        .toEqual(['failed']);
      await sleep(1_500);
      expect(tries).toBe(2);
      expect(brokenTries).toBe(2);
    } finally {
      await queue.stop();
    }
    expect(reported).toEqual(
      expect.arrayContaining([
        { name: 'test-flaky', message: 'the card processor did not answer' },
        { name: 'test-broken', message: 'the table is gone' },
      ]),
    );
    expect(reported).toHaveLength(3);
    expect(logged).toEqual(
      expect.arrayContaining([
        'job test-flaky failed (2 more tries)',
        'job test-broken failed (1 more try)',
        'job test-broken failed for good',
      ]),
    );
  }, 60_000);

  it('delivers a committed notice whose sender stopped before sending it, once, from the next sender', async () => {
    const [order] = await database.query<{ id: string; email: string }>(
      `select o.id, c.email from orders o join customers c on c.id = o.customer_id
        where o.status = 'CONFIRMED' and c.email is not null order by o.id limit 1`,
    );
    expect(order).toBeDefined();
    const mailsTo = async () =>
      (
        await database.query<{ subject: string }>(
          'select subject from auth_mail_outbox where to_address = $1',
          [order!.email],
        )
      ).map((row) => row.subject);
    const before = (await mailsTo()).length;
    // Committed with what it reports (here on its own): from now on it must not be lost.
    await runInTransaction(database, (tx) => queueOrderNotice(tx, order!.id));

    // The first process claims it, and dies while its mail server has not answered yet.
    let claimed = false;
    const dying = new NoticeSender({
      handle: database,
      mail: {
        kind: 'smtp',
        send: () => {
          claimed = true;
          return new Promise<void>(() => undefined);
        },
      },
      sms: new OutboxSmsGateway(),
      siteUrl: SITE,
      log: quiet,
      leaseMs: 1_000,
    });
    const first = new JobQueue({
      database,
      log: quiet,
      definitions: storeJobs({
        billing: null,
        settlement: { everyMs: 60_000, run: async () => undefined },
        notices: { deliver: () => dying.runOnce(), writeReminders: async () => 0 },
      }),
    });
    await first.start();
    await expect.poll(() => claimed, { timeout: 20_000, interval: 50 }).toBe(true);
    await first.stop(1_000);

    // The next process (two of them side by side, as after a restart of two instances).
    const senders = [0, 1].map(
      () =>
        new NoticeSender({
          handle: database,
          mail: { kind: 'outbox', keep: 1_000 },
          sms: new OutboxSmsGateway(),
          siteUrl: SITE,
          log: quiet,
          leaseMs: 1_000,
        }),
    );
    const next = senders.map(
      (sender) =>
        new JobQueue({
          database,
          log: quiet,
          definitions: storeJobs({
            billing: null,
            settlement: { everyMs: 60_000, run: async () => undefined },
            notices: { deliver: () => sender.runOnce(), writeReminders: async () => 0 },
          }),
        }),
    );
    await Promise.all(next.map((queue) => queue.start()));
    try {
      await expect
        .poll(async () => (await mailsTo()).length, { timeout: 20_000, interval: 100 })
        .toBe(before + 1);
      // A few more passes: still one.
      await sleep(2_500);
      expect((await mailsTo()).length).toBe(before + 1);
    } finally {
      await Promise.all(next.map((queue) => queue.stop()));
    }
    const [notice] = await database.query<{ status: string; mailed: boolean }>(
      `select status, mail_sent_at is not null as mailed from notices where dedupe_key = $1`,
      [`order:${order!.id}`],
    );
    expect(notice).toEqual({ status: 'SENT', mailed: true });
    expect((await mailsTo()).at(-1)).toMatch(/is confirmed/);
  }, 90_000);
});

describe('npm run jobs', () => {
  it('lists queued, scheduled, running and failed jobs per queue with the last failure, and the schedules', async () => {
    // The embedded database of `npm start`: a data folder, closed before the script opens it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-script-'));
    try {
      expect(await jobsScript({ DATA_DIR: dataDir, DATABASE_URL: '' })).toContain(
        'No job queue in this database yet',
      );
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      const queue = new JobQueue({
        database,
        log: quiet,
        definitions: [
          {
            name: 'test-report-broken',
            run: async () => {
              throw new Error('the printer is on fire');
            },
            atStartSeconds: 0,
            retryLimit: 0,
            pollSeconds: 0.5,
          },
          {
            name: 'test-report-later',
            run: async () => undefined,
            cron: '0 3 * * *',
            atStartSeconds: 3_600,
          },
        ],
      });
      await queue.start();
      await expect
        .poll(
          async () =>
            (
              await database.query(
                `select 1 from pgboss.job where name = 'test-report-broken' and state = 'failed'`,
              )
            ).length,
          { timeout: 20_000, interval: 100 },
        )
        .toBe(1);
      await queue.send('test-report-broken', 3_600);
      await queue.stop();
      await database.close();
      const output = await jobsScript({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const lines = output.split('\n');
      expect(lines[0]).toBe('Jobs');
      expect(lines[1]).toMatch(/^QUEUE\s+STATE\s+COUNT\s+LAST FAILURE$/);
      expect(lines).toContainEqual(
        expect.stringMatching(/^test-report-broken\s+failed\s+1\s+the printer is on fire$/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^test-report-broken\s+scheduled\s+1$/));
      expect(lines).toContainEqual(expect.stringMatching(/^test-report-later\s+scheduled\s+1$/));
      expect(output).toMatch(/Recurring\nQUEUE\s+SCHEDULE \(CRON\)\s+TIME ZONE\n/);
      expect(lines).toContainEqual(
        expect.stringMatching(/^test-report-later\s+0 3 \* \* \*\s+UTC$/),
      );
      expect(output).toContain(`(PGlite in ${path.join(dataDir, 'db')})`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const postgres = await createSeededPostgresTestDatabase();
if (!postgres && process.env.CI) throw new Error('CI must run the job queue test on PostgreSQL');

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  const pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    for (const _ of [0, 1]) pools.push(await openDatabase({ databaseUrl: postgres!.url }));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await postgres?.drop();
  });

  it('started together, run a scheduled job and a start-up job once', async () => {
    // Within one minute: a schedule every minute runs once in each.
    if (new Date().getSeconds() > 45) await sleep((61 - new Date().getSeconds()) * 1_000);
    const runs = { everyMinute: 0, atStart: 0 };
    const definitions = (): JobDefinition[] => [
      {
        name: 'test-every-minute',
        cron: '* * * * *',
        pollSeconds: 0.5,
        run: async () => {
          runs.everyMinute += 1;
        },
      },
      {
        name: 'test-at-start',
        atStartSeconds: 4,
        pollSeconds: 0.5,
        run: async () => {
          runs.atStart += 1;
        },
      },
    ];
    const instances = pools.map(
      (database) => new JobQueue({ database, log: quiet, definitions: definitions() }),
    );
    await Promise.all(instances.map((queue) => queue.start()));
    try {
      await expect.poll(() => runs.everyMinute, { timeout: 15_000, interval: 100 }).toBe(1);
      await expect.poll(() => runs.atStart, { timeout: 15_000, interval: 100 }).toBe(1);
      await sleep(3_000);
      expect(runs).toEqual({ everyMinute: 1, atStart: 1 });
    } finally {
      await Promise.all(instances.map((queue) => queue.stop()));
    }
  }, 90_000);

  it('two full servers with the billing job queue one catch-up run and work the store jobs', async () => {
    const { startApiServer } = await import('./helpers/api-server');
    const servers = await Promise.all(
      pools.map((database) => startApiServer(database, { BILLING_JOB: '1' })),
    );
    try {
      for (const server of servers) {
        const ready = (await (await fetch(`${server.url}/readyz`)).json()) as {
          checks: { jobs: string };
        };
        expect(ready.checks.jobs).toBe('ok');
      }
      // Both queued the catch-up run 10 s after start: one job, run by one of them.
      const billingJobs = () =>
        pools[0]!.query<{ state: string }>(
          `select state::text as state from pgboss.job where name = $1`,
          [STORE_JOBS.billing],
        );
      expect(await billingJobs()).toHaveLength(1);
      await expect
        .poll(async () => (await billingJobs()).map((row) => row.state), {
          timeout: 60_000,
          interval: 250,
        })
        .toEqual(['completed']);
    } finally {
      await Promise.all(servers.map((server) => server.app.close()));
    }
  }, 120_000);
});
