/**
 * Tipping a crew (spec: checkoutTipCart, Tip), once per visit, charged exactly once on the card
 * on file (docs/decisions/132-tips.md):
 *
 * 1. A transaction locks the customer's visit, checks it is done and not tipped, and writes the
 *    tip PENDING with a pending payment keyed `tip:<tip id>:<attempt>`.
 * 2. The card on file is charged with that key.
 * 3. Approved: the tip is PAID. Declined: it is FAILED, and the customer may try again (a new
 *    attempt, a new key).
 *
 * Retries: the same tip again (same visit and amount) returns the paid tip without charging;
 * requests for one visit and amount in flight in this process share one outcome; another request
 * while a charge is under way waits for the visit's lock, then sees the pending tip (CONFLICT).
 * A pending tip left by a crash is settled from the gateway's record after the grace period.
 */
import type { DatabaseHandle } from '../../db/client';
import { defaultCards } from '../billing/index';
import type { TipCharge, TipRecord } from './tip-repository';
import {
  findTipForDelivery,
  lockTippableDelivery,
  markTipFailed,
  markTipPaid,
  staleTips,
  startTipAttempt,
} from './tip-repository';
import { runInTransaction } from '../../db/transaction';
import { queueTipNotice } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { isUuid } from '../../shared/uuid';
import { DomainError } from '../../shared/errors';
import { money, tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/** Gateway keys of tip payments start with this. */
export const TIP_CHARGE_PREFIX = 'tip:';
/** The amounts the tip panel offers, in cents (decision 132). */
export const TIP_PRESETS_CENTS = [1_000, 2_000, 4_000] as const;
/** The smallest and largest tip, in cents (decision 132). */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 25_000;
/** The longest note for the crew. */
export const TIP_NOTE_MAX = 500;
/** A pending tip untouched this long, not being charged by this process, is settled from the gateway. */
export const TIP_PENDING_GRACE_MS = 60_000;

const DECLINES: Readonly<Record<string, LocalizedText>> = {
  card_declined: tr(m.errors_tips_card_declined),
  insufficient_funds: tr(m.errors_tips_insufficient_funds),
  expired_card: tr(m.errors_tips_expired_card),
};

export interface TipRequest {
  deliveryId: string;
  /** Dollars, as the API takes it. */
  amount: number;
  note?: string | null;
  userAgentInfo?: string | null;
}

export interface TipResult {
  tipId: string;
  deliveryId: string;
  amountCents: number;
  note: string | null;
  status: 'PAID';
  paymentStatus: 'SUCCEEDED';
}

/** Dollars to whole cents; a refusal naming the field for anything that is not a tip. */
export function tipCents(amount: number): number {
  const field = { details: { field: 'amount' } };
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_tips_amount), field);
  }
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_tips_decimals), field);
  }
  if (cents <= 0) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_tips_positive), field);
  }
  if (cents < TIP_MIN_CENTS) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_tips_smallest, { amount: money(TIP_MIN_CENTS) }),
      field,
    );
  }
  if (cents > TIP_MAX_CENTS) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_tips_largest, { amount: money(TIP_MAX_CENTS) }),
      field,
    );
  }
  return cents;
}

function cleanNote(note: string | null | undefined): string | null {
  if (note === null || note === undefined) return null;
  const trimmed = note.trim();
  if (trimmed.length > TIP_NOTE_MAX) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_tips_note_too_long, { max: TIP_NOTE_MAX, count: trimmed.length }),
      { details: { field: 'note' } },
    );
  }
  return trimmed === '' ? null : trimmed;
}

function chargeFacts(chargeKey: string, charge: Charge | null, details: string): TipCharge {
  return {
    chargeKey,
    gatewayReference: charge?.id ?? null,
    cardType: charge?.card?.brand ?? null,
    cardLastFour: charge?.card?.last4 ?? null,
    cardExpiryMonth: charge?.card?.expMonth ?? null,
    cardExpiryYear: charge?.card?.expYear ?? null,
    details,
  };
}

export class TipService {
  private readonly inFlight = new Map<string, Promise<TipResult>>();
  /**
   * Charge keys this process is charging right now: what settling stale tips leaves alone. Not
   * the requests in flight: the retry of a tip a crash left pending is one, and must settle it.
   */
  private readonly charging = new Set<string>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly gateway: PaymentGateway,
  ) {}

  /** The tip of a visit of the customer's, settling one a crash left pending. */
  async tipFor(customerId: string, deliveryId: string): Promise<TipRecord | null> {
    if (!isUuid(customerId) || !isUuid(deliveryId)) return null;
    return findTipForDelivery(this.handle, customerId, deliveryId);
  }

  /** Tips the crew of a done visit once; see the module's comment. */
  async tip(customerId: string, request: TipRequest): Promise<TipResult> {
    const deliveryId = request.deliveryId.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(deliveryId)) throw this.notFound();
    const amountCents = tipCents(request.amount);
    const note = cleanNote(request.note);
    const userAgent = request.userAgentInfo ? request.userAgentInfo.slice(0, 500) : null;
    const key = `${customerId}:${deliveryId}:${amountCents}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const attempt = this.place(customerId, deliveryId, amountCents, note, userAgent);
    this.inFlight.set(key, attempt);
    try {
      return await attempt;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private notFound(): DomainError {
    return new DomainError('NOT_FOUND', tr(m.errors_tips_delivery_not_found), {
      details: { field: 'deliveryId' },
    });
  }

  private async place(
    customerId: string,
    deliveryId: string,
    amountCents: number,
    note: string | null,
    userAgent: string | null,
  ): Promise<TipResult> {
    await this.settleStale(customerId);
    const card = (await defaultCards(this.handle, [customerId])).get(customerId);
    const started = await runInTransaction(this.handle, async (tx) => {
      const delivery = await lockTippableDelivery(tx, customerId, deliveryId);
      if (!delivery || delivery.orderStatus === 'PENDING') throw this.notFound();
      if (delivery.status !== 'COMPLETED') {
        throw new DomainError(
          'BAD_USER_INPUT',
          delivery.status === 'CANCELLED'
            ? tr(m.errors_tips_cancelled)
            : tr(m.errors_tips_after_delivery),
          { details: { field: 'deliveryId', reason: 'NOT_DONE' } },
        );
      }
      const existing = await findTipForDelivery(tx, customerId, deliveryId);
      if (existing?.status === 'PAID') {
        if (existing.amountCents === amountCents) return { paid: existing };
        throw new DomainError(
          'CONFLICT',
          tr(m.errors_tips_already_tipped, { amount: money(existing.amountCents) }),
          { details: { field: 'amount', reason: 'ALREADY_TIPPED' } },
        );
      }
      if (existing?.status === 'PENDING') {
        throw new DomainError('CONFLICT', tr(m.errors_tips_processing), {
          details: { field: 'amount', reason: 'TIP_PENDING' },
        });
      }
      if (!card) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_tips_no_card), {
          details: { field: 'payment' },
        });
      }
      const attempt = await startTipAttempt(
        tx,
        { customerId, deliveryId, orderId: delivery.orderId, amountCents, note, userAgent },
        existing,
        TIP_CHARGE_PREFIX,
      );
      return { attempt };
    });
    if (started.paid) return this.result(started.paid);
    const { tipId, chargeKey } = started.attempt as { tipId: string; chargeKey: string };
    this.charging.add(chargeKey);
    try {
      let charge: Charge;
      try {
        charge = await this.gateway.charge({
          idempotencyKey: chargeKey,
          amountCents,
          source: (card as { source: string }).source,
          customerId,
          description: 'Tip for the delivery crew',
        });
      } catch (error) {
        if (error instanceof PaymentUnavailableError) {
          throw new DomainError('CONFLICT', tr(m.errors_processor_check_receipts), {
            details: { field: 'payment' },
          });
        }
        throw error;
      }
      await this.settle(tipId, chargeKey, charge);
    } finally {
      this.charging.delete(chargeKey);
    }
    const settled = await findTipForDelivery(this.handle, customerId, deliveryId);
    if (!settled) throw this.notFound();
    return this.result(settled);
  }

  private result(tip: TipRecord): TipResult {
    return {
      tipId: tip.id,
      deliveryId: tip.deliveryId,
      amountCents: tip.amountCents,
      note: tip.note,
      status: 'PAID',
      paymentStatus: 'SUCCEEDED',
    };
  }

  /** Records the gateway's answer; throws PAYMENT_DECLINED for a refused card. */
  private async settle(tipId: string, chargeKey: string, charge: Charge): Promise<void> {
    if (charge.status === 'succeeded') {
      await runInTransaction(this.handle, async (tx) => {
        await markTipPaid(tx, tipId, {
          ...chargeFacts(chargeKey, charge, 'Approved'),
          chargedCents: charge.amountCents,
        });
        await queueTipNotice(tx, tipId); // the tip's receipt (decision 154)
      });
      return;
    }
    await runInTransaction(this.handle, (tx) =>
      markTipFailed(tx, tipId, chargeFacts(chargeKey, charge, charge.declineCode ?? charge.status)),
    );
    throw new DomainError(
      'PAYMENT_DECLINED',
      (charge.declineCode && DECLINES[charge.declineCode]) ?? tr(m.errors_tips_charge_failed),
      { details: { field: 'payment', declineCode: charge.declineCode ?? charge.status } },
    );
  }

  /** Pending tips a crash left behind: paid at the gateway stays paid, anything else is voided. */
  private async settleStale(
    customerId: string | null,
    graceMs = TIP_PENDING_GRACE_MS,
  ): Promise<number> {
    let settled = 0;
    for (const tip of await staleTips(this.handle, customerId, graceMs)) {
      if (!tip.chargeKey) continue;
      if (this.charging.has(tip.chargeKey)) continue;
      let charge = await this.gateway.findCharge(tip.chargeKey);
      if (!charge || charge.status !== 'succeeded') {
        charge = await this.gateway.voidCharge(tip.chargeKey);
      }
      if (charge.status === 'succeeded') {
        await runInTransaction(this.handle, async (tx) => {
          await markTipPaid(tx, tip.id, {
            ...chargeFacts(tip.chargeKey as string, charge, 'Approved'),
            chargedCents: charge.amountCents,
          });
          await queueTipNotice(tx, tip.id); // the tip's receipt (decision 154)
        });
      } else {
        await runInTransaction(this.handle, (tx) =>
          markTipFailed(
            tx,
            tip.id,
            chargeFacts(tip.chargeKey as string, charge, 'Not completed; cancelled'),
          ),
        );
      }
      settled += 1;
    }
    return settled;
  }

  /**
   * Every customer's tips a crash left pending past the grace period, settled from the gateway's
   * record (the recurring settling pass, with checkout's). How many were settled.
   */
  settlePending(graceMs = TIP_PENDING_GRACE_MS): Promise<number> {
    return this.settleStale(null, graceMs);
  }
}
