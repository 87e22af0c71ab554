import { call } from './call';
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
  return await call(BuyoutStartDocument, {});
}

/** The server's price of buying out `productIds`, tax included. Failures are CallFailures. */
export async function fetchBuyoutQuote(productIds: string[]): Promise<BuyoutQuoteAnswer> {
  return (await call(BuyoutQuoteDocument, { productIds })).buyoutQuote;
}

/** Buys the items out (charged once per idempotency key). Failures are CallFailures. */
export async function createBuyoutOrder(
  variables: CreateBuyoutOrderMutationVariables,
): Promise<BuyoutOrderAnswer> {
  return (await call(CreateBuyoutOrderDocument, variables)).createBuyoutOrder;
}
