import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { returnsMachine } from '../../machines/returns.machine';
import type { ReturnsContext, ReturnsInput } from '../../machines/returns.machine';
import { ReturnsView } from '../../src/features/returns/returns-view';
import type { ReturnsStateName } from '../../src/features/returns/returns-view';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'returns')!;
const paths = getShortestPaths(returnsMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

const never = () => new Promise<never>(() => undefined);
/** The machine with actors that never answer: the path's events stand for their answers. */
const replayLogic = returnsMachine.provide({
  actors: {
    loadReturns: fromPromise(never),
    quoteReturn: fromPromise(never),
    placeReturn: fromPromise(never),
  } as never,
});

function replay(events: readonly { type: string }[]): AnyMachineSnapshot {
  const actor = createActor(replayLogic, { input: entry.input as ReturnsInput }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/returncenter/select'] }),
  });
  return (
    <RouterContextProvider router={router}>
      <ReturnsView
        state={snapshot.value as ReturnsStateName}
        context={snapshot.context as ReturnsContext}
        send={() => undefined}
      />
    </RouterContextProvider>
  );
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as ReturnsContext;
  const is = (value: ReturnsStateName) => snapshot.matches(value as never);
  if (is('loading') || is('resuming')) await screen.findByText('Loading');
  else if (is('loadFailed')) await screen.findByText('We could not load your items');
  else if (is('nothingToReturn')) await screen.findByText(/You have nothing to return right now/);
  else if (is('select')) {
    for (const item of context.items) {
      const box = await screen.findByRole('checkbox', { name: item.name });
      expect(box.getAttribute('aria-checked')).toBe(String(context.selected.includes(item.id)));
    }
  } else if (is('details')) await screen.findByRole('heading', { name: 'Tell us about each item' });
  else if (is('pickup')) await screen.findByRole('heading', { name: 'When should we pick up?' });
  else if (is('quoting')) await screen.findByText('Pricing your return');
  else if (is('quoteFailed')) await screen.findByText('We could not price your return');
  else if (is('review')) await screen.findByRole('button', { name: 'Book the pickup' });
  else if (is('placing')) {
    const button = await screen.findByRole('button', { name: /Booking the pickup/ });
    expect(button).toBeDisabled();
  } else if (is('placed')) await screen.findByRole('heading', { name: 'Your pickup is booked' });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of Object.values(context.fieldErrors))
    expect(document.body.textContent).toContain(error);
}

const checked = new Set<string>();

describe('returns screen replays the machine model', () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(10);
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
        const snapshot = replay(prefix);
        expect(snapshot.value).toEqual((path.steps[length]!.state as AnyMachineSnapshot).value);
        const view = render(<Screen snapshot={snapshot} />);
        await expectVisible(snapshot);
        view.unmount();
      }
    },
    60_000,
  );
});
