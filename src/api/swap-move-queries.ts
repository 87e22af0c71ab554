import { api } from './client';
import { failingAs } from './call';
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

export function fetchSwappableItems(): Promise<SwappableItemsQuery['swappableItems']> {
  return failingAs(
    async () => (await api.query(SwappableItemsDocument, {}, { auth: 'required' })).swappableItems,
  );
}

export function fetchSwapReplacements(
  membershipProductId: string,
  search: string,
): Promise<SwapReplacementsQuery['swapReplacements']> {
  return failingAs(
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
  return failingAs(
    async () =>
      (await api.query(SwapQuoteDocument, { membershipProductId, productId }, { auth: 'required' }))
        .swapQuote,
  );
}

/** Books the swap (charged once per idempotency key). */
export function createSwapOrder(
  variables: CreateSwapOrderMutationVariables,
): Promise<CreateSwapOrderMutation['createSwapOrder']> {
  return failingAs(
    async () =>
      (await api.query(CreateSwapOrderDocument, variables, { auth: 'required' })).createSwapOrder,
  );
}

export function fetchMoveStart(): Promise<MoveStartQuery> {
  return failingAs(() => api.query(MoveStartDocument, {}, { auth: 'required' }));
}

export function fetchMoveQuote(
  variables: MoveQuoteQueryVariables,
): Promise<MoveQuoteQuery['moveQuote']> {
  return failingAs(
    async () => (await api.query(MoveQuoteDocument, variables, { auth: 'required' })).moveQuote,
  );
}

/** Books the move (charged once per idempotency key). */
export function createMoveOrder(
  variables: CreateMoveOrderMutationVariables,
): Promise<CreateMoveOrderMutation['createMoveOrder']> {
  return failingAs(
    async () =>
      (await api.query(CreateMoveOrderDocument, variables, { auth: 'required' })).createMoveOrder,
  );
}
