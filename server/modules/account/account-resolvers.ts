/**
 * The signed-in customer's account standing. NO_AUTH without an access token; the customer id
 * comes from the verified token, never from the arguments.
 */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

export const accountResolvers: Resolvers = {
  Query: {
    async getOrderStatus(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const records = await context.account.openDelinquentRecords(userId);
      return records.map((record) => ({
        id: record.id,
        totalremaining: record.totalRemainingCents,
      }));
    },
  },
};
