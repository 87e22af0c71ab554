/**
 * The signed-in customer's account standing. NO_AUTH without an access token; the customer id
 * comes from the verified token, never from the arguments.
 */
import type { AccountService } from '../../domain/account-service';
import { requireAuth } from '../auth-context';
import type { QueryResolvers } from '../generated/resolvers-types';
import { dollars } from './money';

export function accountResolvers(services: { account: AccountService }): {
  Query: Pick<QueryResolvers, 'getOrderStatus'>;
} {
  return {
    Query: {
      async getOrderStatus(_root, _args, context) {
        const { userId } = requireAuth(context.auth);
        const records = await services.account.openDelinquentRecords(userId);
        return records.map((record) => ({
          id: record.id,
          totalremaining: dollars(record.totalRemainingCents),
        }));
      },
    },
  };
}
