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
import { swapMachine } from '../../machines/swap.machine';
import type { SwapContext, SwapInput } from '../../machines/swap.machine';
import { SwapView } from '../../src/features/swap-move/swap-view';
import type { SwapStateName } from '../../src/features/swap-move/swap-view';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'swap')!;
const paths = getShortestPaths(swapMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

const never = () => new Promise<never>(() => undefined);
/** The machine with actors that never answer: the path's events stand for their answers. */
const replayLogic = swapMachine.provide({
  actors: {
    loadSwap: fromPromise(never),
    findReplacements: fromPromise(never),
    quoteSwap: fromPromise(never),
    placeSwap: fromPromise(never),
  } as never,
});

function replay(events: readonly { type: string }[]): AnyMachineSnapshot {
  const actor = createActor(replayLogic, { input: entry.input as SwapInput }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/swapproducts'] }),
  });
  return (
    <RouterContextProvider router={router}>
      <SwapView
        state={snapshot.value as SwapStateName}
        context={snapshot.context as SwapContext}
        send={() => undefined}
      />
    </RouterContextProvider>
  );
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as SwapContext;
  const is = (value: SwapStateName) => snapshot.matches(value as never);
  if (is('loading')) await screen.findByText('Loading');
  else if (is('loadFailed')) await screen.findByText('We could not load your pieces');
  else if (is('nothingToSwap')) await screen.findByText(/You have nothing to swap right now/);
  else if (is('choosingItem')) {
    await screen.findByRole('heading', { name: 'What would you like to swap?' });
    for (const item of context.items) {
      const choice = screen.getByRole('radio', { name: new RegExp(item.name) });
      expect(choice.getAttribute('aria-checked')).toBe(String(item.id === context.itemId));
    }
  } else if (is('loadingReplacements')) await screen.findByText('Finding replacements');
  else if (is('replacementsFailed')) await screen.findByText('We could not load the replacements');
  else if (is('choosingReplacement')) {
    await screen.findByRole('heading', { name: 'Choose its replacement' });
    for (const each of context.replacements) {
      const choice = screen.getByRole('radio', { name: new RegExp(each.name) });
      expect(choice.getAttribute('aria-checked')).toBe(
        String(each.productId === context.productId),
      );
    }
  } else if (is('scheduling')) {
    await screen.findByRole('heading', { name: 'When should the crew come?' });
    expect((screen.getByLabelText(/Swap day/) as HTMLInputElement).value).toBe(
      context.visit?.date ?? '',
    );
  } else if (is('quoting')) await screen.findByText('Pricing your swap');
  else if (is('quoteFailed')) await screen.findByText('We could not price your swap');
  else if (is('review') || is('placing')) {
    await screen.findByRole('heading', { name: 'Review your swap' });
    expect(screen.getByTestId('swap-today').textContent).toContain(
      context.quote!.todayTotal.toFixed(2),
    );
    const button = screen.getByRole('button', {
      name: is('placing') ? /Booking the swap/ : 'Confirm the swap',
    });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(
      is('placing'),
    );
  } else if (is('placed')) await screen.findByRole('heading', { name: 'Your swap is booked' });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of Object.values(context.fieldErrors))
    expect(document.body.textContent).toContain(error);
}

const checked = new Set<string>();

describe('swap screen replays the machine model', () => {
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
