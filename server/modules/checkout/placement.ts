/**
 * Placing an order, charged exactly once:
 *
 * 1. Transaction 1 (./place-pending-order) re-prices the cart, checks it, claims the client's
 *    idempotency key with a PENDING order, takes stock and writes lines, taxes and a PENDING
 *    payment. Any refusal rolls all of it back.
 * 2. The card is charged with the gateway key `checkout:<order id>` (one key per attempt).
 * 3. Approved: transaction 2 marks the order paid (./settlement). Declined: the order is
 *    released and the key is free for a retry with another card.
 *
 * A retry with the same key and request returns the same order; the same key with a different
 * request is a CONFLICT. Concurrent requests with one key: the unique index picks one winner;
 * the others wait for its result. A crash between 2 and 3 leaves a PENDING order that
 * ./reconciliation settles.
 */
import type { OrderKeyRecord } from '../../db/repositories/checkout-repository';
import { findOrderByKey } from '../../db/repositories/checkout-repository';
import { findOrderStatus } from '../../db/repositories/order-repository';
import { runInTransaction } from '../../db/transaction';
import type { CheckoutRequest } from './checkout-request';
import { DomainError, isDomainError } from '../../shared/errors';
import type { CheckoutContext } from './context';
import type { ResolvedPayment } from './payment';
import {
  CANCELLED_MESSAGE,
  CANCELLED_TEXT,
  DECLINE_MESSAGES,
  DECLINE_TEXTS,
  resolvePayment,
} from './payment';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { PlacedOrder } from './place-pending-order';
import { placePendingOrder } from './place-pending-order';
import { reconcileOrder } from './reconciliation';
import { abandonOrder, completeOrder } from './settlement';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places (or finds again) the order of the request's idempotency key; returns its id once paid. */
export async function placeOrder(
  context: CheckoutContext,
  customerId: string,
  request: CheckoutRequest,
  hash: string,
): Promise<string> {
  const deadline = Date.now() + context.pendingGraceMs + 30_000;
  let pause = 20;
  for (;;) {
    const existing = await findOrderByKey(context.handle, request.idempotencyKey);
    let orderId: string | null = null;
    const local = context.attempts.get(request.idempotencyKey);
    if (existing) {
      orderId = await settleExisting(context, existing, customerId, hash);
    } else if (local) {
      // This process is already placing an order with the key: share its outcome when it is
      // this same request; otherwise wait for it to finish, then look again.
      if (local.hash === hash) await local.result;
      else await local.result.catch(() => undefined);
      continue;
    } else {
      orderId = await context.attempts.track(request.idempotencyKey, hash, () =>
        attempt(context, customerId, request, hash),
      );
      if (orderId === null) continue; // another process claimed the key first: read it
    }
    if (orderId !== null) return orderId;
    if (Date.now() > deadline) {
      throw new DomainError('CONFLICT', tr(m.errors_checkout_still_processing));
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 250);
  }
}

/**
 * What to do with an order that already holds the key: its id when it is settled, or null
 * to look again (after waiting for, or reconciling, the attempt that holds it).
 */
async function settleExisting(
  context: CheckoutContext,
  existing: OrderKeyRecord,
  customerId: string,
  hash: string,
): Promise<string | null> {
  if (existing.customerId !== customerId || existing.requestHash !== hash) {
    throw new DomainError('CONFLICT', tr(m.errors_checkout_key_reused), {
      details: { field: 'idempotencyKey' },
    });
  }
  if (existing.status !== 'PENDING') return existing.id;
  const running = context.attempts.get(existing.idempotencyKey);
  if (running) {
    // The winner's result is ours: its order, or its decline.
    return running.result;
  }
  const { orphaned } = context.attempts;
  if (existing.ageMs >= context.pendingGraceMs || orphaned.has(existing.id)) {
    await reconcileOrder(context, existing);
    orphaned.delete(existing.id);
  }
  return null;
}

/**
 * One attempt: transaction 1, the charge, then transaction 2. Null when another process
 * claimed the key first.
 */
async function attempt(
  context: CheckoutContext,
  customerId: string,
  request: CheckoutRequest,
  hash: string,
): Promise<string | null> {
  const payment = await resolvePayment(context, customerId, request);
  const placed = await runInTransaction(context.handle, (tx) =>
    placePendingOrder(tx, context, { customerId, request, hash, payment }),
  );
  if (!placed) return null;
  context.catalog.invalidate();
  if (placed.chargeKey === null || !payment) return placed.orderId;
  try {
    return await chargeAndSettle(context, placed, payment);
  } catch (error) {
    // Declines settle before they throw; anything else (the gateway unreachable, the
    // database failing) leaves the order pending for reconciliation on the next try.
    if (!isDomainError(error)) context.attempts.orphaned.add(placed.orderId);
    throw error;
  }
}

/** Steps 2 and 3: charge once, then record the outcome. Returns the order id when paid. */
async function chargeAndSettle(
  context: CheckoutContext,
  placed: PlacedOrder,
  payment: ResolvedPayment,
): Promise<string> {
  const chargeKey = placed.chargeKey as string;
  await context.hooks.beforeCharge?.({ orderId: placed.orderId, chargeKey });
  const charge = await context.gateway.charge({
    idempotencyKey: chargeKey,
    amountCents: placed.amountDueCents,
    source: payment.source,
    description: `Order ${placed.orderNumber}`,
    customerId: placed.customerId,
  });
  await context.hooks.afterCharge?.({ orderId: placed.orderId, chargeKey, charge });

  if (charge.status === 'succeeded') {
    const completed = await completeOrder(context, placed.orderId, chargeKey, charge, {
      ...payment,
      customerId: placed.customerId,
      billingAddressId: placed.shippingAddressId,
    });
    if (completed) return placed.orderId;
    // Settled meanwhile by a reconciliation: paid stays paid; cancelled was voided.
    const status = await findOrderStatus(context.handle, placed.orderId);
    if (status !== null && status !== 'PENDING') return placed.orderId;
    throw new DomainError('PAYMENT_DECLINED', CANCELLED_TEXT, {
      details: { field: 'payment', declineCode: 'voided' },
    });
  }
  const message =
    charge.status === 'declined' && charge.declineCode
      ? DECLINE_MESSAGES[charge.declineCode]
      : CANCELLED_MESSAGE;
  await abandonOrder(context, placed.orderId, chargeKey, 'DECLINED', message, charge.id);
  const text =
    charge.status === 'declined' && charge.declineCode
      ? DECLINE_TEXTS[charge.declineCode]
      : CANCELLED_TEXT;
  throw new DomainError('PAYMENT_DECLINED', text, {
    details: { field: 'payment', declineCode: charge.declineCode ?? charge.status },
  });
}
