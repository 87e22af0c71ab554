/**
 * Settling a PENDING checkout order once the gateway has answered, for placement and
 * reconciliation alike: paid (transaction 2), or released (stock and credit back).
 */
import * as repo from '../../db/repositories/checkout-repository';
import { savePaymentMethod } from '../../db/repositories/payment-method-repository';
import { runInTransaction } from '../../db/transaction';
import { grantAccountCredit } from '../billing/index';
import { queueOrderNotice } from '../notices/index';
import type { Charge } from '../../payments/payment-gateway';
import type { CheckoutContext } from './context';
import type { ResolvedPayment } from './payment';

/** The card to keep for next time, once the order is paid. */
export type CardToSave = ResolvedPayment & { customerId: string; billingAddressId: string };

/** Transaction 2: the order is paid. False when it is no longer pending. */
export async function completeOrder(
  context: CheckoutContext,
  orderId: string,
  chargeKey: string,
  charge: Charge,
  save: CardToSave | null,
): Promise<boolean> {
  return runInTransaction(context.handle, async (tx) => {
    const card = charge.card;
    const done = await repo.markOrderPaid(tx, orderId, {
      chargeKey,
      chargedCents: charge.amountCents,
      gatewayReference: charge.id,
      cardType: card?.brand ?? null,
      cardLastFour: card?.last4 ?? null,
      cardExpiryMonth: card?.expMonth ?? null,
      cardExpiryYear: card?.expYear ?? null,
    });
    if (done) await queueOrderNotice(tx, orderId); // the order's confirmation (decision 154)
    if (done && save?.saveCard) {
      await savePaymentMethod(tx, {
        customerId: save.customerId,
        source: save.source,
        cardType: save.card.brand,
        cardLastFour: save.card.last4,
        cardExpiryMonth: save.card.expMonth,
        cardExpiryYear: save.card.expYear,
        billingAddressId: save.billingAddressId,
      });
    }
    return done;
  });
}

/**
 * No order after all: deletes the pending order, puts its stock and credit back and keeps
 * the payment row (without order) as the customer's record of the attempt, in one
 * transaction. False when the order was not pending any more.
 */
export async function abandonOrder(
  context: CheckoutContext,
  orderId: string,
  chargeKey: string,
  status: 'DECLINED' | 'FAILED',
  details: string,
  gatewayReference: string | null,
): Promise<boolean> {
  const released = await runInTransaction(context.handle, async (tx) => {
    const gone = await repo.deletePendingOrder(tx, orderId, {
      chargeKey,
      status,
      details,
      gatewayReference,
    });
    if (!gone) return false;
    await repo.restoreStock(tx, gone.cityId, gone.lines);
    if (gone.customerId && gone.balanceUsedCents > 0) {
      await grantAccountCredit(tx, gone.customerId, gone.balanceUsedCents, {
        kind: 'CHECKOUT',
        note: `Order not paid (${status.toLowerCase()}): credit given back`,
      });
    }
    return true;
  });
  if (released) context.catalog.invalidate();
  return released;
}
