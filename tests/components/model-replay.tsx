import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { eventsFor } from '../machines/model-coverage';

/** A flow's screen checked against its machine's model. */
export interface ModelReplay {
  /** The machine's id in the registry: its example input, events and serializer make the paths. */
  id: string;
  machine: AnyStateMachine;
  /** The URL the screen is drawn at. */
  url: string;
  /** The screen drawn for a snapshot (with `send` and callbacks that do nothing). */
  view: (snapshot: AnyMachineSnapshot) => ReactElement;
  /** What the customer must see in each state of the machine. */
  expectVisible: (snapshot: AnyMachineSnapshot) => Promise<void>;
  /** The model has more paths than this. */
  minPaths: number;
}

/**
 * Replays every shortest path of the machine's model, one event at a time: each prefix of
 * events is sent to the machine (its actors never answer: the path's events stand for their
 * answers), the snapshot must be the path's, and the screen drawn for it must show what
 * `expectVisible` asks. A prefix shared by several paths is checked once.
 */
export function describeModelReplay(title: string, replay: ModelReplay): void {
  afterEach(cleanup);

  const entry = machineRegistry.find((candidate) => candidate.id === replay.id)!;
  const paths = getShortestPaths(replay.machine, {
    events: eventsFor(entry) as never,
    input: entry.input as never,
    serializeState: entry.serialize as never,
  });

  const never = () => new Promise<never>(() => undefined);
  const actors = Object.keys(replay.machine.implementations.actors);
  const replayLogic = replay.machine.provide({
    actors: Object.fromEntries(actors.map((name) => [name, fromPromise(never)])) as never,
  });

  function snapshotAfter(events: readonly { type: string }[]): AnyMachineSnapshot {
    const actor = createActor(replayLogic, { input: entry.input as never }).start();
    for (const event of events) actor.send(event as never);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    actor.stop();
    return snapshot;
  }

  function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
    const router = createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: [replay.url] }),
    });
    return <RouterContextProvider router={router}>{replay.view(snapshot)}</RouterContextProvider>;
  }

  const checked = new Set<string>();

  describe(title, () => {
    it('has paths to replay', () => {
      expect(paths.length).toBeGreaterThan(replay.minPaths);
    });

    it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
      'shows the right screen on the way to %s',
      async (_name, path) => {
        const events = path.steps.slice(1).map((step) => step.event as { type: string });
        for (let length = 0; length <= events.length; length += 1) {
          const prefix = events.slice(0, length);
          const key = JSON.stringify(prefix);
          if (checked.has(key)) continue;
          checked.add(key);
          const snapshot = snapshotAfter(prefix);
          expect(snapshot.value).toEqual((path.steps[length]!.state as AnyMachineSnapshot).value);
          const view = render(<Screen snapshot={snapshot} />);
          await replay.expectVisible(snapshot);
          view.unmount();
        }
      },
      60_000,
    );
  });
}
