/**
 * The daily billing run as a job of the server's queue (docs/decisions/104-billing-run.md,
 * 182-job-queue.md): the queue runs it once a day and shortly after start-up (catching up on
 * days the server was down), on one instance at a time. A run is idempotent, and on PostgreSQL
 * its advisory lock still lets only one proceed, so an extra run charges nothing twice.
 */
import type { DatabaseHandle } from '../../db/client';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { runBilling, type BillingRunSummary } from './billing-run';

export interface BillingJobOptions {
  handle: DatabaseHandle;
  gateway: PaymentGateway;
  log: { info: (summary: object, message: string) => void };
}

/** The job's work: one billing run, logged when it did something. Throws when the run fails. */
export function billingJob(options: BillingJobOptions): () => Promise<BillingRunSummary> {
  return async () => {
    const summary = await runBilling(options.handle, { gateway: options.gateway });
    if (!summary.skipped) options.log.info({ billing: summary }, 'billing run finished');
    return summary;
  };
}
