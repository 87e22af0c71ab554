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
import { moveOrderUnits } from '../../db/repositories/swap-move-repository';
import { runInTransaction } from '../../db/transaction';
import { queueDeliveredNotice, queueVisitCancelledNotice } from '../notices/notice-queue';
import { addDays, localDate } from '../calendar-date';
import { isUuid } from '../checkout-request';
import {
  checkDeliveryChoice,
  deliveryWindows,
  localHour,
  type DeliveryWindow,
  type DepotHours,
} from '../delivery-schedule';
import { DomainError } from '../errors';
import { creditReferralOnDelivery } from '../referrals';
import { chargeReturnFee, completeReturnPickup } from '../returns/return-pickup';

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

export interface DeliveryView extends DeliveryRecord {
  window: DeliveryWindow;
  items: DeliveryItemRecord[];
  /** Whether the customer may still move it (before its day, not yet under way). */
  canMove: boolean;
  /** Whether the customer may cancel it: pickups only, before their day. */
  canCancel: boolean;
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
  new DomainError('NOT_FOUND', 'We could not find that delivery. Open it from your deliveries.', {
    details: { field: 'deliveryId' },
  });

export class DeliveryService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private view(delivery: DeliveryRecord, items: DeliveryItemRecord[]): DeliveryView {
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
    return {
      ...delivery,
      window: windowOf(delivery),
      items,
      canMove: open && beforeTheDay,
      canCancel: open && beforeTheDay && delivery.kind === 'PICKUP',
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
    const views = rows.map((row) => this.view(row, items.get(row.id) ?? []));
    return {
      upcoming: views.filter((view) => view.upcoming),
      past: views.filter((view) => !view.upcoming).reverse(),
    };
  }

  /** One of the customer's visits; another customer's answers as an unknown id. */
  async get(customerId: string, deliveryId: string): Promise<DeliveryView> {
    const delivery = await this.owned(this.database, customerId, deliveryId);
    const items = await repo.deliveryItems(this.database, [delivery.id]);
    return this.view(delivery, items.get(delivery.id) ?? []);
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

  /** Windows the visit can move to: from the depot's tomorrow, not full, not its own. */
  async slots(customerId: string, deliveryId: string): Promise<DeliverySlot[]> {
    const delivery = await this.owned(this.database, customerId, deliveryId);
    if (!this.view(delivery, []).canMove) return [];
    const today = localDate(this.now(), delivery.depot.timezone);
    const from = addDays(today, 1);
    const to = addDays(today, MOVE_DAYS_AHEAD);
    const booked = await repo.bookedSlots(this.database, delivery.depot.cityId, from, to);
    const windows = deliveryWindows(depotOf(delivery), delivery.timeType === 'PICKUP');
    const slots: DeliverySlot[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (const window of windows) {
        if (day === delivery.date && window.type === delivery.timeType) continue;
        const remaining = DELIVERY_WINDOW_CAPACITY - (booked.get(`${day}/${window.type}`) ?? 0);
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
      const delivery = await this.owned(tx, customerId, deliveryId, true);
      const now = this.now();
      const depot = depotOf(delivery);
      const today = localDate(now, depot.timezone);
      if (delivery.status !== 'SCHEDULED') {
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.status === 'CANCELLED'
            ? 'This visit was cancelled; it cannot be moved.'
            : 'This visit is already under way or done; it cannot be moved.',
          { details: { field: 'deliveryId' } },
        );
      }
      if (delivery.date <= today) {
        throw new DomainError(
          'BAD_USER_INPUT',
          'A visit cannot be moved on its day. Call us and we will do what we can.',
          { details: { field: 'deliveryId' } },
        );
      }
      const window = checkDeliveryChoice({ date, timeType }, depot, {
        earliest: addDays(today, 1),
        now,
        pickupOnly: delivery.timeType === 'PICKUP',
      });
      if (date > addDays(today, MOVE_DAYS_AHEAD)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `A visit can be moved up to ${MOVE_DAYS_AHEAD} days ahead. Choose a day by ${addDays(today, MOVE_DAYS_AHEAD)}.`,
          { details: { field: 'deliverydate' } },
        );
      }
      if (date === delivery.date && window.type === delivery.timeType) {
        throw new DomainError('BAD_USER_INPUT', 'The visit is already booked in that window.', {
          details: { field: 'deliverytimetype' },
        });
      }
      await repo.lockSlot(tx, delivery.depot.cityId, date, window.type);
      const booked = await repo.bookedSlots(tx, delivery.depot.cityId, date, date);
      if ((booked.get(`${date}/${window.type}`) ?? 0) >= DELIVERY_WINDOW_CAPACITY) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `${window.label} on ${date} is full. Choose another window.`,
          { details: { field: 'deliverytimetype' } },
        );
      }
      await repo.moveDeliveryRow(tx, delivery, date, window.type);
    });
    return this.get(customerId, deliveryId);
  }

  /** Cancels a pickup before its day; the items stay with the customer. */
  async cancelPickup(customerId: string, deliveryId: string): Promise<DeliveryView> {
    await runInTransaction(this.database, async (tx) => {
      const delivery = await this.owned(tx, customerId, deliveryId, true);
      if (delivery.kind !== 'PICKUP') {
        throw new DomainError(
          'BAD_USER_INPUT',
          'Only pickups can be cancelled here. To change a delivery, move it to another window.',
          { details: { field: 'deliveryId' } },
        );
      }
      const view = this.view(delivery, []);
      if (!view.canCancel) {
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.status === 'CANCELLED'
            ? 'This pickup is already cancelled.'
            : 'A pickup cannot be cancelled on its day or once under way.',
          { details: { field: 'deliveryId' } },
        );
      }
      await repo.cancelDeliveryRow(tx, delivery, this.now());
      await queueVisitCancelledNotice(tx, delivery.id); // with any refund (decision 154)
    });
    return this.get(customerId, deliveryId);
  }
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
): Promise<boolean> {
  const outcome = await runInTransaction(handle, async (tx) => {
    const delivery = await repo.findDelivery(tx, deliveryId, true);
    if (!delivery || delivery.status === 'CANCELLED' || delivery.status === 'COMPLETED') {
      return { moved: false, orderId: null, feeOrderId: null };
    }
    const moved = await repo.advanceDeliveryRow(tx, delivery.id, step, at);
    if (!moved || step !== 'COMPLETED') return { moved, orderId: null, feeOrderId: null };
    const day = localDate(at, delivery.depot.timezone);
    let feeDue = false;
    if (delivery.kind === 'DELIVERY') {
      await queueDeliveredNotice(tx, delivery.id); // tip and review links (decision 154)
      await repo.deliverOrderUnits(tx, delivery.orderId, day);
      await moveOrderUnits(tx, delivery.orderId);
    } else feeDue = await completeReturnPickup(tx, delivery.orderId, day);
    const feeOrderId = feeDue ? delivery.orderId : null;
    await repo.completeOrderWhenVisited(tx, delivery.orderId);
    return { moved, orderId: delivery.kind === 'DELIVERY' ? delivery.orderId : null, feeOrderId };
  });
  if (outcome.orderId) await creditReferralOnDelivery(handle, outcome.orderId);
  if (outcome.feeOrderId) await chargeReturnFee(handle, outcome.feeOrderId);
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
