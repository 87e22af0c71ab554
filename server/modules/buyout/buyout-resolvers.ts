/**
 * Buyouts. NO_AUTH without an access token; the customer comes from the verified token, never
 * from the arguments.
 */
import type { BuyoutItem } from './buyout-service';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers, ResolversParentTypes } from '../../api/generated/resolvers-types';
import { centsOf } from '../../api/resolvers/money';
import { taxLabel } from '../account/index';

function pricingItem(item: BuyoutItem): ResolversParentTypes['BuyoutPricingItem'] {
  return {
    id: item.id,
    name: item.name,
    thumbUrl: item.thumbUrl,
    amount: item.amountCents,
    fee: item.feeCents,
    monthlyCharge: item.monthly,
    purchaseOption: item.purchaseOption,
    options: item.options,
    retailValue: item.retailValueCents,
    paidToward: item.creditedCents,
    monthlyFee: item.monthlyFeeCents,
    paidMonths: item.paidMonths,
    unpaidMonths: item.unpaidMonths,
    unpaidCredit: item.unpaidCreditCents,
    creditPercent: item.creditPercent,
    floor: item.floorCents,
    basis: item.basis,
    monthsLeft: item.monthsLeft,
  };
}

export const buyoutResolvers: Resolvers = {
  Query: {
    async buyoutProductPricing(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.buyout.pricing(userId)).map(pricingItem);
    },
    async buyoutQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const quote = await context.buyout.quote(userId, args.productIds);
      return {
        items: quote.items.map(pricingItem),
        subtotal: quote.subtotalCents,
        taxes: quote.taxes.map((tax) => ({
          name: tax.name,
          ratePercent: tax.ratePercent,
          amount: tax.amountCents,
          label: taxLabel(tax.name, tax.ratePercent),
        })),
        taxTotal: quote.taxTotalCents,
        total: quote.totalCents,
      };
    },
  },
  Mutation: {
    async createBuyoutOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const result = await context.buyout.createOrder(userId, {
        productIds: args.productIds,
        idempotencyKey: args.idempotencyKey,
        paymentMethodId: args.paymentMethodId ?? null,
        source: args.source ?? null,
        expectedTotalCents:
          args.expectedTotal === null || args.expectedTotal === undefined
            ? null
            : centsOf(args.expectedTotal, 'expectedTotal'),
      });
      return {
        orderId: result.orderId,
        orderNumber: result.orderNumber,
        chargedamount: result.chargedCents,
        paymentStatus: result.paymentStatus,
      };
    },
  },
};
