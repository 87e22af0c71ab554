/** The customer's referrals (decision 115). NO_AUTH without an access token. */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

export const referralResolvers: Resolvers = {
  Query: {
    async getReferral(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const summary = await context.referrals.summary(userId);
      return {
        path: `/ref/${userId}/create-account`,
        friends: summary.referrals.map((friend) => ({
          name: friend.lastInitial
            ? `${friend.firstName} ${friend.lastInitial}.`
            : friend.firstName || 'A friend',
          joinedAt: friend.joinedAt.toISOString(),
          state: friend.state,
          reward: friend.rewardCents,
        })),
        creditEarned: summary.earnedCents,
        reward: summary.rewardCents,
        welcomeCredit: summary.welcomeCents,
      };
    },
  },
};
