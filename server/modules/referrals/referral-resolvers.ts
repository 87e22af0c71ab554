/** The customer's referrals (decision 115). NO_AUTH without an access token. */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

export const referralResolvers: Resolvers = {
  Query: {
    getReferral(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.referrals.summary(userId);
    },
  },
  // Mapped types (decision 175): the service's summary and its friends, named once here.
  ReferralSummary: {
    path: (summary) => `/ref/${summary.customerId}/create-account`,
    friends: (summary) => summary.referrals,
    creditEarned: (summary) => summary.earnedCents,
    reward: (summary) => summary.rewardCents,
    welcomeCredit: (summary) => summary.welcomeCents,
  },
  ReferredFriend: {
    name: (friend) =>
      friend.lastInitial
        ? `${friend.firstName} ${friend.lastInitial}.`
        : friend.firstName || 'A friend',
    joinedAt: (friend) => friend.joinedAt.toISOString(),
    reward: (friend) => friend.rewardCents,
  },
};
