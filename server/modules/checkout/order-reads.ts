/**
 * The read side of checkout: the quote, the customer's orders and agreements, saved cards and
 * the delivery schedule. Nothing here charges or takes stock.
 */
import { LIQUIDATION_FLAG } from '../../db/constants';
import type { SalesChannel } from '../cart/index';
import type { OrderRecord } from '../../db/repositories/order-repository';
import * as orders from '../../db/repositories/order-repository';
import type { PaymentMethodRecord } from '../../db/repositories/payment-method-repository';
import { listPaymentMethods } from '../../db/repositories/payment-method-repository';
import type { IsoDate } from '../../shared/calendar-date';
import { addDays, localDate } from '../../shared/calendar-date';
import type { City } from '../catalog/index';
import { assertSignatureMatches } from './agreement-signature';
import { isUuid } from '../../shared/uuid';
import { signatureOf } from './checkout-request';
import type { DeliveryWindow } from '../../shared/delivery-schedule';
import { deliveryWindows, latestDaysAhead } from '../../shared/delivery-schedule';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import { returnPolicyInForce } from '../returns/index';
import type { CartLineInput, PricedCart } from '../cart/index';
import type { CheckoutContext } from './context';
import { MAX_ORDER_IDS } from './context';
import { isCardExpired } from './payment';
import { checkoutCustomer, depotHours, priceFresh } from './pricing';

export interface QuoteArgs {
  cityId: string;
  products: readonly CartLineInput[];
  includeAssembly?: boolean | null;
  /** Default `online` (decision 116). */
  channel?: SalesChannel | undefined;
}

export interface DeliverySchedule {
  city: City;
  today: IsoDate;
  latestDate: IsoDate;
  maxDaysAhead: number;
  windows: DeliveryWindow[];
}

export type SavedCard = PaymentMethodRecord & { expired: boolean };

/** What checkout would charge now: the cart priced from fresh facts, with account credit. */
export async function quote(
  context: CheckoutContext,
  customerId: string,
  args: QuoteArgs,
): Promise<PricedCart> {
  const customer = await checkoutCustomer(context.handle, customerId);
  const { priced } = await priceFresh(context.handle, context.now(), customer.balanceCents, {
    cityId: args.cityId,
    products: args.products,
    includeAssembly: args.includeAssembly ?? false,
    channel: args.channel ?? 'online',
  });
  return priced;
}

/** The customer's own orders among `orderIds`; other ids are left out, never reported. */
export async function findOrders(
  context: CheckoutContext,
  customerId: string,
  orderIds: readonly string[],
): Promise<OrderRecord[]> {
  if (orderIds.length > MAX_ORDER_IDS) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_checkout_max_orders, { max: MAX_ORDER_IDS }),
      {
        details: { field: 'orderIds' },
      },
    );
  }
  const ids = orderIds.map((id) => id.trim().toLowerCase()).filter(isUuid);
  return orders.loadCustomerOrders(context.handle, customerId, [...new Set(ids)]);
}

/** One of the customer's orders, which must exist (it was just placed or signed). */
export async function loadOrder(
  context: CheckoutContext,
  customerId: string,
  orderId: string,
): Promise<OrderRecord> {
  const [order] = await orders.loadCustomerOrders(context.handle, customerId, [orderId]);
  if (!order) throw new Error(`order ${orderId} of customer ${customerId} vanished`);
  return order;
}

/** Placed subscription orders of the customer whose agreement is not signed yet. */
export async function unsignedAgreements(
  context: CheckoutContext,
  customerId: string,
): Promise<OrderRecord[]> {
  const ids = await orders.listUnsignedAgreementOrderIds(context.handle, customerId, MAX_ORDER_IDS);
  return orders.loadCustomerOrders(context.handle, customerId, ids);
}

/** Signs the agreement of one of the customer's subscription orders (again is fine). */
export async function signAgreement(
  context: CheckoutContext,
  customerId: string,
  orderId: string,
  signedName: string,
): Promise<OrderRecord> {
  const signed = signatureOf(signedName);
  const id = orderId.trim().toLowerCase();
  // The order's name signs it (decision 159); an order with nothing to sign is not found below.
  const [order] = isUuid(id)
    ? await orders.loadCustomerOrders(context.handle, customerId, [id])
    : [];
  const needsSignature = order?.lines.some(
    (line) => line.kind === 'PRODUCT' && line.termLengthMonths !== null,
  );
  if (order?.address && needsSignature) assertSignatureMatches(signed, order.address);
  const outcome = isUuid(id)
    ? await orders.signOrderAgreement(
        context.handle,
        customerId,
        id,
        // The terms shown when signing: the version in force today (decision 153).
        returnPolicyInForce(localDate(context.now(), 'America/Toronto')).version,
      )
    : 'not-found';
  if (outcome === 'not-found') {
    throw new DomainError('NOT_FOUND', tr(m.errors_checkout_agreement_not_found), {
      details: { field: 'orderId' },
    });
  }
  return loadOrder(context, customerId, id);
}

/** The customer's saved cards, default first, each marked when it has expired. */
export async function savedCards(
  context: CheckoutContext,
  customerId: string,
): Promise<SavedCard[]> {
  const cards = await listPaymentMethods(context.handle, customerId);
  const now = context.now();
  return cards.map((card) => ({
    ...card,
    expired: isCardExpired(
      {
        brand: card.cardType,
        last4: card.cardLastFour,
        expMonth: card.cardExpiryMonth,
        expYear: card.cardExpiryYear,
      },
      now,
    ),
  }));
}

/** The days and windows a city's depot delivers, for the checkout's date step. */
export async function deliverySchedule(
  context: CheckoutContext,
  cityId: string,
): Promise<DeliverySchedule> {
  const city = await context.catalog.resolveCity(cityId);
  const pickupOnly = await context.catalog.isFlagOn(LIQUIDATION_FLAG);
  const today = localDate(context.now(), city.timezone);
  return {
    city,
    today,
    latestDate: addDays(today, latestDaysAhead(pickupOnly)),
    maxDaysAhead: latestDaysAhead(pickupOnly),
    windows: deliveryWindows(depotHours(city), pickupOnly),
  };
}
