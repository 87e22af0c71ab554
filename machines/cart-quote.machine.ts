import { assign, fromPromise, setup } from 'xstate';
import type { CartReturnInput, PriceCartQuery } from '../contract/graphql';
import type { CartProductLine } from './cart-line';

/** Spec section 9: the quote waits this long after the last change. */
export const QUOTE_DEBOUNCE_MS = 300;

/** A line as the quote sends it (the API's cart line). */
export type QuoteLine = CartProductLine;

/** A line of the return cart: the API's `CartReturnInput`, its id as a string. */
export type QuoteReturnLine = Omit<CartReturnInput, 'id'> & { id: string };

/** Everything the price depends on (spec section 4). */
export interface QuoteRequest {
  cityId: string;
  lines: QuoteLine[];
  returns: QuoteReturnLine[];
  includeAssembly: boolean;
}

/** The cart as the API prices it (`priceCart`): lines, totals, the monthly bill, refused lines. */
export type CartQuote = PriceCartQuery['priceCart'];

export interface CartQuoteContext {
  request: QuoteRequest | null;
  /** Bumped on every change; a quote is current only when it answers the latest version. */
  version: number;
  quote: CartQuote | null;
  quoteVersion: number | null;
  error: string | null;
}

export type CartQuoteEvent =
  { type: 'cart.changed'; request: QuoteRequest } | { type: 'quote.retry' };

export interface PriceCartInput {
  request: QuoteRequest;
  version: number;
}

export interface PriceCartOutput {
  quote: CartQuote;
  version: number;
}

/**
 * The cart's price quote (spec section 4): waits 300 ms after the last change of city, lines,
 * returns or assembly, then asks the server. An empty cart resets the quote without a request;
 * a newer change abandons the request in flight, so an old answer never overwrites a newer one;
 * a failure is shown with a retry.
 */
export const cartQuoteMachine = setup({
  types: {
    context: {} as CartQuoteContext,
    events: {} as CartQuoteEvent,
  },
  actors: {
    priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async () => {
      throw new Error('priceCart is provided by the app');
    }),
  },
  actions: {
    /** Reports a failed quote to error reporting (spec section 8). */
    reportError: (_args, _params: { error: unknown }) => undefined,
    recordChange: assign(({ context }, params: { request: QuoteRequest }) => ({
      request: params.request,
      version: context.version + 1,
    })),
    resetQuote: assign({ quote: null, quoteVersion: null, error: null }),
    /** The quote answering the change of the given version. */
    rememberQuote: assign((_args, params: { quote: CartQuote; version: number }) => ({
      quote: params.quote,
      quoteVersion: params.version,
      error: null,
    })),
    showQuoteFailure: assign({
      error: 'We could not price your cart. Check your connection and try again.',
    }),
  },
  guards: {
    isCartEmpty: (_args, params: { request: QuoteRequest }) =>
      params.request.lines.length === 0 && params.request.returns.length === 0,
    isAnswerToLatestChange: ({ context }, params: { version: number }) =>
      params.version === context.version,
  },
  delays: {
    debounce: QUOTE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'cartQuote',
  context: { request: null, version: 0, quote: null, quoteVersion: null, error: null },
  initial: 'empty',
  on: {
    'cart.changed': [
      {
        guard: { type: 'isCartEmpty', params: ({ event }) => ({ request: event.request }) },
        target: '.empty',
        actions: [
          { type: 'recordChange', params: ({ event }) => ({ request: event.request }) },
          'resetQuote',
        ],
      },
      {
        target: '.debouncing',
        reenter: true,
        actions: { type: 'recordChange', params: ({ event }) => ({ request: event.request }) },
      },
    ],
  },
  states: {
    empty: {},
    debouncing: {
      after: { debounce: 'fetching' },
    },
    fetching: {
      invoke: {
        id: 'priceCart',
        src: 'priceCart',
        input: ({ context }) => ({
          request: context.request as QuoteRequest,
          version: context.version,
        }),
        onDone: [
          {
            guard: {
              type: 'isAnswerToLatestChange',
              params: ({ event }) => ({ version: event.output.version }),
            },
            target: 'quoted',
            actions: {
              type: 'rememberQuote',
              params: ({ event }) => ({
                quote: event.output.quote,
                version: event.output.version,
              }),
            },
          },
          // An answer to an older change: ignore it and ask again for the latest.
          { target: 'fetching', reenter: true },
        ],
        onError: {
          target: 'failed',
          actions: [
            'showQuoteFailure',
            { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    quoted: {},
    failed: {
      on: { 'quote.retry': 'fetching' },
    },
  },
});
