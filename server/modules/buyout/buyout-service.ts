/**
 * Buying out held items (spec: buyoutProductPricing, createBuyoutOrder), charged exactly once:
 *
 * 1. Transaction 1 locks the items (in id order), checks each is the customer's and can be
 *    bought out, prices them afresh and writes a PENDING BUYOUT order with its pending payment,
 *    claiming the client's idempotency key. A concurrent buyout of the same item waits for the
 *    lock, then finds this pending order and is refused: one charge.
 * 2. The card is charged with the gateway key `buyout:<order id>`.
 * 3. Approved: transaction 2 completes the order and makes the items OWNED with nothing more to
 *    bill. Declined: the order is released (the payment row stays as the attempt's record) and
 *    the key is free for another card.
 *
 * The same key again returns the first order; requests with one key in flight in this process
 * share one outcome. A pending order left by a crash is settled from the gateway's own record
 * once it is older than the grace period. docs/decisions/117-buyout-pricing.md.
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { TaxName } from '../../db/constants';
import type { BuyoutItemRecord } from './buyout-repository';
import {
  completeBuyout,
  findBuyoutOrderByKey,
  insertBuyoutPayment,
  insertPendingBuyout,
  listHeldItems,
  lockHeldItems,
  releaseBuyout,
  staleBuyouts,
} from './buyout-repository';
import { optionValueNames } from '../../db/repositories/checkout-repository';
import { findPaymentMethod } from '../../db/repositories/payment-method-repository';
import { defaultCards } from '../billing/index';
import { runInTransaction } from '../../db/transaction';
import { orderNoticeIfDone } from '../notices/index';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { localDate } from '../../shared/calendar-date';
import { isUuid } from '../../shared/uuid';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { PROVINCE_TIME_ZONES } from '../../shared/provinces';
import type { ProvinceCode } from '../../shared/provinces';
import { sumTaxLines, taxLinesFor } from '../../shared/sales-tax';
import type { TaxLine } from '../../shared/sales-tax';
import { BUYOUT_REFUSAL_TEXTS, buyoutPrice, buyoutRefusal } from './buyout-pricing';
import type { BuyoutPriceBasis } from './buyout-pricing';
import type { PurchaseOption } from '../../shared/purchase-options';
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';

/** The gateway keys of buyout payments start with this. */
export const BUYOUT_CHARGE_PREFIX = 'buyout:';
/** The most items one buyout takes. */
export const MAX_BUYOUT_ITEMS = 20;
/** A pending buyout untouched this long, not being charged by this process, is settled from the gateway. */
export const BUYOUT_PENDING_GRACE_MS = 60_000;

/**
 * An item with a declined bill still unpaid waits for the overdue balance: that month counts
 * toward the price only once paid, and buying out first would have the customer pay it twice
 * (once as the overdue balance, once inside the price). Decision 152.
 */
export const UNPAID_BILL_TEXT: LocalizedText = tr(m.errors_buyout_unpaid_bill);

const DECLINES: Readonly<Record<string, LocalizedText>> = {
  card_declined: tr(m.errors_checkout_card_declined),
  insufficient_funds: tr(m.errors_buyout_insufficient_funds),
  expired_card: tr(m.errors_checkout_expired_card),
};

export interface BuyoutItem {
  id: string;
  productId: number;
  name: string;
  /** French name and option names (decision 185): the wire names it in the reader's language. */
  nameFr: string | null;
  optionsFr: string[];
  thumbUrl: string | null;
  purchaseOption: PurchaseOption;
  amountCents: number;
  feeCents: number;
  /** What the customer pays a month for it until bought out (decision 150). */
  monthly: MonthlyCharge | null;
  retailValueCents: number;
  creditedCents: number;
  options: string[];
  /** The monthly fee or instalment whose paid months are credited (PivotCare aside). */
  monthlyFeeCents: number;
  /** Months billed and paid: only these count toward the price. */
  paidMonths: number;
  /** Months billed whose bill is not paid (declined): they count once paid. */
  unpaidMonths: number;
  /** What paying the unpaid months would take off the price (their credited share). */
  unpaidCreditCents: number;
  creditPercent: number;
  floorCents: number;
  basis: BuyoutPriceBasis;
  /** Subscriptions and financing: months still to pay until it is owned; else null. */
  monthsLeft: number | null;
}

/** What a buyout of chosen items costs, tax included: exactly what createOrder charges. */
export interface BuyoutQuote {
  items: BuyoutItem[];
  subtotalCents: number;
  taxes: { name: TaxName; ratePercent: number; amountCents: number }[];
  taxTotalCents: number;
  totalCents: number;
}

export interface BuyoutPaymentChoice {
  paymentMethodId?: string | null;
  source?: string | null;
}

export interface BuyoutRequest extends BuyoutPaymentChoice {
  productIds: readonly string[];
  /** One per buyout the customer confirms; a retry sends the same. */
  idempotencyKey: string;
  /**
   * The total with tax the customer was shown (buyoutQuote), in cents. When the fresh price
   * differs (a bill was paid or declined meanwhile), nothing is charged: CONFLICT.
   */
  expectedTotalCents?: number | null;
}

export interface BuyoutResult {
  orderId: string;
  orderNumber: string;
  chargedCents: number;
  paymentStatus: 'SUCCEEDED';
}

interface Priced {
  lines: (BuyoutItem & { record: BuyoutItemRecord })[];
  subtotalCents: number;
  originalSubtotalCents: number;
  taxes: TaxLine[];
  taxTotalCents: number;
  totalCents: number;
}

function provinceOf(code: string): ProvinceCode {
  return code as ProvinceCode;
}

export class BuyoutService {
  private readonly inFlight = new Map<string, Promise<BuyoutResult>>();
  /**
   * Charge keys this process is charging right now (from the pending order to its settling):
   * what settling stale orders leaves alone. Not the requests in flight: a retry of an order a
   * crash left pending is in flight itself, and must settle it.
   */
  private readonly charging = new Set<string>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's items that can be bought out now, each with its amount. */
  async pricing(customerId: string): Promise<BuyoutItem[]> {
    if (!isUuid(customerId)) return [];
    await this.settleStale(customerId);
    const held = (await listHeldItems(this.handle, customerId)).filter(
      (item) => buyoutRefusal(item) === null,
    );
    return this.describe(this.handle, held);
  }

  /**
   * The price of buying out `productIds` now, tax included, priced and checked exactly as
   * createOrder does (the same refusals, the same functions): what the customer sees before
   * paying is what is charged.
   */
  async quote(customerId: string, productIds: readonly string[]): Promise<BuyoutQuote> {
    const ids = this.checkIds(productIds);
    await this.settleStale(customerId);
    const items = await lockHeldItems(this.handle, customerId, ids, { lock: false });
    const priced = this.priceLines(await this.describe(this.handle, this.checkItems(ids, items)));
    return {
      items: priced.lines.map(({ record: _record, ...item }) => item),
      subtotalCents: priced.subtotalCents,
      taxes: priced.taxes.map((tax) => ({
        name: tax.code as TaxName,
        ratePercent: (tax.rate.numerator * 100) / tax.rate.denominator,
        amountCents: tax.amountCents,
      })),
      taxTotalCents: priced.taxTotalCents,
      totalCents: priced.totalCents,
    };
  }

  /** The request's items in its order, each the customer's and one a buyout takes. */
  private checkItems(
    ids: readonly string[],
    items: readonly BuyoutItemRecord[],
  ): BuyoutItemRecord[] {
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids.map((id, index) => {
      const item = byId.get(id);
      const field = `productIds[${index}]`;
      if (!item) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), {
          details: { field },
        });
      }
      const refusal = buyoutRefusal(item);
      if (refusal) {
        throw new DomainError(
          refusal === 'BUYOUT_PENDING' ? 'CONFLICT' : 'BAD_USER_INPUT',
          tr(m.errors_cart_item_refusal, {
            name: item.name,
            refusal: BUYOUT_REFUSAL_TEXTS[refusal],
          }),
          { details: { field, reason: refusal } },
        );
      }
      if (item.unpaidMonths > 0) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_cart_item_refusal, { name: item.name, refusal: UNPAID_BILL_TEXT }),
          {
            details: { field, reason: 'UNPAID_BILL' },
          },
        );
      }
      return item;
    });
  }

  private async describe(
    handle: DatabaseHandle,
    items: readonly BuyoutItemRecord[],
  ): Promise<(BuyoutItem & { record: BuyoutItemRecord })[]> {
    const productIds = [...new Set(items.map((item) => item.productId))];
    const names = await optionValueNames(handle, productIds);
    const namesFr = await optionValueNames(handle, productIds, 'fr');
    return items.map((item) => {
      const retail = item.retailValueCents ?? 0;
      const facts = {
        purchaseOption: item.purchaseOption,
        retailValueCents: retail,
        monthlyPriceCents: item.monthlyPriceCents,
        paymentsDue: item.paymentsDue,
      };
      const paidMonths = Math.max(0, item.paymentsMade - item.unpaidMonths);
      const price = buyoutPrice({ ...facts, paidMonths });
      const ifPaid = buyoutPrice({ ...facts, paidMonths: item.paymentsMade });
      return {
        id: item.id,
        productId: item.productId,
        name: item.name,
        nameFr: item.nameFr,
        thumbUrl: item.imageUrl,
        purchaseOption: item.purchaseOption,
        amountCents: price.amountCents,
        feeCents: price.feeCents,
        monthly: monthlyChargeOf({
          purchaseOption: item.purchaseOption,
          status: item.subscriptionStatus,
          monthlyPriceCents: item.monthlyPriceCents,
          pivotCareCents: item.pivotCareCents,
        }),
        retailValueCents: retail,
        creditedCents: price.creditedCents,
        options: names.get(item.productId) ?? [],
        optionsFr: namesFr.get(item.productId) ?? [],
        monthlyFeeCents: item.monthlyPriceCents,
        paidMonths,
        unpaidMonths: item.paymentsMade - paidMonths,
        unpaidCreditCents: price.amountCents - ifPaid.amountCents,
        creditPercent: price.creditPercent,
        floorCents: price.floorCents,
        basis: price.basis,
        monthsLeft: price.monthsLeft,
        record: item,
      };
    });
  }

  /** Buys the items out and charges the card once; see the module's comment. */
  async createOrder(customerId: string, request: BuyoutRequest): Promise<BuyoutResult> {
    const ids = this.checkRequest(request);
    const hash = createHash('sha256')
      .update(JSON.stringify([...ids].sort()))
      .digest('hex');
    const running = this.inFlight.get(request.idempotencyKey);
    if (running) return running;
    const attempt = this.place(customerId, request, ids, hash);
    this.inFlight.set(request.idempotencyKey, attempt);
    try {
      return await attempt;
    } finally {
      this.inFlight.delete(request.idempotencyKey);
    }
  }

  private checkRequest(request: BuyoutRequest): string[] {
    const ids = this.checkIds(request.productIds);
    const key = request.idempotencyKey;
    if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_reload_and_retry), {
        details: { field: 'idempotencyKey' },
      });
    }
    const expected = request.expectedTotalCents;
    if (
      expected !== undefined &&
      expected !== null &&
      (!Number.isSafeInteger(expected) || expected < 0)
    ) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_reload_and_retry), {
        details: { field: 'expectedTotal' },
      });
    }
    return ids;
  }

  private checkIds(productIds: readonly string[]): string[] {
    const ids = [...new Set(productIds.map((id) => id.trim().toLowerCase()))];
    if (ids.length === 0) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_buyout_choose_one), {
        details: { field: 'productIds' },
      });
    }
    if (ids.length > MAX_BUYOUT_ITEMS) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_buyout_max_items, { max: MAX_BUYOUT_ITEMS }),
        { details: { field: 'productIds' } },
      );
    }
    ids.forEach((id, index) => {
      if (!isUuid(id)) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), {
          details: { field: `productIds[${index}]` },
        });
      }
    });
    return ids;
  }

  private async place(
    customerId: string,
    request: BuyoutRequest,
    ids: string[],
    hash: string,
  ): Promise<BuyoutResult> {
    const existing = await findBuyoutOrderByKey(this.handle, request.idempotencyKey);
    if (existing) {
      if (existing.customerId !== customerId || existing.requestHash !== hash) {
        throw new DomainError('CONFLICT', tr(m.errors_buyout_key_reused), {
          details: { field: 'idempotencyKey' },
        });
      }
      if (existing.status === 'PENDING') await this.settleStale(customerId);
      const settled = await findBuyoutOrderByKey(this.handle, request.idempotencyKey);
      if (settled && settled.status !== 'PENDING') {
        return {
          orderId: settled.id,
          orderNumber: settled.orderNumber,
          chargedCents: settled.totalChargedCents,
          paymentStatus: 'SUCCEEDED',
        };
      }
      if (settled) {
        throw new DomainError('CONFLICT', tr(m.errors_buyout_still_processing), {
          details: { field: 'payment' },
        });
      }
      // Released after a decline: the key is free for this attempt.
    }
    await this.settleStale(customerId);
    const source = await this.chooseSource(customerId, request);
    const placed = await runInTransaction(this.handle, async (tx) => {
      const items = this.checkItems(ids, await lockHeldItems(tx, customerId, ids));
      const priced = this.priceLines(await this.describe(tx, items));
      const expected = request.expectedTotalCents;
      if (expected !== undefined && expected !== null && expected !== priced.totalCents) {
        throw new DomainError('CONFLICT', tr(m.errors_buyout_price_changed), {
          details: { field: 'expectedTotal', totalCents: priced.totalCents },
        });
      }
      const first = priced.lines[0]!.record;
      const order = await insertPendingBuyout(tx, {
        customerId,
        cityId: first.cityId,
        addressId: first.addressId,
        subtotalCents: priced.subtotalCents,
        originalSubtotalCents: priced.originalSubtotalCents,
        taxTotalCents: priced.taxTotalCents,
        totalCents: priced.totalCents,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        lines: priced.lines.map((line) => ({
          membershipProductId: line.id,
          productId: line.productId,
          name: line.name,
          thumbUrl: line.thumbUrl,
          optionValueNames: line.options,
          // Paid once: on the receipt the line is a purchase, not another monthly fee.
          purchaseOption: 'own',
          amountCents: line.amountCents + line.feeCents,
          retailValueCents: line.retailValueCents,
        })),
        taxes: priced.taxes.map((tax) => ({
          name: tax.code as TaxName,
          ratePercent: (tax.rate.numerator * 100) / tax.rate.denominator,
          amountCents: tax.amountCents,
        })),
      });
      if (!order) return null;
      const chargeKey = `${BUYOUT_CHARGE_PREFIX}${order.id}`;
      await insertBuyoutPayment(tx, {
        orderId: order.id,
        customerId,
        amountCents: priced.totalCents,
        chargeKey,
      });
      return { ...order, chargeKey, totalCents: priced.totalCents };
    });
    if (!placed) {
      // Another request claimed the key between our look and our insert: answer with its order.
      return this.place(customerId, request, ids, hash);
    }
    this.charging.add(placed.chargeKey);
    try {
      let charge: Charge;
      try {
        charge = await this.gateway.charge({
          idempotencyKey: placed.chargeKey,
          amountCents: placed.totalCents,
          source,
          customerId,
          description: `Buyout ${placed.orderNumber}`,
        });
      } catch (error) {
        if (error instanceof PaymentUnavailableError) {
          throw new DomainError('CONFLICT', tr(m.errors_processor_check_receipts), {
            details: { field: 'payment' },
          });
        }
        throw error;
      }
      return await this.settle(placed.id, placed.orderNumber, placed.chargeKey, charge);
    } finally {
      this.charging.delete(placed.chargeKey);
    }
  }

  private priceLines(lines: (BuyoutItem & { record: BuyoutItemRecord })[]): Priced {
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents + line.feeCents, 0);
    const originalSubtotalCents = lines.reduce((sum, line) => sum + line.retailValueCents, 0);
    // Sales tax by the province each item is at, on the day of the buyout.
    const byProvince = new Map<string, number>();
    for (const line of lines) {
      const province = line.record.province;
      byProvince.set(province, (byProvince.get(province) ?? 0) + line.amountCents + line.feeCents);
    }
    const taxes = [...byProvince.entries()].flatMap(([province, cents]) =>
      taxLinesFor(
        province,
        cents,
        localDate(this.now(), PROVINCE_TIME_ZONES[provinceOf(province)]),
      ),
    );
    const taxTotalCents = sumTaxLines(taxes);
    return {
      lines,
      subtotalCents,
      originalSubtotalCents,
      taxes,
      taxTotalCents,
      totalCents: subtotalCents + taxTotalCents,
    };
  }

  private async settle(
    orderId: string,
    orderNumber: string,
    chargeKey: string,
    charge: Charge,
  ): Promise<BuyoutResult> {
    if (charge.status === 'succeeded') {
      const today = localDate(this.now(), 'America/Toronto');
      await runInTransaction(this.handle, (tx) =>
        completeBuyout(
          tx,
          orderId,
          {
            chargeKey,
            chargedCents: charge.amountCents,
            gatewayReference: charge.id,
            cardType: charge.card?.brand ?? null,
            cardLastFour: charge.card?.last4 ?? null,
            cardExpiryMonth: charge.card?.expMonth ?? null,
            cardExpiryYear: charge.card?.expYear ?? null,
          },
          today,
        ).then(orderNoticeIfDone(tx, orderId)),
      );
      return { orderId, orderNumber, chargedCents: charge.amountCents, paymentStatus: 'SUCCEEDED' };
    }
    const message =
      (charge.declineCode && DECLINES[charge.declineCode]) ?? tr(m.errors_visits_payment_failed);
    await runInTransaction(this.handle, (tx) =>
      releaseBuyout(tx, orderId, {
        chargeKey,
        details: charge.declineCode ?? `Charge ${charge.status}`,
        gatewayReference: charge.id,
      }),
    );
    throw new DomainError('PAYMENT_DECLINED', message, {
      details: { field: 'payment', declineCode: charge.declineCode ?? charge.status },
    });
  }

  /** The card to charge: a saved card, a new card token, or else the default card on file. */
  private async chooseSource(customerId: string, choice: BuyoutPaymentChoice): Promise<string> {
    if (choice.paymentMethodId) {
      const method = isUuid(choice.paymentMethodId)
        ? await findPaymentMethod(this.handle, customerId, choice.paymentMethodId)
        : null;
      if (!method) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_saved_card_not_found), {
          details: { field: 'payment' },
        });
      }
      return method.source;
    }
    if (choice.source) {
      const card = await this.gateway.describeSource(choice.source, customerId);
      if (!card) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_card_details_expired), {
          details: { field: 'payment' },
        });
      }
      return choice.source;
    }
    const card = (await defaultCards(this.handle, [customerId])).get(customerId);
    if (!card) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_billing_no_card), {
        details: { field: 'payment' },
      });
    }
    return card.source;
  }

  /**
   * Settles the customer's pending buyouts older than `graceMs` that no request of this process
   * is charging: from the gateway's record (paid stays paid), else the key is voided and the
   * order released.
   */
  private async settleStale(
    customerId: string | null,
    graceMs = BUYOUT_PENDING_GRACE_MS,
  ): Promise<number> {
    const stale = await staleBuyouts(this.handle, customerId, graceMs);
    let settled = 0;
    for (const order of stale) {
      if (!order.chargeKey || this.charging.has(order.chargeKey)) continue;
      let charge = await this.gateway.findCharge(order.chargeKey);
      if (!charge || charge.status !== 'succeeded') {
        charge = await this.gateway.voidCharge(order.chargeKey);
      }
      if (charge.status === 'succeeded') {
        await this.settle(order.id, order.orderNumber, order.chargeKey, charge);
      } else {
        await runInTransaction(this.handle, (tx) =>
          releaseBuyout(tx, order.id, {
            chargeKey: order.chargeKey as string,
            details: 'Not completed; cancelled',
            gatewayReference: charge?.id ?? null,
          }),
        );
      }
      settled += 1;
    }
    return settled;
  }

  /**
   * Every customer's buyouts a crash left pending past the grace period, settled from the
   * gateway's record (the recurring settling pass, with checkout's): paid ones complete, the
   * others are released. How many were settled.
   */
  settlePending(graceMs = BUYOUT_PENDING_GRACE_MS): Promise<number> {
    return this.settleStale(null, graceMs);
  }
}
