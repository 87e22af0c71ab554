/**
 * The registry of the store's jobs (decision 182): what each is, when it runs and how it is
 * tried again. The composition (server/app.ts) hands in the work; this file only schedules it.
 *
 * | queue               | when                                   | tries again          |
 * | ------------------- | -------------------------------------- | -------------------- |
 * | billing-run         | 10:00 UTC daily, and 10 s after start  | 3 times, 5 min, x2   |
 * | return-fees         | every hour at :30, and after billing   | 3 times, 5 min, x2   |
 * | checkout-settlement | every `settleEveryMs` (30 s) after one | 2 times, 5 s, x2     |
 * | notice-delivery     | every second after one                 | 2 times, 2 s, x2     |
 * | notice-reminders    | every 15 min, and at start             | 2 times, 1 min, x2   |
 * | referral-credits    | every minute, and at start             | 2 times, 30 s, x2    |
 *
 * A try that throws is logged and reported, then tried again; each job's work is idempotent, so
 * a try again after an instance died half-way does nothing twice.
 */
import type { JobDefinition } from './job-queue';

export const STORE_JOBS = {
  billing: 'billing-run',
  returnFees: 'return-fees',
  settlement: 'checkout-settlement',
  noticeDelivery: 'notice-delivery',
  noticeReminders: 'notice-reminders',
  referralCredits: 'referral-credits',
} as const;

export interface StoreJobsOptions {
  /** The billing run (BILLING_JOB): null leaves billing and return fees to another process. */
  billing: {
    run: () => Promise<unknown>;
    settleReturnFees: () => Promise<unknown>;
    /** Seconds after start-up of the catch-up run (default 10). */
    catchUpSeconds?: number;
  } | null;
  /** Settles checkout orders left PENDING (any instance may settle any). */
  settlement: { run: () => Promise<unknown>; everyMs: number };
  /** The notices outbox's passes (NOTICE_SENDER): null leaves them to other instances. */
  notices: { deliver: () => Promise<unknown>; writeReminders: () => Promise<unknown> } | null;
  /**
   * Credits referral intents a visit's commit left (decision 186): those whose process died
   * before its own follow-up credited them, or whose try failed.
   */
  referralCredits?: () => Promise<unknown>;
}

export function storeJobs(options: StoreJobsOptions): JobDefinition[] {
  const definitions: JobDefinition[] = [];
  const settleEvery = Math.max(0.5, options.settlement.everyMs / 1000);
  definitions.push({
    name: STORE_JOBS.settlement,
    run: options.settlement.run,
    everySeconds: settleEvery,
    pollSeconds: Math.min(2, settleEvery),
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 5 * 60,
  });
  if (options.referralCredits) {
    definitions.push({
      name: STORE_JOBS.referralCredits,
      run: options.referralCredits,
      cron: '* * * * *',
      atStartSeconds: 0,
      retryLimit: 2,
      retryDelay: 30,
      expireInSeconds: 5 * 60,
    });
  }
  if (options.notices) {
    definitions.push(
      {
        name: STORE_JOBS.noticeDelivery,
        run: options.notices.deliver,
        // About a second from a notice's commit to its mail.
        everySeconds: 1,
        pollSeconds: 0.5,
        retryLimit: 2,
        retryDelay: 2,
        expireInSeconds: 5 * 60,
      },
      {
        name: STORE_JOBS.noticeReminders,
        run: options.notices.writeReminders,
        cron: '*/15 * * * *',
        atStartSeconds: 0,
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: 10 * 60,
      },
    );
  }
  if (options.billing) {
    definitions.push(
      {
        name: STORE_JOBS.billing,
        run: options.billing.run,
        // Every Canadian depot's day has begun (2 am in Vancouver, 5 or 6 am in Toronto).
        cron: '0 10 * * *',
        atStartSeconds: options.billing.catchUpSeconds ?? 10,
        // Return fees claimed at a pickup whose charge was interrupted (decision 139).
        then: [STORE_JOBS.returnFees],
        retryLimit: 3,
        retryDelay: 300,
        expireInSeconds: 2 * 3_600,
      },
      {
        name: STORE_JOBS.returnFees,
        run: options.billing.settleReturnFees,
        cron: '30 * * * *',
        retryLimit: 3,
        retryDelay: 300,
        expireInSeconds: 30 * 60,
      },
    );
  }
  return definitions;
}
