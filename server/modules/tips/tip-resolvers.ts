/**
 * Tips for a crew (decision 132). NO_AUTH without an access token; the customer comes from the
 * verified token, never from the arguments.
 */
import type { DeliveryTipRecord } from '../deliveries/index';
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_NOTE_MAX, TIP_PRESETS_CENTS } from './tip-service';
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';

const PAYMENT_STATUS = { PENDING: 'PENDING', PAID: 'SUCCEEDED', FAILED: 'DECLINED' } as const;

/** The tip fields of a Delivery; its `tip` is the record, named by the Tip resolvers below. */
export function deliveryTipFields(delivery: { status: string; tip: DeliveryTipRecord | null }) {
  const tip = delivery.tip;
  return {
    tip,
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
      return result;
    },
  },
  // Mapped types (decision 175): a visit's tip record and the paid tip's result.
  Tip: {
    hasTipped: (tip) => tip.status === 'PAID',
    amount: (tip) => tip.amountCents,
    tipOrderPaymentStatus: (tip) => PAYMENT_STATUS[tip.status],
  },
  TipResult: {
    tip: (result) => ({
      id: result.tipId,
      amountCents: result.amountCents,
      status: result.status,
      note: result.note,
    }),
  },
};
