import { api } from './client';
import { callFailure } from './checkout-queries';
import {
  CreateReturnOrderDocument,
  ReturnableItemsDocument,
  ReturnQuoteDocument,
} from './generated/graphql';
import type {
  CreateReturnOrderMutation,
  CreateReturnOrderMutationVariables,
  ReturnableItemsQuery,
  ReturnQuoteQuery,
} from './generated/graphql';

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw callFailure(error);
  }
}

export function fetchReturnableItems(): Promise<ReturnableItemsQuery['returnableItems']> {
  return call(
    async () =>
      (await api.query(ReturnableItemsDocument, {}, { auth: 'required' })).returnableItems,
  );
}

export function fetchReturnQuote(
  cityId: string,
  ids: readonly string[],
): Promise<ReturnQuoteQuery['priceCart']> {
  return call(
    async () =>
      (
        await api.query(
          ReturnQuoteDocument,
          { cityId, returns: ids.map((id) => ({ id, quantity: 1 })) },
          { auth: 'required' },
        )
      ).priceCart,
  );
}

export function createReturnOrder(
  variables: CreateReturnOrderMutationVariables,
): Promise<CreateReturnOrderMutation['createReturnOrder']> {
  return call(
    async () =>
      (await api.query(CreateReturnOrderDocument, variables, { auth: 'required' }))
        .createReturnOrder,
  );
}
