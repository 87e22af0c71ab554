/**
 * Deliveries and pickups (decision 127): every order, return, swap and move books its crew
 * visits through `createDeliveryForOrder`; the customer lists them, chooses how to hear about
 * each, moves one to another open window of the depot before its day, or cancels a pickup.
 * A visit's timeline moves on with `advanceDelivery` (the delivery feed, decision 128); the
 * delivered order's units become DELIVERED (or OWNED when nothing more is due).
 */
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryKind, DeliveryTimeType, NotifyChannel } from '../../db/constants';
import * as repo from '../../db/repositories/delivery-repository';
import type { DeliveryRecord, DeliveryItemRecord } from '../../db/repositories/delivery-repository';
import { runInTransaction } from '../../db/transaction';
import type { EventBus } from '../../shared/events';
import { runAfterCommit } from '../../shared/events';
import {
  queueDeliveredNotice,
  queueVisitCancelledNotice,
  queueVisitStepNotice,
} from '../notices/index';
import { addDays, isIsoDate, localDate } from '../../shared/calendar-date';
import { isUuid } from '../../shared/uuid';
import {
  checkDeliveryChoice,
  deliveryWindows,
  localHour,
  type DeliveryWindow,
  type DepotHours,
  windowLabelText,
} from '../../shared/delivery-schedule';
import { DomainError } from '../../shared/errors';
import { dayKeptInEnglish, tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * A crew visit was completed (its COMPLETED step, announced in the step's transaction `tx`).
 * A delivery's units are DELIVERED (or OWNED) already; what else follows is the reacting
 * modules': a move's units change address, a pickup's items are returned and its fee claimed
 * (then charged after commit), a referrer is credited (after commit).
 */
export interface VisitCompleted {
  tx: DatabaseHandle;
  deliveryId: string;
  orderId: string;
  orderType: string;
  kind: DeliveryKind;
  /** The depot's day of the completion, 'YYYY-MM-DD'. */
  day: string;
}

/** A booking's visits were moved by the customer (in the move's transaction `tx`). */
export interface BookingMoved {
  tx: DatabaseHandle;
  orderId: string;
  orderType: string;
  /** The pickup's new day, when the booking has a pickup. */
  pickupDate: string | null;
}

/** What deliveries announce; the composition root subscribes the other modules' reactions. */
export interface DeliveryEvents {
  visitCompleted: VisitCompleted;
  bookingMoved: BookingMoved;
}

export type DeliveryEventBus = EventBus<DeliveryEvents>;

/** Visits one depot's crews make in one window of a day (decision 127). */
export const DELIVERY_WINDOW_CAPACITY = 12;

/** How many days ahead the self-service move offers windows. */
export const MOVE_DAYS_AHEAD = 14;

export interface CreateDeliveryInput {
  orderId: string;
  customerId: string;
  /** The depot (city) whose crews make the visit. */
  cityId: number;
  addressId: string;
  kind: DeliveryKind;
  /** The depot's day, 'YYYY-MM-DD', and window. */
  date: string;
  timeType: DeliveryTimeType;
  /** Default: SMS for a customer who opted into delivery texts with a verified mobile, else email. */
  notifyChannel?: NotifyChannel;
}

/**
 * Books a crew visit for an order, in the caller's transaction (so it exists exactly when the
 * order does). Checkout calls it for each order's delivery; returns, swaps and moves call it
 * for their pickups and deliveries. The day and window were checked by the caller against the
 * depot's schedule; a booking made here counts toward the window's capacity.
 */
export async function createDeliveryForOrder(
  tx: DatabaseHandle,
  input: CreateDeliveryInput,
): Promise<string> {
  const notifyChannel =
    input.notifyChannel ?? (await repo.defaultNotifyChannel(tx, input.customerId));
  return repo.insertDelivery(tx, { ...input, notifyChannel });
}

/** The same, under the name the order-making flows use for a pickup or a visit. */
export const scheduleVisit = createDeliveryForOrder;

export type TimelineStep =
  'SCHEDULED' | 'OUT_FOR_DELIVERY' | 'NEARBY' | 'ARRIVED' | 'COMPLETED' | 'CANCELLED';

/**
 * Orders whose visits are one booking (decision 148): a swap's delivery and pickup (one crew
 * visit), a move's pickup and delivery. They move together and are cancelled together, never
 * one alone.
 */
export const ONE_BOOKING_TYPES: readonly string[] = ['SWAP', 'MOVE'];

export const isOneBooking = (delivery: Pick<DeliveryRecord, 'orderType'>): boolean =>
  ONE_BOOKING_TYPES.includes(delivery.orderType);

/** "swap" or "move": how a refusal names the booking. */
export const bookingNoun = (orderType: string): string =>
  orderType === 'SWAP' ? 'swap' : orderType === 'MOVE' ? 'move' : 'order';

/** "this swap", "ce déménagement", "cette commande": the booking, inside a sentence. */
export const thisBooking = (orderType: string): LocalizedText =>
  orderType === 'SWAP'
    ? tr(m.errors_words_this_swap)
    : orderType === 'MOVE'
      ? tr(m.errors_words_this_move)
      : tr(m.errors_words_this_order);

/** "A swap", "Un déménagement", "Une commande": the booking, starting a sentence. */
const aBooking = (orderType: string): LocalizedText =>
  orderType === 'SWAP'
    ? tr(m.errors_words_a_swap_start)
    : orderType === 'MOVE'
      ? tr(m.errors_words_a_move_start)
      : tr(m.errors_words_an_order_start);

/**
 * Whether every visit of a booking is still to come and none is on its day yet (each in its
 * depot's time zone): then the booking can be moved or cancelled by the customer.
 */
export function bookingOpen(visits: readonly DeliveryRecord[], now: Date): boolean {
  return (
    visits.length > 0 &&
    visits.every(
      (visit) => visit.status === 'SCHEDULED' && visit.date > localDate(now, visit.depot.timezone),
    )
  );
}

export interface DeliveryView extends DeliveryRecord {
  window: DeliveryWindow;
  items: DeliveryItemRecord[];
  /**
   * Whether the customer may still move it (before its day, not yet under way); a swap's or a
   * move's visit moves with the other visit of its booking, so both must still be open.
   */
  canMove: boolean;
  /** Whether the customer may cancel this visit alone: a return's pickup, before its day. */
  canCancel: boolean;
  /** A swap's or a move's visit: whether the whole booking can still be cancelled (both visits). */
  canCancelBooking: boolean;
  upcoming: boolean;
  timeline: { step: TimelineStep; at: Date | null }[];
}

export interface DeliverySlot {
  date: string;
  timeType: DeliveryTimeType;
  label: string;
  remaining: number;
}

const depotOf = (delivery: DeliveryRecord): DepotHours => ({
  name: delivery.depot.name,
  timezone: delivery.depot.timezone,
  deliveryStartHour: delivery.depot.deliveryStartHour,
  deliveryEndHour: delivery.depot.deliveryEndHour,
});

function windowOf(delivery: DeliveryRecord): DeliveryWindow {
  const windows = deliveryWindows(depotOf(delivery), delivery.timeType === 'PICKUP');
  return (
    windows.find((candidate) => candidate.type === delivery.timeType) ??
    (windows[windows.length - 1] as DeliveryWindow)
  );
}

const unknown = () =>
  new DomainError('NOT_FOUND', tr(m.errors_deliveries_not_found), {
    details: { field: 'deliveryId' },
  });

export interface DeliveryServiceOptions {
  /**
   * Days of notice a booking needs, by order type (a swap's 2, a move's 7): moving a booking
   * keeps its first visit at least that far from the depot's today, as booking it did.
   */
  noticeDays?: Readonly<Record<string, number>>;
}

export class DeliveryService {
  constructor(
    private readonly database: DatabaseHandle,
    /** Where a moved booking is announced (a swap's return follows its pickup's day). */
    private readonly events: DeliveryEventBus,
    private readonly now: () => Date = () => new Date(),
    private readonly options: DeliveryServiceOptions = {},
  ) {}

  private view(
    delivery: DeliveryRecord,
    items: DeliveryItemRecord[],
    booking: readonly DeliveryRecord[] = [delivery],
  ): DeliveryView {
    const today = localDate(this.now(), delivery.depot.timezone);
    const open = delivery.status === 'SCHEDULED';
    const beforeTheDay = delivery.date > today;
    const timeline: { step: TimelineStep; at: Date | null }[] = [
      { step: 'SCHEDULED', at: delivery.createdAt },
      { step: 'OUT_FOR_DELIVERY', at: delivery.outForDeliveryAt },
      { step: 'NEARBY', at: delivery.nearbyAt },
      { step: 'ARRIVED', at: delivery.arrivedAt },
      { step: 'COMPLETED', at: delivery.completedAt },
    ];
    if (delivery.status === 'CANCELLED') {
      timeline.push({ step: 'CANCELLED', at: delivery.cancelledAt });
    }
    const together = isOneBooking(delivery);
    const bookingIsOpen = together && bookingOpen(booking, this.now());
    return {
      ...delivery,
      window: windowOf(delivery),
      items,
      canMove: open && beforeTheDay && (!together || bookingIsOpen),
      canCancel: open && beforeTheDay && delivery.kind === 'PICKUP' && !together,
      canCancelBooking: bookingIsOpen,
      upcoming: delivery.status !== 'COMPLETED' && delivery.status !== 'CANCELLED',
      timeline,
    };
  }

  /** The customer's visits: upcoming first by date, past newest first. */
  async list(customerId: string): Promise<{ upcoming: DeliveryView[]; past: DeliveryView[] }> {
    const rows = await repo.listCustomerDeliveries(this.database, customerId);
    const items = await repo.deliveryItems(
      this.database,
      rows.map((row) => row.id),
    );
    const byOrder = new Map<string, DeliveryRecord[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    const views = rows.map((row) =>
      this.view(row, items.get(row.id) ?? [], byOrder.get(row.orderId) ?? [row]),
    );
    return {
      upcoming: views.filter((view) => view.upcoming),
      past: views.filter((view) => !view.upcoming).reverse(),
    };
  }

  /** One of the customer's visits; another customer's answers as an unknown id. */
  async get(customerId: string, deliveryId: string): Promise<DeliveryView> {
    const delivery = await this.owned(this.database, customerId, deliveryId);
    const items = await repo.deliveryItems(this.database, [delivery.id]);
    const booking = isOneBooking(delivery)
      ? await repo.orderVisits(this.database, delivery.orderId)
      : [delivery];
    return this.view(delivery, items.get(delivery.id) ?? [], booking);
  }

  /**
   * The visit and, for a swap or a move, every visit of its booking, locked in one order (the
   * order's row, then its visits), so two changes of one booking or of its two halves wait for
   * each other instead of crossing.
   */
  private async lockedBooking(
    tx: DatabaseHandle,
    customerId: string,
    deliveryId: string,
  ): Promise<{ delivery: DeliveryRecord; booking: DeliveryRecord[] }> {
    const found = await this.owned(tx, customerId, deliveryId);
    await repo.lockOrder(tx, found.orderId);
    const visits = await repo.orderVisits(tx, found.orderId, true);
    const delivery = visits.find((visit) => visit.id === found.id);
    if (!delivery) throw unknown();
    return { delivery, booking: isOneBooking(delivery) ? visits : [delivery] };
  }

  /** The first day the visit may move to: tomorrow, or later for a booking's notice. */
  private earliestFor(delivery: DeliveryRecord, booking: readonly DeliveryRecord[]): string {
    const today = localDate(this.now(), delivery.depot.timezone);
    const tomorrow = addDays(today, 1);
    const notice = this.options.noticeDays?.[delivery.orderType];
    if (!isOneBooking(delivery) || notice === undefined) return tomorrow;
    // The booking's first visit keeps its notice; this visit keeps its distance from it.
    const first = booking.reduce((a, b) => (b.date < a.date ? b : a), delivery);
    const earliest = addDays(addDays(today, notice), daysBetween(first.date, delivery.date));
    return earliest > tomorrow ? earliest : tomorrow;
  }

  /**
   * Where each visit of the booking goes when `delivery` moves to (date, window): the others
   * keep their distance in days from it and take the same window. Null when a visit's depot has
   * no such window.
   */
  private targets(
    delivery: DeliveryRecord,
    booking: readonly DeliveryRecord[],
    date: string,
    timeType: string,
  ): { visit: DeliveryRecord; date: string; timeType: DeliveryTimeType }[] | null {
    const shift = daysBetween(delivery.date, date);
    const moves = booking.map((visit) => ({
      visit,
      date: visit.id === delivery.id ? date : addDays(visit.date, shift),
      timeType: timeType as DeliveryTimeType,
    }));
    const offered = moves.every((move) =>
      deliveryWindows(depotOf(move.visit), move.visit.timeType === 'PICKUP').some(
        (window) => window.type === timeType,
      ),
    );
    return offered ? moves : null;
  }

  /**
   * Places left for the booking in the windows it would move to: the fewest of each window's
   * capacity, less the visits booked there by others and the booking's own that arrive there.
   */
  private static placesLeft(
    moves: readonly { visit: DeliveryRecord; date: string; timeType: string }[],
    booked: (cityId: number, key: string) => number,
  ): number {
    const arriving = new Map<string, { cityId: number; key: string; count: number }>();
    for (const move of moves) {
      const key = `${move.date}/${move.timeType}`;
      const id = `${move.visit.depot.cityId}:${key}`;
      const entry = arriving.get(id) ?? { cityId: move.visit.depot.cityId, key, count: 0 };
      entry.count += 1;
      arriving.set(id, entry);
    }
    let least = Number.POSITIVE_INFINITY;
    for (const { cityId, key, count } of arriving.values()) {
      const ownThere = moves.filter(
        (move) =>
          move.visit.depot.cityId === cityId && `${move.visit.date}/${move.visit.timeType}` === key,
      ).length;
      const others = booked(cityId, key) - ownThere;
      least = Math.min(least, DELIVERY_WINDOW_CAPACITY - others - count + 1);
    }
    return least;
  }

  private async owned(
    handle: DatabaseHandle,
    customerId: string,
    deliveryId: string,
    lock = false,
  ): Promise<DeliveryRecord> {
    if (!isUuid(deliveryId)) throw unknown();
    const delivery = await repo.findDelivery(handle, deliveryId.toLowerCase(), lock);
    if (!delivery || delivery.customerId !== customerId) throw unknown();
    return delivery;
  }

  async setNotifyChannel(
    customerId: string,
    deliveryId: string,
    channel: NotifyChannel,
  ): Promise<DeliveryView> {
    const delivery = await this.owned(this.database, customerId, deliveryId);
    await repo.setNotifyChannel(this.database, delivery.id, channel);
    return this.get(customerId, delivery.id);
  }

  /**
   * Windows the visit can move to: from the depot's tomorrow (a booking: from its notice), not
   * full, not its own. A swap's or a move's visit offers only windows where every visit of its
   * booking finds a place.
   */
  async slots(customerId: string, deliveryId: string): Promise<DeliverySlot[]> {
    const delivery = await this.owned(this.database, customerId, deliveryId);
    const booking = isOneBooking(delivery)
      ? await repo.orderVisits(this.database, delivery.orderId)
      : [delivery];
    if (!this.view(delivery, [], booking).canMove) return [];
    const today = localDate(this.now(), delivery.depot.timezone);
    const from = this.earliestFor(delivery, booking);
    const to = addDays(today, MOVE_DAYS_AHEAD);
    if (from > to) return [];
    // Each depot's counts over the days the booking's visits could land on.
    const offsets = booking.map((visit) => daysBetween(delivery.date, visit.date));
    const counts = new Map<number, Map<string, number>>();
    for (const cityId of new Set(booking.map((visit) => visit.depot.cityId))) {
      counts.set(
        cityId,
        await repo.bookedSlots(
          this.database,
          cityId,
          addDays(from, Math.min(...offsets)),
          addDays(to, Math.max(...offsets)),
        ),
      );
    }
    const booked = (cityId: number, key: string) => counts.get(cityId)?.get(key) ?? 0;
    const windows = deliveryWindows(depotOf(delivery), delivery.timeType === 'PICKUP');
    const slots: DeliverySlot[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (const window of windows) {
        if (day === delivery.date && window.type === delivery.timeType) continue;
        const moves = this.targets(delivery, booking, day, window.type);
        if (!moves) continue;
        const remaining = DeliveryService.placesLeft(moves, booked);
        if (remaining <= 0) continue;
        slots.push({ date: day, timeType: window.type, label: window.label, remaining });
      }
    }
    return slots;
  }

  /**
   * Moves the visit to another window: before its day, into a window of the depot from its
   * tomorrow on that is not full. Two customers racing for a window's last place: one wins,
   * the other is told it is full.
   */
  async move(
    customerId: string,
    deliveryId: string,
    date: string,
    timeType: string,
  ): Promise<DeliveryView> {
    await runInTransaction(this.database, async (tx) => {
      const { delivery, booking } = await this.lockedBooking(tx, customerId, deliveryId);
      const now = this.now();
      const depot = depotOf(delivery);
      const today = localDate(now, depot.timezone);
      const bookingWords = thisBooking(delivery.orderType);
      if (delivery.status !== 'SCHEDULED') {
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.status === 'CANCELLED'
            ? isOneBooking(delivery)
              ? delivery.orderType === 'SWAP'
                ? tr(m.errors_deliveries_swap_cancelled_no_move)
                : tr(m.errors_deliveries_move_cancelled_no_move)
              : tr(m.errors_deliveries_cancelled_no_move)
            : tr(m.errors_deliveries_under_way_no_move),
          { details: { field: 'deliveryId' } },
        );
      }
      if (delivery.date <= today) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_deliveries_same_day), {
          details: { field: 'deliveryId' },
        });
      }
      if (!bookingOpen(booking, now)) {
        // The other half is on its day or under way: the two only move together.
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_deliveries_other_visit_started, { booking: bookingWords }),
          { details: { field: 'deliveryId' } },
        );
      }
      const earliest = this.earliestFor(delivery, booking);
      if (isIsoDate(date) && date < earliest && earliest > addDays(today, 1)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_deliveries_notice, {
            booking: aBooking(delivery.orderType),
            days: this.options.noticeDays?.[delivery.orderType] ?? 1,
            date: dayKeptInEnglish(earliest),
          }),
          { details: { field: 'deliverydate' } },
        );
      }
      const window = checkDeliveryChoice({ date, timeType }, depot, {
        earliest,
        now,
        pickupOnly: delivery.timeType === 'PICKUP',
      });
      if (date > addDays(today, MOVE_DAYS_AHEAD)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_deliveries_move_days_ahead, {
            days: MOVE_DAYS_AHEAD,
            date: dayKeptInEnglish(addDays(today, MOVE_DAYS_AHEAD)),
          }),
          { details: { field: 'deliverydate' } },
        );
      }
      if (date === delivery.date && window.type === delivery.timeType) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_deliveries_same_window), {
          details: { field: 'deliverytimetype' },
        });
      }
      const moves = this.targets(delivery, booking, date, window.type);
      if (!moves) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_deliveries_other_depot_no_window, {
            booking: bookingWords,
            window: (locale) => windowLabelText(window)(locale).toLowerCase(),
          }),
          { details: { field: 'deliverytimetype' } },
        );
      }
      // Every window the booking lands in, locked in one order, then counted.
      const slotKeys = [
        ...new Set(moves.map((move) => `${move.visit.depot.cityId}|${move.date}|${move.timeType}`)),
      ].sort();
      const counts = new Map<string, number>();
      for (const slotKey of slotKeys) {
        const [cityId, day, type] = slotKey.split('|') as [string, string, string];
        await repo.lockSlot(tx, Number(cityId), day, type);
        const booked = await repo.bookedSlots(tx, Number(cityId), day, day);
        counts.set(`${cityId}:${day}/${type}`, booked.get(`${day}/${type}`) ?? 0);
      }
      if (
        DeliveryService.placesLeft(moves, (cityId, key) => counts.get(`${cityId}:${key}`) ?? 0) <= 0
      ) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_deliveries_window_full, {
            window: windowLabelText(window),
            date: dayKeptInEnglish(date),
          }),
          { details: { field: 'deliverytimetype' } },
        );
      }
      for (const move of moves)
        await repo.moveDeliveryRow(tx, move.visit, move.date, move.timeType);
      const pickup = moves.find((move) => move.visit.kind === 'PICKUP');
      await this.events.emit('bookingMoved', {
        tx,
        orderId: delivery.orderId,
        orderType: delivery.orderType,
        pickupDate: pickup?.date ?? null,
      });
    });
    return this.get(customerId, deliveryId);
  }

  /**
   * Cancels a return's pickup before its day; the items stay with the customer. A swap's or a
   * move's visit is never cancelled alone: the whole booking is (its own cancellation, with the
   * refund its policy gives).
   */
  async cancelPickup(customerId: string, deliveryId: string): Promise<DeliveryView> {
    await runInTransaction(this.database, async (tx) => {
      const { delivery } = await this.lockedBooking(tx, customerId, deliveryId);
      if (isOneBooking(delivery)) {
        const half = {
          kind:
            delivery.kind === 'PICKUP' ? tr(m.errors_words_pickup) : tr(m.errors_words_delivery),
          number: delivery.orderNumber,
        };
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.orderType === 'SWAP'
            ? tr(m.errors_deliveries_half_of_swap, half)
            : tr(m.errors_deliveries_half_of_move, half),
          { details: { field: 'deliveryId', orderId: delivery.orderId } },
        );
      }
      if (delivery.kind !== 'PICKUP') {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_deliveries_only_pickups), {
          details: { field: 'deliveryId' },
        });
      }
      const view = this.view(delivery, []);
      if (!view.canCancel) {
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.status === 'CANCELLED'
            ? tr(m.errors_deliveries_pickup_cancelled)
            : tr(m.errors_deliveries_pickup_too_late),
          { details: { field: 'deliveryId' } },
        );
      }
      await repo.cancelDeliveryRow(tx, delivery, this.now());
      await queueVisitCancelledNotice(tx, delivery.id); // with any refund (decision 154)
    });
    return this.get(customerId, deliveryId);
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Moves a visit along its timeline (the delivery feed calls this). COMPLETED delivers the
 * order's units (DELIVERED from that day, or OWNED when the checkout payment was the only one
 * due) or returns the picked-up ones, completes the order once all its visits are done, and
 * credits a referrer for a first delivered order. True when the step is new for the visit
 * (so its notice goes once).
 */
export async function advanceDelivery(
  handle: DatabaseHandle,
  deliveryId: string,
  step: 'OUT_FOR_DELIVERY' | 'NEARBY' | 'ARRIVED' | 'COMPLETED',
  at: Date,
  /** Where "visit completed" is announced (the composition root's bus). */
  events: DeliveryEventBus,
): Promise<boolean> {
  const outcome = await runInTransaction(handle, async (tx) => {
    const delivery = await repo.findDelivery(tx, deliveryId, true);
    if (!delivery || delivery.status === 'CANCELLED' || delivery.status === 'COMPLETED') {
      return { moved: false, followUps: [] };
    }
    const moved = await repo.advanceDeliveryRow(tx, delivery.id, step, at);
    // The crew's notices go with the step (decision 186): written in its transaction, sent by
    // the notices' job once each.
    if (moved && (step === 'OUT_FOR_DELIVERY' || step === 'NEARBY'))
      await queueVisitStepNotice(tx, delivery.id, step);
    if (!moved || step !== 'COMPLETED') return { moved, followUps: [] };
    const day = localDate(at, delivery.depot.timezone);
    if (delivery.kind === 'DELIVERY') {
      await queueDeliveredNotice(tx, delivery.id); // tip and review links (decision 154)
      await repo.deliverOrderUnits(tx, delivery.orderId, day);
    }
    const followUps = await events.emit('visitCompleted', {
      tx,
      deliveryId: delivery.id,
      orderId: delivery.orderId,
      orderType: delivery.orderType,
      kind: delivery.kind,
      day,
    });
    await repo.completeOrderWhenVisited(tx, delivery.orderId);
    return { moved, followUps };
  });
  await runAfterCommit(outcome.followUps);
  return outcome.moved;
}

/** The local hour a window starts (for the feed and the tracker's ETA). */
export function windowStartHour(delivery: DeliveryRecord): number {
  return windowOf(delivery).startHour;
}

/** Whether the depot's clock has reached the window's start. */
export function windowStarted(delivery: DeliveryRecord, now: Date): boolean {
  const today = localDate(now, delivery.depot.timezone);
  if (delivery.date !== today) return delivery.date < today;
  return localHour(now, delivery.depot.timezone) >= windowStartHour(delivery);
}

export type { DeliveryTipRecord } from '../../db/repositories/delivery-repository';
