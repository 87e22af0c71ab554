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
      return context.account.openDelinquentRecords(userId);
    },
  },
  // The domain's record (a mapper in scripts/codegen.ts); amounts are cents (Money).
  DelinquentCustomer: {
    totalremaining: (record) => record.totalRemainingCents,
  },
};
