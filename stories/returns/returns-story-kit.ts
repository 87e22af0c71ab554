import { createActor, fromPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { returnsExamples } from '../../machines/examples/returns-examples';
import { returnsMachine } from '../../machines/returns.machine';
import type {
  PlacedReturn,
  PlaceReturnInput,
  ReturnQuote,
  ReturnsEvent,
  ReturnsInput,
  ReturnsStart,
} from '../../machines/returns.machine';

export type ReturnsSnapshot = SnapshotFrom<typeof returnsMachine>;

export interface ReturnsScenario {
  input?: Partial<ReturnsInput>;
  start?: ReturnsStart | Error | 'never';
  quote?: ReturnQuote | Error | 'never';
  place?: PlacedReturn | Error | 'never';
  events?: ReturnsEvent[];
  until: keyof typeof returnsMachine.root.states;
}

const never = <T>() => new Promise<T>(() => undefined);

function answer<T>(value: T | Error | 'never' | undefined, fallback: T): Promise<T> {
  if (value === 'never') return never<T>();
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value ?? fallback);
}

/** Runs the real returns machine with fake actors until it reaches `until`, for a story. */
export async function reachReturns(scenario: ReturnsScenario): Promise<ReturnsSnapshot> {
  const actor = createActor(
    returnsMachine.provide({
      actors: {
        loadReturns: fromPromise<ReturnsStart, void>(() =>
          answer(scenario.start, returnsExamples.start),
        ),
        quoteReturn: fromPromise<ReturnQuote, { ids: string[]; cityId: string }>(() =>
          answer(scenario.quote, returnsExamples.quote),
        ),
        placeReturn: fromPromise<PlacedReturn, PlaceReturnInput>(() =>
          answer(scenario.place, returnsExamples.placed),
        ),
      },
    }),
    { input: { step: 'select', idempotencyKey: 'story-key', ...scenario.input } },
  ).start();
  if (scenario.start !== 'never') {
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 2000 });
  }
  for (const event of scenario.events ?? []) {
    actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await waitFor(actor, (snapshot) => snapshot.value === scenario.until, { timeout: 2000 });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
