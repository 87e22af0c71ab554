/**
 * The swap-move module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules and the composition root may use of it. Everything else in this folder is its own.
 */
import type { MovableItem } from './move-service';
import type { SwapItem } from './swap-service';

export { MOVE_NOTICE_DAYS } from './move-fee';
export { MoveService } from './move-service';
export type { MoveQuote } from './move-service';
export { SWAP_NOTICE_DAYS, SwapService } from './swap-service';
export type { SwapQuote, SwapReplacement } from './swap-service';
export { VisitBookingService } from './visit-bookings';
export type { BookingCancellation, BookingCancellationItem } from './visit-bookings';
export { settleStaleVisitOrders } from './visit-orders';
export type { QuoteTaxLine, VisitOrderResult } from './visit-orders';

/** A held piece a swap or a move can take: the API's HeldVisitItem. */
export type VisitItem = SwapItem | MovableItem;
export { onBookingMoved, onVisitCompleted } from './visit-reactions';
