import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { cartQuoteMachine } from '../../../machines/cart-quote.machine';
import type {
  PriceCartInput,
  PriceCartOutput,
  QuoteRequest,
} from '../../../machines/cart-quote.machine';
import { isReportable } from '../../api/api-error';
import { fetchCartQuote } from '../../api/cart-queries';
import type { PricedCart } from '../../api/cart-queries';
import type { CartSnapshot } from '../../lib/cart-store';
import { inspector } from '../../lib/inspection';

/** The app's cart-quote actor: the real priceCart call, aborted when a newer change arrives. */
export const cartQuoteLogic = cartQuoteMachine.provide({
  actors: {
    priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input, signal }) => {
      const quote = await fetchCartQuote(
        {
          cityId: input.request.cityId,
          products: input.request.lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            purchaseOption: line.purchaseOption as never,
            termLength: line.termLength ?? null,
            options: line.options ?? null,
          })),
          returns: input.request.returns,
          includeAssembly: input.request.includeAssembly,
        },
        signal,
      );
      return { quote, version: input.version };
    }),
  },
  actions: {
    reportError: (_args, params) => {
      if (isReportable(params.error)) console.error('[cart] quote failed', params.error);
    },
  },
});

/**
 * The quote logic the cart screen runs: the app's by default; stories and component tests
 * provide the machine with fake actors (no backend).
 */
export const CartQuoteLogicContext = createContext<typeof cartQuoteLogic>(cartQuoteLogic);

export interface CartQuoteView {
  status: 'empty' | 'updating' | 'quoted' | 'failed';
  quote: PricedCart | null;
  error: string | null;
  retry: () => void;
}

/** Sends every change of city, lines, returns or assembly to the quote machine. */
export function useCartQuote(
  cityId: string | null,
  cart: CartSnapshot,
  logic?: typeof cartQuoteLogic,
): CartQuoteView {
  const provided = useContext(CartQuoteLogicContext);
  const actor = useActorRef(logic ?? provided, { inspect: inspector() });
  const request = useMemo<QuoteRequest | null>(
    () =>
      cityId === null
        ? null
        : {
            cityId,
            lines: cart.lines.map((line) => ({
              productId: line.productId,
              quantity: line.quantity,
              purchaseOption: line.purchaseOption,
              termLength: line.termLength,
              options: line.options,
            })),
            returns: cart.returns.map((line) => ({ id: line.id, quantity: line.quantity })),
            includeAssembly: cart.assembly,
          },
    [cityId, cart],
  );
  useEffect(() => {
    if (request) actor.send({ type: 'cart.changed', request });
  }, [actor, request]);
  const view = useSelector(
    actor,
    (snapshot) => ({
      value: snapshot.value,
      quote: snapshot.context.quote as PricedCart | null,
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
