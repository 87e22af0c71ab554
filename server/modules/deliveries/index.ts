/**
 * The deliveries module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export {
  bookingNoun,
  bookingOpen,
  createDeliveryForOrder,
  scheduleVisit,
} from './delivery-service';
export type { DeliveryTipRecord } from './delivery-service';
export { SimulatedDeliveryFeed } from './delivery-feed';
export type { DeliveryFeed } from './delivery-feed';
export { DeliveryService, advanceDelivery } from './delivery-service';
export type { DeliveryEventBus, DeliveryEvents } from './delivery-service';
export { RedisTrackerBus } from './tracker-bus';
export type { TrackerBus } from './tracker-bus';
