/**
 * The model-based test every flow machine with a model in machines/examples shares: the machine's
 * actors answered by the test, one call at a time, and each shortest path of the model replayed on
 * a real actor.
 *
 *   function harness() {
 *     const { deferred, calls, answer } = answeredActors();
 *     const actor = createActor(tipMachine.provide({ actors: { chargeTip: deferred('chargeTip') } }), {
 *       input,
 *     }).start();
 *     return { actor, calls, answer };
 *   }
 *   describeModelPaths('tip', { machine: tipMachine, model: tipModel, start: harness });
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, PromiseActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ExampleEvent, MachineModel } from '../../machines';

/** How the test answers an actor's call: with its output, or with an error. */
export interface Outcome {
  output?: unknown;
  error?: unknown;
}

export interface AnsweredActors {
  /** An actor that records its call and waits until the test answers it by `name`. */
  deferred: <TOutput, TInput>(name: string) => PromiseActorLogic<TOutput, TInput>;
  /** Every call made, in order. */
  calls: { actor: string; input: unknown }[];
  /** Settles the waiting call of `name` (nothing when none waits), then lets the machine move. */
  answer: (name: string, outcome: Outcome) => Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

export function answeredActors(): AnsweredActors {
  const pending = new Map<string, Pending>();
  const calls: { actor: string; input: unknown }[] = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deferred: <TOutput, TInput>(name: string) =>
      fromPromise<TOutput, TInput>(
        ({ input }) =>
          new Promise<TOutput>((resolve, reject) => {
            calls.push({ actor: name, input });
            pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
          }),
      ),
    calls,
    async answer(name, outcome) {
      const call = pending.get(name);
      if (!call) return;
      pending.delete(name);
      if ('error' in outcome) call.reject(outcome.error);
      else call.resolve(outcome.output);
      await flush();
    },
  };
}

export interface ModelPathsOptions {
  machine: AnyStateMachine;
  model: MachineModel;
  /** A fresh actor of the machine, started with the model's input, and how to answer its actors. */
  start: () => { actor: AnyActorRef; answer: AnsweredActors['answer'] };
  /** Top-level states no path stops in (eventless states passed at once). */
  passedAtOnce?: readonly string[];
}

/**
 * `<name> machine, model-based`: the model's shortest paths reach every top-level state, and each
 * replays on a real actor, which lands in the model's state after every step with the model's
 * invariant holding. A step that is an actor's done or error event is played by answering that
 * actor's call; any other step is sent.
 */
export function describeModelPaths(name: string, options: ModelPathsOptions): void {
  const { machine, model, start, passedAtOnce = [] } = options;
  describe(`${name} machine, model-based`, () => {
    const paths = getShortestPaths(machine, {
      events: model.events as never,
      input: model.input as never,
      serializeState: model.serialize as never,
    });

    it('reaches every state', () => {
      const reached = new Set([
        ...paths.map((path) => String(path.state.value)),
        ...paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
      ]);
      expect([...reached].sort()).toEqual(
        Object.keys(machine.root.states)
          .filter((state) => !passedAtOnce.includes(state))
          .sort(),
      );
    });

    for (const path of paths) {
      const description = path.steps
        .slice(1)
        .map((step) => step.event.type.replace(/^xstate\./, ''))
        .join(' → ');
      it(`replays on a real actor: ${description || 'start'}`, async () => {
        const { actor, answer } = start();
        for (const step of path.steps.slice(1)) {
          const event = step.event as ExampleEvent & { output?: unknown; error?: unknown };
          const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
          if (actorEvent) {
            await answer(
              actorEvent[2]!,
              actorEvent[1] === 'done' ? { output: event.output } : { error: event.error },
            );
          } else {
            actor.send(event as never);
          }
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          expect(snapshot.value).toEqual(step.state.value);
          expect(model.invariant?.(snapshot, event)).toBeNull();
        }
        actor.stop();
      });
    }
  });
}
