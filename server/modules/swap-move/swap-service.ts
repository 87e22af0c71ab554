/**
 * Swaps (decision 135): a held item on a subscription or rental goes back and a replacement from
 * the catalogue comes, on one crew visit at the same address (the crew brings the new piece and
 * takes the old one the same day). The old membership product ends on the swap day; the new one
 * starts that day, with the same way to pay, and its first month is billed when it is delivered.
 * Today's charge is the swap visit: the depot's delivery fee and its tax, charged once.
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType, PurchaseOption, TaxName } from '../../db/constants';
import { optionValueNames } from '../../db/repositories/checkout-repository';
import type { VisitItemRecord } from './swap-move-repository';
import {
  bookSwapUnits,
  findReplacements,
  findVisitItems,
  findVisitOrderByKey,
  insertVisitOrder,
  insertVisitPayment,
} from './swap-move-repository';
import { runInTransaction } from '../../db/transaction';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { localDate } from '../../shared/calendar-date';
import type { CartService } from '../cart/index';
import type { CatalogService } from '../catalog/index';
import { isUuid } from '../../shared/uuid';
import { depotHours } from '../checkout/index';
import { createDeliveryForOrder } from '../deliveries/index';
import { DomainError, isDomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';
import { pivotCareFor } from '../cart/index';
import { sumTaxLines, taxLinesFor } from '../../shared/sales-tax';
import {
  addressLabel,
  answerForKey,
  cardOnFile,
  chargeAndSettle,
  checkIdempotencyKey,
  checkVisitChoice,
  visitRefusal,
} from './visit-orders';
import type { QuoteTaxLine, VisitOrderResult } from './visit-orders';
import { VISIT_LEAD_TIMES } from '../../shared/visit-lead-times';

/** Days between today and the earliest swap day (the lead-time policy, decision 153). */
export const SWAP_NOTICE_DAYS = VISIT_LEAD_TIMES.SWAP.days;
export const SWAP_CHARGE_PREFIX = 'swap:';

export interface SwapItem {
  id: string;
  name: string;
  /** French name and option names (decision 185): the wire names it in the reader's language. */
  nameFr: string | null;
  thumbUrl: string | null;
  options: string[];
  optionsFr: string[];
  purchaseOption: string;
  /** What the customer pays a month for it (decision 150); null when nothing is billed. */
  monthly: MonthlyCharge | null;
  addressId: string;
  addressLabel: string;
  cityId: number;
}

export interface SwapReplacement {
  productId: string;
  name: string;
  /** The French name, null where none was written (decision 185). */
  nameFr: string | null;
  thumbUrl: string | null;
  /** What the replacement would cost a month, with PivotCare when the held item has it. */
  monthly: MonthlyCharge;
}

export interface SwapQuote {
  /** The held item's monthly charge now, and the replacement's (decision 150). */
  oldMonthly: MonthlyCharge;
  newMonthly: MonthlyCharge;
  oldMonthlyCents: number;
  newMonthlyCents: number;
  differenceCents: number;
  feeCents: number;
  taxCents: number;
  totalCents: number;
  taxes: QuoteTaxLine[];
}

export interface SwapRequest {
  membershipProductId: string;
  productId: string;
  swapdate: string;
  swaptimetype: string;
  idempotencyKey: string;
}

interface Priced {
  item: VisitItemRecord;
  quote: SwapQuote;
  replacement: {
    productId: number;
    name: string;
    thumbUrl: string | null;
    purchaseOption: PurchaseOption;
    termLengthMonths: number | null;
    feeCents: number;
    pivotCareCents: number;
    retailValueCents: number;
    paymentsDue: number | null;
  };
  taxes: ReturnType<typeof taxLinesFor>;
}

/** The held item's monthly charge, from its stored fee and PivotCare (decision 150). */
const heldMonthlyCharge = (item: VisitItemRecord): MonthlyCharge | null =>
  monthlyChargeOf({
    purchaseOption: item.purchaseOption,
    status: item.subscriptionStatus,
    monthlyPriceCents: item.monthlyPriceCents,
    pivotCareCents: item.pivotCareCents,
  });

const notYours = (field: string) =>
  new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), { details: { field } });

export class SwapService {
  private readonly inFlight = new Map<string, Promise<VisitOrderResult>>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly cart: CartService,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's items that can be swapped now, oldest first. */
  async swappable(customerId: string): Promise<SwapItem[]> {
    if (!isUuid(customerId)) return [];
    const items = (await findVisitItems(this.handle, customerId, null)).filter(
      (item) => visitRefusal(item, 'swap') === null,
    );
    const productIds = [...new Set(items.map((i) => i.productId))];
    const names = await optionValueNames(this.handle, productIds);
    const namesFr = await optionValueNames(this.handle, productIds, 'fr');
    return items.map((item) => ({
      id: item.id,
      name: item.name,
      nameFr: item.nameFr,
      thumbUrl: item.imageUrl,
      options: names.get(item.productId) ?? [],
      optionsFr: namesFr.get(item.productId) ?? [],
      purchaseOption: item.purchaseOption,
      monthly: heldMonthlyCharge(item),
      addressId: item.addressId,
      addressLabel: addressLabel(item),
      cityId: item.cityId,
    }));
  }

  private async heldItem(customerId: string, id: string, handle = this.handle, lock = false) {
    const key = id.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(key)) throw notYours('membershipProductId');
    const [item] = await findVisitItems(handle, customerId, [key], { lock });
    if (!item) throw notYours('membershipProductId');
    const refusal = visitRefusal(item, 'swap');
    if (refusal) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_cart_item_refusal, { name: item.name, refusal }),
        {
          details: { field: 'membershipProductId' },
        },
      );
    }
    return item;
  }

  /** Replacements the depot can bring for the item, same category first, cheapest first. */
  async replacements(
    customerId: string,
    membershipProductId: string,
    search: string | null,
  ): Promise<SwapReplacement[]> {
    const item = await this.heldItem(customerId, membershipProductId);
    const text = search?.trim().slice(0, 60) || null;
    const rows = await findReplacements(this.handle, {
      variantId: item.productId,
      purchaseOption: item.purchaseOption,
      cityId: item.cityId,
      search: text,
      limit: 24,
    });
    return rows.map((row) => {
      // With PivotCare when the held item has it (20% of the fee, as the cart prices it).
      const pivotCareCents = item.pivotCareCents > 0 ? pivotCareFor(row.priceCents) : 0;
      return {
        productId: String(row.productId),
        name: row.name,
        nameFr: row.nameFr,
        thumbUrl: row.imageUrl,
        monthly: {
          feeCents: row.priceCents,
          pivotCareCents,
          totalCents: row.priceCents + pivotCareCents,
        },
      };
    });
  }

  /** What the swap changes per month and what it costs today, priced afresh. */
  async quote(
    customerId: string,
    membershipProductId: string,
    productId: string,
  ): Promise<SwapQuote> {
    return (await this.price(customerId, membershipProductId, productId)).quote;
  }

  private async price(
    customerId: string,
    membershipProductId: string,
    productId: string,
    handle: DatabaseHandle = this.handle,
  ): Promise<Priced> {
    const item = await this.heldItem(customerId, membershipProductId, handle);
    const variant = Number(productId);
    const refuseProduct = (message: LocalizedText) =>
      new DomainError('BAD_USER_INPUT', message, { details: { field: 'productId' } });
    if (!Number.isSafeInteger(variant) || variant <= 0 || variant === item.productId)
      throw refuseProduct(tr(m.errors_swaps_choose_replacement));
    const [offered] = await findReplacements(handle, {
      variantId: item.productId,
      purchaseOption: item.purchaseOption,
      cityId: item.cityId,
      search: null,
      limit: 1,
      productIds: [variant],
    });
    if (!offered) throw refuseProduct(tr(m.errors_swaps_not_at_depot));
    const city = await this.catalog.resolveCity(String(item.cityId));
    let line;
    try {
      const priced = await this.cart.price({
        cityId: String(city.id),
        products: [
          {
            productId: String(variant),
            quantity: 1,
            purchaseOption: item.purchaseOption,
            termLength: offered.termLengthMonths,
            pivotCare: item.pivotCareCents > 0,
          },
        ],
        customerId,
        today: this.now(),
      });
      line = priced.products[0];
      if (priced.errors.length > 0 || !line || line.kind === 'PURCHASE') line = undefined;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      line = undefined;
    }
    if (!line) throw refuseProduct(tr(m.errors_swaps_not_now));
    const oldMonthly = heldMonthlyCharge(item);
    if (!oldMonthly) throw notYours('membershipProductId');
    const newPivotCareCents = line.pivotCareApplied ? (line.pivotCareCents ?? 0) : 0;
    const newMonthly: MonthlyCharge = {
      feeCents: line.priceCents,
      pivotCareCents: newPivotCareCents,
      totalCents: line.priceCents + newPivotCareCents,
    };
    const oldMonthlyCents = oldMonthly.totalCents;
    const newMonthlyCents = newMonthly.totalCents;
    const feeCents = city.deliveryFeeCents;
    const taxes = taxLinesFor(item.province, feeCents, localDate(this.now(), city.timezone));
    const taxCents = sumTaxLines(taxes);
    return {
      item,
      taxes,
      replacement: {
        productId: variant,
        name: line.name,
        thumbUrl: line.image ?? offered.imageUrl,
        purchaseOption: line.pricedPurchaseOption as PurchaseOption,
        termLengthMonths: line.termLength,
        feeCents: line.priceCents,
        pivotCareCents: newPivotCareCents,
        retailValueCents: line.purchasePriceCents,
        paymentsDue: line.paymentsDue,
      },
      quote: {
        oldMonthly,
        newMonthly,
        oldMonthlyCents,
        newMonthlyCents,
        differenceCents: newMonthlyCents - oldMonthlyCents,
        feeCents,
        taxCents,
        totalCents: feeCents + taxCents,
        taxes: taxes.map((tax) => ({
          code: tax.code,
          name: tax.name,
          amountCents: tax.amountCents,
        })),
      },
    };
  }

  /** Books the swap and charges its visit once (createSwapOrder). */
  async createOrder(customerId: string, request: SwapRequest): Promise<VisitOrderResult> {
    const key = checkIdempotencyKey(request.idempotencyKey);
    const running = this.inFlight.get(key);
    if (running) return running;
    const attempt = this.place(customerId, request);
    this.inFlight.set(key, attempt);
    try {
      return await attempt;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async place(customerId: string, request: SwapRequest): Promise<VisitOrderResult> {
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          request.membershipProductId.trim().toLowerCase(),
          request.productId,
          request.swapdate,
          request.swaptimetype,
        ]),
      )
      .digest('hex');
    const existing = await findVisitOrderByKey(this.handle, request.idempotencyKey);
    if (existing) {
      if (
        existing.customerId !== customerId ||
        existing.requestHash !== hash ||
        existing.type !== 'SWAP'
      ) {
        throw new DomainError('CONFLICT', tr(m.errors_swaps_key_reused), {
          details: { field: 'idempotencyKey' },
        });
      }
      return answerForKey(this.handle, this.gateway, existing);
    }
    const priced = await this.price(customerId, request.membershipProductId, request.productId);
    const city = await this.catalog.resolveCity(String(priced.item.cityId));
    const window = checkVisitChoice(
      { date: request.swapdate, timeType: request.swaptimetype },
      depotHours(city),
      { now: this.now(), noticeDays: SWAP_NOTICE_DAYS, prefix: 'swap' },
    );
    if (priced.quote.totalCents > 0) await cardOnFile(this.handle, customerId);
    const names = await optionValueNames(this.handle, [
      priced.item.productId,
      priced.replacement.productId,
    ]);
    const placed = await runInTransaction(this.handle, async (tx) => {
      // Re-checked under the lock: a second swap of the item waits here, then is refused.
      const item = await this.heldItem(customerId, priced.item.id, tx, true);
      const order = await insertVisitOrder(tx, {
        type: 'SWAP',
        customerId,
        cityId: city.id,
        addressId: item.addressId,
        moveAddressId: null,
        date: request.swapdate,
        pickupDate: request.swapdate,
        timeType: window.type as DeliveryTimeType,
        feeCents: priced.quote.feeCents,
        taxTotalCents: priced.quote.taxCents,
        totalCents: priced.quote.totalCents,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        lines: [
          {
            kind: 'RETURN',
            membershipProductId: item.id,
            productId: item.productId,
            name: item.name,
            thumbUrl: item.imageUrl,
            optionValueNames: names.get(item.productId) ?? [],
            purchaseOption: item.purchaseOption,
            termLengthMonths: item.termLengthMonths,
            priceCents: item.monthlyPriceCents,
          },
          {
            kind: 'PRODUCT',
            membershipProductId: null,
            productId: priced.replacement.productId,
            name: priced.replacement.name,
            thumbUrl: priced.replacement.thumbUrl,
            optionValueNames: names.get(priced.replacement.productId) ?? [],
            purchaseOption: priced.replacement.purchaseOption,
            termLengthMonths: priced.replacement.termLengthMonths,
            priceCents: priced.replacement.feeCents,
          },
        ],
        taxes: priced.taxes.map((tax) => ({
          name: tax.code as TaxName,
          ratePercent: (tax.rate.numerator * 100) / tax.rate.denominator,
          amountCents: tax.amountCents,
        })),
      });
      if (!order) return null;
      await bookSwapUnits(tx, {
        orderId: order.id,
        heldId: item.id,
        swapDate: request.swapdate,
        cityId: city.id,
        replacement: {
          productId: priced.replacement.productId,
          purchaseOption: priced.replacement.purchaseOption,
          termLengthMonths: priced.replacement.termLengthMonths,
          monthlyPriceCents: priced.replacement.feeCents,
          pivotCareCents: priced.replacement.pivotCareCents,
          retailValueCents: priced.replacement.retailValueCents,
          paymentsDue: priced.replacement.paymentsDue,
        },
      });
      // One visit: the crew brings the new piece and takes the old one.
      for (const kind of ['DELIVERY', 'PICKUP'] as const) {
        await createDeliveryForOrder(tx, {
          orderId: order.id,
          customerId,
          cityId: city.id,
          addressId: item.addressId,
          kind,
          date: request.swapdate,
          timeType: window.type as DeliveryTimeType,
        });
      }
      const chargeKey = priced.quote.totalCents > 0 ? `${SWAP_CHARGE_PREFIX}${order.id}` : null;
      if (chargeKey) {
        await insertVisitPayment(tx, {
          orderId: order.id,
          customerId,
          amountCents: priced.quote.totalCents,
          chargeKey,
        });
      }
      return { ...order, chargeKey };
    });
    if (!placed) return this.place(customerId, request);
    return chargeAndSettle(this.handle, this.gateway, {
      id: placed.id,
      orderNumber: placed.orderNumber,
      customerId,
      totalCents: priced.quote.totalCents,
      chargeKey: placed.chargeKey,
      description: `Swap ${placed.orderNumber}`,
    });
  }
}
