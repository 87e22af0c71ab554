import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { cartQuoteMachine } from '../../../machines/cart-quote.machine';
import type { PriceCartInput, PriceCartOutput } from '../../../machines/cart-quote.machine';
import { logApiFailure } from '../../api/api-error';
import { fetchCartQuote } from '../../api/cart-queries';
import { toCartProductInput } from '../../api/cart-line-input';
import { inspector } from '../../lib/inspection';
import { pricingRole } from '../../lib/session-store';

/**
 * A cart's quote actor (the cart page's, a shared cart's, a package's), for the screen under
 * it. Pages provide it with the app's priceCart ({@link CartQuoteProvider}); stories and tests
 * with fakes (`<CartQuoteActor.Provider logic={cartQuoteMachine.provide(...)}>`).
 */
export const CartQuoteActor = createActorContext(cartQuoteMachine);

/** The app's cart-quote logic: the real priceCart call, aborted when a newer change arrives. */
export const cartQuoteLogic = cartQuoteMachine.provide({
  actors: {
    priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input, signal }) => {
      const quote = await fetchCartQuote(
        {
          cityId: input.request.cityId,
          products: input.request.lines.map(toCartProductInput),
          returns: input.request.returns,
          includeAssembly: input.request.includeAssembly,
        },
        pricingRole(),
        signal,
      );
      return { quote, version: input.version };
    }),
  },
  actions: {
    reportError: (_args, params) => {
      logApiFailure(params.error, 'cart quote');
    },
  },
});

/** The app's quote actor for the screen inside. */
export function CartQuoteProvider({ children }: { children: ReactNode }) {
  return (
    <CartQuoteActor.Provider logic={cartQuoteLogic} options={{ inspect: inspector() }}>
      {children}
    </CartQuoteActor.Provider>
  );
}
