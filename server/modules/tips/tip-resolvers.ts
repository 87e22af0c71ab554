/**
 * Tips for a crew (decision 132). NO_AUTH without an access token; the customer comes from the
 * verified token, never from the arguments.
 */
import type { DeliveryTipRecord } from '../deliveries/index';
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_NOTE_MAX, TIP_PRESETS_CENTS } from './tip-service';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

const PAYMENT_STATUS = { PENDING: 'PENDING', PAID: 'SUCCEEDED', FAILED: 'DECLINED' } as const;

/** A visit's tip as the API shows it. */
export function tipView(tip: DeliveryTipRecord) {
  return {
    id: tip.id,
    hasTipped: tip.status === 'PAID',
    amount: tip.amountCents,
    tipOrderPaymentStatus: PAYMENT_STATUS[tip.status],
    note: tip.note,
  };
}

/** The tip fields of a Delivery. */
export function deliveryTipFields(delivery: { status: string; tip: DeliveryTipRecord | null }) {
  const tip = delivery.tip;
  return {
    tip: tip ? tipView(tip) : null,
    hasTipped: tip?.status === 'PAID',
    tipOrderPaymentStatus: tip ? PAYMENT_STATUS[tip.status] : null,
    canTip: delivery.status === 'COMPLETED' && (!tip || tip.status === 'FAILED'),
  };
}

export const tipResolvers: Resolvers = {
  Query: {
    tipOptions() {
      return {
        presets: [...TIP_PRESETS_CENTS],
        minimum: TIP_MIN_CENTS,
        maximum: TIP_MAX_CENTS,
        noteMaxLength: TIP_NOTE_MAX,
      };
    },
  },
  Mutation: {
    async checkoutTipCart(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const result = await context.tips.tip(userId, {
        deliveryId: args.deliveryId,
        amount: args.amount,
        note: args.note ?? null,
        userAgentInfo: args.userAgentInfo ?? null,
      });
      return {
        deliveryId: result.deliveryId,
        tip: tipView({
          id: result.tipId,
          amountCents: result.amountCents,
          status: 'PAID',
          note: result.note,
        }),
      };
    },
  },
};
