/** Partner orders (decision 140). NO_AUTH without an access token; the customer is the token's. */
import { requireAuth } from '../../api/auth-context';
import type { DeliveryTimeType, Resolvers } from '../../api/generated/resolvers-types';

export const partnerResolvers: Resolvers = {
  Query: {
    async partnerOrder(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.partner.current(userId);
    },
  },
  Mutation: {
    async setPartnerOrderAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.partner.setAddress(userId, args.orderId, args.address);
    },
    async completePartnerOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.partner.complete(userId, args.orderId, {
        paymentMethodId: args.paymentMethodId ?? null,
        source: args.source ?? null,
      });
    },
  },
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  PartnerOrder: {
    orderId: (order) => order.id,
    deliveryTimeType: (order) => order.deliveryTimeType as DeliveryTimeType | null,
    address: (order) => order.addressLabel,
    paidAtStore: (order) => order.totalChargedCents,
    monthlyTotal: (order) =>
      order.lines.reduce(
        (sum, line) => sum + (line.priceCents + line.pivotCareCents) * line.quantity,
        0,
      ),
  },
  PartnerOrderLine: {
    productId: (line) => String(line.productId),
    termLength: (line) => line.termLengthMonths,
    monthlyPrice: (line) => line.priceCents,
  },
};
