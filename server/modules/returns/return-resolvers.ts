/** Returns. NO_AUTH without an access token; the customer comes from the verified token. */
import { requireAuth } from '../../api/auth-context';
import type { DeliveryTimeType, Resolvers } from '../../api/generated/resolvers-types';
import { MAX_PHOTOS_PER_ITEM } from './return-photos';
import { nameIn } from '../../shared/french-names';

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
      return context.returns.returnable(userId);
    },
  },
  Mutation: {
    async deleteReturnPhoto(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.returnPhotos.remove(userId, args.orderid, args.key);
    },
    async createReturnOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.returns.createReturnOrder(userId, {
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
    },
  },
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  ReturnableItem: {
    name: (item, _args, context) => nameIn(item, context.locale),
    subscriptionPrice: (item) => item.monthlyPriceCents,
    monthlyPrice: (item) => item.monthlyPriceCents + item.pivotCareCents,
    monthlyCharge: (item) => item.monthly,
    earlyReturnFee: (item) => item.earlyReturnFeeCents,
    startdate: (item) => item.startDate,
    address: (item) => item.addressLabel,
    cityId: (item) => (item.cityId === null ? null : String(item.cityId)),
  },
  ReturnOrderResult: {
    returnFee: (placed) => placed.feeCents,
    total: (placed) => placed.totalCents,
  },
};
