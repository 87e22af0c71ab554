/** Partner orders (decision 140). NO_AUTH without an access token; the customer is the token's. */
import type { PartnerOrderView } from './partner-service';
import { requireAuth } from '../../api/auth-context';
import type { DeliveryTimeType, Resolvers } from '../../api/generated/resolvers-types';

function answer(order: PartnerOrderView) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    partnerStore: order.partnerStore,
    partnerReference: order.partnerReference,
    step: order.step,
    deliveryDate: order.deliveryDate,
    deliveryTimeType: order.deliveryTimeType as DeliveryTimeType | null,
    address: order.addressLabel,
    lines: order.lines.map((line) => ({
      productId: String(line.productId),
      name: line.name,
      thumbUrl: line.thumbUrl,
      options: line.options,
      purchaseOption: line.purchaseOption,
      termLength: line.termLengthMonths,
      quantity: line.quantity,
      monthlyPrice: line.priceCents,
    })),
    paidAtStore: order.totalChargedCents,
    monthlyTotal: order.lines.reduce(
      (sum, line) => sum + (line.priceCents + line.pivotCareCents) * line.quantity,
      0,
    ),
  };
}

export const partnerResolvers: Resolvers = {
  Query: {
    async partnerOrder(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const order = await context.partner.current(userId);
      return order ? answer(order) : null;
    },
  },
  Mutation: {
    async setPartnerOrderAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return answer(await context.partner.setAddress(userId, args.orderId, args.address));
    },
    async completePartnerOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return answer(
        await context.partner.complete(userId, args.orderId, {
          paymentMethodId: args.paymentMethodId ?? null,
          source: args.source ?? null,
        }),
      );
    },
  },
};
