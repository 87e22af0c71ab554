/**
 * A swap or a move is one booking (decision 148): its two crew visits are cancelled together,
 * never one alone, and cancelling refunds what the policy gives.
 *
 * The policy: until the end of the day before the booking's first visit (the depot's day), the
 * customer cancels from their deliveries and gets back everything the booking charged (the
 * visit fee and its tax) on the card it was charged to. From the day of the visit on, the crew
 * is routed and loaded: the booking cannot be cancelled online (the customer calls).
 *
 * Cancelling writes, in one transaction under the order's lock: both visits CANCELLED, the order
 * CANCELLED, for a swap the held piece back to DELIVERED at its own fee (billed as before) and
 * the replacement's unit gone with its stock returned to the depot, and a PENDING refund. Then
 * the card processor refunds the charge (its key: the booking's charge key, refunded once
 * however often asked) and the refund is SUCCEEDED. A refund the processor did not answer stays
 * PENDING and is made on the next try to cancel.
 */
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryRecord } from '../../db/repositories/delivery-repository';
import { orderVisits } from '../../db/repositories/delivery-repository';
import type { BookingPaymentRecord, BookingRecord } from './swap-move-repository';
import {
  bookingLines,
  bookingPayments,
  cancelBookingRows,
  findBooking,
  insertBookingRefund,
  settleBookingRefund,
} from './swap-move-repository';
import { runInTransaction } from '../../db/transaction';
import { queueVisitCancelledNotice } from '../notices/index';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { addDays } from '../../shared/calendar-date';
import { isUuid } from '../../shared/uuid';
import { bookingOpen } from '../deliveries/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export interface BookingCancellationItem {
  name: string;
  /** The French name, null where none was written (decision 185). */
  nameFr: string | null;
  /** What the customer pays a month for a piece they keep (fee and PivotCare); null otherwise. */
  monthlyCents: number | null;
}

export interface BookingCancellation {
  orderId: string;
  orderNumber: string;
  type: 'SWAP' | 'MOVE';
  /** The order's status: CANCELLED once cancelled. */
  status: string;
  /** Whether the customer can cancel it now. */
  canCancel: boolean;
  /** Why not, in English (for logs); null when it can be cancelled. */
  refusal: string | null;
  /** The same, written in the language it is read in (the API answers in the request's). */
  refusalText: LocalizedText | null;
  /** What cancelling now gives back (or, once cancelled, what was given back), in cents. */
  refundCents: number;
  /** Once cancelled: PENDING while the card processor has not made the refund, then SUCCEEDED. */
  refundStatus: 'PENDING' | 'SUCCEEDED' | null;
  /** The card the booking was charged to, where the refund goes. */
  card: { cardType: string | null; cardLastFour: string | null } | null;
  /** The booking's first visit (the depot's day) and the last day to cancel online. */
  firstVisitDate: string | null;
  lastDayToCancel: string | null;
  /** The pieces that stay with the customer where they are. */
  keeps: BookingCancellationItem[];
  /** The pieces that will not come (a swap's replacement). */
  notComing: BookingCancellationItem[];
}

const notFound = () =>
  new DomainError('NOT_FOUND', tr(m.errors_visits_not_found), {
    details: { field: 'orderId' },
  });

/** The key of a booking's refund at the card processor and in payments. */
export const refundKeyOf = (booking: Pick<BookingRecord, 'id' | 'type'>): string =>
  `${booking.type === 'SWAP' ? 'swap' : 'move'}-refund:${booking.id}`;

/** The booking's charge that a cancellation refunds, with its card: the one succeeded charge. */
function refundableCharge(payments: readonly BookingPaymentRecord[]): BookingPaymentRecord | null {
  return (
    payments.find(
      (payment) =>
        payment.chargeType === 'CHARGE' &&
        payment.status === 'SUCCEEDED' &&
        payment.idempotencyKey !== null,
    ) ?? null
  );
}

export class VisitBookingService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Why the booking cannot be cancelled now, or null. */
  private refusal(booking: BookingRecord, visits: readonly DeliveryRecord[]): LocalizedText | null {
    const swap = booking.type === 'SWAP';
    const thisOne = swap ? tr(m.errors_words_this_swap_start) : tr(m.errors_words_this_move_start);
    if (booking.status === 'CANCELLED')
      return tr(m.errors_bookings_already_cancelled, { booking: thisOne });
    if (booking.status === 'COMPLETED') return tr(m.errors_bookings_done, { booking: thisOne });
    if (!bookingOpen(visits, this.now())) {
      const one = swap ? tr(m.errors_words_a_swap_start) : tr(m.errors_words_a_move_start);
      return tr(m.errors_bookings_too_late, { booking: one });
    }
    return null;
  }

  private async describe(
    handle: DatabaseHandle,
    booking: BookingRecord,
    visits: readonly DeliveryRecord[],
  ): Promise<BookingCancellation> {
    const [payments, lines] = await Promise.all([
      bookingPayments(handle, booking.id),
      bookingLines(handle, booking.id),
    ]);
    const refusal = this.refusal(booking, visits);
    const charge = refundableCharge(payments);
    const refund = payments.find((payment) => payment.chargeType === 'REFUND') ?? null;
    const first = visits.reduce<DeliveryRecord | null>(
      (soonest, visit) => (soonest === null || visit.date < soonest.date ? visit : soonest),
      null,
    );
    const card = refund ?? charge;
    const keeps = lines.filter((line) =>
      booking.type === 'SWAP' ? line.kind === 'RETURN' : line.kind === 'PRODUCT',
    );
    return {
      orderId: booking.id,
      orderNumber: booking.orderNumber,
      type: booking.type,
      status: booking.status,
      canCancel: refusal === null,
      refusal: refusal === null ? null : refusal('en'),
      refusalText: refusal,
      refundCents: refund ? refund.amountCents : refusal === null ? (charge?.amountCents ?? 0) : 0,
      refundStatus: refund ? (refund.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'PENDING') : null,
      card: card ? { cardType: card.cardType, cardLastFour: card.cardLastFour } : null,
      firstVisitDate: first?.date ?? null,
      lastDayToCancel: first ? addDays(first.date, -1) : null,
      keeps: keeps.map((line) => ({
        name: line.name,
        nameFr: line.nameFr,
        monthlyCents:
          line.monthlyPriceCents === null ? null : line.monthlyPriceCents + line.pivotCareCents,
      })),
      notComing:
        booking.type === 'SWAP'
          ? lines
              .filter((line) => line.kind === 'PRODUCT')
              .map((line) => ({ name: line.name, nameFr: line.nameFr, monthlyCents: null }))
          : [],
    };
  }

  /** What cancelling the booking would do and give back, shown before the customer confirms. */
  async preview(customerId: string, orderId: string): Promise<BookingCancellation> {
    const id = orderId.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(id)) throw notFound();
    const booking = await findBooking(this.handle, customerId, id);
    if (!booking) throw notFound();
    return this.describe(this.handle, booking, await orderVisits(this.handle, booking.id));
  }

  /**
   * Cancels the whole booking and refunds it by the policy. Refused (BAD_USER_INPUT under
   * `orderId`, nothing changed or refunded) once cancelled, done, on its day or under way; two
   * cancellations at once: one cancels, the other is told it is already cancelled.
   */
  async cancel(customerId: string, orderId: string): Promise<BookingCancellation> {
    const id = orderId.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(id)) throw notFound();
    const outcome = await runInTransaction(this.handle, async (tx) => {
      const booking = await findBooking(tx, customerId, id, true);
      if (!booking) throw notFound();
      const visits = await orderVisits(tx, booking.id, true);
      const refusal = this.refusal(booking, visits);
      if (refusal) return { booking, refusal, refund: null };
      const charge = refundableCharge(await bookingPayments(tx, booking.id));
      await cancelBookingRows(tx, booking, this.now());
      const refund =
        charge && charge.amountCents > 0
          ? { chargeKey: charge.idempotencyKey as string, refundKey: refundKeyOf(booking) }
          : null;
      if (charge && refund) {
        await insertBookingRefund(tx, {
          orderId: booking.id,
          customerId,
          amountCents: charge.amountCents,
          refundKey: refund.refundKey,
          card: {
            cardType: charge.cardType,
            cardLastFour: charge.cardLastFour,
            cardExpiryMonth: charge.cardExpiryMonth,
            cardExpiryYear: charge.cardExpiryYear,
          },
        });
      }
      // The cancellation mail, with the refund, written with the cancellation (decision 154); it
      // speaks of the pickup half, whose pieces stay with the customer.
      const notified = visits.find((visit) => visit.kind === 'PICKUP') ?? visits[0];
      if (notified) await queueVisitCancelledNotice(tx, notified.id);
      return { booking, refusal: null, refund };
    });
    if (outcome.refusal) {
      // A refund left pending by an earlier cancellation is made now; the answer stays a refusal.
      if (outcome.booking.status === 'CANCELLED') await this.settlePending(outcome.booking);
      throw new DomainError('BAD_USER_INPUT', outcome.refusal, { details: { field: 'orderId' } });
    }
    if (outcome.refund) await this.refund(outcome.refund.chargeKey, outcome.refund.refundKey);
    return this.preview(customerId, id);
  }

  /** Asks the processor for the refund; an unanswered one stays PENDING for the next try. */
  private async refund(chargeKey: string, refundKey: string): Promise<void> {
    try {
      const refunded = await this.gateway.refundCharge(chargeKey);
      if (refunded?.status === 'refunded' || refunded?.status === 'voided') {
        await settleBookingRefund(this.handle, refundKey, refunded.id);
      }
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
    }
  }

  private async settlePending(booking: BookingRecord): Promise<void> {
    const payments = await bookingPayments(this.handle, booking.id);
    const pending = payments.find(
      (payment) => payment.chargeType === 'REFUND' && payment.status === 'PENDING',
    );
    const charge = refundableCharge(payments);
    if (pending?.idempotencyKey && charge?.idempotencyKey) {
      await this.refund(charge.idempotencyKey, pending.idempotencyKey);
    }
  }
}
