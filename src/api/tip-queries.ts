/**
 * Tipping a crew (spec: checkoutTipCart; decision 132): the panel's presets and limits, and the
 * charge. Failures arrive as CallFailures (message, code, field).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { CheckoutTipCartDocument, TipOptionsDocument } from '../../contract/graphql';
import type { CheckoutTipCartMutation, TipOptionsQuery } from '../../contract/graphql';

export type TipOptions = TipOptionsQuery['tipOptions'];
export type TipAnswer = CheckoutTipCartMutation['checkoutTipCart'];

/** The presets and limits rarely change: kept for the session. */
export const tipOptionsQuery = () =>
  queryOptions({
    queryKey: ['tip-options'],
    queryFn: async ({ signal }) => {
      return (await call(TipOptionsDocument, {}, { auth: 'none', signal })).tipOptions;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Tips the crew of a done visit (charged once per visit on the card on file). */
export async function checkoutTip(variables: {
  deliveryId: string;
  amount: number;
  note: string | null;
}): Promise<TipAnswer> {
  return (
    await call(CheckoutTipCartDocument, {
      ...variables,
      userAgentInfo: typeof navigator === 'undefined' ? null : navigator.userAgent,
    })
  ).checkoutTipCart;
}
