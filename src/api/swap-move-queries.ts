import { api } from './client';
import { callFailure } from './checkout-queries';
import {
  CreateMoveOrderDocument,
  CreateSwapOrderDocument,
  MoveQuoteDocument,
  MoveStartDocument,
  SwappableItemsDocument,
  SwapQuoteDocument,
  SwapReplacementsDocument,
} from '../../contract/graphql';
import type {
  CreateMoveOrderMutation,
  CreateMoveOrderMutationVariables,
  CreateSwapOrderMutation,
  CreateSwapOrderMutationVariables,
  MoveQuoteQuery,
  MoveQuoteQueryVariables,
  MoveStartQuery,
  SwappableItemsQuery,
  SwapQuoteQuery,
  SwapReplacementsQuery,
} from '../../contract/graphql';

/** Runs a call; failures are CallFailures (message, code, field). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw callFailure(error);
  }
}

export function fetchSwappableItems(): Promise<SwappableItemsQuery['swappableItems']> {
  return call(
    async () => (await api.query(SwappableItemsDocument, {}, { auth: 'required' })).swappableItems,
  );
}

export function fetchSwapReplacements(
  membershipProductId: string,
  search: string,
): Promise<SwapReplacementsQuery['swapReplacements']> {
  return call(
    async () =>
      (
        await api.query(
          SwapReplacementsDocument,
          { membershipProductId, search: search.trim() || null },
          { auth: 'required' },
        )
      ).swapReplacements,
  );
}

export function fetchSwapQuote(
  membershipProductId: string,
  productId: string,
): Promise<SwapQuoteQuery['swapQuote']> {
  return call(
    async () =>
      (await api.query(SwapQuoteDocument, { membershipProductId, productId }, { auth: 'required' }))
        .swapQuote,
  );
}

/** Books the swap (charged once per idempotency key). */
export function createSwapOrder(
  variables: CreateSwapOrderMutationVariables,
): Promise<CreateSwapOrderMutation['createSwapOrder']> {
  return call(
    async () =>
      (await api.query(CreateSwapOrderDocument, variables, { auth: 'required' })).createSwapOrder,
  );
}

export function fetchMoveStart(): Promise<MoveStartQuery> {
  return call(() => api.query(MoveStartDocument, {}, { auth: 'required' }));
}

export function fetchMoveQuote(
  variables: MoveQuoteQueryVariables,
): Promise<MoveQuoteQuery['moveQuote']> {
  return call(
    async () => (await api.query(MoveQuoteDocument, variables, { auth: 'required' })).moveQuote,
  );
}

/** Books the move (charged once per idempotency key). */
export function createMoveOrder(
  variables: CreateMoveOrderMutationVariables,
): Promise<CreateMoveOrderMutation['createMoveOrder']> {
  return call(
    async () =>
      (await api.query(CreateMoveOrderDocument, variables, { auth: 'required' })).createMoveOrder,
  );
}
