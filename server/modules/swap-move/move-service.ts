/**
 * Moves (decision 136): some or all of the items at one address go to another of the
 * customer's addresses. The old depot's crew picks them up on the move day (at least a week
 * away), the new depot's crew delivers them (the same day within one depot, later across
 * depots). The fee is charged once at booking; bills dated on or after the move day are taxed in
 * the new address's province, and the items are at the new address once delivered.
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType, TaxName } from '../../db/constants';
import type { VisitItemRecord } from './swap-move-repository';
import {
  findCustomerAddress,
  findVisitItems,
  findVisitOrderByKey,
  insertVisitOrder,
  insertVisitPayment,
} from './swap-move-repository';
import { runInTransaction } from '../../db/transaction';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { deliveryAreaOf } from '../addresses/index';
import { servingArea } from '../addresses/index';
import { localDate } from '../../shared/calendar-date';
import type { CatalogService, City } from '../catalog/index';
import { isUuid } from '../../shared/uuid';
import { depotHours } from '../checkout/index';
import { createDeliveryForOrder } from '../deliveries/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';
import { sumTaxLines, taxLinesFor } from '../../shared/sales-tax';
import { listHeldItems } from '../buyout/index';
import { buyoutPrice, buyoutRefusal } from '../buyout/index';
import {
  MOVE_NOTICE_DAYS,
  checkRouteUrl,
  moveBasis,
  moveDeliveryDate,
  moveFee,
  placeName,
} from './move-fee';
import type { MoveZone } from './move-fee';
import { pieceMonthly } from './piece-monthly';
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

export const MOVE_CHARGE_PREFIX = 'move:';
export const MAX_MOVE_ITEMS = 40;

export interface MovableItem {
  id: string;
  name: string;
  /** French name and option names (decision 185): the wire names it in the reader's language. */
  nameFr: string | null;
  thumbUrl: string | null;
  purchaseOption: string;
  /** What the customer pays a month for it (decision 150); null for a piece they own. */
  monthly: MonthlyCharge | null;
  addressId: string;
  addressLabel: string;
  cityId: number;
}

export interface MoveQuote {
  feeCents: number;
  taxCents: number;
  totalCents: number;
  /** SAME_DEPOT: one depot's crew; BETWEEN_DEPOTS: priced on the road kilometres. */
  zone: MoveZone;
  /** What the fee is based on, in words ("973 km by road, Vancouver depot to Calgary depot"). */
  basis: string;
  /** The places the road passes, depots first and last ("Vancouver", "Calgary"). */
  route: string[];
  /** A map of the road between the depots, for the customer to check the distance. */
  checkRouteUrl: string | null;
  /**
   * What buying the pieces out costs today, before tax (the buyout's own pricing); null when
   * one of them cannot be bought out.
   */
  buyoutCents: number | null;
  /** The fee is more than the pieces' buyout: the quote suggests buying out or returning. */
  costsMoreThanBuyout: boolean;
  distanceKm: number;
  fromDepot: string;
  toDepot: string;
  toProvince: string;
  transitDays: number;
  earliestDate: string;
  deliveryDate: string | null;
  taxes: QuoteTaxLine[];
}

export interface MoveRequest {
  productIds: readonly string[];
  toAddressId: string;
  movedate: string;
  movetimetype: string;
  idempotencyKey: string;
}

export class MoveService {
  private readonly inFlight = new Map<string, Promise<VisitOrderResult>>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's items that can be moved now, oldest first (grouped by address by the screens). */
  async movable(customerId: string): Promise<MovableItem[]> {
    if (!isUuid(customerId)) return [];
    return (await findVisitItems(this.handle, customerId, null))
      .filter((item) => visitRefusal(item, 'move') === null)
      .map((item) => ({
        id: item.id,
        name: item.name,
        nameFr: item.nameFr,
        thumbUrl: item.imageUrl,
        purchaseOption: item.purchaseOption,
        monthly: monthlyChargeOf({
          purchaseOption: item.purchaseOption,
          status: item.subscriptionStatus,
          monthlyPriceCents: item.monthlyPriceCents,
          pivotCareCents: item.pivotCareCents,
        }),
        addressId: item.addressId,
        addressLabel: addressLabel(item),
        cityId: item.cityId,
      }));
  }

  private checkIds(productIds: readonly string[]): string[] {
    const ids = [...new Set(productIds.map((id) => id.trim().toLowerCase()))];
    if (ids.length === 0) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_moves_choose_one), {
        details: { field: 'productIds' },
      });
    }
    if (ids.length > MAX_MOVE_ITEMS) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_moves_max_items, { max: MAX_MOVE_ITEMS }),
        {
          details: { field: 'productIds' },
        },
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

  private checkItems(ids: string[], items: VisitItemRecord[]): VisitItemRecord[] {
    const byId = new Map(items.map((item) => [item.id, item]));
    const checked = ids.map((id, index) => {
      const item = byId.get(id);
      const field = `productIds[${index}]`;
      if (!item) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_returns_not_yours), {
          details: { field },
        });
      }
      const refusal = visitRefusal(item, 'move');
      if (refusal) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_cart_item_refusal, { name: item.name, refusal }),
          { details: { field } },
        );
      }
      return item;
    });
    const first = checked[0] as VisitItemRecord;
    if (checked.some((item) => item.addressId !== first.addressId)) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_moves_one_address), {
        details: { field: 'productIds' },
      });
    }
    return checked;
  }

  /** The depot serving the new address; refused under `toAddressId` when none does. */
  private async destination(customerId: string, toAddressId: string, from: VisitItemRecord) {
    const refuse = (message: LocalizedText) =>
      new DomainError('BAD_USER_INPUT', message, { details: { field: 'toAddressId' } });
    if (!isUuid(toAddressId)) throw refuse(tr(m.errors_moves_choose_address));
    const address = await findCustomerAddress(this.handle, customerId, toAddressId.toLowerCase());
    if (!address) throw refuse(tr(m.errors_moves_choose_address));
    if (address.id === from.addressId) throw refuse(tr(m.errors_moves_same_address));
    const cities = (await this.catalog.cities()).filter((city) => city.visible);
    const area = servingArea(cities.map(deliveryAreaOf), address.postalCode, address.province);
    if (!area) {
      throw refuse(tr(m.errors_moves_not_reached, { postalCode: address.postalCode }));
    }
    return { address, city: area.city };
  }

  private async priceMove(
    customerId: string,
    request: { productIds: readonly string[]; toAddressId: string; movedate?: string | null },
  ) {
    const ids = this.checkIds(request.productIds);
    const items = this.checkItems(ids, await findVisitItems(this.handle, customerId, ids));
    const first = items[0] as VisitItemRecord;
    const fromCity: City = await this.catalog.resolveCity(String(first.cityId));
    const { address, city: toCity } = await this.destination(
      customerId,
      request.toAddressId,
      first,
    );
    const fee = moveFee(
      {
        id: fromCity.id,
        slug: fromCity.slug,
        name: fromCity.name,
        deliveryFeeCents: fromCity.deliveryFeeCents,
      },
      {
        id: toCity.id,
        slug: toCity.slug,
        name: toCity.name,
        deliveryFeeCents: toCity.deliveryFeeCents,
      },
      items.length,
    );
    // Taxed where the furniture goes, on the day it is charged.
    const taxes = taxLinesFor(
      address.province,
      fee.feeCents,
      localDate(this.now(), toCity.timezone),
    );
    const taxCents = sumTaxLines(taxes);
    const buyoutCents = await this.buyoutOf(customerId, ids);
    const depotNames = Object.fromEntries(
      (await this.catalog.cities()).map((city) => [city.slug, city.name] as const),
    );
    const today = localDate(this.now(), fromCity.timezone);
    const earliestDate = new Date(`${today}T12:00:00Z`);
    earliestDate.setUTCDate(earliestDate.getUTCDate() + MOVE_NOTICE_DAYS);
    const quote: MoveQuote = {
      feeCents: fee.feeCents,
      taxCents,
      totalCents: fee.feeCents + taxCents,
      zone: fee.zone,
      basis: moveBasis(fee, fromCity.name, toCity.name),
      route: fee.via.map((slug) => placeName(slug, depotNames)),
      checkRouteUrl: checkRouteUrl(fromCity.slug, toCity.slug),
      buyoutCents,
      costsMoreThanBuyout: buyoutCents !== null && fee.feeCents > buyoutCents,
      distanceKm: fee.distanceKm,
      fromDepot: fromCity.name,
      toDepot: toCity.name,
      toProvince: address.province,
      transitDays: fee.transitDays,
      earliestDate: earliestDate.toISOString().slice(0, 10),
      deliveryDate: request.movedate ? moveDeliveryDate(request.movedate, fee) : null,
      taxes: taxes.map((tax) => ({ code: tax.code, name: tax.name, amountCents: tax.amountCents })),
    };
    return { ids, items, first, fromCity, toCity, address, fee, taxes, quote };
  }

  /**
   * What buying the pieces out would cost today, before tax, by the buyout's own pricing; null
   * when one of them cannot be bought out (final sale, repaired, no retail value).
   */
  private async buyoutOf(customerId: string, ids: readonly string[]): Promise<number | null> {
    const wanted = new Set(ids);
    const held = (await listHeldItems(this.handle, customerId)).filter((item) =>
      wanted.has(item.id),
    );
    if (held.length !== wanted.size) return null;
    let total = 0;
    for (const item of held) {
      if (buyoutRefusal(item) !== null || item.retailValueCents === null) return null;
      total += buyoutPrice({
        purchaseOption: item.purchaseOption,
        retailValueCents: item.retailValueCents,
        monthlyPriceCents: item.monthlyPriceCents,
        // Only paid months count, as the buyout itself prices them (decision 152).
        paidMonths: Math.max(0, item.paymentsMade - item.unpaidMonths),
        paymentsDue: item.paymentsDue,
      }).amountCents;
    }
    return total;
  }

  /** The fee, its tax and the days of a move, priced afresh (moveQuote). */
  async quote(
    customerId: string,
    request: { productIds: readonly string[]; toAddressId: string; movedate?: string | null },
  ): Promise<MoveQuote> {
    if (!isUuid(customerId)) throw new DomainError('NO_AUTH', tr(m.errors_moves_sign_in));
    return (await this.priceMove(customerId, request)).quote;
  }

  /** Books the move and charges its fee once (createMoveOrder). */
  async createOrder(customerId: string, request: MoveRequest): Promise<VisitOrderResult> {
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

  private async place(customerId: string, request: MoveRequest): Promise<VisitOrderResult> {
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          [...request.productIds].map((id) => id.trim().toLowerCase()).sort(),
          request.toAddressId.toLowerCase(),
          request.movedate,
          request.movetimetype,
        ]),
      )
      .digest('hex');
    const existing = await findVisitOrderByKey(this.handle, request.idempotencyKey);
    if (existing) {
      if (
        existing.customerId !== customerId ||
        existing.requestHash !== hash ||
        existing.type !== 'MOVE'
      ) {
        throw new DomainError('CONFLICT', tr(m.errors_moves_key_reused), {
          details: { field: 'idempotencyKey' },
        });
      }
      return answerForKey(this.handle, this.gateway, existing);
    }
    const priced = await this.priceMove(customerId, request);
    const window = checkVisitChoice(
      { date: request.movedate, timeType: request.movetimetype },
      depotHours(priced.fromCity),
      {
        now: this.now(),
        noticeDays: MOVE_NOTICE_DAYS,
        prefix: 'move',
        noticeMessage: (earliest) => tr(m.errors_moves_notice, { date: earliest }),
      },
    );
    const deliveryDate = moveDeliveryDate(request.movedate, priced.fee);
    if (priced.quote.totalCents > 0) await cardOnFile(this.handle, customerId);
    const placed = await runInTransaction(this.handle, async (tx) => {
      // Re-checked under the lock: a second move of an item waits here, then is refused.
      const items = this.checkItems(
        priced.ids,
        await findVisitItems(tx, customerId, priced.ids, { lock: true }),
      );
      // Held until the booking is written: the address cannot be removed in between.
      if (!(await findCustomerAddress(tx, customerId, priced.address.id, { lock: true }))) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_moves_choose_address), {
          details: { field: 'toAddressId' },
        });
      }
      const order = await insertVisitOrder(tx, {
        type: 'MOVE',
        customerId,
        cityId: priced.fromCity.id,
        addressId: priced.first.addressId,
        moveAddressId: priced.address.id,
        date: deliveryDate,
        pickupDate: request.movedate,
        timeType: window.type as DeliveryTimeType,
        feeCents: priced.quote.feeCents,
        taxTotalCents: priced.quote.taxCents,
        totalCents: priced.quote.totalCents,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        moveDistanceKm: priced.fee.distanceKm,
        moveBasis: priced.quote.basis,
        lines: items.map((item) => ({
          kind: 'PRODUCT' as const,
          membershipProductId: item.id,
          productId: item.productId,
          name: item.name,
          thumbUrl: item.imageUrl,
          optionValueNames: [],
          purchaseOption: item.purchaseOption,
          termLengthMonths: item.termLengthMonths,
          // What the piece costs a month, as before the move (nothing of it is charged today).
          priceCents: pieceMonthly(item).feeCents,
          pivotCareCents: pieceMonthly(item).pivotCareCents,
        })),
        taxes: priced.taxes.map((tax) => ({
          name: tax.code as TaxName,
          ratePercent: (tax.rate.numerator * 100) / tax.rate.denominator,
          amountCents: tax.amountCents,
        })),
      });
      if (!order) return null;
      await createDeliveryForOrder(tx, {
        orderId: order.id,
        customerId,
        cityId: priced.fromCity.id,
        addressId: priced.first.addressId,
        kind: 'PICKUP',
        date: request.movedate,
        timeType: window.type as DeliveryTimeType,
      });
      await createDeliveryForOrder(tx, {
        orderId: order.id,
        customerId,
        cityId: priced.toCity.id,
        addressId: priced.address.id,
        kind: 'DELIVERY',
        date: deliveryDate,
        timeType: window.type as DeliveryTimeType,
      });
      const chargeKey = priced.quote.totalCents > 0 ? `${MOVE_CHARGE_PREFIX}${order.id}` : null;
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
      description: `Move ${placed.orderNumber}`,
    });
  }
}
