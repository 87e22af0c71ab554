/**
 * What happens when the crew has picked up a return (docs/decisions/118-returns.md, 139):
 *
 * 1. In the pickup's own transaction (`completeReturnPickup`, called by the delivery service's
 *    completion path): the items become RETURNED, their billing stops at the pickup day, and
 *    the return fee is claimed as a PENDING payment under the gateway key `return:<order id>`.
 *    A completion seen twice finds the visit done (or the key taken) and claims nothing.
 * 2. After it commits (`chargeReturnFee`): the card on file is charged with that key, so a retry
 *    or a second caller is answered the first charge, and the answer is recorded once. A decline
 *    (or no card on file) leaves the items returned and the fee owed: a delinquent record the
 *    billing run retries on its schedule and the customer pays from their account (decision 105).
 */
import type { DatabaseHandle } from '../../db/client';
import { returnPickedUpUnits } from '../../db/repositories/delivery-repository';
import { defaultCards } from '../billing/index';
import {
  claimReturnFee,
  findReturnFeePayment,
  pendingReturnFeeKeys,
  recordReturnFee,
} from './return-repository';
import type { ReturnFeeOutcome } from './return-repository';
import { runInTransaction } from '../../db/transaction';
import { RETURN_FEE_CHARGE_PREFIX, returnFeeKey } from '../../shared/charge-keys';
import { returnFeeNoticeIf } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { DECLINE_DETAILS, nextRetryAt } from '../billing/index';

export { RETURN_FEE_CHARGE_PREFIX, returnFeeKey };

export type ReturnFeeResult = 'paid' | 'declined' | 'none' | 'unavailable';

/** What charging a return fee needs: the card processor the composition root chose. */
export interface ReturnFeeOptions {
  gateway: PaymentGateway;
  now?: () => Date;
}

/**
 * In the pickup's transaction: the order's picked-up items RETURNED with billing stopped at
 * `day`, and the fee claimed when the order is a RETURN with one. True when a fee is to charge.
 */
export async function completeReturnPickup(
  tx: DatabaseHandle,
  orderId: string,
  day: string,
): Promise<boolean> {
  await returnPickedUpUnits(tx, orderId, day);
  return (await claimReturnFee(tx, orderId, returnFeeKey(orderId))) !== null;
}

function outcomeOf(charge: Charge, now: Date): ReturnFeeOutcome {
  const succeeded = charge.status === 'succeeded';
  return {
    succeeded,
    details: succeeded
      ? 'Return fee approved'
      : charge.declineCode
        ? (DECLINE_DETAILS[charge.declineCode] ?? 'Declined')
        : `Charge ${charge.status}`,
    gatewayReference: charge.id,
    cardType: charge.card?.brand ?? null,
    cardLastFour: charge.card?.last4 ?? null,
    cardExpiryMonth: charge.card?.expMonth ?? null,
    cardExpiryYear: charge.card?.expYear ?? null,
    nextRetryAt: succeeded ? null : nextRetryAt(now, now),
  };
}

/**
 * Charges a claimed return fee to the card on file, once: nothing when there is no claim or it
 * was answered already; 'unavailable' leaves it claimed for `settlePendingReturnFees`.
 */
export async function chargeReturnFee(
  handle: DatabaseHandle,
  orderId: string,
  options: ReturnFeeOptions,
): Promise<ReturnFeeResult> {
  const payment = await findReturnFeePayment(handle, returnFeeKey(orderId));
  if (!payment || payment.status !== 'PENDING') return 'none';
  const { gateway } = options;
  const now = options.now ?? (() => new Date());
  // A charge already made with the key (the answer a crash kept from being recorded) is the
  // outcome: charging again with today's default card would be refused as another charge when
  // the customer has changed cards since, and the fee would stay unrecorded for good.
  const earlier = await gateway.findCharge(payment.chargeKey);
  const card = earlier
    ? null
    : (await defaultCards(handle, [payment.customerId])).get(payment.customerId);
  let outcome: ReturnFeeOutcome;
  if (earlier) {
    outcome = outcomeOf(earlier, now());
  } else if (!card) {
    outcome = {
      succeeded: false,
      details: 'No card on file',
      gatewayReference: null,
      cardType: null,
      cardLastFour: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      nextRetryAt: nextRetryAt(now(), now()),
    };
  } else {
    try {
      const charge = await gateway.charge({
        idempotencyKey: payment.chargeKey,
        amountCents: payment.amountCents,
        source: card.source,
        customerId: payment.customerId,
        description: `Return fee ${payment.orderNumber}`,
      });
      outcome = outcomeOf(charge, now());
    } catch (error) {
      if (error instanceof PaymentUnavailableError) return 'unavailable';
      throw error;
    }
  }
  await runInTransaction(handle, (tx) =>
    recordReturnFee(tx, payment, outcome, now()).then(
      returnFeeNoticeIf(tx, { orderId, customerId: payment.customerId, paid: outcome.succeeded }),
    ),
  );
  return outcome.succeeded ? 'paid' : 'declined';
}

/** Charges every return fee claimed and not answered (after a crash or an outage), once each. */
export async function settlePendingReturnFees(
  handle: DatabaseHandle,
  options: ReturnFeeOptions,
): Promise<number> {
  let settled = 0;
  for (const key of await pendingReturnFeeKeys(handle)) {
    const result = await chargeReturnFee(
      handle,
      key.slice(RETURN_FEE_CHARGE_PREFIX.length),
      options,
    );
    if (result === 'paid' || result === 'declined') settled += 1;
  }
  return settled;
}

/**
 * The returns module's reaction to deliveries' "visit completed" (subscribed by the composition
 * root): a pickup's items are returned and its fee claimed in the visit's transaction; the fee
 * is charged once that has committed.
 */
export function returnPickupReaction(handle: DatabaseHandle, options: ReturnFeeOptions) {
  return async (visit: { tx: DatabaseHandle; orderId: string; kind: string; day: string }) => {
    if (visit.kind !== 'PICKUP') return;
    const feeDue = await completeReturnPickup(visit.tx, visit.orderId, visit.day);
    if (feeDue) return () => chargeReturnFee(handle, visit.orderId, options);
  };
}
