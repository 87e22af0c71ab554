/**
 * The daily billing job of a server process (docs/decisions/104-billing-run.md): a run shortly
 * after start-up (catching up on days the server was down), then one a day. Every instance may
 * run it: on PostgreSQL the run's advisory lock lets one proceed and the others skip; a run is
 * idempotent, so an extra one charges nothing twice.
 */
import type { DatabaseHandle } from '../../db/client';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { runBilling, type BillingRunSummary } from './billing-run';

export const DAY_MS = 86_400_000;

export interface BillingJobOptions {
  handle: DatabaseHandle;
  gateway: PaymentGateway;
  log: {
    info: (summary: object, message: string) => void;
    error: (error: object, message: string) => void;
  };
  /**
   * What else settles after each run, e.g. the return fees claimed at a pickup whose charge was
   * interrupted (decision 139); given by the composition root, so billing imports no returns.
   */
  afterRun?: () => Promise<unknown>;
  /** Between runs (default a day). */
  intervalMs?: number;
  /** Before the first run (default 10 s, so start-up is not slowed down). */
  firstDelayMs?: number;
}

export interface BillingJob {
  /** Runs billing now (waits for a run in progress first). */
  runNow(): Promise<BillingRunSummary>;
  /** No more runs; waits for the one in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export function startBillingJob(options: BillingJobOptions): BillingJob {
  let stopped = false;
  let current: Promise<BillingRunSummary> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const runOnce = async (): Promise<BillingRunSummary> => {
    while (current) await current.catch(() => undefined);
    current = runBilling(options.handle, { gateway: options.gateway });
    try {
      const summary = await current;
      if (!summary.skipped) options.log.info({ billing: summary }, 'billing run finished');
      return summary;
    } finally {
      current = null;
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => options.log.error({ err: error }, 'billing run failed'))
        // Return fees claimed at a pickup whose charge was interrupted (decision 139).
        .then(() => options.afterRun?.())
        .catch((error: unknown) => options.log.error({ err: error }, 'return fees failed'))
        .finally(() => schedule(options.intervalMs ?? DAY_MS));
    }, delay);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? 10_000);

  return {
    runNow: runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
