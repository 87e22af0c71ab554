/**
 * Tipping a crew (spec: checkoutTipCart; decision 132): the panel's presets and limits, and the
 * charge. Failures arrive as CallFailures (message, code, field).
 */
import { queryOptions } from '@tanstack/react-query';
import { callFailure } from './checkout-queries';
import { api } from './client';
import { CheckoutTipCartDocument, TipOptionsDocument } from '../../contract/graphql';
import type { CheckoutTipCartMutation, TipOptionsQuery } from '../../contract/graphql';

export type TipOptions = TipOptionsQuery['tipOptions'];
export type TipAnswer = CheckoutTipCartMutation['checkoutTipCart'];

/** The presets and limits rarely change: kept for the session. */
export const tipOptionsQuery = () =>
  queryOptions({
    queryKey: ['tip-options'],
    queryFn: async ({ signal }) => {
      try {
        return (await api.query(TipOptionsDocument, {}, { signal })).tipOptions;
      } catch (error) {
        throw callFailure(error);
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Tips the crew of a done visit (charged once per visit on the card on file). */
export async function checkoutTip(variables: {
  deliveryId: string;
  amount: number;
  note: string | null;
}): Promise<TipAnswer> {
  try {
    return (
      await api.query(
        CheckoutTipCartDocument,
        {
          ...variables,
          userAgentInfo: typeof navigator === 'undefined' ? null : navigator.userAgent,
        },
        { auth: 'required' },
      )
    ).checkoutTipCart;
  } catch (error) {
    throw callFailure(error);
  }
}
