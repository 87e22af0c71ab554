/**
 * Swaps' and moves' reactions to what deliveries announce (subscribed by the composition root,
 * docs/decisions/171-server-in-vertical-modules.md), in the announcer's transaction: a move's
 * delivered items are at the move address from then on; a swap moved to another day ends the
 * held item on its pickup's new day.
 */
import type { DatabaseHandle } from '../../db/client';
import { moveOrderUnits, rescheduleSwapReturn } from './swap-move-repository';

export async function onVisitCompleted(visit: {
  tx: DatabaseHandle;
  orderId: string;
  kind: string;
}): Promise<void> {
  if (visit.kind === 'DELIVERY') await moveOrderUnits(visit.tx, visit.orderId);
}

export async function onBookingMoved(booking: {
  tx: DatabaseHandle;
  orderId: string;
  orderType: string;
  pickupDate: string | null;
}): Promise<void> {
  if (booking.orderType === 'SWAP' && booking.pickupDate !== null) {
    await rescheduleSwapReturn(booking.tx, booking.orderId, booking.pickupDate);
  }
}
