import { api } from './client';
import { PriceCartDocument } from './generated/graphql';
import type { PriceCartQuery, PriceCartQueryVariables } from './generated/graphql';

export type PricedCart = PriceCartQuery['priceCart'];

/** The server's quote for a cart (spec section 7, updateCartService = priceCart). */
export async function fetchCartQuote(
  variables: PriceCartQueryVariables,
  signal?: AbortSignal,
): Promise<PricedCart> {
  const data = await api.query<PriceCartQuery>(
    PriceCartDocument,
    variables as Record<string, unknown>,
    signal ? { signal, auth: 'optional' } : { auth: 'optional' },
  );
  return data.priceCart;
}
