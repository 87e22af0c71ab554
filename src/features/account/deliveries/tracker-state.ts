/**
 * Where a visit stands on the tracker's timeline (decision 129), from the visit as the API
 * answered and the latest live update of the feed (which may be a step ahead of it).
 */
import type { Delivery } from '../../../api/delivery-queries';
import { m } from '../../../i18n/paraglide/messages.js';

/** A live update of the event stream (server/modules/deliveries/delivery-feed.ts TrackerUpdate). */
export interface TrackerUpdate {
  deliveryId: string;
  status: Delivery['status'];
  stopsBefore: number;
  etaMinutes: number | null;
  crew: Point | null;
  depot: Point;
  route: Point[];
  destination: Point;
  at: string;
}

/** Kilometres east and north of the depot. */
export interface Point {
  x: number;
  y: number;
}

export type TimelineStage =
  'SCHEDULED' | 'OUT_FOR_DELIVERY' | 'STOPS' | 'NEARBY' | 'ARRIVED' | 'COMPLETED' | 'CANCELLED';

export interface TimelineEntry {
  stage: TimelineStage;
  label: string;
  state: 'done' | 'current' | 'next';
  at: string | null;
}

const ORDER: TimelineStage[] = [
  'SCHEDULED',
  'OUT_FOR_DELIVERY',
  'STOPS',
  'NEARBY',
  'ARRIVED',
  'COMPLETED',
];

const RANK: Record<Delivery['status'], number> = {
  SCHEDULED: 0,
  OUT_FOR_DELIVERY: 1,
  ARRIVED: 4,
  COMPLETED: 5,
  CANCELLED: 6,
};

const stepAt = (delivery: Delivery, step: string) =>
  delivery.timeline.find((entry) => entry.step === step)?.at ?? null;

/** The live update when it is this visit's and not behind the API's answer. */
export function usableUpdate(
  delivery: Delivery,
  update: TrackerUpdate | null,
): TrackerUpdate | null {
  if (!update || update.deliveryId !== delivery.id || delivery.status === 'CANCELLED') return null;
  return RANK[update.status] >= RANK[delivery.status] ? update : null;
}

/** The stage the visit is at now. */
export function currentStage(delivery: Delivery, live: TrackerUpdate | null): TimelineStage {
  if (delivery.status === 'CANCELLED') return 'CANCELLED';
  const update = usableUpdate(delivery, live);
  const status = update?.status ?? delivery.status;
  if (status === 'COMPLETED') return 'COMPLETED';
  if (status === 'ARRIVED') return 'ARRIVED';
  if (status === 'SCHEDULED') return 'SCHEDULED';
  const nearby =
    stepAt(delivery, 'NEARBY') !== null ||
    (update?.etaMinutes !== null && update?.etaMinutes !== undefined && update.etaMinutes <= 30);
  if (nearby) return 'NEARBY';
  if (update && update.stopsBefore > 0) return 'STOPS';
  return 'OUT_FOR_DELIVERY';
}

function stageLabel(
  stage: TimelineStage,
  delivery: Delivery,
  update: TrackerUpdate | null,
): string {
  const pickup = delivery.kind === 'PICKUP';
  switch (stage) {
    case 'SCHEDULED':
      return pickup ? m.account_stage_pickup_scheduled() : m.account_stage_delivery_scheduled();
    case 'OUT_FOR_DELIVERY':
      return m.account_stage_out_for_delivery();
    case 'STOPS': {
      const stops = update?.stopsBefore ?? 0;
      return stops > 0
        ? m.account_stops_before_yours({ count: stops })
        : m.account_stops_before_yours_plain();
    }
    case 'NEARBY':
      return m.account_stage_nearby();
    case 'ARRIVED':
      return m.account_stage_arrived();
    case 'COMPLETED':
      return pickup ? m.account_stage_picked_up() : m.account_stage_delivered();
    case 'CANCELLED':
      return m.account_stage_cancelled();
  }
}

/** The timeline's rows, each done, current or still to come. */
export function timelineOf(delivery: Delivery, live: TrackerUpdate | null): TimelineEntry[] {
  const update = usableUpdate(delivery, live);
  const current = currentStage(delivery, live);
  if (current === 'CANCELLED') {
    return [
      {
        stage: 'SCHEDULED',
        label: stageLabel('SCHEDULED', delivery, update),
        state: 'done',
        at: stepAt(delivery, 'SCHEDULED'),
      },
      {
        stage: 'CANCELLED',
        label: m.account_stage_cancelled(),
        state: 'current',
        at: stepAt(delivery, 'CANCELLED'),
      },
    ];
  }
  const index = ORDER.indexOf(current);
  const atOf: Record<TimelineStage, string | null> = {
    SCHEDULED: stepAt(delivery, 'SCHEDULED'),
    OUT_FOR_DELIVERY: stepAt(delivery, 'OUT_FOR_DELIVERY'),
    STOPS: null,
    NEARBY: stepAt(delivery, 'NEARBY'),
    ARRIVED: stepAt(delivery, 'ARRIVED'),
    COMPLETED: stepAt(delivery, 'COMPLETED'),
    CANCELLED: null,
  };
  return ORDER.map((stage, position) => ({
    stage,
    label: stageLabel(stage, delivery, update),
    state:
      position < index || (position === index && stage === 'COMPLETED')
        ? 'done'
        : position === index
          ? 'current'
          : 'next',
    at: atOf[stage],
  }));
}

/** The ETA in minutes while the crew is on its way, from the live update. */
export function etaMinutesOf(delivery: Delivery, live: TrackerUpdate | null): number | null {
  const update = usableUpdate(delivery, live);
  return update && update.status === 'OUT_FOR_DELIVERY' ? update.etaMinutes : null;
}
