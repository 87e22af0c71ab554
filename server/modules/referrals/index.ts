/**
 * The referrals module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules and the composition root may use of it. Everything else in this folder is its own.
 */
export {
  creditPendingReferrals,
  ReferralService,
  recordReferredSignup,
  referralReaction,
} from './referrals';
export type {
  ReferralSummary as ReferralSummaryRecord,
  ReferredFriend as ReferredFriendRecord,
} from './referrals';
