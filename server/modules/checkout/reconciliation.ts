/**
 * Settles checkout orders left PENDING by a crash between charge and commit (run at start-up,
 * and for one key when its retry finds it stuck): a succeeded charge completes the order; a
 * declined one, or none, removes it and puts stock back, voiding the key first so a late charge
 * cannot slip in. Orders this process is charging right now are left alone.
 */
import type { OrderKeyRecord } from '../../db/repositories/checkout-repository';
import { listPendingCheckoutOrders } from '../../db/repositories/checkout-repository';
import type { CheckoutContext } from './context';
import { CANCELLED_MESSAGE, DECLINE_MESSAGES } from './payment';
import { abandonOrder, completeOrder } from './settlement';

export interface ReconcileReport {
  completed: string[];
  cancelled: string[];
  declined: string[];
  /** Pending charges of the other flows (buyouts, swap and move fees, tips) settled too. */
  otherCharges?: number;
}

export type ReconcileOutcome = 'completed' | 'cancelled' | 'declined' | 'unchanged';

export async function reconcilePendingOrders(
  context: CheckoutContext,
  options: { olderThanMs?: number } = {},
): Promise<ReconcileReport> {
  const olderThanMs = options.olderThanMs ?? context.pendingGraceMs;
  const report: ReconcileReport = { completed: [], cancelled: [], declined: [] };
  for (const order of await listPendingCheckoutOrders(context.handle, olderThanMs)) {
    if (context.attempts.has(order.idempotencyKey)) continue; // being charged right now
    const outcome = await reconcileOrder(context, order);
    if (outcome !== 'unchanged') report[outcome].push(order.id);
  }
  return report;
}

/**
 * Start-up: an embedded database (PGlite) belongs to this one process, so every pending
 * order is orphaned; on PostgreSQL other instances may be charging theirs, so only orders
 * older than the grace period are settled.
 */
export async function reconcileAtStartup(context: CheckoutContext): Promise<ReconcileReport> {
  return reconcilePendingOrders(context, {
    olderThanMs: context.handle.kind === 'pglite' ? 0 : context.pendingGraceMs,
  });
}

/** Asks the gateway what happened to the order's charge key, and settles the order accordingly. */
export async function reconcileOrder(
  context: CheckoutContext,
  order: OrderKeyRecord,
): Promise<ReconcileOutcome> {
  const { chargeKey } = order;
  if (!chargeKey) return 'unchanged';
  const charge = await context.gateway.findCharge(chargeKey);
  if (charge?.status === 'succeeded') {
    return (await completeOrder(context, order.id, chargeKey, charge, null))
      ? 'completed'
      : 'unchanged';
  }
  if (charge?.status === 'declined') {
    const message = charge.declineCode ? DECLINE_MESSAGES[charge.declineCode] : CANCELLED_MESSAGE;
    return (await abandonOrder(context, order.id, chargeKey, 'DECLINED', message, charge.id))
      ? 'declined'
      : 'unchanged';
  }
  const voided = await context.gateway.voidCharge(chargeKey);
  const released = await abandonOrder(
    context,
    order.id,
    chargeKey,
    'FAILED',
    'Checkout was interrupted before the payment completed; the payment was voided.',
    voided.id,
  );
  return released ? 'cancelled' : 'unchanged';
}
