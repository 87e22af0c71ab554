import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { authSessionMachine } from './auth-session.machine';
import { cartQuoteMachine } from './cart-quote.machine';
import { promoBarMachine } from './promo-bar.machine';

/** An event a tester or the visualizer may send, with an example payload. */
export interface ExampleEvent {
  type: string;
  [key: string]: unknown;
}

export interface MachineEntry {
  /** The file name in machines/, without `.machine.ts`. */
  id: string;
  title: string;
  purpose: string;
  machine: AnyStateMachine;
  /** Input used to start the machine in tests and the visualizer. */
  input?: unknown;
  events: ExampleEvent[];
  /** How the model tells states apart, when context grows without bound (counters, clocks). */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** A rule that must hold in every reached state: returns what is wrong, or null. */
  invariant?: (snapshot: AnyMachineSnapshot, event: ExampleEvent) => string | null;
}

/** Every machine of the product. A test fails when a machine file is missing here. */
const exampleSession = {
  userId: '5b0c1a9e-0000-4000-8000-000000000001',
  accessToken: 'example-access-token',
  refreshToken: 'example-refresh-token',
  expiresAt: 1_900_000_000_000,
  tokenType: 'Bearer',
  roles: ['customer'],
};

const exampleQuoteRequest = {
  cityId: '6',
  lines: [{ productId: '101', quantity: 1, purchaseOption: 'monthlyv3' }],
  returns: [],
  includeAssembly: false,
};

export const machineRegistry: MachineEntry[] = [
  {
    id: 'cart-quote',
    title: 'Cart quote',
    purpose:
      'Prices the cart 300 ms after the last change; an empty cart resets without a request; failures can be retried.',
    machine: cartQuoteMachine,
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
      if (
        snapshot.matches('quoted') &&
        snapshot.context.quoteVersion !== snapshot.context.version
      ) {
        return 'shows a quote older than the last change';
      }
      if (snapshot.matches('empty') && snapshot.context.quote !== null)
        return 'an empty cart keeps a quote';
      return null;
    },
  },
  {
    id: 'auth-session',
    title: 'Auth session',
    purpose:
      'Holds the signed-in session, hands out valid tokens, refreshes once for all callers, and signs out.',
    machine: authSessionMachine,
    events: [
      { type: 'xstate.done.actor.loadSession', output: { session: null, now: 1_800_000_000_000 } },
      {
        type: 'xstate.done.actor.loadSession',
        output: { session: exampleSession, now: 1_800_000_000_000 },
      },
      { type: 'auth.signedIn', session: exampleSession },
      { type: 'auth.tokenRequested', now: 1_800_000_000_000 },
      { type: 'auth.tokenRequested', now: 2_000_000_000_000 },
      { type: 'auth.tokenRejected', token: 'example-access-token' },
      { type: 'auth.signOutRequested' },
      { type: 'xstate.done.actor.refreshSession', output: exampleSession },
      {
        type: 'xstate.done.actor.loadSession',
        output: { session: { ...exampleSession, expiresAt: 1_000 }, now: 1_800_000_000_000 },
      },
      { type: 'xstate.error.actor.refreshSession', error: 'refresh refused' },
      { type: 'xstate.done.actor.signOut' },
    ],
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.refreshReason,
        snapshot.context.session?.expiresAt ?? null,
      ]),
    invariant: (snapshot, event) => {
      const session = snapshot.context.session as { expiresAt: number } | null;
      if (snapshot.matches('signedOut') && session) return 'signed out but still holds a session';
      if (snapshot.matches('signedIn') && !session) return 'signed in without a session';
      if (
        snapshot.matches('signedIn') &&
        event.type === 'auth.tokenRequested' &&
        session &&
        session.expiresAt - 30_000 <= (event.now as number)
      ) {
        return 'hands out a token past its expiry';
      }
      return null;
    },
  },
  {
    id: 'promo-bar',
    title: 'Promo bar',
    purpose:
      'Rotates the header promotions every 3 seconds and shows the billing alert to delinquent customers.',
    machine: promoBarMachine,
    input: {},
    events: [
      { type: 'promo.delinquencyChanged', delinquent: true },
      { type: 'promo.delinquencyChanged', delinquent: false },
      { type: 'promo.pause' },
      { type: 'promo.resume' },
      { type: 'promo.next' },
    ],
    invariant: (snapshot) =>
      snapshot.context.messages[snapshot.context.index] === undefined ? 'shows no message' : null,
  },
];
