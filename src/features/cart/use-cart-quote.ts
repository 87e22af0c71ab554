import { shallowEqual } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { CartQuote, QuoteRequest } from '../../../machines/cart-quote.machine';
import type { CartSnapshot } from '../../lib/cart-store';
import { CartQuoteActor } from './cart-quote-actor';

export interface CartQuoteView {
  status: 'empty' | 'updating' | 'quoted' | 'failed';
  quote: CartQuote | null;
  error: string | null;
  retry: () => void;
}

/**
 * Sends every change of city, lines, returns or assembly to the quote actor above
 * (`CartQuoteActor.Provider`), and reads its quote back.
 */
export function useCartQuote(cityId: string | null, cart: CartSnapshot): CartQuoteView {
  const actor = CartQuoteActor.useActorRef();
  const request = useMemo<QuoteRequest | null>(
    () =>
      cityId === null
        ? null
        : {
            cityId,
            // The stored lines as they are: the quote sends them through toCartProductInput.
            lines: cart.lines,
            returns: cart.returns.map((line) => ({ id: line.id, quantity: line.quantity })),
            includeAssembly: cart.assembly,
          },
    [cityId, cart],
  );
  useEffect(() => {
    if (request) actor.send({ type: 'cart.changed', request });
  }, [actor, request]);
  const view = CartQuoteActor.useSelector(
    (snapshot) => ({
      value: snapshot.value,
      quote: snapshot.context.quote,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  const status =
    view.value === 'empty'
      ? 'empty'
      : view.value === 'quoted'
        ? 'quoted'
        : view.value === 'failed'
          ? 'failed'
          : 'updating';
  return {
    status,
    quote: view.quote,
    error: view.error,
    retry: () => actor.send({ type: 'quote.retry' }),
  };
}
