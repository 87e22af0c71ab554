/** A visit and live updates as the API and the event stream answer them (no backend). */
import type { BookingCancellation, Delivery } from '../../src/api/delivery-queries';
import type { TrackerUpdate } from '../../src/features/account/deliveries/tracker-state';

const steps = (at: Partial<Record<string, string>>) =>
  (['SCHEDULED', 'OUT_FOR_DELIVERY', 'NEARBY', 'ARRIVED', 'COMPLETED'] as const).map((step) => ({
    step,
    at: at[step] ?? null,
  }));

export const scheduled: Delivery = {
  id: '8d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  orderId: '1d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  orderNumber: 'SF100009',
  orderType: 'ORDER',
  kind: 'DELIVERY',
  status: 'SCHEDULED',
  date: '2026-11-28',
  window: { type: 'MORNING', label: 'Morning, 9 am to noon', startHour: 9, endHour: 12 },
  depot: 'Montreal',
  timeZone: 'America/Toronto',
  address: {
    id: 'a1',
    line1: '4521 Rue Saint-Denis',
    line2: null,
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2J 2L4',
  },
  items: [
    {
      productId: '41',
      name: 'Maple Lounge Chair',
      thumbUrl: null,
      optionValueNames: ['Oatmeal'],
      quantity: 1,
    },
  ],
  notifyChannel: 'SMS',
  canMove: true,
  canCancel: false,
  canCancelBooking: false,
  hasTipped: false,
  tip: null,
  timeline: steps({ SCHEDULED: '2026-11-23T00:00:00.000Z' }),
};

export const outForDelivery: Delivery = {
  ...scheduled,
  status: 'OUT_FOR_DELIVERY',
  canMove: false,
  timeline: steps({
    SCHEDULED: '2026-11-23T00:00:00.000Z',
    OUT_FOR_DELIVERY: '2026-11-28T14:00:00.000Z',
  }),
};

export const nearby: Delivery = {
  ...outForDelivery,
  timeline: steps({
    SCHEDULED: '2026-11-23T00:00:00.000Z',
    OUT_FOR_DELIVERY: '2026-11-28T14:00:00.000Z',
    NEARBY: '2026-11-28T15:05:00.000Z',
  }),
};

export const arrived: Delivery = {
  ...nearby,
  status: 'ARRIVED',
  timeline: steps({
    SCHEDULED: '2026-11-23T00:00:00.000Z',
    OUT_FOR_DELIVERY: '2026-11-28T14:00:00.000Z',
    NEARBY: '2026-11-28T15:05:00.000Z',
    ARRIVED: '2026-11-28T15:35:00.000Z',
  }),
};

export const delivered: Delivery = {
  ...arrived,
  status: 'COMPLETED',
  timeline: steps({
    SCHEDULED: '2026-11-23T00:00:00.000Z',
    OUT_FOR_DELIVERY: '2026-11-28T14:00:00.000Z',
    NEARBY: '2026-11-28T15:05:00.000Z',
    ARRIVED: '2026-11-28T15:35:00.000Z',
    COMPLETED: '2026-11-28T15:50:00.000Z',
  }),
};

export const cancelledPickup: Delivery = {
  ...scheduled,
  id: '9d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  kind: 'PICKUP',
  status: 'CANCELLED',
  canMove: false,
  window: { type: 'AFTERNOON', label: 'Afternoon, noon to 5 pm', startHour: 12, endHour: 17 },
  timeline: [
    ...steps({ SCHEDULED: '2026-11-20T00:00:00.000Z' }),
    { step: 'CANCELLED', at: '2026-11-21T16:00:00.000Z' },
  ],
};

export const upcomingPickup: Delivery = {
  ...scheduled,
  id: '7d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  kind: 'PICKUP',
  date: '2026-12-02',
  canCancel: true,
  notifyChannel: 'EMAIL',
  window: { type: 'AFTERNOON', label: 'Afternoon, noon to 5 pm', startHour: 12, endHour: 17 },
  items: [
    {
      productId: '12',
      name: 'Birch Side Table',
      thumbUrl: null,
      optionValueNames: [],
      quantity: 2,
    },
  ],
};

const route = (crew: { x: number; y: number } | null, stops: { x: number; y: number }[]) => ({
  crew,
  depot: { x: 0, y: 0 },
  route: [...stops, { x: 6.2, y: 3.1 }],
  destination: { x: 6.2, y: 3.1 },
});

export const liveStops: TrackerUpdate = {
  deliveryId: scheduled.id,
  status: 'OUT_FOR_DELIVERY',
  stopsBefore: 2,
  etaMinutes: 74,
  ...route({ x: 1.2, y: -0.8 }, [
    { x: 2.5, y: -1.5 },
    { x: 4.1, y: 0.9 },
  ]),
  at: '2026-11-28T14:20:00.000Z',
};

export const liveOut: TrackerUpdate = {
  ...liveStops,
  stopsBefore: 0,
  etaMinutes: 48,
  ...route({ x: 2.4, y: 0.6 }, []),
};

export const liveNearby: TrackerUpdate = {
  ...liveStops,
  stopsBefore: 0,
  etaMinutes: 22,
  ...route({ x: 4.6, y: 2.2 }, []),
  at: '2026-11-28T15:12:00.000Z',
};

export const liveArrived: TrackerUpdate = {
  ...liveNearby,
  status: 'ARRIVED',
  etaMinutes: null,
  ...route({ x: 6.2, y: 3.1 }, []),
  route: [],
};

export const liveDone: TrackerUpdate = { ...liveArrived, status: 'COMPLETED' };

/** A swap's two visits (decision 148): one booking, cancelled or moved together. */
export const swapDelivery: Delivery = {
  ...scheduled,
  id: '6d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  orderId: '2d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  orderNumber: 'SF100042',
  orderType: 'SWAP',
  date: '2026-12-01',
  canCancelBooking: true,
  items: [
    {
      productId: '77',
      name: 'Mile End Sofa',
      thumbUrl: null,
      optionValueNames: ['Slate'],
      quantity: 1,
    },
  ],
};

export const swapPickup: Delivery = {
  ...swapDelivery,
  id: '5d3c6f0e-5b1a-4c2e-9f7d-1a2b3c4d5e6f',
  kind: 'PICKUP',
  items: [
    {
      productId: '76',
      name: 'Laurier Sofa',
      thumbUrl: null,
      optionValueNames: ['Oatmeal'],
      quantity: 1,
    },
  ],
};

/** What cancelling that swap gives back, as getBookingCancellation answers. */
export const swapCancellation: BookingCancellation = {
  orderId: swapDelivery.orderId,
  orderNumber: swapDelivery.orderNumber,
  type: 'SWAP',
  status: 'CONFIRMED',
  canCancel: true,
  refusal: null,
  refund: 113.82,
  refundStatus: null,
  cardType: 'VISA',
  cardLastFour: '4242',
  firstVisitDate: '2026-12-01',
  lastDayToCancel: '2026-11-30',
  keeps: [{ name: 'Laurier Sofa', monthlyPrice: 82 }],
  notComing: [{ name: 'Mile End Sofa' }],
};
