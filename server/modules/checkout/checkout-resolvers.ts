/**
 * Checkout, orders, addresses and saved cards. Every operation needs a signed-in customer
 * (NO_AUTH otherwise); the services get the customer id from the verified token, never from
 * the arguments. Resolvers return integer cents; the Money scalar writes dollars (decision 175).
 */
import type { OrderRecord } from './checkout-service';
import { agreementDocument } from './agreement-document';
import { VISIT_LEAD_TIMES, earliestVisitDay } from '../../shared/visit-lead-times';
import { mapPaymentCard } from '../account/index';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';
import { cartLines, pricedFor, salesChannelOf } from '../cart/index';
import { centsOf } from '../../api/resolvers/money';
import { lineNamesIn } from '../../shared/french-names';

import { mapShippingAddress } from '../../api/resolvers/address-mapping';

export { mapShippingAddress };

function isoDateTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function orderLines(row: OrderRecord, kind: 'PRODUCT' | 'RETURN') {
  return row.lines.filter((line) => line.kind === kind);
}

export const checkoutResolvers: Resolvers = {
  Query: {
    async findOrders(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.checkout.findOrders(userId, args.orderIds);
    },
    async unsignedAgreements(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.checkout.unsignedAgreements(userId);
    },
    async findShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      if (!args.withProducts) return (await context.addresses.list(userId)).map(mapShippingAddress);
      const groups = await context.accountHoldings.productsByAddress(userId, null, context.locale);
      return groups.map((group) => ({
        ...mapShippingAddress(group.address),
        products: group.products,
      }));
    },
    async findPayment(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.accountHoldings.payment(userId)).map(mapPaymentCard);
    },
    async deliverySchedule(_root, args, context) {
      const schedule = await context.checkout.deliverySchedule(args.cityId);
      return {
        cityId: String(schedule.city.id),
        cityName: schedule.city.name,
        timezone: schedule.city.timezone,
        today: schedule.today,
        latestDate: schedule.latestDate,
        maxDaysAhead: schedule.maxDaysAhead,
        windows: schedule.windows.map((window) => ({ ...window })),
        visitLeadTimes: Object.values(VISIT_LEAD_TIMES).map((lead) => ({
          ...lead,
          earliestDate: earliestVisitDay(lead.flow, schedule.today),
        })),
      };
    },
    async checkoutQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const channel = salesChannelOf(context.auth);
      const priced = await context.checkout.quote(userId, {
        channel,
        cityId: args.cityId,
        products: cartLines(args.products),
        includeAssembly: args.includeAssembly ?? false,
      });
      return pricedFor(priced, channel);
    },
    async checkoutAgreement(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const priced = await context.checkout.quote(userId, {
        channel: salesChannelOf(context.auth),
        cityId: args.cityId,
        products: cartLines(args.products),
        includeAssembly: args.includeAssembly ?? false,
      });
      // A cart with a refused line has no agreement to sign until it is fixed.
      if (priced.errors.length > 0) return null;
      // Written in the request's language: the one the customer reads and signs (decision 179).
      const document = agreementDocument(priced, priced.quoteDate, context.locale);
      return document
        ? { version: document.version, clauses: document.clauses.map((clause) => ({ ...clause })) }
        : null;
    },
  },
  Mutation: {
    async signAgreement(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.checkout.signAgreement(userId, args.orderId, args.signedName);
    },
    async addShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapShippingAddress(await context.addresses.add(userId, args.address));
    },
    async checkout(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const order = await context.checkout.checkout(userId, {
        cityId: args.cityId,
        products: cartLines(args.products),
        returns: args.returns ?? null,
        shippingAddressId: args.shippingAddressId,
        deliverydate: args.deliverydate,
        deliverytimetype: args.deliverytimetype,
        referrer: args.referrer ?? null,
        clientVersion: args.clientVersion ?? context.clientVersion,
        includeAssembly: args.includeAssembly ?? false,
        idempotencyKey: args.idempotencyKey,
        payment: args.payment ?? null,
        expectedAmountDueCents:
          args.expectedAmountDue === null || args.expectedAmountDue === undefined
            ? null
            : centsOf(args.expectedAmountDue, 'expectedAmountDue'),
        agreement: args.agreement ?? null,
        channel: salesChannelOf(context.auth),
        locale: context.locale,
      });
      return order;
    },
  },
  // An order (mappers in scripts/codegen.ts, decision 175): one record whose lines become the
  // products and the returns; only the fields named otherwise on the wire are resolved here.
  Order: {
    address: (row) => (row.address ? mapShippingAddress(row.address) : null),
    orderDate: (row) => isoDateTime(row.createdAt) as string,
    purchaseDate: (row) => isoDateTime(row.purchaseDate),
    deliverydate: (row) => row.deliveryDate,
    deliverytimetype: (row) => row.deliveryTimeType,
    returndate: (row) => row.returnDate,
    returntimetype: (row) => row.returnTimeType,
    requiresAgreement: (row) =>
      orderLines(row, 'PRODUCT').some((line) => line.termLengthMonths !== null),
    products: (row, _args, context) =>
      orderLines(row, 'PRODUCT').map((line) => ({
        productId: String(line.productId),
        ...lineNamesIn(line, context.locale),
        thumbUrl: line.thumbUrl,
        condition: line.condition,
        quantity: line.quantity,
        purchaseOption: line.purchaseOption,
        termLength: line.termLengthMonths,
        price: line.priceCents,
        originalPrice: line.originalPriceCents,
        pivotCare: line.pivotCare ? line.pivotCareCents : null,
        // What the line added to the charge: the price, or the first month with its PivotCare.
        lineTotal: (line.priceCents + (line.pivotCare ? line.pivotCareCents : 0)) * line.quantity,
        assembly: line.assemblyCents,
        finalSale: line.finalSale,
      })),
    returns: (row, _args, context) =>
      orderLines(row, 'RETURN').map((line) => ({
        pos: line.pos,
        name: lineNamesIn(line, context.locale).name,
        subscriptionLength: line.termLengthMonths,
        handlingPrice: line.handlingPriceCents,
      })),
    originalProductSubtotal: (row) => row.originalProductsSubtotalCents,
    subtotalProduct: (row) => row.productsSubtotalCents,
    shippingPrice: (row) => row.deliveryCents,
    assemblyPrice: (row) => row.assemblyCents,
    subtotalHandling: (row) =>
      orderLines(row, 'RETURN').reduce((sum, line) => sum + line.handlingPriceCents, 0),
    discount: (row) => row.discountCents,
    taxes: (row) =>
      row.taxes.map((tax) => ({
        name: `${tax.name} ${Number(tax.ratePercent)}%`,
        price: tax.amountCents,
      })),
    totalTax: (row) => row.taxTotalCents,
    total: (row) => row.totalCents,
    balanceUsed: (row) => row.balanceUsedCents,
    amountCharged: (row) => row.totalChargedCents,
    referrerid: (row) => row.referrerId,
  },
  OrderCity: {
    id: (city) => String(city.id),
    deliveryStart: (city) => city.deliveryStartHour,
    deliveryEnd: (city) => city.deliveryEndHour,
  },
  OrderPayment: {
    amount: (payment) => payment.amountCents,
    cardLastFourDigits: (payment) => payment.cardLastFour,
    chargeTime: (payment) => isoDateTime(payment.chargeTime),
  },
};
