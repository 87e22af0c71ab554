/**
 * The customer's deliveries and pickups (decision 127): the list, one visit with the tracker's
 * map style, the windows it can move to, and the three changes (notice channel, move, cancel a
 * pickup). Every one needs a session; failures arrive as AccountFailure.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { accountCall as call } from './call';
import {
  CancelBookingDocument,
  CancelPickupDocument,
  GetBookingCancellationDocument,
  GetDeliveriesDocument,
  GetDeliveryDocument,
  GetDeliverySlotsDocument,
  RescheduleDeliveryDocument,
  SetDeliveryNotificationDocument,
} from '../../contract/graphql';
import type {
  BookingCancellationFieldsFragment,
  DeliveryFieldsFragment,
  GetDeliverySlotsQuery,
  NotifyChannel,
} from '../../contract/graphql';

export type Delivery = DeliveryFieldsFragment;
export type DeliverySlot = GetDeliverySlotsQuery['getDeliverySlots'][number];
/** What cancelling a swap or a move (both its visits) does and gives back (decision 148). */
export type BookingCancellation = BookingCancellationFieldsFragment;
export type { NotifyChannel };

/** /account/deliveries: upcoming soonest first, past newest first. */
export const deliveriesQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['deliveries', userId],
    queryFn: async ({ signal }) => (await call(GetDeliveriesDocument, {}, signal)).getDeliveries,
    enabled: userId !== null,
  });

/** One visit and the tracker map's style (null: a plain background). */
export const deliveryQuery = (userId: string | null, deliveryId: string) =>
  queryOptions({
    queryKey: ['delivery', userId, deliveryId],
    queryFn: async ({ signal }) => {
      const answer = await call(GetDeliveryDocument, { deliveryId }, signal);
      return { delivery: answer.getDelivery, mapStyleUrl: answer.trackerMapStyle ?? null };
    },
    enabled: userId !== null,
    // A visit that is not there will not appear on a second try.
    retry: (count, error) =>
      (error as unknown as { code?: string }).code !== 'NOT_FOUND' && count < 1,
  });

/** Open windows the visit can move to (full ones are not offered). */
export const deliverySlotsQuery = (userId: string | null, deliveryId: string) =>
  queryOptions({
    queryKey: ['delivery-slots', userId, deliveryId],
    queryFn: async ({ signal }) =>
      (await call(GetDeliverySlotsDocument, { deliveryId }, signal)).getDeliverySlots,
    enabled: userId !== null,
    staleTime: 0,
  });

export async function setDeliveryNotification(
  deliveryId: string,
  channel: NotifyChannel,
): Promise<Delivery> {
  return (await call(SetDeliveryNotificationDocument, { deliveryId, channel }))
    .setDeliveryNotification;
}

export async function rescheduleDelivery(
  deliveryId: string,
  date: string,
  timeType: string,
): Promise<Delivery> {
  return (await call(RescheduleDeliveryDocument, { deliveryId, date, timeType }))
    .rescheduleDelivery;
}

export async function cancelPickup(deliveryId: string): Promise<Delivery> {
  return (await call(CancelPickupDocument, { deliveryId })).cancelPickup;
}

/** A swap's or a move's cancellation as it stands: what it gives back, or why it cannot be. */
export const bookingCancellationQuery = (userId: string | null, orderId: string) =>
  queryOptions({
    queryKey: ['booking-cancellation', userId, orderId],
    queryFn: async ({ signal }) =>
      (await call(GetBookingCancellationDocument, { orderId }, signal)).getBookingCancellation,
    enabled: userId !== null,
    staleTime: 0,
  });

/** Cancels the whole swap or move (both visits) and refunds it by the policy. */
export async function cancelBooking(orderId: string): Promise<BookingCancellation> {
  return (await call(CancelBookingDocument, { orderId })).cancelBooking;
}

/** After a change: the list, the visit, its slots and the account overview read afresh. */
export async function refreshDeliveries(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['deliveries'] }),
    client.invalidateQueries({ queryKey: ['delivery'] }),
    client.invalidateQueries({ queryKey: ['delivery-slots'] }),
    client.invalidateQueries({ queryKey: ['account-overview'] }),
  ]);
}

/**
 * After a swap or a move is cancelled: its visits, and what it changed elsewhere (the pieces
 * held and their bills, the receipts with the refund) read afresh.
 */
export async function refreshAfterBookingCancelled(client: QueryClient): Promise<void> {
  await Promise.all([
    refreshDeliveries(client),
    client.invalidateQueries({ queryKey: ['booking-cancellation'] }),
    client.invalidateQueries({ queryKey: ['products-by-address'] }),
    client.invalidateQueries({ queryKey: ['upcoming-bill'] }),
    client.invalidateQueries({ queryKey: ['receipts'] }),
    client.invalidateQueries({ queryKey: ['receipt'] }),
  ]);
}
