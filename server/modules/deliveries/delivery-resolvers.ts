/** The customer's deliveries and pickups (decision 127). NO_AUTH without an access token. */
import type { DeliveryView } from './delivery-service';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';
import { deliveryTipFields } from '../tips/index';

function toDelivery(view: DeliveryView) {
  return {
    id: view.id,
    orderId: view.orderId,
    orderNumber: view.orderNumber,
    orderType: view.orderType,
    kind: view.kind,
    status: view.status,
    date: view.date,
    window: {
      type: view.window.type,
      label: view.window.label,
      startHour: view.window.startHour,
      endHour: view.window.endHour,
    },
    depot: view.depot.name,
    timeZone: view.depot.timezone,
    address: {
      id: view.address.id,
      line1: view.address.line1,
      line2: view.address.line2,
      city: view.address.city,
      province: view.address.province,
      postalCode: view.address.postalCode,
    },
    items: view.items.map((item) => ({
      productId: String(item.productId),
      name: item.name,
      thumbUrl: item.thumbUrl,
      optionValueNames: item.optionValueNames,
      quantity: item.quantity,
    })),
    notifyChannel: view.notifyChannel,
    canMove: view.canMove,
    canCancel: view.canCancel,
    canCancelBooking: view.canCancelBooking,
    timeline: view.timeline.map((entry) => ({
      step: entry.step,
      at: entry.at ? entry.at.toISOString() : null,
    })),
    ...deliveryTipFields(view),
  };
}

export const deliveryResolvers: Resolvers = {
  Query: {
    trackerMapStyle: (_root, _args, context) => context.mapStyleUrl,
    async getDeliveries(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const { upcoming, past } = await context.deliveries.list(userId);
      return { upcoming: upcoming.map(toDelivery), past: past.map(toDelivery) };
    },
    async getDelivery(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.get(userId, deliveryId));
    },
    async getDeliverySlots(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return context.deliveries.slots(userId, deliveryId);
    },
  },
  Mutation: {
    async setDeliveryNotification(_root, { deliveryId, channel }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.setNotifyChannel(userId, deliveryId, channel));
    },
    async rescheduleDelivery(_root, { deliveryId, date, timeType }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.move(userId, deliveryId, date, timeType));
    },
    async cancelPickup(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.cancelPickup(userId, deliveryId));
    },
  },
};
