/**
 * Partner orders (docs/decisions/140-partner-orders.md): a partner showroom (EQ3's point of
 * sale, role `customer:pos:eq3`) rings an order up for a customer; the order waits, PENDING,
 * until the customer gives the delivery address (`/partner/step/address`) and a card for the
 * later monthly payments (`/partner/step/billing`). Then it is CONFIRMED: the units are written
 * (ordered, billed once delivered) and the delivery visit is booked on the showroom's day, or
 * the depot's next day when that has passed.
 */
import type { DatabaseHandle } from '../../db/client';
import type { DeliveryTimeType } from '../../db/constants';
import { defaultCards } from '../billing/index';
import { findPaymentMethod } from '../../db/repositories/payment-method-repository';
import * as repo from './partner-repository';
import type { PartnerOrderLineRecord, PartnerOrderRecord } from './partner-repository';
import { runInTransaction } from '../../db/transaction';
import { queueOrderNotice } from '../notices/index';
import type { AccountHoldingsService } from '../account/index';
import type { AddressService } from '../addresses/index';
import { deliveryAreaOf } from '../addresses/index';
import type { ShippingAddressInput } from '../addresses/index';
import { servingArea, validateShippingAddress } from '../addresses/index';
import { createMembershipsForOrder } from '../billing/index';
import { addDays, localDate } from '../../shared/calendar-date';
import type { CatalogService } from '../catalog/index';
import { isUuid } from '../../shared/uuid';
import { scheduleVisit } from '../deliveries/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import { MONTHLY_PURCHASE_OPTIONS } from '../../shared/purchase-options';
import type { PurchaseOption } from '../../shared/purchase-options';

export type PartnerStep = 'ADDRESS' | 'BILLING' | 'DONE';

export interface PartnerOrderView extends PartnerOrderRecord {
  lines: PartnerOrderLineRecord[];
  step: PartnerStep;
}

export interface PartnerCardChoice {
  paymentMethodId?: string | null;
  source?: string | null;
}

const unknown = () =>
  new DomainError('NOT_FOUND', tr(m.errors_partner_order_not_found), {
    details: { field: 'orderId' },
  });

const stepOf = (order: PartnerOrderRecord): PartnerStep =>
  order.status !== 'PENDING' ? 'DONE' : order.shippingAddressId ? 'BILLING' : 'ADDRESS';

export class PartnerService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly addresses: AddressService,
    private readonly holdings: AccountHoldingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async view(order: PartnerOrderRecord): Promise<PartnerOrderView> {
    return {
      ...order,
      lines: await repo.partnerOrderLines(this.handle, order.id),
      step: stepOf(order),
    };
  }

  private async owned(customerId: string, orderId: string): Promise<PartnerOrderRecord> {
    const id = orderId.trim().toLowerCase();
    const order =
      isUuid(id) && isUuid(customerId)
        ? await repo.findPartnerOrder(this.handle, customerId, id)
        : null;
    if (!order) throw unknown();
    return order;
  }

  /** The customer's partner order to complete (or their latest one); null when none. */
  async current(customerId: string): Promise<PartnerOrderView | null> {
    if (!isUuid(customerId)) return null;
    const order = await repo.findCustomerPartnerOrder(this.handle, customerId);
    return order ? this.view(order) : null;
  }

  /**
   * Step 1: the delivery address, with the checks of every address (format, province, a depot
   * that reaches it) and one more: the showroom's depot must be the one that reaches it.
   */
  async setAddress(
    customerId: string,
    orderId: string,
    input: ShippingAddressInput,
  ): Promise<PartnerOrderView> {
    const order = await this.owned(customerId, orderId);
    if (order.status !== 'PENDING') {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_partner_already_confirmed), {
        details: { field: 'orderId' },
      });
    }
    const address = validateShippingAddress(input);
    const cities = (await this.catalog.cities()).filter((city) => city.visible);
    const area = servingArea(cities.map(deliveryAreaOf), address.postalCode, address.province);
    if (area && area.id !== order.cityId) {
      const depot = cities.find((city) => city.id === order.cityId)?.name ?? 'its depot';
      const message = tr(m.errors_partner_depot_not_reached, {
        store: order.partnerStore,
        depot,
        postalCode: address.postalCode,
        city: area.city.name,
      });
      throw new DomainError('BAD_USER_INPUT', message, {
        details: { field: 'postalcode', fields: { postalcode: message } },
      });
    }
    // Unreached postal codes and a full address book are refused here, under their field.
    const saved = await this.addresses.add(customerId, { ...input, primary: true });
    await runInTransaction(this.handle, (tx) =>
      repo.setPartnerOrderAddress(tx, order.id, saved.id, order.cityId),
    );
    return this.view(await this.owned(customerId, order.id));
  }

  /**
   * Step 2: the card later payments are charged to (a saved one, or a new one checked by the
   * processor and put on file), then the order is confirmed once. Repeating it changes nothing.
   */
  async complete(
    customerId: string,
    orderId: string,
    choice: PartnerCardChoice,
  ): Promise<PartnerOrderView> {
    const order = await this.owned(customerId, orderId);
    if (order.status !== 'PENDING') return this.view(order);
    if (!order.shippingAddressId) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_partner_address_first), {
        details: { field: 'address' },
      });
    }
    if (choice.source) {
      // Checked by the processor ($1.00 held and voided) and made the card on file.
      await this.holdings.replaceCard(customerId, choice.source);
    } else if (choice.paymentMethodId) {
      const method = isUuid(choice.paymentMethodId)
        ? await findPaymentMethod(this.handle, customerId, choice.paymentMethodId)
        : null;
      if (!method) {
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_saved_card_not_found), {
          details: { field: 'payment' },
        });
      }
    } else if (!(await defaultCards(this.handle, [customerId])).has(customerId)) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_partner_add_card), {
        details: { field: 'payment' },
      });
    }
    const city = await this.catalog.resolveCity(String(order.cityId));
    const earliest = addDays(localDate(this.now(), city.timezone), 1);
    await runInTransaction(this.handle, async (tx) => {
      const locked = await repo.findPartnerOrder(tx, customerId, order.id, true);
      if (!locked || locked.status !== 'PENDING' || !locked.shippingAddressId) return;
      const day =
        locked.deliveryDate && locked.deliveryDate >= earliest ? locked.deliveryDate : earliest;
      const timeType = (locked.deliveryTimeType ?? 'AFTERNOON') as DeliveryTimeType;
      if (!(await repo.confirmPartnerOrder(tx, locked.id, day, this.now()))) return;
      const lines = await repo.partnerOrderLines(tx, locked.id);
      await createMembershipsForOrder(tx, {
        customerId,
        orderId: locked.id,
        addressId: locked.shippingAddressId,
        startDate: day,
        lines: lines
          .filter((line) =>
            (MONTHLY_PURCHASE_OPTIONS as readonly string[]).includes(line.purchaseOption),
          )
          .map((line) => ({
            productId: line.productId,
            purchaseOption: line.purchaseOption as PurchaseOption,
            termLengthMonths: line.termLengthMonths,
            quantity: line.quantity,
            monthlyPriceCents: line.priceCents,
            pivotCareCents: line.pivotCareCents,
            retailValueCents: line.retailValueCents,
            paymentsDue: line.purchaseOption === 'rentv2' ? null : line.termLengthMonths,
          })),
      });
      await scheduleVisit(tx, {
        orderId: locked.id,
        customerId,
        cityId: locked.cityId,
        addressId: locked.shippingAddressId,
        kind: 'DELIVERY',
        date: day,
        timeType,
      });
      await queueOrderNotice(tx, locked.id); // the order's confirmation (decision 154)
    });
    return this.view(await this.owned(customerId, order.id));
  }
}
