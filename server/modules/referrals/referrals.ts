/**
 * Referrals (docs/decisions/115-referral-credit.md). A customer's link is
 * `/ref/{customerId}/create-account`. The friend who signs up through it gets a first-order
 * discount as account credit at once; the referrer earns credit when the friend's first order
 * is delivered (`creditReferralOnDelivery`, called by the delivery flow). Both are REFERRAL
 * entries of the credit ledger; checkout spends credit as `balanceUsed` and records the
 * referrer as the order's `referrerid`.
 */
import type { DatabaseHandle } from '../../db/client';
import { applyCreditEntry } from '../../db/repositories/credit-ledger-repository';
import * as repo from './referral-repository';
import type { ReferredCustomer } from './referral-repository';
import { runInTransaction } from '../../db/transaction';
import { isUuid } from '../../shared/uuid';

/** What the referrer earns when a friend's first order is delivered. */
export const REFERRAL_REWARD_CENTS = 2500;
/** The friend's first-order discount, as account credit from sign-up. */
export const REFERRAL_WELCOME_CENTS = 2500;

/**
 * In the sign-up's transaction: records who referred the new customer and grants the
 * first-order discount. False (nothing changed) for an unknown referrer, oneself, or a customer
 * who already has a referrer.
 */
export async function recordReferredSignup(
  tx: DatabaseHandle,
  customerId: string,
  referrerId: string,
): Promise<boolean> {
  if (!isUuid(referrerId)) return false;
  if (!(await repo.setReferrer(tx, customerId, referrerId.toLowerCase()))) return false;
  const balance = await applyCreditEntry(tx, customerId, REFERRAL_WELCOME_CENTS, {
    kind: 'REFERRAL',
    note: 'Welcome credit: referred by a friend, for your first order',
  });
  if (balance === null) throw new Error(`customer ${customerId} vanished during sign-up`);
  return true;
}

export type ReferralOutcome =
  | { credited: true; referrerId: string; amountCents: number }
  | {
      credited: false;
      reason: 'UNKNOWN_ORDER' | 'NOT_DELIVERED' | 'NO_REFERRER' | 'ALREADY_CREDITED';
    };

/**
 * The delivery flow calls this when an order is delivered. When it is the referred customer's
 * first delivered order (no reward was given for them before), the referrer earns
 * REFERRAL_REWARD_CENTS, a REFERRAL entry naming the order. Safe to call again or at once from
 * two places: the customer's row is locked, and a second call finds the reward given.
 */
export async function creditReferralOnDelivery(
  handle: DatabaseHandle,
  orderId: string,
): Promise<ReferralOutcome> {
  if (!isUuid(orderId)) return { credited: false, reason: 'UNKNOWN_ORDER' };
  return runInTransaction(handle, (tx) => creditReferralIn(tx, orderId.toLowerCase()));
}

/** `creditReferralOnDelivery`'s work, in the caller's transaction. */
async function creditReferralIn(tx: DatabaseHandle, orderId: string): Promise<ReferralOutcome> {
  const order = await repo.lockOrderForReferral(tx, orderId);
  if (!order) return { credited: false, reason: 'UNKNOWN_ORDER' };
  if (!order.delivered) return { credited: false, reason: 'NOT_DELIVERED' };
  if (!order.referrerId || order.referrerId === order.customerId)
    return { credited: false, reason: 'NO_REFERRER' };
  if (await repo.alreadyRewarded(tx, order.referrerId, order.customerId))
    return { credited: false, reason: 'ALREADY_CREDITED' };
  const balance = await applyCreditEntry(tx, order.referrerId, REFERRAL_REWARD_CENTS, {
    kind: 'REFERRAL',
    orderId: order.orderId,
    note: `Referral: ${order.firstName} ${order.lastName.charAt(0)}. received a first order`,
  });
  // The referrer's account was removed: nobody to credit.
  if (balance === null) return { credited: false, reason: 'NO_REFERRER' };
  return { credited: true, referrerId: order.referrerId, amountCents: REFERRAL_REWARD_CENTS };
}

/**
 * Credits the referral intents written by delivered visits (decision 186), each in one
 * transaction with the stamp that marks it done: a crash before the commit leaves the intent
 * for the next pass, a commit leaves nothing to do again. With `orderId`, only that order's
 * (the visit's own follow-up after its commit); otherwise every due one (the `referral-credits`
 * job). A failed try is tried again later (1 min, 2 min, ... at most 6 h). Answers how many
 * intents were settled.
 */
export async function creditPendingReferrals(
  handle: DatabaseHandle,
  orderId?: string,
): Promise<number> {
  let settled = 0;
  for (;;) {
    let claimed: string | null = null;
    try {
      const done = await runInTransaction(handle, async (tx) => {
        const intent = await repo.claimReferralIntent(tx, orderId ?? null);
        if (!intent) return false;
        claimed = intent;
        const outcome = await creditReferralIn(tx, intent);
        await repo.markReferralIntentDone(
          tx,
          intent,
          outcome.credited ? 'CREDITED' : outcome.reason,
        );
        return true;
      });
      if (!done) return settled;
      settled += 1;
    } catch (error) {
      if (!claimed) throw error;
      await repo.markReferralIntentRetry(
        handle,
        claimed,
        error instanceof Error ? error.message : String(error),
      );
      if (orderId) return settled;
    }
  }
}

export type ReferralState = 'JOINED' | 'ORDERED' | 'CREDITED';

/** A friend who joined through the link, and where they stand. */
export type ReferredFriend = ReferredCustomer & { state: ReferralState };

export interface ReferralSummary {
  /** The referrer, whose link it is. */
  customerId: string;
  referrals: ReferredFriend[];
  earnedCents: number;
  rewardCents: number;
  welcomeCents: number;
}

export class ReferralService {
  constructor(private readonly handle: DatabaseHandle) {}

  /** Who joined through the customer's link, where each stands, and the credit earned. */
  async summary(customerId: string): Promise<ReferralSummary> {
    const [referred, earnedCents] = await Promise.all([
      repo.listReferredCustomers(this.handle, customerId),
      repo.referralCreditEarned(this.handle, customerId),
    ]);
    return {
      customerId,
      referrals: referred.map((friend) => ({
        ...friend,
        state: friend.rewardCents > 0 ? 'CREDITED' : friend.ordered ? 'ORDERED' : 'JOINED',
      })),
      earnedCents,
      rewardCents: REFERRAL_REWARD_CENTS,
      welcomeCents: REFERRAL_WELCOME_CENTS,
    };
  }
}

/**
 * Referrals' reaction to deliveries' "visit completed" (subscribed by the composition root): a
 * delivered order may earn its referrer a reward. Its intent is written in the visit's
 * transaction (decision 186), one per order; right after the commit this process credits it,
 * and should it die first (or the try fail), the `referral-credits` job does, once.
 */
export function referralReaction(handle: DatabaseHandle) {
  return async (visit: {
    tx: DatabaseHandle;
    orderId: string;
    deliveryId: string;
    kind: string;
  }) => {
    if (visit.kind !== 'DELIVERY') return undefined;
    if (!(await repo.insertReferralIntent(visit.tx, visit.orderId, visit.deliveryId)))
      return undefined;
    // The job tries again whatever fails here.
    return () => creditPendingReferrals(handle, visit.orderId).catch(() => 0);
  };
}
