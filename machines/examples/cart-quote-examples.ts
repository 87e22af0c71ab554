import type { MachineModel } from '../machine-entry';

/** Examples for the cart-quote machine: the events its model sends and its invariant. */

const exampleQuoteRequest = {
  cityId: '6',
  lines: [{ productId: '101', quantity: 1, purchaseOption: 'monthlyv3' }],
  returns: [],
  includeAssembly: false,
};

export const cartQuoteModel: MachineModel = {
  events: [
    { type: 'cart.changed', request: exampleQuoteRequest },
    { type: 'cart.changed', request: { ...exampleQuoteRequest, lines: [] } },
    { type: 'xstate.done.actor.priceCart', output: { quote: { total: 1499 }, version: 1 } },
    { type: 'xstate.done.actor.priceCart', output: { quote: { total: 999 }, version: 0 } },
    { type: 'xstate.error.actor.priceCart', error: 'network' },
    { type: 'quote.retry' },
  ],
  // The version counter grows forever; states differ in what a shopper could see.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.quote !== null,
      snapshot.context.quoteVersion === snapshot.context.version,
      snapshot.context.error !== null,
    ]),
  invariant: (snapshot) => {
    if (snapshot.matches('quoted') && snapshot.context.quoteVersion !== snapshot.context.version) {
      return 'shows a quote older than the last change';
    }
    if (snapshot.matches('empty') && snapshot.context.quote !== null)
      return 'an empty cart keeps a quote';
    return null;
  },
};
