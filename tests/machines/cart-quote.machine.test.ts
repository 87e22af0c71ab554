import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { QUOTE_DEBOUNCE_MS, cartQuoteMachine } from '../../machines/cart-quote.machine';
import type { CartQuote, PriceCartInput, QuoteRequest } from '../../machines/cart-quote.machine';

const request = (quantity: number, overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  cityId: '6',
  lines: [{ productId: '10', quantity, purchaseOption: 'monthlyv3' }],
  returns: [],
  includeAssembly: false,
  ...overrides,
});
const empty: QuoteRequest = { cityId: '6', lines: [], returns: [], includeAssembly: false };

function harness(
  answer: (input: PriceCartInput) => Promise<unknown> = async (input) => ({
    total: input.request.lines[0]?.quantity,
  }),
) {
  const calls: PriceCartInput[] = [];
  const reported: unknown[] = [];
  const machine = cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise(async ({ input }: { input: PriceCartInput }) => {
        calls.push(input);
        // Stand-in quotes: the machine keeps whatever answers the latest change.
        return { quote: (await answer(input)) as CartQuote, version: input.version };
      }),
    },
    actions: { reportError: (_args, params) => void reported.push(params.error) },
  });
  return { actor: createActor(machine).start(), calls, reported };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart quote: behaviour of spec section 4', () => {
  it('waits 300 ms after the last change and sends one request', async () => {
    const { actor, calls } = harness();
    for (let quantity = 1; quantity <= 5; quantity += 1) {
      actor.send({ type: 'cart.changed', request: request(quantity) });
      await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 50);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.lines[0]!.quantity).toBe(5);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(actor.getSnapshot().context.quote).toEqual({ total: 5 });
  });

  it('resets to empty without a request when both lists are empty', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'cart.changed', request: request(1) });
    await vi.runAllTimersAsync();
    actor.send({ type: 'cart.changed', request: empty });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.quote).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('quotes again when only the city or the assembly flag changes', async () => {
    const { actor, calls } = harness();
    actor.send({ type: 'cart.changed', request: request(1) });
    await vi.runAllTimersAsync();
    actor.send({ type: 'cart.changed', request: request(1, { cityId: '9' }) });
    await vi.runAllTimersAsync();
    actor.send({
      type: 'cart.changed',
      request: request(1, { cityId: '9', includeAssembly: true }),
    });
    await vi.runAllTimersAsync();
    expect(calls.map((call) => [call.request.cityId, call.request.includeAssembly])).toEqual([
      ['6', false],
      ['9', false],
      ['9', true],
    ]);
  });

  it('never lets an older answer overwrite a newer change', async () => {
    const resolvers: (() => void)[] = [];
    const { actor, calls } = harness(
      (input) =>
        new Promise((resolve) =>
          resolvers.push(() => resolve({ total: input.request.lines[0]?.quantity })),
        ),
    );
    actor.send({ type: 'cart.changed', request: request(1) });
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'cart.changed', request: request(2) });
    resolvers[0]!(); // the old answer arrives after the newer change
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.quote).toBeNull();
    resolvers[1]!();
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.quote).toEqual({ total: 2 });
    expect(actor.getSnapshot().context.quoteVersion).toBe(actor.getSnapshot().context.version);
  });

  it('reports a failure, shows it, and retries', async () => {
    let fail = true;
    const { actor, calls, reported } = harness(async (input) => {
      if (fail) throw new Error('network');
      return { total: input.request.lines[0]?.quantity };
    });
    actor.send({ type: 'cart.changed', request: request(3) });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatch(/could not price/);
    expect(reported).toHaveLength(1);
    fail = false;
    actor.send({ type: 'quote.retry' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(calls).toHaveLength(2);
  });
});

describe('cart quote: model-based paths', () => {
  const events = [
    { type: 'cart.changed', request: request(1) },
    { type: 'cart.changed', request: empty },
    { type: 'xstate.after.debounce.cartQuote.debouncing' },
    { type: 'xstate.done.actor.priceCart', output: { quote: { total: 1 }, version: 1 } },
    { type: 'xstate.done.actor.priceCart', output: { quote: { total: 0 }, version: 0 } },
    { type: 'xstate.error.actor.priceCart', error: new Error('network') },
    { type: 'quote.retry' },
  ];
  // The version counter grows forever; states differ only in what a shopper could see.
  const options = {
    events: events as never,
    serializeState: (snapshot: {
      value: unknown;
      context: {
        quote: unknown;
        quoteVersion: number | null;
        version: number;
        error: string | null;
      };
    }) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.quote !== null,
        snapshot.context.quoteVersion === snapshot.context.version,
        snapshot.context.error !== null,
      ]),
  } as never;
  const paths = [
    ...getShortestPaths(cartQuoteMachine, options),
    ...getSimplePaths(cartQuoteMachine, options),
  ];

  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(Object.keys(cartQuoteMachine.root.states).sort());
  });

  it('never shows a quote older than the last change', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state;
        if (value === 'quoted') expect(context.quoteVersion).toBe(context.version);
        if (value === 'empty') expect(context.quote).toBeNull();
      }
    }
  });
});
