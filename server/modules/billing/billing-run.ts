/**
 * The billing run (docs/decisions/104-billing-run.md): charges every membership due today on
 * the customer's card on file, one bill per customer, shipping address and bill date.
 *
 * Three steps per batch of customers, each safe to interrupt:
 *   1. write: one transaction locks the due memberships, writes bills (OPEN), lines, taxes and
 *      credit spends, and moves each membership to its next period;
 *   2. charge: each OPEN bill is charged with the key `bill:{id}` (the gateway answers a
 *      repeated key with its first result and never charges twice);
 *   3. record: one transaction marks the bills PAID or DECLINED (with delinquent records),
 *      writes the payments and makes last payments OWNED.
 * A run starts by settling bills a previous run left OPEN, with their own keys, so a crash
 * between any two steps charges nobody twice and misses nobody. Then come the retries of
 * declined bills that are due. On PostgreSQL an advisory lock lets one run at a time proceed.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { TaxName } from '../../db/constants';
import {
  defaultCards,
  insertBills,
  listCustomersWithDueMemberships,
  listDueRetries,
  listOpenBills,
  lockCreditBalances,
  lockDueMemberships,
  recordBillOutcomes,
  type BillOutcome,
  type DueMembership,
  type NewBill,
  type NewBillLine,
  type NewBillTax,
  type OpenBill,
} from './billing-repository';
import { applyCreditEntry } from '../../db/repositories/credit-ledger-repository';
import { runInTransaction, withSessionLock } from '../../db/transaction';
import { queueBillNotices } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentConflictError, PaymentUnavailableError } from '../../payments/payment-gateway';
import { billableMembers, composeBill, ratePercentOf, type BillMember } from './bill-composition';
import { attemptDelinquentRecord, chargeRecord, nextRetryAt } from './delinquency';

/** pg_try_advisory_lock key of the billing run ("storefront billing"). */
export const BILLING_LOCK_KEY = 7_401_202_604;

export interface BillingHooks {
  /** After a batch of bills is committed OPEN, before any of them is charged. */
  afterWrite?: (billIds: readonly string[]) => void | Promise<void>;
  /** After the gateway answered for a bill, before the answer is recorded: tests crash here. */
  afterCharge?: (bill: OpenBill, charge: Charge) => void | Promise<void>;
}

export interface BillingRunOptions {
  gateway: PaymentGateway;
  /** The run's clock: what is due, bill dates' "today", retry times. */
  now?: () => Date;
  hooks?: BillingHooks;
  /** Customers per write transaction (default 1,000). */
  batchCustomers?: number;
  /** Charges in flight at once (default 4: half the default pool, the rest serves requests). */
  concurrency?: number;
  /** Progress lines (the script prints them; the server logs them). */
  log?: (message: string) => void;
  /**
   * False runs without the advisory lock (PostgreSQL): only for tests of the row locks and
   * unique keys beneath it, which keep two racing runs from billing a period twice.
   */
  lock?: boolean;
}

export interface BillingRunSummary {
  /** True when another run held the lock: this one did nothing. */
  skipped: boolean;
  /** Bills a previous, interrupted run left OPEN and this one settled. */
  resumedBills: number;
  billsWritten: number;
  linesBilled: number;
  /** Charges the gateway approved, and their total. */
  paid: number;
  paidCents: number;
  declined: number;
  /** Bills covered entirely by account credit (nothing charged). */
  paidByCredit: number;
  creditUsedCents: number;
  /** Bills still OPEN because the gateway did not answer (the next run settles them). */
  unsettled: number;
  retries: { attempted: number; paid: number; declined: number };
  /** Memberships whose last payment was paid in this run. */
  owned: number;
  milliseconds: number;
  /** Where the time went: writing bills, waiting for the gateway, recording answers. */
  phases: { writeMs: number; chargeMs: number; recordMs: number };
}

const MAX_PASSES = 120;

function emptySummary(): BillingRunSummary {
  return {
    skipped: false,
    resumedBills: 0,
    billsWritten: 0,
    linesBilled: 0,
    paid: 0,
    paidCents: 0,
    declined: 0,
    paidByCredit: 0,
    creditUsedCents: 0,
    unsettled: 0,
    retries: { attempted: 0, paid: 0, declined: 0 },
    owned: 0,
    milliseconds: 0,
    phases: { writeMs: 0, chargeMs: 0, recordMs: 0 },
  };
}

/** PGlite is one process: runs on the same instance queue here instead of an advisory lock. */
const runningOn = new WeakMap<object, true>();

/**
 * Runs billing once. On PostgreSQL, only while holding the advisory lock (another instance's
 * run makes this one return `skipped`); on PGlite, one run per database at a time.
 */
export async function runBilling(
  handle: DatabaseHandle,
  options: BillingRunOptions,
): Promise<BillingRunSummary> {
  const started = performance.now();
  if (handle.client.kind === 'pglite') {
    const key = handle.client.pglite;
    if (runningOn.has(key)) return { ...emptySummary(), skipped: true };
    runningOn.set(key, true);
    try {
      return await runUnlocked(handle, options, started);
    } finally {
      runningOn.delete(key);
    }
  }
  if (options.lock === false) return runUnlocked(handle, options, started);
  // The lock belongs to one session: hold a connection for the run, work on the pool.
  const locked = await withSessionLock(handle, BILLING_LOCK_KEY, () =>
    runUnlocked(handle, options, started),
  );
  return locked.skipped ? { ...emptySummary(), skipped: true } : locked.value;
}

interface RunState {
  handle: DatabaseHandle;
  gateway: PaymentGateway;
  now: Date;
  hooks: BillingHooks;
  concurrency: number;
  summary: BillingRunSummary;
}

async function runUnlocked(
  handle: DatabaseHandle,
  options: BillingRunOptions,
  started: number,
): Promise<BillingRunSummary> {
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const batch = options.batchCustomers ?? 1000;
  const state: RunState = {
    handle,
    gateway: options.gateway,
    now: clock(),
    hooks: options.hooks ?? {},
    concurrency: options.concurrency ?? 4,
    summary: emptySummary(),
  };

  // 1. Bills an interrupted run left OPEN: charge them with their own keys and record.
  let afterId: string | undefined;
  for (;;) {
    const open = await listOpenBills(handle, { limit: batch, afterId });
    if (open.length === 0) break;
    state.summary.resumedBills += open.length;
    await settleBills(state, open);
    afterId = open[open.length - 1]!.id;
  }
  if (state.summary.resumedBills > 0) log(`settled ${state.summary.resumedBills} open bills`);

  // 2. Everything due: one period per membership per pass, until nothing is due (a membership
  // behind by several months gets one bill per month, each at its own date and tax rate).
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const customers = await listCustomersWithDueMemberships(handle, state.now);
    if (customers.length === 0) break;
    const before = state.summary.linesBilled;
    // A pipeline of two: the next batch is written while the gateway answers for this one
    // (different customers, so they never touch the same rows).
    let settling: Promise<void> = Promise.resolve();
    for (let index = 0; index < customers.length; index += batch) {
      const writing = performance.now();
      const written = await runInTransaction(handle, (tx) =>
        writeBills(tx, state, customers.slice(index, index + batch)),
      ).catch(async (error: unknown) => {
        await settling.catch(() => undefined);
        throw error;
      });
      state.summary.phases.writeMs += Math.round(performance.now() - writing);
      await settling;
      if (written.length === 0) continue;
      await state.hooks.afterWrite?.(written.map((bill) => bill.id));
      const done = Math.min(index + batch, customers.length);
      settling = settleBills(state, written).then(() =>
        log(`billed ${done} of ${customers.length} customers (pass ${pass + 1})`),
      );
      // Its failure is rethrown by the next await of it, not reported as unhandled meanwhile.
      settling.catch(() => undefined);
    }
    await settling;
    // Everything left was locked by someone else: stop rather than spin.
    if (state.summary.linesBilled === before) break;
  }

  // 3. Automatic retries of declined bills that are due, and attempts left in flight.
  for (;;) {
    const due = await listDueRetries(handle, state.now, batch);
    if (due.length === 0) break;
    const cards = await defaultCards(handle, [...new Set(due.map((record) => record.customerId))]);
    let progressed = false;
    for (const record of due) {
      const source = record.attemptSource ?? cards.get(record.customerId)?.source;
      if (!source) continue;
      const outcome = await attemptDelinquentRecord(
        { handle, gateway: state.gateway, now: () => state.now },
        record,
        source,
      );
      state.summary.retries.attempted += 1;
      if (outcome === 'paid') state.summary.retries.paid += 1;
      if (outcome === 'declined') state.summary.retries.declined += 1;
      if (outcome === 'paid' || outcome === 'declined') progressed = true;
    }
    if (!progressed || due.length < batch) break;
  }

  state.summary.milliseconds = Math.round(performance.now() - started);
  return state.summary;
}

/** Step 1 for a batch of customers, in one transaction: the OPEN bills it wrote. */
async function writeBills(
  tx: DatabaseHandle,
  state: RunState,
  customerIds: readonly string[],
): Promise<OpenBill[]> {
  const due = billableMembers(await lockDueMemberships(tx, state.now, customerIds));
  if (due.length === 0) return [];
  const groups = new Map<string, (DueMembership & BillMember)[]>();
  for (const membership of due) {
    const key = `${membership.customerId}|${membership.addressId}|${membership.billDate}`;
    const group = groups.get(key);
    if (group) group.push(membership);
    else groups.set(key, [membership]);
  }
  const billedCustomers = [...new Set(due.map((membership) => membership.customerId))];
  const cards = await defaultCards(tx, billedCustomers);
  const credit = await lockCreditBalances(tx, billedCustomers);

  const bills: NewBill[] = [];
  const lines: NewBillLine[] = [];
  const taxes: NewBillTax[] = [];
  const open: OpenBill[] = [];
  for (const members of groups.values()) {
    const first = members[0]!;
    const id = randomUUID();
    const available = credit.get(first.customerId) ?? 0;
    const composed = composeBill(members, first.province, first.billDate, available);
    const creditUsed = composed.creditUsedCents;
    if (creditUsed > 0) credit.set(first.customerId, available - creditUsed);
    const card = cards.get(first.customerId) ?? null;
    const bill: NewBill = {
      id,
      customerId: first.customerId,
      addressId: first.addressId,
      province: first.province,
      billDate: first.billDate,
      subtotalCents: composed.subtotalCents,
      taxTotalCents: composed.taxTotalCents,
      totalCents: composed.totalCents,
      balanceUsedCents: creditUsed,
      amountChargedCents: composed.amountChargedCents,
      paymentMethodId: card?.paymentMethodId ?? null,
      chargeKey: `bill:${id}`,
    };
    bills.push(bill);
    for (const m of members) {
      lines.push({
        billId: id,
        membershipProductId: m.id,
        period: m.period,
        productId: m.productId,
        purchaseOption: m.purchaseOption,
        feeCents: m.feeCents,
        pivotCareCents: m.pivotCareCents,
      });
    }
    composed.taxLines.forEach((line, pos) =>
      taxes.push({
        billId: id,
        name: line.code as TaxName,
        ratePercent: ratePercentOf(line),
        amountCents: line.amountCents,
        pos: pos + 1,
      }),
    );
    open.push({
      id,
      customerId: bill.customerId,
      billDate: bill.billDate,
      amountChargedCents: bill.amountChargedCents,
      chargeKey: bill.chargeKey,
      source: card?.source ?? null,
    });
  }
  await insertBills(tx, bills, lines, taxes);
  for (const bill of bills) {
    if (bill.balanceUsedCents === 0) continue;
    const after = await applyCreditEntry(tx, bill.customerId, -bill.balanceUsedCents, {
      kind: 'BILL',
      billId: bill.id,
      note: `Monthly bill of ${bill.billDate}`,
    });
    if (after === null) throw new Error(`credit of ${bill.customerId} changed under its lock`);
    state.summary.creditUsedCents += bill.balanceUsedCents;
  }
  state.summary.billsWritten += bills.length;
  state.summary.linesBilled += lines.length;
  return open;
}

/** Runs `work` over `items` with at most `limit` in flight; the first failure rejects. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(workers);
}

/** Steps 2 and 3 for OPEN bills: charge each with its key, then record every answer at once. */
async function settleBills(state: RunState, bills: readonly OpenBill[]): Promise<void> {
  const outcomes: BillOutcome[] = [];
  const { summary } = state;
  const charging = performance.now();
  await eachLimited(bills, state.concurrency, async (bill) => {
    if (bill.amountChargedCents === 0) {
      outcomes.push({
        billId: bill.id,
        status: 'PAID',
        charge: null,
        owedCents: 0,
        nextRetryAt: null,
      });
      return;
    }
    if (!bill.source) {
      outcomes.push({
        billId: bill.id,
        status: 'DECLINED',
        charge: null,
        owedCents: bill.amountChargedCents,
        nextRetryAt: nextRetryAt(state.now, state.now),
      });
      return;
    }
    let charge: Charge;
    try {
      charge = await state.gateway.charge({
        idempotencyKey: bill.chargeKey,
        amountCents: bill.amountChargedCents,
        source: bill.source,
        customerId: bill.customerId,
        description: `Monthly bill of ${bill.billDate}`,
      });
    } catch (error) {
      // Unknown outcome (or a key reused for something else): the bill stays OPEN and the
      // next run asks again with the same key.
      if (error instanceof PaymentUnavailableError || error instanceof PaymentConflictError) {
        summary.unsettled += 1;
        return;
      }
      throw error;
    }
    await state.hooks.afterCharge?.(bill, charge);
    const paid = charge.status === 'succeeded';
    outcomes.push({
      billId: bill.id,
      status: paid ? 'PAID' : 'DECLINED',
      charge: chargeRecord(charge, bill.chargeKey),
      owedCents: paid ? 0 : bill.amountChargedCents,
      nextRetryAt: paid ? null : nextRetryAt(state.now, state.now),
    });
  });
  summary.phases.chargeMs += Math.round(performance.now() - charging);
  if (outcomes.length === 0) return;
  const recording = performance.now();
  const recorded = await runInTransaction(state.handle, async (tx) => {
    const answer = await recordBillOutcomes(tx, outcomes, state.now);
    await queueBillNotices(tx, answer.settled); // a receipt or a request to pay (decision 154)
    return answer;
  });
  summary.phases.recordMs += Math.round(performance.now() - recording);
  summary.owned += recorded.owned;
  const settled = new Set(recorded.settled);
  for (const outcome of outcomes) {
    if (!settled.has(outcome.billId)) continue;
    if (outcome.status === 'DECLINED') summary.declined += 1;
    else if (outcome.charge) {
      summary.paid += 1;
      summary.paidCents += outcome.charge.amountCents;
    } else summary.paidByCredit += 1;
  }
}
