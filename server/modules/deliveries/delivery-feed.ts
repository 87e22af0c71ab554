/**
 * Where crews are, and what the tracker shows (decision 128). A `DeliveryFeed` tells listeners
 * of a visit where it stands: its status, the stops before it, the ETA, the crew's position and
 * the route left. `SimulatedDeliveryFeed` drives each depot's crews through their stops during
 * each window from an injectable clock (one crew per depot window; the stops in booking order,
 * each an equal share of the window: travel for 70% of it, then the visit), advancing the visits'
 * timelines; each step writes its "out for delivery" or "30 minutes away" notice into the
 * notices outbox in its transaction (decision 186), sent once by the channel the customer chose
 * for the visit. Positions are on a plain plane around the depot (the store
 * keeps no coordinates of addresses): kilometres east and north of the depot.
 */
import { LocalTrackerBus } from './tracker-bus';
import type { TrackerBus } from './tracker-bus';
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryStatus } from '../../db/constants';
import type { DayStop } from '../../db/repositories/delivery-repository';
import { citySlug, findDelivery, stopsBetween } from '../../db/repositories/delivery-repository';
import { addDays, localDate } from '../../shared/calendar-date';
import { deliveryWindows } from '../../shared/delivery-schedule';
import { advanceDelivery } from './delivery-service';
import type { DeliveryEventBus } from './delivery-service';

/** A point in kilometres east and north of the depot. */
export interface Point {
  x: number;
  y: number;
}

export interface TrackerUpdate {
  deliveryId: string;
  status: DeliveryStatus;
  /** Stops the crew makes before this one, not yet done. */
  stopsBefore: number;
  /** Minutes until the crew arrives; null before it leaves or once it arrived. */
  etaMinutes: number | null;
  crew: Point | null;
  depot: Point;
  /** Where the crew goes from here, this visit last. */
  route: Point[];
  destination: Point;
  at: string;
}

/** What a crew app posts for one visit (decision 130). */
export interface CrewReport {
  deliveryId: string;
  /** The visit's day, YYYY-MM-DD (the depot's today). */
  date: string;
  position: Point;
  etaMinutes?: number | undefined;
  stopsBefore?: number | undefined;
  step?: 'ARRIVED' | 'COMPLETED' | undefined;
}

/** The speed an ETA is estimated at when a crew app sends none. */
const CREW_KM_PER_HOUR = 30;

export type TrackerListener = (update: TrackerUpdate) => void;

export interface DeliveryFeed {
  /** Calls `listener` with every update of the visit until the returned function is called. */
  subscribe(deliveryId: string, listener: TrackerListener): () => void;
  /** The visit's state now, or null when it has no stop today. */
  current(deliveryId: string): TrackerUpdate | null;
}

const MINUTE = 60_000;
/** "30 minutes away". */
export const NEARBY_MINUTES = 30;

/** A deterministic point 2 to 12 km from the depot for an address. */
export function addressPoint(addressId: string): Point {
  let hash = 2166136261;
  for (const char of addressId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const angle = ((hash % 3600) / 3600) * 2 * Math.PI;
  const distance = 2 + ((hash >>> 12) % 1000) / 100;
  return {
    x: Math.round(Math.cos(angle) * distance * 100) / 100,
    y: Math.round(Math.sin(angle) * distance * 100) / 100,
  };
}

/** The instant a local hour of a day begins in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

interface PlannedStop {
  stop: DayStop;
  point: Point;
  leaves: number;
  arrives: number;
  done: number;
}

/** One crew's plan for a window: when it leaves for, reaches and finishes each stop. */
export function planWindow(stops: readonly DayStop[]): PlannedStop[] {
  const first = stops[0];
  if (!first) return [];
  const window = deliveryWindows(
    {
      name: '',
      timezone: first.timezone,
      deliveryStartHour: first.deliveryStartHour,
      deliveryEndHour: first.deliveryEndHour,
    },
    first.timeType === 'PICKUP',
  ).find((candidate) => candidate.type === first.timeType);
  if (!window) return [];
  const start = zonedInstant(first.date, window.startHour, first.timezone).getTime();
  const end = zonedInstant(first.date, window.endHour, first.timezone).getTime();
  const share = (end - start) / stops.length;
  return stops.map((stop, index) => ({
    stop,
    point: addressPoint(stop.addressId),
    leaves: start + index * share,
    arrives: start + index * share + share * 0.7,
    done: start + (index + 1) * share,
  }));
}

const lerp = (from: Point, to: Point, share: number): Point => ({
  x: Math.round((from.x + (to.x - from.x) * share) * 1000) / 1000,
  y: Math.round((from.y + (to.y - from.y) * share) * 1000) / 1000,
});

const DEPOT: Point = { x: 0, y: 0 };

function updateOf(plan: PlannedStop[], index: number, now: number): TrackerUpdate {
  const target = plan[index] as PlannedStop;
  const started = now >= (plan[0] as PlannedStop).leaves;
  // Where the crew is: at a stop, or between the last one and the next.
  let crew: Point | null = null;
  if (started) {
    const current = plan.findIndex((planned) => now < planned.done);
    if (current === -1) crew = (plan[plan.length - 1] as PlannedStop).point;
    else {
      const leg = plan[current] as PlannedStop;
      const from = current === 0 ? DEPOT : (plan[current - 1] as PlannedStop).point;
      crew =
        now >= leg.arrives
          ? leg.point
          : lerp(from, leg.point, Math.max(0, (now - leg.leaves) / (leg.arrives - leg.leaves)));
    }
  }
  const status: DeliveryStatus =
    now >= target.done
      ? 'COMPLETED'
      : now >= target.arrives
        ? 'ARRIVED'
        : started
          ? 'OUT_FOR_DELIVERY'
          : 'SCHEDULED';
  const remaining = plan.slice(index).length;
  return {
    deliveryId: target.stop.id,
    status,
    stopsBefore: plan.slice(0, index).filter((planned) => now < planned.done).length,
    etaMinutes:
      status === 'OUT_FOR_DELIVERY'
        ? Math.max(0, Math.ceil((target.arrives - now) / MINUTE))
        : null,
    crew,
    depot: DEPOT,
    route:
      remaining > 0
        ? plan
            .slice(0, index + 1)
            .filter((planned) => now < planned.arrives)
            .map((planned) => planned.point)
        : [],
    destination: target.point,
    at: new Date(now).toISOString(),
  };
}

/**
 * Drives the crews from the clock: `tick()` reads today's stops of every depot, moves each
 * visit's timeline to where the clock has it, sends the notices, and tells listeners.
 */
export class SimulatedDeliveryFeed implements DeliveryFeed {
  private readonly listeners = new Map<string, Set<TrackerListener>>();
  private readonly latest = new Map<string, TrackerUpdate>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    /** Where a completed visit is announced (the composition root's bus). */
    private readonly events: DeliveryEventBus,
    private readonly now: () => Date = () => new Date(),
    /** Carries updates between instances (decision 167); one process by default. */
    private readonly bus: TrackerBus = new LocalTrackerBus(),
  ) {
    bus.onUpdate((update) => this.deliver(update));
  }

  subscribe(deliveryId: string, listener: TrackerListener): () => void {
    const set = this.listeners.get(deliveryId) ?? new Set();
    set.add(listener);
    this.listeners.set(deliveryId, set);
    const latest = this.latest.get(deliveryId);
    if (latest) listener(latest);
    else {
      // Another instance, or this one before a restart, may have heard from the crew.
      void this.bus.last(deliveryId).then(
        (kept) => {
          if (kept && set.has(listener) && !this.latest.has(deliveryId)) listener(kept);
        },
        () => undefined,
      );
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(deliveryId);
    };
  }

  current(deliveryId: string): TrackerUpdate | null {
    return this.latest.get(deliveryId) ?? null;
  }

  /** Ticks every `everyMs` until `stop()`. */
  start(everyMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.tick().catch(() => undefined);
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * One step of every crew at the clock's time. With `only`, the step of the one crew whose
   * window holds that visit, at `at` (the dev simulator's control, decision 129): the other
   * crews and what listeners last heard of them stay as they are.
   */
  async tick(only?: { deliveryId: string; at: Date }): Promise<TrackerUpdate | null> {
    const nowDate = only?.at ?? this.now();
    const now = nowDate.getTime();
    const utcToday = localDate(nowDate, 'UTC');
    const stops = await stopsBetween(this.database, addDays(utcToday, -1), addDays(utcToday, 1));
    const windows = new Map<string, DayStop[]>();
    for (const stop of stops) {
      if (stop.date !== localDate(nowDate, stop.timezone)) continue;
      const key = `${stop.cityId}/${stop.timeType}`;
      windows.set(key, [...(windows.get(key) ?? []), stop]);
    }
    if (!only) this.latest.clear();
    let found: TrackerUpdate | null = null;
    for (const windowStops of windows.values()) {
      if (only && !windowStops.some((stop) => stop.id === only.deliveryId)) continue;
      const plan = planWindow(windowStops);
      for (const [index, planned] of plan.entries()) {
        const update = updateOf(plan, index, now);
        await this.advance(planned, update, nowDate);
        if (planned.stop.id === only?.deliveryId) found = update;
        this.publish(update);
      }
    }
    return found;
  }

  /**
   * Tells the visit's listeners where it stands (the simulator, or a crew app's post), on every
   * instance: through the bus, which calls `deliver` on each.
   */
  publish(update: TrackerUpdate): void {
    void this.bus.publish(update).catch(() => {
      // The bus is down: this instance's listeners still hear it.
      this.deliver(update);
    });
  }

  /** An update from the bus (this instance's or another's): to this instance's listeners. */
  private deliver(update: TrackerUpdate): void {
    this.latest.set(update.deliveryId, update);
    for (const listener of this.listeners.get(update.deliveryId) ?? []) listener(update);
  }

  /**
   * The visit a crew app reports on, with its depot's city slug (the key's depot), or null
   * when there is no such visit.
   */
  async visitForCrew(deliveryId: string): Promise<{
    id: string;
    date: string;
    status: DeliveryStatus;
    timezone: string;
    citySlug: string | null;
  } | null> {
    const delivery = await findDelivery(this.database, deliveryId);
    if (!delivery) return null;
    return {
      id: delivery.id,
      date: delivery.date,
      status: delivery.status,
      timezone: delivery.depot.timezone,
      citySlug: await citySlug(this.database, delivery.depot.cityId),
    };
  }

  /**
   * A crew app's report for a visit of today (decision 130): where the crew is, optionally its
   * ETA and the stops left before this one, or that it arrived or finished. Moves the visit's
   * timeline as the simulator would (notices once each; "30 minutes away" when the ETA is 30
   * minutes or less) and tells the visit's listeners. The caller checked the depot's key.
   */
  async report(input: CrewReport): Promise<TrackerUpdate> {
    const now = this.now();
    // One row: the address (for the destination) and the steps already reached, so a post of
    // a crew already on its way writes nothing (most posts).
    const visit = await findDelivery(this.database, input.deliveryId);
    const destination = addressPoint(visit?.address.id ?? input.deliveryId);
    const etaMinutes =
      input.step !== undefined
        ? null
        : (input.etaMinutes ??
          Math.ceil(
            (Math.hypot(destination.x - input.position.x, destination.y - input.position.y) /
              CREW_KM_PER_HOUR) *
              60,
          ));
    if (visit?.status === 'SCHEDULED')
      await advanceDelivery(this.database, input.deliveryId, 'OUT_FOR_DELIVERY', now, this.events);
    const near =
      (etaMinutes !== null && etaMinutes <= NEARBY_MINUTES) ||
      input.step === 'ARRIVED' ||
      input.step === 'COMPLETED';
    if (near && !visit?.nearbyAt) {
      await advanceDelivery(this.database, input.deliveryId, 'NEARBY', now, this.events);
    }
    if (input.step === 'ARRIVED' || input.step === 'COMPLETED')
      await advanceDelivery(this.database, input.deliveryId, 'ARRIVED', now, this.events);
    if (input.step === 'COMPLETED')
      await advanceDelivery(this.database, input.deliveryId, 'COMPLETED', now, this.events);
    const update: TrackerUpdate = {
      deliveryId: input.deliveryId,
      status: input.step ?? 'OUT_FOR_DELIVERY',
      stopsBefore: input.step ? 0 : (input.stopsBefore ?? 0),
      etaMinutes,
      crew: input.position,
      depot: DEPOT,
      route: input.step ? [] : [destination],
      destination,
      at: now.toISOString(),
    };
    this.publish(update);
    return update;
  }

  private async advance(planned: PlannedStop, update: TrackerUpdate, now: Date): Promise<void> {
    const id = planned.stop.id;
    if (update.status === 'SCHEDULED' || planned.stop.status === 'COMPLETED') return;
    // Each step writes its notice in its own transaction (decision 186), once.
    await advanceDelivery(
      this.database,
      id,
      'OUT_FOR_DELIVERY',
      new Date(planned.leaves),
      this.events,
    );
    const nearbyFrom = planned.arrives - NEARBY_MINUTES * MINUTE;
    if (now.getTime() >= nearbyFrom) {
      const at = new Date(Math.max(nearbyFrom, planned.leaves));
      await advanceDelivery(this.database, id, 'NEARBY', at, this.events);
    }
    if (update.status === 'ARRIVED' || update.status === 'COMPLETED') {
      await advanceDelivery(this.database, id, 'ARRIVED', new Date(planned.arrives), this.events);
    }
    if (update.status === 'COMPLETED') {
      await advanceDelivery(this.database, id, 'COMPLETED', new Date(planned.done), this.events);
    }
  }
}
