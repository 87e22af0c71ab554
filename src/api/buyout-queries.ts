import { api } from './client';
import { callFailure } from './checkout-queries';
import {
  BuyoutQuoteDocument,
  BuyoutStartDocument,
  CreateBuyoutOrderDocument,
} from '../../contract/graphql';
import type {
  BuyoutQuoteQuery,
  BuyoutStartQuery,
  CreateBuyoutOrderMutation,
  CreateBuyoutOrderMutationVariables,
} from '../../contract/graphql';

export type BuyoutStartAnswer = BuyoutStartQuery;
export type BuyoutQuoteAnswer = BuyoutQuoteQuery['buyoutQuote'];
export type BuyoutOrderAnswer = CreateBuyoutOrderMutation['createBuyoutOrder'];

/** What can be bought out, priced, and the cards on file. Failures are CallFailures. */
export async function fetchBuyoutStart(): Promise<BuyoutStartAnswer> {
  try {
    return await api.query(BuyoutStartDocument, {}, { auth: 'required' });
  } catch (error) {
    throw callFailure(error);
  }
}

/** The server's price of buying out `productIds`, tax included. Failures are CallFailures. */
export async function fetchBuyoutQuote(productIds: string[]): Promise<BuyoutQuoteAnswer> {
  try {
    return (await api.query(BuyoutQuoteDocument, { productIds }, { auth: 'required' })).buyoutQuote;
  } catch (error) {
    throw callFailure(error);
  }
}

/** Buys the items out (charged once per idempotency key). Failures are CallFailures. */
export async function createBuyoutOrder(
  variables: CreateBuyoutOrderMutationVariables,
): Promise<BuyoutOrderAnswer> {
  try {
    return (await api.query(CreateBuyoutOrderDocument, variables, { auth: 'required' }))
      .createBuyoutOrder;
  } catch (error) {
    throw callFailure(error);
  }
}
