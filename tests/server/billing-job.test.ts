import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { startBillingJob } from '../../server/modules/billing/billing-job';
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

describe.each(backends)('the daily billing job on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  it(
    'runs after its first delay, then on its interval, and stop() waits for the run in progress',
    { timeout: 90_000 },
    async () => {
      const customer = await billingCustomer(database);
      // Due today at the customer's depot (Toronto), whatever the hour in UTC.
      const today = localDate(new Date(), 'America/Toronto');
      const start = addMonths(today, -1);
      await addMembership(database, customer, { startDate: start });
      const runs: object[] = [];
      const job = startBillingJob({
        handle: database,
        gateway: new SandboxGateway(database),
        log: { info: (summary) => runs.push(summary), error: () => undefined },
        firstDelayMs: 20,
        intervalMs: 50,
      });
      // The first run also catches up the seeded histories (billed up to the seed's date).
      const deadline = Date.now() + 60_000;
      while (runs.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await job.stop();
      expect(runs.length).toBeGreaterThanOrEqual(2);
      const bills = await billsOf(database, customer.customerId);
      expect(bills).toHaveLength(1);
      expect(bills[0]!.status).toBe('PAID');
      const count = runs.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(runs.length).toBe(count);
    },
  );
});
