import { act, render, waitFor } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getPathsFromEvents, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { cartQuoteMachine } from '../../machines/cart-quote.machine';
import type {
  PriceCartInput,
  PriceCartOutput,
  QuoteRequest,
} from '../../machines/cart-quote.machine';
import { clearBothCarts, replaceCart } from '../../src/lib/cart-store';
import { formatMoney } from '../../src/lib/money-format';
import {
  CartScreenFrame,
  seedCart,
  storyCartLines,
  storyQuote,
} from '../../stories/cart/cart-quote-story-kit';
import { describePathReplays } from './model-replay';

/**
 * Replays the cart-quote machine's generated paths (xstate/graph) against the rendered cart
 * screen: each model event becomes what causes it in the app (a cart change, time passing, the
 * quote request answering or failing, the shopper pressing "Try again"), and after every step
 * the screen must show what the model's state means.
 */

const entry = machineRegistry.find((candidate) => candidate.id === 'cart-quote');
if (!entry) throw new Error('cart-quote is not registered');

const AFTER_DEBOUNCE = 'xstate.after.debounce.cartQuote.debouncing';
const DONE = 'xstate.done.actor.priceCart';
const ERROR = 'xstate.error.actor.priceCart';

const someLines: QuoteRequest = {
  cityId: '6',
  lines: [{ productId: '101', quantity: 1, purchaseOption: 'monthlyv3' }],
  returns: [],
  includeAssembly: false,
};

/** The events a shopper and the network can cause, for the model's current state. */
function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return [
    { type: 'cart.changed', request: someLines } as EventObject,
    { type: 'cart.changed', request: { ...someLines, lines: [] } } as EventObject,
    { type: AFTER_DEBOUNCE },
    // The app's request answers the version it was asked for, so its answer is always current.
    {
      type: DONE,
      output: { quote: { total: 1 }, version: snapshot.context.version as number },
    } as EventObject,
    { type: ERROR, error: 'network down' } as EventObject,
    { type: 'quote.retry' },
  ];
}

const options = {
  events: modelEvents as never,
  serializeState: entry.serialize as never,
};
const generated = [
  ...getShortestPaths(cartQuoteMachine, options),
  ...getSimplePaths(cartQuoteMachine, options),
  // Simple paths never return to a state already seen, so emptying the cart again (back to
  // `empty` from each state) is walked explicitly, on the machine's own transitions.
  ...[[], [AFTER_DEBOUNCE], [AFTER_DEBOUNCE, DONE], [AFTER_DEBOUNCE, ERROR]].flatMap((middle) =>
    getPathsFromEvents(
      cartQuoteMachine,
      [
        { type: 'cart.changed', request: someLines },
        ...middle.map((type) =>
          type === DONE
            ? { type, output: { quote: { total: 1 }, version: 1 } }
            : type === ERROR
              ? { type, error: 'network down' }
              : { type },
        ),
        { type: 'cart.changed', request: { ...someLines, lines: [] } },
      ] as never,
      { serializeState: entry.serialize as never },
    ),
  ),
];
// One replay per distinct sequence of events.
const paths = [
  ...new Map(
    generated.map((path) => [
      path.steps.map((step) => `${step.event.type}:${JSON.stringify(step.event)}`).join('>'),
      path,
    ]),
  ).values(),
];

interface PendingCall {
  input: PriceCartInput;
  generation: number;
  resolve: (output: PriceCartOutput) => void;
  reject: (error: Error) => void;
}

/** A priceCart actor the test answers by hand. */
function controllablePricing() {
  const calls: PendingCall[] = [];
  let generation = 0;
  const logic = cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(
        ({ input }) =>
          new Promise<PriceCartOutput>((resolve, reject) => {
            calls.push({ input, generation, resolve, reject });
          }),
      ),
    },
    actions: { reportError: () => undefined },
  });
  return {
    logic,
    calls,
    /** A cart change starts a new generation: only requests made after it count. */
    nextGeneration: () => (generation += 1),
    generation: () => generation,
  };
}

let quantity = 1;

async function cause(
  event: EventObject,
  pricing: ReturnType<typeof controllablePricing>,
  screen: RenderResult,
  settled: { total: number | null },
) {
  const latest = () => pricing.calls.at(-1);
  switch (event.type) {
    case 'cart.changed': {
      const request = (event as unknown as { request: QuoteRequest }).request;
      pricing.nextGeneration();
      act(() => {
        if (request.lines.length === 0) clearBothCarts();
        else {
          quantity = (quantity % 5) + 1;
          replaceCart(storyCartLines.slice(0, 1).map((line) => ({ ...line, quantity })));
        }
      });
      return;
    }
    case AFTER_DEBOUNCE: {
      // 300 ms later the machine asks for a price for the latest cart.
      await waitFor(
        () => {
          const call = latest();
          expect(call?.generation).toBe(pricing.generation());
          expect(call?.input.request.lines[0]?.quantity).toBe(quantity);
        },
        { timeout: 3000 },
      );
      return;
    }
    case DONE: {
      const call = latest();
      if (!call) throw new Error('no request to answer');
      const total = 1000 + call.input.version;
      settled.total = total;
      await act(async () => {
        call.resolve({ quote: storyQuote(total), version: call.input.version });
      });
      return;
    }
    case ERROR: {
      const call = latest();
      if (!call) throw new Error('no request to fail');
      await act(async () => {
        call.reject(new Error('network down'));
      });
      return;
    }
    case 'quote.retry': {
      const before = pricing.calls.length;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(pricing.calls.length).toBe(before + 1));
      return;
    }
    default:
      throw new Error(`the screen has no way to cause ${event.type}`);
  }
}

/** What the screen must show in a state of the model. */
async function expectScreenFor(
  state: AnyMachineSnapshot,
  screen: RenderResult,
  settled: { total: number | null },
  where: string,
) {
  const value = state.value as string;
  const hasQuote = state.context.quote !== null;
  await waitFor(() => {
    const updating = screen.queryByText('Updating prices…');
    const failure = screen.queryByText('We could not price your cart');
    const total = screen.queryByTestId('cart-total');
    if (value === 'empty') {
      expect(screen.queryByText('Your cart is empty'), where).not.toBeNull();
      expect(total, where).toBeNull();
      return;
    }
    expect(screen.queryByText('Your cart is empty'), where).toBeNull();
    if (value === 'debouncing' || value === 'fetching') {
      expect(updating, where).not.toBeNull();
      expect(failure, where).toBeNull();
    }
    if (value === 'quoted') {
      expect(updating, where).toBeNull();
      expect(total?.textContent, where).toBe(formatMoney(settled.total ?? NaN));
    }
    if (value === 'failed') {
      expect(failure, where).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' }), where).not.toBeNull();
      expect(updating, where).toBeNull();
    }
    // An earlier quote stays on screen (dimmed) until a new one replaces it.
    if (hasQuote) expect(total?.textContent, where).toBe(formatMoney(settled.total ?? NaN));
    else expect(total, where).toBeNull();
  });
}

function stepName(event: EventObject): string {
  if (event.type === 'cart.changed')
    return (event as unknown as { request: QuoteRequest }).request.lines.length === 0
      ? 'cart emptied'
      : 'cart changed';
  if (event.type === AFTER_DEBOUNCE) return '300 ms';
  if (event.type === DONE) return 'quote answers';
  if (event.type === ERROR) return 'quote fails';
  if (event.type === 'quote.retry') return 'try again';
  return 'start';
}

describePathReplays('cart quote screen replays the machine model', {
  paths,
  name: (path) => path.steps.map((step) => stepName(step.event)).join(' > '),
  before: () => {
    it('generates paths that reach every state of the machine', () => {
      const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
      expect([...reached].sort()).toEqual(['debouncing', 'empty', 'failed', 'fetching', 'quoted']);
    });

    it('replays emptying the cart from every state', () => {
      const emptiedFrom = paths
        .filter((path) => path.steps.length > 2 && path.steps.at(-1)?.state.value === 'empty')
        .map((path) => path.steps.at(-2)?.state.value);
      expect([...new Set(emptiedFrom)].sort()).toEqual([
        'debouncing',
        'failed',
        'fetching',
        'quoted',
      ]);
    });
  },
  // One screen a path: each step is caused on it as the app would, then the screen is checked.
  replay: async (path) => {
    seedCart([]);
    quantity = 1;
    const pricing = controllablePricing();
    const settled: { total: number | null } = { total: null };
    const screen = render(<CartScreenFrame logic={pricing.logic} />);
    for (const [index, step] of path.steps.entries()) {
      const event = step.event as EventObject;
      const where = `step ${index}: ${event.type} -> ${JSON.stringify(step.state.value)}`;
      if (event.type !== 'xstate.init') await cause(event, pricing, screen, settled);
      await expectScreenFor(step.state, screen, settled, where);
    }
  },
  afterEach: () => localStorage.clear(),
  timeout: 30_000,
});
