/**
 * Returns (spec: return cart lines, createReturnOrder; docs/decisions/118-returns.md): which of
 * the customer's items can be returned, what a return costs (priced by the cart, so the return
 * cart and the order agree), and booking the pickup. The fee is charged when the crew has
 * picked the items up, not when the pickup is booked.
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType, ProductCondition, TaxName } from '../../db/constants';
import { PRODUCT_CONDITIONS } from '../../db/constants';
import type { HeldItemRecord } from './return-repository';
import {
  attachDraftPhotos,
  countDraftPhotos,
  findHeldItems,
  findReturnOrderByKey,
  insertReturnOrder,
} from './return-repository';
import { runInTransaction } from '../../db/transaction';
import { queueOrderNotice } from '../notices/index';
import type { CartService } from '../cart/index';
import { isUuid } from '../../shared/uuid';
import type { CatalogService } from '../catalog/index';
import { scheduleVisit } from '../deliveries/index';
import { checkDeliveryChoice, depotHours, pickupWords } from '../../shared/delivery-schedule';
import type { DepotHours } from '../../shared/delivery-schedule';
import { addMonths, isIsoDate, localDate } from '../../shared/calendar-date';
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';
import type { PurchaseOption } from '../../shared/purchase-options';
import { earliestVisitDay } from '../../shared/visit-lead-times';
import { DomainError } from '../../shared/errors';
import type { LocalizedText } from '../../i18n/locale';
import { dayKeptInEnglish, tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { ReturnItemFacts, ReturnItems } from '../cart/index';
import { returnPolicyFor } from './return-policy';

/** Monthly options whose items go back to us when returned (a purchase is the customer's). */
const RETURNABLE_OPTIONS = ['subscribe', 'subscribev2', 'rentv2'];

/** The reasons the return screens offer; "OTHER" asks for the customer's words. */
export const RETURN_REASONS = [
  'NO_LONGER_NEEDED',
  'MOVING',
  'NOT_AS_EXPECTED',
  'DAMAGED',
  'UPGRADING',
  'OTHER',
] as const;

/** Why an item cannot be returned, or null when it can. */
export function returnRefusal(item: HeldItemRecord): string | null {
  return returnRefusalText(item)?.('en') ?? null;
}

/** The same reason, in the language it is read in (decision 179). */
export function returnRefusalText(item: HeldItemRecord): LocalizedText | null {
  if (item.subscriptionStatus === 'RETURNED' || item.subscriptionStatus === 'RETURN_SCHEDULED')
    return tr(m.errors_returns_refusal_returned);
  if (item.subscriptionStatus === 'OWNED' || item.subscriptionStatus === 'BOUGHT_OUT')
    return tr(m.errors_returns_refusal_owned);
  if (!RETURNABLE_OPTIONS.includes(item.purchaseOption))
    return tr(m.errors_returns_refusal_not_returnable);
  if (item.subscriptionStatus !== 'DELIVERED') return tr(m.errors_returns_refusal_not_delivered);
  if (item.pendingReturn) return tr(m.errors_returns_refusal_pending);
  return null;
}

function facts(item: HeldItemRecord): ReturnItemFacts {
  return {
    id: item.id,
    name: item.name,
    thumbUrl: item.imageUrl,
    monthlyPriceCents: item.monthlyPriceCents,
    subscriptionStartDate: item.startDate,
    freeReturnAfterMonths: returnPolicyFor(item).freeReturnAfterMonths,
    earlyReturnFeeMonths: returnPolicyFor(item).earlyReturnFeeMonths,
    refusal: returnRefusalText(item),
  };
}

/** The cart's source of return lines: the customer's own held items (./return-items). */
export class MembershipReturnItems implements ReturnItems {
  constructor(private readonly handle: DatabaseHandle) {}

  async find(
    customerId: string,
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, ReturnItemFacts>> {
    const valid = ids.filter(isUuid);
    if (!isUuid(customerId) || valid.length === 0) return new Map();
    const items = await findHeldItems(this.handle, customerId, valid);
    return new Map(items.map((item) => [item.id, facts(item)]));
  }
}

export interface ReturnableItem {
  id: string;
  name: string;
  /** French name and option names (decision 185): the wire names it in the reader's language. */
  nameFr: string | null;
  thumbUrl: string | null;
  /** The membership fee a month: an early pickup costs twice it. */
  monthlyPriceCents: number;
  /** PivotCare a month, 0 without it: billed with the fee, never part of the return fee. */
  pivotCareCents: number;
  /** What the customer pays a month for it: fee and PivotCare (decision 150). */
  monthly: MonthlyCharge | null;
  /** What a pickup before `freeReturnFrom` costs. */
  earlyReturnFeeCents: number;
  startDate: string;
  freeReturnFrom: string;
  /** The return-policy version the item is returned under. */
  agreementVersion: string;
  addressId: string;
  addressLabel: string;
  cityId: number | null;
}

export interface ReturnLineRequest {
  id: string;
  reason: string;
  /** The customer's word for its condition (BETTER_THAN_NEW, LIGHT_WEAR, HEAVY_WEAR, ...). */
  condition: string;
  note?: string | null;
}

export interface ReturnOrderRequest {
  returns: readonly ReturnLineRequest[];
  orderType: string;
  /** The pickup's day, 'YYYY-MM-DD' (on the wire `returndate`). */
  pickupDate: string;
  /** The pickup's window (on the wire `returntimetype`). */
  pickupWindow: string;
  idempotencyKey: string;
}

export interface PlacedReturn {
  orderId: string;
  orderNumber: string;
  feeCents: number;
  totalCents: number;
}

/** A pickup's words, refused under the return's own fields. */
const PICKUP_FIELDS = pickupWords({ dateField: 'returndate', timeField: 'returntimetype' });

/**
 * The pickup day and window against the depot's schedule, refused under the fields the client
 * sent them in (returndate, returntimetype).
 */
function checkPickupChoice(request: ReturnOrderRequest, depot: DepotHours, now: Date) {
  const earliest = earliestVisitDay('RETURN_PICKUP', localDate(now, depot.timezone));
  if (isIsoDate(request.pickupDate) && request.pickupDate < earliest) {
    throw new DomainError(
      'BAD_USER_INPUT',
      // The English starts with the lead time's rule: VISIT_LEAD_TIMES.RETURN_PICKUP.rule.
      tr(m.errors_returns_earliest, { date: dayKeptInEnglish(earliest) }),
      { details: { field: 'returndate' } },
    );
  }
  return checkDeliveryChoice({ date: request.pickupDate, timeType: request.pickupWindow }, depot, {
    earliest,
    now,
    pickupOnly: false,
    words: PICKUP_FIELDS,
  });
}

export class ReturnService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly cart: CartService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's items that can be returned now, oldest first (grouped by address by the screens). */
  async returnable(customerId: string): Promise<ReturnableItem[]> {
    if (!isUuid(customerId)) return [];
    const items = await findHeldItems(this.handle, customerId, null);
    return items
      .filter((item) => returnRefusal(item) === null)
      .map((item) => {
        // The terms of the agreement the item was signed under (decision 153), as price-cart
        // prices them.
        const policy = returnPolicyFor(item);
        return {
          id: item.id,
          name: item.name,
          nameFr: item.nameFr,
          thumbUrl: item.imageUrl,
          monthlyPriceCents: item.monthlyPriceCents,
          pivotCareCents: item.pivotCareCents,
          monthly: monthlyChargeOf({
            purchaseOption: item.purchaseOption as PurchaseOption,
            status: item.subscriptionStatus,
            monthlyPriceCents: item.monthlyPriceCents,
            pivotCareCents: item.pivotCareCents,
          }),
          // What price-cart charges for a pickup before the free day.
          earlyReturnFeeCents: policy.earlyReturnFeeMonths * item.monthlyPriceCents,
          startDate: item.startDate,
          // The day price-cart makes the pickup free.
          freeReturnFrom: addMonths(item.startDate, policy.freeReturnAfterMonths),
          agreementVersion: policy.version,
          addressId: item.addressId,
          addressLabel: `${item.streetAddress}, ${item.city} ${item.province} ${item.postalCode}`,
          cityId: item.cityId,
        };
      });
  }

  /** Books the pickup of the items (createReturnOrder); the same key again answers the same order. */
  async createReturnOrder(customerId: string, request: ReturnOrderRequest): Promise<PlacedReturn> {
    const lines = this.checkRequest(request);
    const hash = createHash('sha256')
      .update(JSON.stringify([lines, request.pickupDate, request.pickupWindow]))
      .digest('hex');
    const existing = await findReturnOrderByKey(this.handle, request.idempotencyKey);
    if (existing) {
      if (existing.customerId !== customerId || existing.requestHash !== hash) {
        throw new DomainError('CONFLICT', tr(m.errors_returns_key_reused), {
          details: { field: 'idempotencyKey' },
        });
      }
      return {
        orderId: existing.id,
        orderNumber: existing.orderNumber,
        feeCents: existing.totalCents,
        totalCents: existing.totalCents,
      };
    }
    const ids = lines.map((line) => line.id);
    // Checked and priced before the transaction (PGlite serves one transaction at a time, and
    // the catalogue and the cart read through their own handle); re-checked under the lock.
    const items = await findHeldItems(this.handle, customerId, ids);
    const byId = this.checkItems(lines, items);
    const first = byId.get(lines[0]!.id)!;
    if (items.some((item) => item.addressId !== first.addressId)) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_one_address), {
        details: { field: 'returns' },
      });
    }
    // "It is damaged" needs a photo of the damage, added on the condition step (decision 153).
    const draftId = request.idempotencyKey.trim().toLowerCase();
    const photos = isUuid(draftId)
      ? await countDraftPhotos(this.handle, customerId, draftId)
      : new Map<string, number>();
    lines.forEach((line, index) => {
      if (line.reason === 'DAMAGED' && (photos.get(line.id) ?? 0) === 0) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_returns_damage_photo, { name: byId.get(line.id)!.name }),
          { details: { field: `returns[${index}].photos` } },
        );
      }
    });
    const city = await this.catalog.resolveCity(
      first.cityId === null ? null : String(first.cityId),
    );
    const window = checkPickupChoice(request, depotHours(city), this.now());
    // Priced from the items read above: the cart does not read them again.
    const checked = new Map(items.map((item) => [item.id, facts(item)]));
    const priced = await this.cart.price({
      cityId: String(city.id),
      products: [],
      returns: lines.map((line) => ({ id: line.id, quantity: 1 })),
      includeAssembly: false,
      customerId,
      today: this.now(),
      returnItems: { find: async () => checked },
    });
    const handling = new Map(priced.returns.map((line) => [line.id, line.pricedHandling]));
    const placed = await runInTransaction(this.handle, async (tx) => {
      this.checkItems(lines, await findHeldItems(tx, customerId, ids, { lock: true }));
      const order = await insertReturnOrder(tx, {
        customerId,
        cityId: city.id,
        addressId: first.addressId,
        returnDate: request.pickupDate,
        returnTimeType: window.type as DeliveryTimeType,
        subtotalCents: priced.returnsSubtotalCents,
        taxTotalCents: priced.returnsTaxCents,
        totalCents: priced.returnsTotalCents,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        lines: lines.map((line) => {
          const item = byId.get(line.id)!;
          return {
            membershipProductId: item.id,
            productId: item.productId,
            name: item.name,
            thumbUrl: item.imageUrl,
            purchaseOption: item.purchaseOption,
            monthlyPriceCents: item.monthlyPriceCents,
            handlingPriceCents: handling.get(item.id)?.priceCents ?? 0,
            condition: line.condition as ProductCondition,
            reason: line.note ? `${line.reason}: ${line.note}` : line.reason,
          };
        }),
        taxes: priced.returnsTaxes.map((tax) => ({
          name: tax.code as TaxName,
          ratePercent: (tax.rate.numerator * 100) / tax.rate.denominator,
          amountCents: tax.amountCents,
        })),
      });
      // The crew's visit (decision 127): its completion returns the items and charges the fee.
      if (order) {
        if (photos.size > 0) await attachDraftPhotos(tx, order.id, customerId, draftId, ids);
        await scheduleVisit(tx, {
          orderId: order.id,
          customerId,
          cityId: city.id,
          addressId: first.addressId,
          kind: 'PICKUP',
          date: request.pickupDate,
          timeType: window.type as DeliveryTimeType,
        });
        await queueOrderNotice(tx, order.id); // the booking's confirmation (decision 154)
      }
      return order;
    });
    if (placed) {
      return {
        orderId: placed.id,
        orderNumber: placed.orderNumber,
        feeCents: priced.returnsSubtotalCents,
        totalCents: priced.returnsTotalCents,
      };
    }
    // Another request took the key meanwhile: answer with its order.
    return this.createReturnOrder(customerId, request);
  }

  /** Each line's item is the customer's and can be returned; the items by id. */
  private checkItems(
    lines: readonly ReturnLineRequest[],
    items: readonly HeldItemRecord[],
  ): Map<string, HeldItemRecord> {
    const byId = new Map(items.map((item) => [item.id, item]));
    lines.forEach((line, index) => {
      const item = byId.get(line.id);
      if (!item) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), {
          details: { field: `returns[${index}].id` },
        });
      }
      const refusal = returnRefusalText(item);
      if (refusal) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_returns_item_refusal, { name: item.name, refusal }),
          {
            details: { field: `returns[${index}].id` },
          },
        );
      }
    });
    return byId;
  }

  private checkRequest(request: ReturnOrderRequest): ReturnLineRequest[] {
    if (request.orderType !== 'RETURN') {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_only_returns), {
        details: { field: 'orderType' },
      });
    }
    if (
      typeof request.idempotencyKey !== 'string' ||
      request.idempotencyKey.length < 8 ||
      request.idempotencyKey.length > 100
    ) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_reload_and_retry), {
        details: { field: 'idempotencyKey' },
      });
    }
    if (request.returns.length === 0) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_choose_one), {
        details: { field: 'returns' },
      });
    }
    if (request.returns.length > 20) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_max_items), {
        details: { field: 'returns' },
      });
    }
    const seen = new Set<string>();
    return request.returns.map((line, index) => {
      const id = line.id.trim().toLowerCase();
      if (!isUuid(id)) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), {
          details: { field: `returns[${index}].id` },
        });
      }
      if (seen.has(id)) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_listed_twice), {
          details: { field: `returns[${index}].id` },
        });
      }
      seen.add(id);
      if (!(RETURN_REASONS as readonly string[]).includes(line.reason)) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_choose_reason), {
          details: { field: `returns[${index}].reason` },
        });
      }
      const note = line.note?.trim() ?? '';
      if (line.reason === 'OTHER' && note.length === 0) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_tell_why), {
          details: { field: `returns[${index}].note` },
        });
      }
      if (note.length > 400) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_note_length), {
          details: { field: `returns[${index}].note` },
        });
      }
      if (
        !(PRODUCT_CONDITIONS as readonly string[]).includes(line.condition) ||
        line.condition === 'MADE_TO_ORDER'
      ) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_choose_condition), {
          details: { field: `returns[${index}].condition` },
        });
      }
      return { id, reason: line.reason, condition: line.condition, note: note || null };
    });
  }
}
