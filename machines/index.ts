import type { AnyStateMachine } from 'xstate';
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
      { type: 'xstate.error.actor.priceCart', error: 'network' },
      { type: 'quote.retry' },
    ],
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
      { type: 'xstate.error.actor.refreshSession', error: 'refresh refused' },
      { type: 'xstate.done.actor.signOut' },
    ],
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
  },
];
