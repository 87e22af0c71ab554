/**
 * The swap-move module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules and the composition root may use of it. Everything else in this folder is its own.
 */
export { MOVE_NOTICE_DAYS } from './move-fee';
export { MoveService } from './move-service';
export { SWAP_NOTICE_DAYS, SwapService } from './swap-service';
export { VisitBookingService } from './visit-bookings';
export { onBookingMoved, onVisitCompleted } from './visit-reactions';
