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
import { moveMachine } from '../../machines/move.machine';
import type { MoveContext, MoveInput } from '../../machines/move.machine';
import { MoveView } from '../../src/features/swap-move/move-view';
import type { MoveStateName } from '../../src/features/swap-move/move-view';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'move')!;
const paths = getShortestPaths(moveMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

const never = () => new Promise<never>(() => undefined);
/** The machine with actors that never answer: the path's events stand for their answers. */
const replayLogic = moveMachine.provide({
  actors: {
    loadMove: fromPromise(never),
    saveAddress: fromPromise(never),
    quoteMove: fromPromise(never),
    placeMove: fromPromise(never),
  } as never,
});

function replay(events: readonly { type: string }[]): AnyMachineSnapshot {
  const actor = createActor(replayLogic, { input: entry.input as MoveInput }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/moveproducts'] }),
  });
  return (
    <RouterContextProvider router={router}>
      <MoveView
        state={snapshot.value as MoveStateName}
        context={snapshot.context as MoveContext}
        send={() => undefined}
      />
    </RouterContextProvider>
  );
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as MoveContext;
  const is = (value: MoveStateName) => snapshot.matches(value as never);
  if (is('loading') || is('resuming')) await screen.findByText('Loading');
  else if (is('loadFailed')) await screen.findByText('We could not load your pieces');
  else if (is('nothingToMove')) await screen.findByText(/You have nothing to move right now/);
  else if (is('choosingItems')) {
    await screen.findByRole('heading', { name: 'What would you like to move?' });
    for (const item of context.items) {
      const box = screen.getByRole('checkbox', { name: item.name });
      expect(box.getAttribute('aria-checked')).toBe(String(context.selected.includes(item.id)));
    }
  } else if (is('choosingAddress') || is('savingAddress') || is('checkingAddress')) {
    await screen.findByRole('heading', { name: 'Where are they going?' });
    if (context.toAddressId) {
      const chosen = context.addresses.find((address) => address.id === context.toAddressId)!;
      expect(screen.getByRole('radio', { name: chosen.label }).getAttribute('aria-checked')).toBe(
        'true',
      );
    }
    if (is('checkingAddress')) screen.getByRole('button', { name: /Checking the address/ });
  } else if (is('scheduling')) {
    await screen.findByRole('heading', { name: 'When should we pick them up?' });
    expect(document.body.textContent).toContain(context.quote!.earliestDate);
  } else if (is('quoting')) await screen.findByText('Pricing your move');
  else if (is('quoteFailed')) await screen.findByText('We could not price your move');
  else if (is('review') || is('placing')) {
    await screen.findByRole('heading', { name: 'Review your move' });
    expect(screen.getByTestId('move-total').textContent).toContain(context.quote!.total.toFixed(2));
    screen.getByRole('button', { name: is('placing') ? /Booking the move/ : 'Confirm the move' });
  } else if (is('placed')) await screen.findByRole('heading', { name: 'Your move is booked' });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of Object.values(context.fieldErrors))
    expect(document.body.textContent).toContain(error);
}

const checked = new Set<string>();

describe('move screen replays the machine model', () => {
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
