/**
 * Transaction 1 of checkout, as named steps: price the cart afresh, check the address, the
 * delivery day and the amount, claim the idempotency key with a PENDING order, take stock,
 * write lines and taxes, spend credit, write the pending payment. Every step runs on the
 * transaction's handle; any refusal throws and rolls all of it back.
 */
import type { DatabaseHandle } from '../../db/client';
import { LIQUIDATION_FLAG, type TaxName } from '../../db/constants';
import type { AddressRecord } from '../../db/repositories/address-repository';
import { findCustomerAddress } from '../../db/repositories/address-repository';
import * as repo from '../../db/repositories/checkout-repository';
import type { CheckoutCustomer, NewOrderLine } from '../../db/repositories/checkout-repository';
import { deliveryRefusal } from '../addresses/index';
import { assertSignatureMatches } from './agreement-signature';
import { agreementDocument, agreementText } from './agreement-document';
import { spendAccountCredit } from '../billing/index';
import { createMembershipsForOrder } from '../billing/index';
import { createDeliveryForOrder } from '../deliveries/index';
import { localDate } from '../../shared/calendar-date';
import { returnPolicyInForce } from '../returns/index';
import type { City } from '../catalog/index';
import { CatalogService } from '../catalog/index';
import type { CheckoutRequest } from './checkout-request';
import type { DeliveryWindow } from '../../shared/delivery-schedule';
import { checkDeliveryChoice } from '../../shared/delivery-schedule';
import { DomainError } from '../../shared/errors';
import { money, tr } from '../../i18n/localized';
import type { Locale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { PricedCart, PricedCartProduct } from '../cart/index';
import type { CheckoutContext } from './context';
import { CHARGE_KEY_PREFIX } from './context';
import type { ResolvedPayment } from './payment';
import { assertSellable, checkoutCustomer, depotHours, priceFresh } from './pricing';

/** One attempt at placing an order: who, what, the request's hash and the card resolved for it. */
export interface PendingOrderAttempt {
  customerId: string;
  request: CheckoutRequest;
  hash: string;
  payment: ResolvedPayment | null;
}

/** The committed PENDING (or, when nothing is due, CONFIRMED) order. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  shippingAddressId: string;
  amountDueCents: number;
  /** The gateway key to charge with; null when nothing is to be charged. */
  chargeKey: string | null;
}

/** Transaction 1. Throws (rolling back) on any refusal; null when the key is taken. */
export async function placePendingOrder(
  tx: DatabaseHandle,
  context: CheckoutContext,
  attempt: PendingOrderAttempt,
): Promise<PlacedOrder | null> {
  const { customerId, request, payment } = attempt;
  // Cheap early exit for the losers of a double click; the unique index still decides.
  if (await repo.findOrderByKey(tx, request.idempotencyKey)) return null;

  const customer = await checkoutCustomer(tx, customerId);
  const { city, priced } = await priceFresh(tx, context.now(), customer.balanceCents, request);
  assertSellable(priced);
  const pickupOnly = await new CatalogService(tx, { cache: false }).isFlagOn(LIQUIDATION_FLAG);
  const address = await deliveryAddress(tx, customerId, request, city, pickupOnly);
  // The agreement is signed with the order's name (decision 159).
  if (request.agreementSignedBy !== null && priced.products.some(isSubscription)) {
    assertSignatureMatches(request.agreementSignedBy, address);
  }
  const window = deliveryWindow(context, request, city, priced, pickupOnly);
  checkAmountDue(request, priced, payment);

  const order = await claimIdempotencyKey(tx, attempt, {
    city,
    priced,
    address,
    window,
    referrerId: await referrerOf(tx, customerId, request, customer),
    today: localDate(context.now(), city.timezone),
  });
  if (!order) return null;
  await takeStock(tx, city, priced);
  await writeLines(tx, order.id, priced);
  await writeMemberships(tx, order.id, customerId, address.id, request.deliveryDate, priced);
  await createDeliveryForOrder(tx, {
    orderId: order.id,
    customerId,
    cityId: city.id,
    addressId: address.id,
    kind: 'DELIVERY',
    date: request.deliveryDate,
    timeType: window.type,
  });
  await writeTaxes(tx, order.id, priced);
  await spendCredit(tx, customerId, order.id, priced);
  const chargeKey = await writePendingPayment(tx, order.id, customerId, priced, payment);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId,
    shippingAddressId: address.id,
    amountDueCents: priced.amountDueCents,
    chargeKey,
  };
}

/** The customer's own delivery address, in the city's province and reached by its crew (unless pickup only). */
async function deliveryAddress(
  tx: DatabaseHandle,
  customerId: string,
  request: CheckoutRequest,
  city: City,
  pickupOnly: boolean,
): Promise<AddressRecord> {
  const address = await findCustomerAddress(tx, customerId, request.shippingAddressId);
  if (!address || address.type !== 'SHIPPING') {
    throw new DomainError('NOT_FOUND', tr(m.errors_checkout_address_not_found), {
      details: { field: 'shippingAddressId' },
    });
  }
  if (pickupOnly) return address;
  const refusal = deliveryRefusal(city, address);
  if (refusal === 'OTHER_PROVINCE') {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_checkout_other_province, {
        city: city.name,
        cityProvince: city.provinceCode,
        province: address.province,
      }),
      { details: { field: 'shippingAddressId' } },
    );
  }
  if (refusal === 'OUT_OF_REACH') {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_checkout_out_of_reach, { city: city.name, postalCode: address.postalCode }),
      { details: { field: 'shippingAddressId' } },
    );
  }
  return address;
}

/** The delivery day and window chosen, if the depot delivers then. */
function deliveryWindow(
  context: CheckoutContext,
  request: CheckoutRequest,
  city: City,
  priced: PricedCart,
  pickupOnly: boolean,
): DeliveryWindow {
  return checkDeliveryChoice(
    { date: request.deliveryDate, timeType: request.deliveryTimeType },
    depotHours(city),
    {
      earliest: priced.estimatedDeliveryDate ?? localDate(context.now(), city.timezone),
      now: context.now(),
      pickupOnly,
    },
  );
}

/** The amount due is what the customer reviewed, and a card pays it when it is not zero. */
function checkAmountDue(
  request: CheckoutRequest,
  priced: PricedCart,
  payment: ResolvedPayment | null,
): void {
  if (
    request.expectedAmountDueCents !== null &&
    request.expectedAmountDueCents !== priced.amountDueCents
  ) {
    throw new DomainError(
      'CONFLICT',
      tr(m.errors_checkout_prices_changed, { amount: money(priced.amountDueCents) }),
      { details: { field: 'expectedAmountDue', amountDue: priced.amountDueCents / 100 } },
    );
  }
  if (priced.amountDueCents > 0 && !payment) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_choose_card), {
      details: { field: 'payment' },
    });
  }
}

/** Who referred this order: the request's referrer when it is another existing customer, else the customer's own. */
async function referrerOf(
  tx: DatabaseHandle,
  customerId: string,
  request: CheckoutRequest,
  customer: CheckoutCustomer,
): Promise<string | null> {
  return request.referrer &&
    request.referrer !== customerId &&
    (await repo.customerExists(tx, request.referrer))
    ? request.referrer
    : customer.referrerId;
}

/** A monthly line (subscription, rental or financing): it needs the customer's signed agreement. */
function isSubscription(line: PricedCartProduct): boolean {
  return line.kind !== 'PURCHASE';
}

/**
 * Writes the order, claiming the idempotency key (unique index): PENDING until paid, CONFIRMED
 * at once when nothing is due. Null when another request holds the key.
 */
async function claimIdempotencyKey(
  tx: DatabaseHandle,
  attempt: PendingOrderAttempt,
  order: {
    city: City;
    priced: PricedCart;
    address: AddressRecord;
    window: DeliveryWindow;
    referrerId: string | null;
    /** The depot's day: the return policy in force then is the one signed. */
    today: string;
  },
): Promise<{ id: string; orderNumber: string } | null> {
  const { request } = attempt;
  const { priced } = order;
  const requiresAgreement = priced.products.some(isSubscription);
  return repo.insertOrder(tx, {
    customerId: attempt.customerId,
    cityId: order.city.id,
    status: priced.amountDueCents === 0 ? 'CONFIRMED' : 'PENDING',
    shippingAddressId: order.address.id,
    deliveryDate: request.deliveryDate,
    deliveryTimeType: order.window.type,
    includeAssembly: priced.assemblyApplied,
    productsSubtotalCents: priced.productsSubtotalCents,
    originalProductsSubtotalCents: priced.products.reduce(
      (sum, line) =>
        sum +
        (line.kind === 'PURCHASE' ? line.retailPriceCents : line.monthlyCents) * line.quantity,
      0,
    ),
    deliveryCents: priced.deliveryTotalCents,
    assemblyCents: priced.assemblyTotalCents,
    taxTotalCents: priced.totalTaxCents + priced.returnsTaxCents,
    totalCents: priced.totalCents,
    totalChargedCents: 0,
    balanceUsedCents: priced.balanceUsedCents,
    referrerId: order.referrerId,
    clientVersion: request.clientVersion,
    idempotencyKey: request.idempotencyKey,
    requestHash: attempt.hash,
    hasSignedAgreement: requiresAgreement && request.agreementSignedBy !== null,
    // The return terms the customer was shown and signed (decision 153).
    agreementVersion:
      requiresAgreement && request.agreementSignedBy !== null
        ? returnPolicyInForce(order.today).version
        : null,
    // The agreement as shown and signed, its amounts from this pricing (decision 160).
    agreementText:
      requiresAgreement && request.agreementSignedBy !== null
        ? signedText(priced, order.today, request.locale)
        : null,
    agreementLanguage:
      requiresAgreement && request.agreementSignedBy !== null ? request.locale : null,
  });
}

/** The agreement's text, signed by its name, as the order keeps it, in the language signed. */
function signedText(priced: PricedCart, today: string, locale: Locale): string | null {
  const document = agreementDocument(priced, today, locale);
  return document ? agreementText(document, locale) : null;
}

/** The products of the cart, by id, in id order: the order stock is taken and put back in. */
function productIdsInOrder(priced: PricedCart): number[] {
  return [...new Set(priced.products.map((line) => Number(line.productId)))].sort((a, b) => a - b);
}

/**
 * Takes stock: one conditional UPDATE per counted product, in id order so concurrent orders
 * never deadlock. OUT_OF_STOCK when one sold out meanwhile.
 */
async function takeStock(tx: DatabaseHandle, city: City, priced: PricedCart): Promise<void> {
  const wanted = new Map<number, { quantity: number; name: string }>();
  for (const line of priced.products) {
    const id = Number(line.productId);
    const entry = wanted.get(id) ?? { quantity: 0, name: line.name };
    entry.quantity += line.quantity;
    wanted.set(id, entry);
  }
  const ids = productIdsInOrder(priced);
  const tracked = await repo.inventoryTracking(tx, city.id, ids);
  for (const id of ids) {
    if (!tracked.get(id)) continue; // made to order: nothing to count down
    const { quantity, name } = wanted.get(id) as { quantity: number; name: string };
    if (!(await repo.takeStock(tx, city.id, id, quantity))) {
      throw new DomainError(
        'OUT_OF_STOCK',
        tr(m.errors_checkout_sold_out, { name, city: city.name }),
        { details: { field: 'products', productId: String(id) } },
      );
    }
  }
}

/** The order's product lines, as priced, with each variant's option names. */
async function writeLines(tx: DatabaseHandle, orderId: string, priced: PricedCart): Promise<void> {
  const names = await repo.optionValueNames(tx, productIdsInOrder(priced));
  await repo.insertOrderLines(
    tx,
    orderId,
    priced.products.map((line) => ({
      productId: Number(line.productId),
      name: line.name,
      thumbUrl: line.image,
      optionValueNames: names.get(Number(line.productId)) ?? [],
      condition: line.condition as NewOrderLine['condition'],
      quantity: line.quantity,
      // The option the line was priced with (ownv3 in the liquidation sale): what was sold.
      purchaseOption: line.pricedPurchaseOption,
      // A monthly line keeps its term (month to month is 1): the order then needs the
      // customer's signed agreement. Purchases have no term.
      termLengthMonths: isSubscription(line) ? Math.max(1, line.termLength ?? 1) : null,
      // The monthly fee or instalment for a monthly line, the price for a purchase.
      priceCents: line.priceCents,
      originalPriceCents: line.kind === 'PURCHASE' ? line.retailPriceCents : line.priceCents,
      pivotCare: line.pivotCareApplied,
      pivotCareCents: line.pivotCareApplied ? (line.pivotCareCents ?? 0) : 0,
      assemblyCents:
        priced.assemblyApplied && line.assemblyFeeCents !== null
          ? line.assemblyFeeCents * line.quantity
          : 0,
      finalSale: line.finalSale,
    })),
  );
}

/**
 * One membership unit per unit of every monthly line (subscription, financing, rental), starting
 * on the delivery day with its first payment made today; the billing run takes it from there.
 */
async function writeMemberships(
  tx: DatabaseHandle,
  orderId: string,
  customerId: string,
  addressId: string,
  deliveryDate: string,
  priced: PricedCart,
): Promise<void> {
  const lines = priced.products
    .filter((line) => line.kind !== 'PURCHASE')
    .map((line) => ({
      productId: Number(line.productId),
      purchaseOption: line.pricedPurchaseOption,
      termLengthMonths: line.termLength,
      quantity: line.quantity,
      monthlyPriceCents: line.priceCents,
      pivotCareCents: line.pivotCareApplied ? (line.pivotCareCents ?? 0) : 0,
      retailValueCents: line.purchasePriceCents,
      paymentsDue: line.paymentsDue,
    }));
  if (lines.length === 0) return;
  await createMembershipsForOrder(tx, {
    customerId,
    orderId,
    addressId,
    startDate: deliveryDate,
    lines,
  });
}

/** The order's tax lines: the products' taxes, then the returns'. */
async function writeTaxes(tx: DatabaseHandle, orderId: string, priced: PricedCart): Promise<void> {
  await repo.insertOrderTaxes(
    tx,
    orderId,
    [...priced.taxes, ...priced.returnsTaxes].map((tax) => ({
      name: tax.code as TaxName,
      ratePercent: ratePercent(tax.rate),
      amountCents: tax.amountCents,
    })),
  );
}

/**
 * Spends the account credit the price used, through the credit ledger; CONFLICT when the
 * balance changed meanwhile.
 */
async function spendCredit(
  tx: DatabaseHandle,
  customerId: string,
  orderId: string,
  priced: PricedCart,
): Promise<void> {
  if (
    priced.balanceUsedCents > 0 &&
    !(await spendAccountCredit(tx, customerId, priced.balanceUsedCents, { orderId }))
  ) {
    throw new DomainError('CONFLICT', tr(m.errors_checkout_balance_changed), {
      details: { field: 'balanceUsed' },
    });
  }
}

/** The PENDING payment of the amount due, keyed for the gateway; returns that key (null: nothing to charge). */
async function writePendingPayment(
  tx: DatabaseHandle,
  orderId: string,
  customerId: string,
  priced: PricedCart,
  payment: ResolvedPayment | null,
): Promise<string | null> {
  if (priced.amountDueCents === 0 || !payment) return null;
  const chargeKey = `${CHARGE_KEY_PREFIX}${orderId}`;
  await repo.insertPendingPayment(tx, {
    orderId,
    customerId,
    amountCents: priced.amountDueCents,
    chargeKey,
    cardType: payment.card.brand,
    cardLastFour: payment.card.last4,
    cardExpiryMonth: payment.card.expMonth,
    cardExpiryYear: payment.card.expYear,
  });
  return chargeKey;
}

function ratePercent(rate: { numerator: number; denominator: number }): number {
  return (rate.numerator * 100) / rate.denominator;
}
