/**
 * Declined monthly bills (docs/decisions/105-delinquency.md): the retry schedule, one attempt
 * at a delinquent record (the billing run's retries and the customer's payOverdueBalance use
 * the same path), and paying the whole overdue balance.
 */
import type { DatabaseHandle } from '../../db/client';
import {
  claimDelinquentAttempt,
  defaultCards,
  listOpenRecords,
  recordDelinquentAttempt,
  type DelinquentAttempt,
} from './billing-repository';
import { findPaymentMethod } from '../../db/repositories/payment-method-repository';
import { runInTransaction } from '../../db/transaction';
import { overduePaidNoticeIf } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Automatic retries, in days after the decline: the next day, then day 3 and day 7 (most
 * declines are insufficient funds that clear within days), then weekly to four weeks. After the
 * last one the record stays open (and the billing alert on) until the customer pays it.
 */
export const RETRY_DAYS_AFTER_DECLINE: readonly number[] = [1, 3, 7, 14, 21, 28];

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The next automatic retry of a bill declined at `declinedAt`, or null when none is left. */
export function nextRetryAt(declinedAt: Date, now: Date): Date | null {
  for (const days of RETRY_DAYS_AFTER_DECLINE) {
    const at = new Date(declinedAt.getTime() + days * DAY_MS);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}

export const DECLINE_DETAILS: Readonly<Record<string, string>> = {
  card_declined: 'Card declined',
  insufficient_funds: 'Insufficient funds',
  expired_card: 'Card expired',
};

/** What a payments row keeps of a gateway answer. */
export function chargeRecord(charge: Charge, chargeKey: string) {
  return {
    chargeKey,
    gatewayReference: charge.id,
    amountCents: charge.amountCents,
    cardType: charge.card?.brand ?? null,
    cardLastFour: charge.card?.last4 ?? null,
    cardExpiryMonth: charge.card?.expMonth ?? null,
    cardExpiryYear: charge.card?.expYear ?? null,
    details:
      charge.status === 'succeeded'
        ? 'Approved'
        : charge.declineCode
          ? (DECLINE_DETAILS[charge.declineCode] ?? 'Declined')
          : `Charge ${charge.status}`,
  };
}

/**
 * `settled`: another caller recorded this attempt's answer first (a payment racing this one
 * finished the same charge): nothing was paid by this call, and the record is no longer open.
 */
export type AttemptOutcome = 'paid' | 'declined' | 'busy' | 'unavailable' | 'settled';

export interface AttemptContext {
  handle: DatabaseHandle;
  gateway: PaymentGateway;
  now: () => Date;
}

/** Charges an attempt already claimed (or interrupted) with its own key, and records the answer. */
async function finishAttempt(
  context: AttemptContext,
  attempt: DelinquentAttempt,
): Promise<AttemptOutcome> {
  const key = attempt.attemptKey;
  const source = attempt.attemptSource;
  if (!key || !source) return 'busy';
  let charge: Charge;
  try {
    charge = await context.gateway.charge({
      idempotencyKey: key,
      amountCents: attempt.owedCents,
      source,
      customerId: attempt.customerId,
      description: attempt.billId ? `Overdue monthly bill ${attempt.billId}` : 'Overdue balance',
    });
  } catch (error) {
    // Unknown outcome: the attempt stays in flight and is finished with the same key later.
    if (error instanceof PaymentUnavailableError) return 'unavailable';
    throw error;
  }
  const succeeded = charge.status === 'succeeded';
  const now = context.now();
  const recorded = await runInTransaction(context.handle, (tx) =>
    recordDelinquentAttempt(
      tx,
      attempt,
      {
        succeeded,
        charge: chargeRecord(charge, key),
        nextRetryAt: succeeded ? null : nextRetryAt(attempt.createdAt, now),
      },
      now,
    ).then(overduePaidNoticeIf(tx, { ...attempt, paymentKey: key }, succeeded)),
  );
  // The same charge answered twice (same key): only the call that recorded it paid anything.
  if (!recorded) return 'settled';
  return succeeded ? 'paid' : 'declined';
}

/**
 * One attempt at an open record with `source`: an attempt left in flight is finished first
 * (same key, same card, same amount); if the record is still open, a new attempt is claimed,
 * charged and recorded.
 */
export async function attemptDelinquentRecord(
  context: AttemptContext,
  record: DelinquentAttempt,
  source: string,
): Promise<AttemptOutcome> {
  if (record.attemptKey) {
    const outcome = await finishAttempt(context, record);
    if (outcome !== 'declined') return outcome;
  }
  const claimed = await claimDelinquentAttempt(
    context.handle,
    record.recordId,
    source,
    context.now(),
  );
  if (!claimed) return 'busy';
  return finishAttempt(context, claimed);
}

/** How the customer pays the overdue balance: a saved card, a new card token, or the default card. */
export interface OverduePaymentChoice {
  paymentMethodId?: string | null;
  source?: string | null;
}

export interface OverduePaymentResult {
  paidCents: number;
  /** Records still open afterwards (empty: the billing alert is gone). */
  remaining: DelinquentAttempt[];
}

async function chooseSource(
  context: AttemptContext,
  customerId: string,
  choice: OverduePaymentChoice,
): Promise<string> {
  if (choice.paymentMethodId) {
    const method = !UUID.test(choice.paymentMethodId)
      ? null
      : await findPaymentMethod(context.handle, customerId, choice.paymentMethodId);
    if (!method) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_saved_card_not_found), {
        details: { field: 'paymentMethodId' },
      });
    }
    return method.source;
  }
  if (choice.source) {
    const card = await context.gateway.describeSource(choice.source, customerId);
    if (!card) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_card_details_expired), {
        details: { field: 'source' },
      });
    }
    return choice.source;
  }
  const card = (await defaultCards(context.handle, [customerId])).get(customerId);
  if (!card) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_billing_no_card), {
      details: { field: 'paymentMethodId' },
    });
  }
  return card.source;
}

/**
 * Charges the customer's card for every open record (one charge each, oldest first) and clears
 * those paid. PAYMENT_DECLINED when the card is refused (what was paid before stays paid).
 */
export async function payOverdueBalance(
  context: AttemptContext,
  customerId: string,
  choice: OverduePaymentChoice = {},
): Promise<OverduePaymentResult> {
  const open = await listOpenRecords(context.handle, customerId);
  if (open.length === 0) return { paidCents: 0, remaining: [] };
  const source = await chooseSource(context, customerId, choice);
  let paidCents = 0;
  for (const record of open) {
    const outcome = await attemptDelinquentRecord(context, record, source);
    if (outcome === 'paid') {
      paidCents += record.owedCents;
      continue;
    }
    if (outcome === 'settled') continue;
    if (outcome === 'declined') {
      throw new DomainError('PAYMENT_DECLINED', tr(m.errors_checkout_card_declined), {
        details: { field: 'payment', paidSoFar: paidCents / 100 },
      });
    }
    throw new DomainError(
      'CONFLICT',
      outcome === 'busy'
        ? tr(m.errors_billing_payment_in_progress)
        : tr(m.errors_billing_processor_silent),
      { details: { field: 'payment', paidSoFar: paidCents / 100 } },
    );
  }
  return { paidCents, remaining: await listOpenRecords(context.handle, customerId) };
}
