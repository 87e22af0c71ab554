/**
 * Paying the overdue balance (the billing alert's action). NO_AUTH without an access token; the
 * customer comes from the verified token, never from the arguments.
 */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

export const billingResolvers: Resolvers = {
  Mutation: {
    async payOverdueBalance(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.billing.payOverdueBalance(userId, {
        paymentMethodId: args.paymentMethodId ?? null,
        source: args.source ?? null,
      });
    },
  },
  // The domain's record (a mapper in scripts/codegen.ts); amounts are cents (Money).
  OverduePayment: {
    paid: (result) => result.paidCents,
  },
};
