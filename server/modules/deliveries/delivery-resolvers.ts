/** The customer's deliveries and pickups (decision 127). NO_AUTH without an access token. */
import type { DeliveryView } from './delivery-service';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';
import { deliveryTipFields } from '../tips/index';
import type { Locale } from '../../i18n/locale';
import { lineNamesIn } from '../../shared/french-names';

function toDelivery(view: DeliveryView, locale: Locale) {
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
    // Named in the reader's language (decision 185).
    items: view.items.map((item) => {
      const names = lineNamesIn(item, locale);
      return {
        productId: String(item.productId),
        name: names.name,
        thumbUrl: item.thumbUrl,
        optionValueNames: names.options,
        quantity: item.quantity,
      };
    }),
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
      return {
        upcoming: upcoming.map((view) => toDelivery(view, context.locale)),
        past: past.map((view) => toDelivery(view, context.locale)),
      };
    },
    async getDelivery(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.get(userId, deliveryId), context.locale);
    },
    async getDeliverySlots(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return context.deliveries.slots(userId, deliveryId);
    },
  },
  Mutation: {
    async setDeliveryNotification(_root, { deliveryId, channel }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(
        await context.deliveries.setNotifyChannel(userId, deliveryId, channel),
        context.locale,
      );
    },
    async rescheduleDelivery(_root, { deliveryId, date, timeType }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(
        await context.deliveries.move(userId, deliveryId, date, timeType),
        context.locale,
      );
    },
    async cancelPickup(_root, { deliveryId }, context) {
      const { userId } = requireAuth(context.auth);
      return toDelivery(await context.deliveries.cancelPickup(userId, deliveryId), context.locale);
    },
  },
};
