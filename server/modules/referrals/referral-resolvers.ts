/** The customer's referrals (decision 115). NO_AUTH without an access token. */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';
import { dollars } from '../../api/resolvers/money';

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
          reward: dollars(friend.rewardCents),
        })),
        creditEarned: dollars(summary.earnedCents),
        reward: dollars(summary.rewardCents),
        welcomeCredit: dollars(summary.welcomeCents),
      };
    },
  },
};
