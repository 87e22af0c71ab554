import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { CheckoutSwatchDocument, GetSwatchesDocument } from '../../contract/graphql';
import type {
  CheckoutSwatchMutation,
  CheckoutSwatchMutationVariables,
  GetSwatchesQuery,
} from '../../contract/graphql';

export type Swatch = GetSwatchesQuery['getSwatches']['swatches'][number];
export type SwatchOrder = CheckoutSwatchMutation['checkoutSwatch'];
export type SwatchOrderVariables = CheckoutSwatchMutationVariables;

export const swatchesQuery = () =>
  queryOptions({
    queryKey: ['swatches'],
    queryFn: ({ signal }) => api.query(GetSwatchesDocument, {}, { signal }),
    staleTime: 30 * 60_000,
  });

/** Places a swatch order; a refused order throws an ApiError whose details carry the fields. */
export async function checkoutSwatch(variables: SwatchOrderVariables): Promise<SwatchOrder> {
  const data = await api.query(CheckoutSwatchDocument, variables);
  return data.checkoutSwatch;
}
