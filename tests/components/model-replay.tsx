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
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { eventsFor } from '../machines/model-coverage';

/** A flow's screen checked against its machine's model. */
export interface ModelReplay {
  /** The machine's id in the registry: its example input, events and serializer make the paths. */
  id: string;
  machine: AnyStateMachine;
  /**
   * The URL the screen is drawn at, under a memory router. Without one the view is drawn as it
   * is (it brings its own router).
   */
  url?: string;
  /**
   * The screen drawn for a snapshot (with `send` and callbacks that do nothing), reached by
   * `events` from the start.
   */
  view: (snapshot: AnyMachineSnapshot, events: readonly { type: string }[]) => ReactElement;
  /** What the customer must see in each state of the machine. */
  expectVisible: (snapshot: AnyMachineSnapshot) => Promise<void>;
  /** The model has more paths than this. */
  minPaths: number;
  /** The key that tells states apart in the paths; default: the registry entry's. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** The machine the events are replayed on; default: `machine` with actors that never answer. */
  logic?: AnyStateMachine;
  /** The input of the replayed machine; default: the registry entry's example input. */
  input?: unknown;
  /** The title of each path's test, `%s` the state it ends in. */
  caseTitle?: string;
  /** More tests of the paths, run after the path count and before the replays. */
  more?: (tools: {
    paths: readonly ReplayPath[];
    snapshotAfter: (events: readonly { type: string }[]) => AnyMachineSnapshot;
  }) => void;
}

export type ReplayPath = StatePath<AnyMachineSnapshot, EventObject>;

/** Paths that a test walks its own way: the harness names them and gives each one test. */
export interface PathReplay<TPath> {
  paths: readonly TPath[];
  /** Each path's test title. */
  name: (path: TPath) => string;
  /** Walks the path and checks the screen on the way. */
  replay: (path: TPath) => Promise<void>;
  /** Tests run before the paths' own (checks of the paths themselves). */
  before?: () => void;
  /** Runs after each test, once the screen is unmounted. */
  afterEach?: () => void;
  /** Each path's test's timeout (ms). */
  timeout: number;
}

/**
 * One test per path, under `title`: the screens drawn are unmounted after each test. The
 * building block of {@link describeModelReplay}, for tests that drive a screen their own way.
 */
export function describePathReplays<TPath>(title: string, replay: PathReplay<TPath>): void {
  afterEach(() => {
    cleanup();
    replay.afterEach?.();
  });

  describe(title, () => {
    replay.before?.();
    it.each(replay.paths.map((path) => [replay.name(path), path] as const))(
      '%s',
      async (_name, path) => replay.replay(path),
      replay.timeout,
    );
  });
}

/**
 * Replays every shortest path of the machine's model, one event at a time: each prefix of
 * events is sent to the machine (by default its actors never answer: the path's events stand
 * for their answers), the snapshot must be the path's, and the screen drawn for it must show
 * what `expectVisible` asks. A prefix shared by several paths is checked once.
 */
export function describeModelReplay(title: string, replay: ModelReplay): void {
  const entry = machineRegistry.find((candidate) => candidate.id === replay.id)!;
  const paths = getShortestPaths(replay.machine, {
    events: eventsFor(entry) as never,
    input: entry.input as never,
    serializeState: (replay.serialize ?? entry.serialize) as never,
  }) as ReplayPath[];

  const never = () => new Promise<never>(() => undefined);
  const actors = Object.keys(replay.machine.implementations.actors);
  const replayLogic =
    replay.logic ??
    replay.machine.provide({
      actors: Object.fromEntries(actors.map((name) => [name, fromPromise(never)])) as never,
    });
  const input = 'input' in replay ? replay.input : entry.input;

  function snapshotAfter(events: readonly { type: string }[]): AnyMachineSnapshot {
    const actor = createActor(replayLogic, { input: input as never }).start();
    for (const event of events) actor.send(event as never);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    actor.stop();
    return snapshot;
  }

  function Screen({ url, screen }: { url: string; screen: ReactElement }) {
    const router = createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    return <RouterContextProvider router={router}>{screen}</RouterContextProvider>;
  }

  const checked = new Set<string>();
  const caseTitle = replay.caseTitle ?? 'shows the right screen on the way to %s';

  describePathReplays(title, {
    paths,
    name: (path) => caseTitle.replace('%s', () => JSON.stringify(path.state.value)),
    before: () => {
      it('has paths to replay', () => {
        expect(paths.length).toBeGreaterThan(replay.minPaths);
      });
      replay.more?.({ paths, snapshotAfter });
    },
    replay: async (path) => {
      const events = path.steps.slice(1).map((step) => step.event as { type: string });
      for (let length = 0; length <= events.length; length += 1) {
        const prefix = events.slice(0, length);
        const key = JSON.stringify(prefix);
        if (checked.has(key)) continue;
        checked.add(key);
        const snapshot = snapshotAfter(prefix);
        expect(snapshot.value).toEqual((path.steps[length]!.state as AnyMachineSnapshot).value);
        const screen = replay.view(snapshot, prefix);
        const view = render(replay.url ? <Screen url={replay.url} screen={screen} /> : screen);
        await replay.expectVisible(snapshot);
        view.unmount();
      }
    },
    timeout: 60_000,
  });
}
