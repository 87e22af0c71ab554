import { createActor, fromPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AddressDraft } from '../../machines/checkout-types';
import { moveExamples } from '../../machines/examples/move-examples';
import { swapExamples } from '../../machines/examples/swap-examples';
import { moveMachine } from '../../machines/move.machine';
import type {
  MoveAddress,
  MoveEvent,
  MoveInput,
  MovePlaced,
  MoveQuote,
  MoveStart,
} from '../../machines/move.machine';
import { swapMachine } from '../../machines/swap.machine';
import type {
  SwapEvent,
  SwapInput,
  SwapPlaced,
  SwapQuote,
  SwapReplacement,
  SwapStart,
} from '../../machines/swap.machine';

export type SwapSnapshot = SnapshotFrom<typeof swapMachine>;
export type MoveSnapshot = SnapshotFrom<typeof moveMachine>;

/** What a fake actor answers: a value, an Error (it fails), or 'never' (it stays busy). */
type Answer<T> = T | Error | 'never';

const never = <T>() => new Promise<T>(() => undefined);

function answer<T>(value: Answer<T> | undefined, fallback: T): Promise<T> {
  if (value === 'never') return never<T>();
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value ?? fallback);
}

/** A problem as src/api's CallFailure carries it. */
export function failure(message: string, field?: string, code?: string): Error {
  return Object.assign(new Error(message), { field, code });
}

export interface SwapScenario {
  input?: Partial<SwapInput>;
  start?: Answer<SwapStart>;
  replacements?: Answer<SwapReplacement[]>;
  quote?: Answer<SwapQuote>;
  place?: Answer<SwapPlaced>;
  events?: SwapEvent[];
  until: keyof typeof swapMachine.root.states;
}

async function settle<T extends { getSnapshot(): { value: unknown } }>(
  actor: T & Parameters<typeof waitFor>[0],
  events: { type: string }[],
  until: string,
) {
  // Fake answers come in microtasks: a macrotask lets each settle before the next event.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const event of events) {
    (actor as unknown as { send(event: unknown): void }).send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await waitFor(actor, (snapshot) => (snapshot as { value: unknown }).value === until, {
    timeout: 2000,
  });
}

/** Runs the real swap machine with fake actors until it reaches `until`, for a story. */
export async function reachSwap(scenario: SwapScenario): Promise<SwapSnapshot> {
  const machine = swapMachine.provide({
    actors: {
      loadSwap: fromPromise<SwapStart, void>(() => answer(scenario.start, swapExamples.start)),
      findReplacements: fromPromise<
        SwapReplacement[],
        { membershipProductId: string; search: string }
      >(() => answer(scenario.replacements, swapExamples.replacements)),
      quoteSwap: fromPromise<SwapQuote, { membershipProductId: string; productId: string }>(() =>
        answer(scenario.quote, swapExamples.quote),
      ),
      placeSwap: fromPromise(() =>
        answer(scenario.place, {
          orderId: 'a1b2c3d4-0000-4000-8000-000000000002',
          orderNumber: 'SF100322',
          chargedamount: 111.87,
        }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { step: 'item', idempotencyKey: 'story-key', ...scenario.input },
  }).start();
  await settle(actor, scenario.events ?? [], scenario.until);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

export interface MoveScenario {
  input?: Partial<MoveInput>;
  start?: Answer<MoveStart>;
  save?: Answer<MoveAddress>;
  /** The address check's answer. */
  quote?: Answer<MoveQuote>;
  /** The answer for the day chosen (default: as `quote`). */
  requote?: Answer<MoveQuote>;
  place?: Answer<MovePlaced>;
  events?: MoveEvent[];
  until: keyof typeof moveMachine.root.states;
}

/** Runs the real move machine with fake actors until it reaches `until`, for a story. */
export async function reachMove(scenario: MoveScenario): Promise<MoveSnapshot> {
  let quotes = 0;
  const machine = moveMachine.provide({
    actors: {
      loadMove: fromPromise<MoveStart, void>(() => answer(scenario.start, moveExamples.start)),
      saveAddress: fromPromise<MoveAddress, { draft: AddressDraft }>(() =>
        answer(scenario.save, moveExamples.ottawa),
      ),
      quoteMove: fromPromise<
        MoveQuote,
        { productIds: string[]; toAddressId: string; movedate: string | null }
      >(() =>
        answer(
          quotes++ === 0 ? scenario.quote : (scenario.requote ?? scenario.quote),
          moveExamples.quote,
        ),
      ),
      placeMove: fromPromise(() =>
        answer(scenario.place, {
          orderId: 'a1b2c3d4-0000-4000-8000-000000000003',
          orderNumber: 'SF100323',
          chargedamount: 420.64,
        }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { step: 'items', idempotencyKey: 'story-key', ...scenario.input },
  }).start();
  await settle(actor, scenario.events ?? [], scenario.until);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
