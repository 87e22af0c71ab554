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
  return runInTransaction(handle, async (tx) => {
    const order = await repo.lockOrderForReferral(tx, orderId.toLowerCase());
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
  });
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
 * delivered order may earn its referrer a reward, credited after the visit has committed.
 */
export function referralReaction(handle: DatabaseHandle) {
  return (visit: { orderId: string; kind: string }) =>
    visit.kind === 'DELIVERY' ? () => creditReferralOnDelivery(handle, visit.orderId) : undefined;
}
