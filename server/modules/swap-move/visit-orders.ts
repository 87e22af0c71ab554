/**
 * What swaps and moves share (decision 135): which held items they may act on, the day and
 * window against the depot's schedule, and charging an order's fee exactly once.
 *
 * A booking writes its PENDING order (claiming the client's idempotency key), the units it
 * changes, its crew visits and a pending payment in one transaction, then charges the card on
 * file with the gateway key `<type>:<order id>`. Approved (or nothing to charge): the order is
 * CONFIRMED. Declined: the order and everything it changed are undone and the key is free for
 * another try. The same key again answers the first order; a retry of an order left PENDING
 * (a lost answer) charges with the same gateway key, which charges once.
 */
import type { DatabaseHandle } from '../../db/client';
import type { CardType } from '../../db/constants';
import { defaultCards } from '../billing/index';
import type { VisitItemRecord } from './swap-move-repository';
import {
  confirmVisitOrder,
  pendingChargeKey,
  releaseVisitOrder,
  staleVisitOrders,
} from './swap-move-repository';
import { runInTransaction } from '../../db/transaction';
import { orderNoticeIfDone } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { addDays, isIsoDate, localDate } from '../../shared/calendar-date';
import { checkDeliveryChoice } from '../../shared/delivery-schedule';
import type { DeliveryWindow, DepotHours } from '../../shared/delivery-schedule';
import { DomainError } from '../../shared/errors';
import { dayKeptInEnglish, tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/** Items on a subscription or a rental can be swapped; financed ones are being bought. */
export const SWAPPABLE_OPTIONS: readonly string[] = ['subscribe', 'subscribev2', 'rentv2'];

const DECLINES: Readonly<Record<string, LocalizedText>> = {
  card_declined: tr(m.errors_visits_card_declined),
  insufficient_funds: tr(m.errors_visits_insufficient_funds),
  expired_card: tr(m.errors_visits_expired_card),
};

/** Why the item cannot be swapped or moved now (`flow` words the message), or null. */
export function visitRefusal(item: VisitItemRecord, flow: 'swap' | 'move'): LocalizedText | null {
  const status = item.subscriptionStatus;
  if (status === 'RETURNED' || status === 'RETURN_SCHEDULED' || status === 'CANCELLED')
    return tr(m.errors_visit_refusal_returned);
  if (status === 'OWNED' || status === 'BOUGHT_OUT')
    return flow === 'swap'
      ? tr(m.errors_visit_refusal_owned_swap)
      : tr(m.errors_visit_refusal_owned_move);
  if (status !== 'DELIVERED')
    return flow === 'swap'
      ? tr(m.errors_visit_refusal_not_delivered_swap)
      : tr(m.errors_visit_refusal_not_delivered_move);
  if (flow === 'swap' && !SWAPPABLE_OPTIONS.includes(item.purchaseOption))
    return tr(m.errors_visit_refusal_not_swappable);
  if (item.buyoutPending) return tr(m.errors_visit_refusal_buyout);
  if (item.visitPending) return tr(m.errors_visit_refusal_booked);
  return null;
}

/** "12 Rue X, Unit 4, Montréal QC H2X 1Y4" */
export function addressLabel(address: {
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: string;
  postalCode: string;
}): string {
  const unit = address.unitNumber ? `, Unit ${address.unitNumber}` : '';
  return `${address.streetAddress}${unit}, ${address.city} ${address.province} ${address.postalCode}`;
}

/**
 * The day and window of a visit: a day, not past, at least `noticeDays` after today at the
 * depot, within its schedule. Refused under `<prefix>date` or `<prefix>timetype`.
 */
export function checkVisitChoice(
  choice: { date: string; timeType: string },
  depot: DepotHours,
  options: {
    now: Date;
    noticeDays: number;
    prefix: 'swap' | 'move';
    /** The refusal of a day before `earliest` (the ISO day), when the flow words its own. */
    noticeMessage?: (earliest: LocalizedText) => LocalizedText;
  },
): DeliveryWindow {
  const dateField = `${options.prefix}date`;
  const timeField = `${options.prefix}timetype`;
  const today = localDate(options.now, depot.timezone);
  const earliest = addDays(today, options.noticeDays);
  const noun = options.prefix === 'swap' ? 'swap' : 'move';
  if (!isIsoDate(choice.date)) {
    const choose =
      noun === 'swap' ? tr(m.errors_visit_choose_swap_day) : tr(m.errors_visit_choose_move_day);
    throw new DomainError('BAD_USER_INPUT', choose, {
      details: { field: dateField },
    });
  }
  if (choice.date < today) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_visit_day_passed, { date: dayKeptInEnglish(earliest) }),
      { details: { field: dateField } },
    );
  }
  if (choice.date < earliest) {
    throw new DomainError(
      'BAD_USER_INPUT',
      options.noticeMessage?.(dayKeptInEnglish(earliest)) ??
        (noun === 'swap'
          ? tr(m.errors_visit_earliest_swap, { date: dayKeptInEnglish(earliest) })
          : tr(m.errors_visit_earliest_move, { date: dayKeptInEnglish(earliest) })),
      { details: { field: dateField } },
    );
  }
  return checkDeliveryChoice(choice, depot, {
    earliest,
    now: options.now,
    pickupOnly: false,
    // The booking's own words and fields, from where the refusal is raised.
    words: {
      day: noun === 'swap' ? tr(m.errors_words_swap_day) : tr(m.errors_words_move_day),
      time: noun === 'swap' ? tr(m.errors_words_swap_time) : tr(m.errors_words_move_time),
      plural: noun === 'swap' ? tr(m.errors_words_swaps) : tr(m.errors_words_moves),
      verb: tr(m.errors_words_deliver),
      forWhat: '',
      dateField,
      timeField,
    },
  });
}

/** A tax of a swap's or a move's quote, as the quote lists it. */
export interface QuoteTaxLine {
  code: string;
  name: string;
  amountCents: number;
}

export interface VisitOrderResult {
  orderId: string;
  orderNumber: string;
  chargedCents: number;
  paymentStatus: 'SUCCEEDED';
}

/** The default card on file; BAD_USER_INPUT under `payment` when there is none. */
export async function cardOnFile(handle: DatabaseHandle, customerId: string): Promise<string> {
  const card = (await defaultCards(handle, [customerId])).get(customerId);
  if (!card) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_visits_no_card), {
      details: { field: 'payment' },
    });
  }
  return card.source;
}

/**
 * Charges a PENDING order's fee (`chargeKey`, or nothing when the amount is 0) and settles it:
 * CONFIRMED when paid, undone when declined (PAYMENT_DECLINED under `payment`).
 */
export async function chargeAndSettle(
  handle: DatabaseHandle,
  gateway: PaymentGateway,
  order: {
    id: string;
    orderNumber: string;
    customerId: string;
    totalCents: number;
    chargeKey: string | null;
    description: string;
    /** The order was left PENDING by an earlier attempt (its answer lost). */
    retry?: boolean;
  },
): Promise<VisitOrderResult> {
  if (order.totalCents === 0 || !order.chargeKey) {
    await runInTransaction(handle, (tx) =>
      confirmVisitOrder(tx, order.id, null).then(orderNoticeIfDone(tx, order.id)),
    );
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      chargedCents: 0,
      paymentStatus: 'SUCCEEDED',
    };
  }
  // A retry after a lost answer: the charge made with the key stands, whatever card is the
  // default now (charging again with another card would be refused as a different charge).
  const earlier = order.retry ? await gateway.findCharge(order.chargeKey) : null;
  let charge: Charge;
  try {
    charge =
      earlier ??
      (await gateway.charge({
        idempotencyKey: order.chargeKey,
        amountCents: order.totalCents,
        source: await cardOnFile(handle, order.customerId),
        customerId: order.customerId,
        description: order.description,
      }));
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      throw new DomainError('CONFLICT', tr(m.errors_visits_processor_silent), {
        details: { field: 'payment' },
      });
    }
    throw error;
  }
  const chargeKey = order.chargeKey;
  if (charge.status === 'succeeded') {
    await confirmPaid(handle, order.id, chargeKey, charge);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      chargedCents: charge.amountCents,
      paymentStatus: 'SUCCEEDED',
    };
  }
  await runInTransaction(handle, (tx) =>
    releaseVisitOrder(tx, order.id, {
      chargeKey,
      details: charge.declineCode ?? `Charge ${charge.status}`,
      gatewayReference: charge.id,
    }),
  );
  throw new DomainError(
    'PAYMENT_DECLINED',
    (charge.declineCode && DECLINES[charge.declineCode]) ?? tr(m.errors_visits_payment_failed),
    { details: { field: 'payment', declineCode: charge.declineCode ?? charge.status } },
  );
}

/** The order is paid: CONFIRMED with its payment SUCCEEDED, and its notice queued, at once. */
async function confirmPaid(
  handle: DatabaseHandle,
  orderId: string,
  chargeKey: string,
  charge: Charge,
): Promise<void> {
  await runInTransaction(handle, (tx) =>
    confirmVisitOrder(tx, orderId, {
      chargeKey,
      chargedCents: charge.amountCents,
      gatewayReference: charge.id,
      cardType: (charge.card?.brand as CardType | undefined) ?? null,
      cardLastFour: charge.card?.last4 ?? null,
      cardExpiryMonth: charge.card?.expMonth ?? null,
      cardExpiryYear: charge.card?.expYear ?? null,
    }).then(orderNoticeIfDone(tx, orderId)),
  );
}

/** How long a PENDING swap or move may belong to a live request (a charge times out well before). */
export const VISIT_PENDING_GRACE_MS = 60_000;

/**
 * Every swap and move a crash left PENDING past the grace period, settled from the gateway's
 * record (the recurring settling pass, with checkout's): a fee that went through confirms the
 * order; otherwise its key is voided (a late charge with it charges nothing) and the order is
 * undone, as after a decline. How many were settled.
 */
export async function settleStaleVisitOrders(
  handle: DatabaseHandle,
  gateway: PaymentGateway,
  graceMs = VISIT_PENDING_GRACE_MS,
): Promise<number> {
  let settled = 0;
  for (const order of await staleVisitOrders(handle, graceMs)) {
    const chargeKey = order.chargeKey;
    if (!chargeKey) {
      // Nothing to charge: only the confirmation was lost.
      await runInTransaction(handle, (tx) =>
        confirmVisitOrder(tx, order.id, null).then(orderNoticeIfDone(tx, order.id)),
      );
      settled += 1;
      continue;
    }
    let charge = await gateway.findCharge(chargeKey);
    if (!charge || charge.status !== 'succeeded') charge = await gateway.voidCharge(chargeKey);
    if (charge.status === 'succeeded') {
      await confirmPaid(handle, order.id, chargeKey, charge);
    } else {
      const voided = charge;
      await runInTransaction(handle, (tx) =>
        releaseVisitOrder(tx, order.id, {
          chargeKey,
          details: 'Not completed; cancelled',
          gatewayReference: voided.id,
        }),
      );
    }
    settled += 1;
  }
  return settled;
}

/** The answer for a key already used: the order it made, or its pending charge finished. */
export async function answerForKey(
  handle: DatabaseHandle,
  gateway: PaymentGateway,
  existing: {
    id: string;
    orderNumber: string;
    customerId: string;
    status: string;
    totalCents: number;
    totalChargedCents: number;
    type: string;
  },
): Promise<VisitOrderResult> {
  if (existing.status !== 'PENDING') {
    return {
      orderId: existing.id,
      orderNumber: existing.orderNumber,
      chargedCents: existing.totalChargedCents,
      paymentStatus: 'SUCCEEDED',
    };
  }
  return chargeAndSettle(handle, gateway, {
    id: existing.id,
    orderNumber: existing.orderNumber,
    customerId: existing.customerId,
    totalCents: existing.totalCents,
    chargeKey: await pendingChargeKey(handle, existing.id),
    description: `${existing.type === 'SWAP' ? 'Swap' : 'Move'} ${existing.orderNumber}`,
    retry: true,
  });
}

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_reload_and_retry), {
      details: { field: 'idempotencyKey' },
    });
  }
  return key;
}
