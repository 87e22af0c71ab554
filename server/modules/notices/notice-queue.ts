/**
 * What the flows call, inside the transaction that commits what a notice reports (decision
 * 154): the notice is written with the order, the visit, the bill or the charge, or not at all,
 * and a sender delivers it after the commit. Each call is idempotent (one notice per cause).
 */
import type { DatabaseHandle } from '../../db/client';
import {
  insertBillNotices,
  insertNotice,
  insertOrderNotice,
  insertTipNotice,
  insertVisitNotice,
} from './notice-repository';

/** An order's confirmation (checkout, partner order, return, swap, move, buyout). */
export async function queueOrderNotice(tx: DatabaseHandle, orderId: string): Promise<void> {
  await insertOrderNotice(tx, orderId);
}

/**
 * For `confirm(...).then(orderNoticeIfDone(tx, id))`: queues the order's confirmation when the
 * step confirmed it, and passes the step's answer on.
 */
export function orderNoticeIfDone(
  tx: DatabaseHandle,
  orderId: string,
): (done: boolean) => Promise<boolean> {
  return async (done) => {
    if (done) await insertOrderNotice(tx, orderId);
    return done;
  };
}

/** A paid tip's receipt. */
export async function queueTipNotice(tx: DatabaseHandle, tipId: string): Promise<void> {
  await insertTipNotice(tx, tipId);
}

/** "Delivered", with links to tip the crew and review the pieces. */
export async function queueDeliveredNotice(tx: DatabaseHandle, deliveryId: string): Promise<void> {
  await insertVisitNotice(tx, 'DELIVERED', deliveryId);
}

/**
 * The crew's "on its way" or "30 minutes away" (decision 186), written in the transaction of
 * the visit's step: by text where the customer chose texts for the visit, otherwise by mail.
 */
export async function queueVisitStepNotice(
  tx: DatabaseHandle,
  deliveryId: string,
  step: 'OUT_FOR_DELIVERY' | 'NEARBY',
): Promise<void> {
  await insertVisitNotice(tx, step === 'NEARBY' ? 'VISIT_NEARBY' : 'VISIT_ON_THE_WAY', deliveryId);
}

/** A visit the customer cancelled, with what was refunded. */
export async function queueVisitCancelledNotice(
  tx: DatabaseHandle,
  deliveryId: string,
): Promise<void> {
  await insertVisitNotice(tx, 'VISIT_CANCELLED', deliveryId);
}

/** Monthly bills just settled: a receipt for each paid one, a request to pay for each declined. */
export async function queueBillNotices(
  tx: DatabaseHandle,
  billIds: readonly string[],
): Promise<void> {
  await insertBillNotices(tx, billIds);
}

/** The return fee charged at a pickup (paid), or refused by the card (declined: owed). */
export async function queueReturnFeeNotice(
  tx: DatabaseHandle,
  fee: { orderId: string; customerId: string; paid: boolean },
): Promise<void> {
  await insertNotice(tx, {
    kind: fee.paid ? 'RETURN_FEE_PAID' : 'RETURN_FEE_DECLINED',
    dedupeKey: `${fee.paid ? 'return-fee-paid' : 'return-fee-declined'}:${fee.orderId}`,
    customerId: fee.customerId,
    orderId: fee.orderId,
  });
}

/** An overdue amount paid (a declined bill or return fee), by the payment that paid it. */
export async function queueOverduePaidNotice(
  tx: DatabaseHandle,
  paid: { customerId: string; billId: string | null; orderId: string | null; paymentKey: string },
): Promise<void> {
  await insertNotice(tx, {
    kind: 'OVERDUE_PAID',
    dedupeKey: `overdue-paid:${paid.paymentKey}`,
    customerId: paid.customerId,
    billId: paid.billId,
    orderId: paid.orderId,
    paymentKey: paid.paymentKey,
  });
}

/** For `record(...).then(overduePaidNoticeIf(tx, ...))`: a receipt when the record was paid. */
export function overduePaidNoticeIf(
  tx: DatabaseHandle,
  paid: { customerId: string; billId: string | null; orderId: string | null; paymentKey: string },
  succeeded: boolean,
): (recorded: boolean) => Promise<boolean> {
  return async (recorded) => {
    if (recorded && succeeded) await queueOverduePaidNotice(tx, paid);
    return recorded;
  };
}

/** For `recordReturnFee(...).then(returnFeeNoticeIf(tx, ...))`: when this call recorded it. */
export function returnFeeNoticeIf(
  tx: DatabaseHandle,
  fee: { orderId: string; customerId: string; paid: boolean },
): (recorded: boolean) => Promise<boolean> {
  return async (recorded) => {
    if (recorded) await queueReturnFeeNotice(tx, fee);
    return recorded;
  };
}
