import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { billingJob } from '../../server/modules/billing/billing-job';
import { JobQueue, STORE_JOBS, storeJobs } from '../../server/jobs/index';
import { addMonths, localDate } from '../../server/shared/calendar-date';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import { addMembership, billingCustomer, billsOf } from './helpers/billing-world';

describe('BILLING_JOB', () => {
  it('is on by default, off under NODE_ENV=test unless asked, and refuses anything but 1 or 0', () => {
    expect(loadConfig({}).billingJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).billingJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).billingJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', BILLING_JOB: '1' }).billingJob).toBe(true);
    expect(loadConfig({ BILLING_JOB: 'false' }).billingJob).toBe(false);
    expect(() => loadConfig({ BILLING_JOB: 'daily' })).toThrow(ConfigError);
  });
});

const backends = await testBackends();

describe.each(backends)('the billing run as a job on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  it(
    'catches up after start, settles return fees after it, is scheduled daily, and stop() waits for the run',
    { timeout: 90_000 },
    async () => {
      const customer = await billingCustomer(database);
      // Due today at the customer's depot (Toronto), whatever the hour in UTC.
      const today = localDate(new Date(), 'America/Toronto');
      const start = addMonths(today, -1);
      await addMembership(database, customer, { startDate: start });
      const runs: object[] = [];
      let returnFeeRuns = 0;
      let secondFinished = false;
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const queue = new JobQueue({
        database,
        log,
        definitions: storeJobs({
          billing: {
            run: billingJob({
              handle: database,
              gateway: new SandboxGateway(database),
              log: { info: (summary) => runs.push(summary) },
            }),
            settleReturnFees: async () => {
              returnFeeRuns += 1;
              if (returnFeeRuns === 2) {
                await new Promise((resolve) => setTimeout(resolve, 700));
                secondFinished = true;
              }
            },
            catchUpSeconds: 0,
          },
          settlement: { everyMs: 60_000, run: async () => undefined },
          notices: null,
        }),
      });
      await queue.start();
      try {
        // The catch-up run also bills the seeded histories (billed up to the seed's date).
        await expect.poll(() => returnFeeRuns, { timeout: 60_000, interval: 50 }).toBe(1);
        expect(runs).toHaveLength(1);
        const bills = await billsOf(database, customer.customerId);
        expect(bills).toHaveLength(1);
        expect(bills[0]!.status).toBe('PAID');
        const schedules = await database.query<{ name: string; cron: string }>(
          'select name, cron from pgboss.schedule order by name',
        );
        expect(schedules).toEqual([
          { name: STORE_JOBS.billing, cron: '0 10 * * *' },
          { name: STORE_JOBS.settlement, cron: '* * * * *' },
          { name: STORE_JOBS.returnFees, cron: '30 * * * *' },
        ]);
        // A run asked for now (what the schedule does each day) runs; stop() waits for it.
        await queue.send(STORE_JOBS.billing);
        await expect.poll(() => returnFeeRuns, { timeout: 30_000, interval: 20 }).toBe(2);
        expect(secondFinished).toBe(false);
      } finally {
        await queue.stop();
      }
      expect(secondFinished).toBe(true);
      expect(queue.isRunning).toBe(false);
      // Charged once: the second run found nothing due.
      expect(await billsOf(database, customer.customerId)).toHaveLength(1);
    },
  );
});
