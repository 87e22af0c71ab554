/** Returns. NO_AUTH without an access token; the customer comes from the verified token. */
import { requireAuth } from '../../api/auth-context';
import type { DeliveryTimeType, Resolvers } from '../../api/generated/resolvers-types';
import { MAX_PHOTOS_PER_ITEM } from './return-photos';

export const returnResolvers: Resolvers = {
  Query: {
    async getSignedURLs(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.returnPhotos.signedUrls(userId, args.orderid);
    },
    async returnForPhotos(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const order = await context.returnPhotos.returnForPhotos(userId, args.orderid);
      return {
        ...order,
        pickupTimeType: order.pickupTimeType as DeliveryTimeType | null,
        maxPhotosPerItem: MAX_PHOTOS_PER_ITEM,
      };
    },
    async returnableItems(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const items = await context.returns.returnable(userId);
      return items.map((item) => ({
        id: item.id,
        name: item.name,
        thumbUrl: item.thumbUrl,
        subscriptionPrice: item.monthlyPriceCents,
        monthlyPrice: item.monthlyPriceCents + item.pivotCareCents,
        monthlyCharge: item.monthly,
        earlyReturnFee: item.earlyReturnFeeCents,
        startdate: item.startDate,
        freeReturnFrom: item.freeReturnFrom,
        agreementVersion: item.agreementVersion,
        addressId: item.addressId,
        address: item.addressLabel,
        cityId: item.cityId === null ? null : String(item.cityId),
      }));
    },
  },
  Mutation: {
    async deleteReturnPhoto(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.returnPhotos.remove(userId, args.orderid, args.key);
    },
    async createReturnOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const placed = await context.returns.createReturnOrder(userId, {
        returns: args.returns.map((line) => ({
          id: line.id,
          reason: line.reason,
          condition: line.condition,
          note: line.note ?? null,
        })),
        orderType: args.orderType,
        // Wire names translated once, here: the domain says pickupDate and pickupWindow.
        pickupDate: args.returndate,
        pickupWindow: args.returntimetype,
        idempotencyKey: args.idempotencyKey,
      });
      return {
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        returnFee: placed.feeCents,
        total: placed.totalCents,
      };
    },
  },
};
