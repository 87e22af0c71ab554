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
import { buyoutMachine } from '../../machines/buyout.machine';
import type { BuyoutContext, BuyoutInput } from '../../machines/buyout.machine';
import { BuyoutView } from '../../src/features/buyout/buyout-view';
import type { BuyoutStateName } from '../../src/features/buyout/buyout-view';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'buyout')!;
const paths = getShortestPaths(buyoutMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

const never = () => new Promise<never>(() => undefined);
/** The machine with actors that never answer: the path's events stand for their answers. */
const replayLogic = buyoutMachine.provide({
  actors: {
    loadBuyout: fromPromise(never),
    tokenizeCard: fromPromise(never),
    placeBuyout: fromPromise(never),
  } as never,
});

function replay(events: readonly { type: string }[]): AnyMachineSnapshot {
  const actor = createActor(replayLogic, { input: entry.input as BuyoutInput }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/buyout'] }),
  });
  return (
    <RouterContextProvider router={router}>
      <BuyoutView
        state={snapshot.value as BuyoutStateName}
        context={snapshot.context as BuyoutContext}
        send={() => undefined}
        onContinue={() => undefined}
        onBack={() => undefined}
      />
    </RouterContextProvider>
  );
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as BuyoutContext;
  const is = (value: BuyoutStateName) => snapshot.matches(value as never);
  if (is('loading')) await screen.findByText('Loading');
  else if (is('loadFailed')) await screen.findByText('We could not load your items');
  else if (is('nothingToBuy')) await screen.findByText(/You have nothing to buy out right now/);
  else if (is('choosing')) {
    for (const item of context.items) {
      const box = await screen.findByRole('checkbox', { name: item.name });
      expect(box.getAttribute('aria-checked')).toBe(String(context.selected.includes(item.id)));
    }
  } else if (is('payment')) {
    await screen.findByRole('heading', { name: 'Pay for your buyout' });
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
  } else if (is('tokenizing') || is('placing')) {
    const button = await screen.findByRole('button', {
      name: is('tokenizing') ? /Checking the card/ : /Paying/,
    });
    expect(button).toBeDisabled();
  } else if (is('paid')) await screen.findByRole('heading', { name: "It's yours" });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of Object.values(context.cardErrors))
    expect(document.body.textContent).toContain(error);
}

const checked = new Set<string>();

describe('buyout screen replays the machine model', () => {
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
