/**
 * Buyouts. NO_AUTH without an access token; the customer comes from the verified token, never
 * from the arguments.
 */
import { requireAuth } from '../auth-context';
import type { Resolvers } from '../generated/resolvers-types';
import { dollars, monthlyChargeDollars } from './money';

export const buyoutResolvers: Resolvers = {
  Query: {
    async buyoutProductPricing(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const items = await context.buyout.pricing(userId);
      return items.map((item) => ({
        id: item.id,
        name: item.name,
        thumbUrl: item.thumbUrl,
        amount: dollars(item.amountCents),
        fee: dollars(item.feeCents),
        monthlyCharge: monthlyChargeDollars(item.monthly),
        purchaseOption: item.purchaseOption,
        options: item.options,
        retailValue: dollars(item.retailValueCents),
        paidToward: dollars(item.creditedCents),
      }));
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
      });
      return {
        orderId: result.orderId,
        orderNumber: result.orderNumber,
        chargedamount: dollars(result.chargedCents),
        paymentStatus: result.paymentStatus,
      };
    },
  },
};
