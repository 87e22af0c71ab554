import { createActor, fromPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { buyoutMachine } from '../../machines/buyout.machine';
import type {
  BuyoutEvent,
  BuyoutInput,
  BuyoutPaid,
  BuyoutQuote,
  BuyoutStart,
  PlaceBuyoutInput,
} from '../../machines/buyout.machine';
import type { CardDraft, CardToken } from '../../machines/checkout-types';
import { buyoutExamples } from '../../machines/examples/buyout-examples';

export type BuyoutSnapshot = SnapshotFrom<typeof buyoutMachine>;

export interface BuyoutScenario {
  input?: Partial<BuyoutInput>;
  /** What loading answers; an Error fails it; 'never' keeps it loading. */
  start?: BuyoutStart | Error | 'never';
  tokenize?: CardToken | Error | 'never';
  place?: BuyoutPaid | Error | 'never';
  /** What quoting answers (the sofa in Ontario by default); 'never' keeps it quoting. */
  quote?: BuyoutQuote | Error | 'never';
  events?: BuyoutEvent[];
  /** The state to stop in. */
  until: keyof typeof buyoutMachine.root.states;
}

const never = <T>() => new Promise<T>(() => undefined);

function answer<T>(value: T | Error | 'never' | undefined, fallback: T): Promise<T> {
  if (value === 'never') return never<T>();
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value ?? fallback);
}

/** Runs the real buyout machine with fake actors until it reaches `until`, for a story. */
export async function reachBuyout(scenario: BuyoutScenario): Promise<BuyoutSnapshot> {
  const machine = buyoutMachine.provide({
    actors: {
      loadBuyout: fromPromise<BuyoutStart, void>(() =>
        answer(scenario.start, buyoutExamples.start),
      ),
      tokenizeCard: fromPromise<CardToken, { card: CardDraft }>(() =>
        answer(scenario.tokenize, {
          source: 'tok_story',
          card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2034 },
        }),
      ),
      quoteBuyout: fromPromise<BuyoutQuote, { productIds: string[] }>(() =>
        answer(scenario.quote, buyoutExamples.sofaQuote),
      ),
      placeBuyout: fromPromise<BuyoutPaid, PlaceBuyoutInput>(() =>
        answer(scenario.place, {
          orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
          orderNumber: 'SF100321',
          chargedamount: 904,
        }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { step: 'choose', selected: [], idempotencyKey: 'story-key', ...scenario.input },
  }).start();
  if (scenario.start !== 'never') {
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 2000 });
  }
  if (scenario.quote !== 'never') {
    await waitFor(actor, (snapshot) => !snapshot.matches('quoting'), { timeout: 2000 });
  }
  for (const event of scenario.events ?? []) {
    actor.send(event);
    await Promise.resolve();
  }
  await waitFor(actor, (snapshot) => snapshot.value === scenario.until, {
    timeout: 2000,
  });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** A problem as src/api's CallFailure carries it. */
export function failure(message: string, field?: string, code?: string): Error {
  return Object.assign(new Error(message), { field, code });
}
