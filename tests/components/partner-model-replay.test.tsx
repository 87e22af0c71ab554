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
import { partnerMachine } from '../../machines/partner.machine';
import type { PartnerContext, PartnerInput } from '../../machines/partner.machine';
import { PartnerView } from '../../src/features/partner/partner-view';
import type { PartnerStateName } from '../../src/features/partner/partner-view';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'partner')!;
const paths = getShortestPaths(partnerMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

const never = () => new Promise<never>(() => undefined);
/** The machine with actors that never answer: the path's events stand for their answers. */
const replayLogic = partnerMachine.provide({
  actors: {
    loadPartner: fromPromise(never),
    savePartnerAddress: fromPromise(never),
    tokenizeCard: fromPromise(never),
    completePartner: fromPromise(never),
  } as never,
});

function replay(events: readonly { type: string }[]): AnyMachineSnapshot {
  const actor = createActor(replayLogic, { input: entry.input as PartnerInput }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

function Screen({ snapshot }: { snapshot: AnyMachineSnapshot }) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/partner/step/billing'] }),
  });
  return (
    <RouterContextProvider router={router}>
      <PartnerView
        state={snapshot.value as PartnerStateName}
        context={snapshot.context as PartnerContext}
        send={() => undefined}
        onBack={() => undefined}
      />
    </RouterContextProvider>
  );
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as PartnerContext;
  const is = (value: PartnerStateName) => snapshot.matches(value as never);
  if (is('loading')) await screen.findByText('Loading please wait...');
  else if (is('loadFailed')) await screen.findByText('We could not load your order');
  else if (is('noOrder')) await screen.findByText('There is no showroom order to complete');
  else if (is('address') || is('savingAddress')) {
    await screen.findByRole('heading', { name: 'Where should we deliver?' });
    const submit = screen.getByRole('button', { name: /Continue to billing/ });
    if (is('savingAddress')) expect(submit).toBeDisabled();
    else expect(submit).toBeEnabled();
  } else if (is('billing')) {
    await screen.findByRole('heading', { name: 'How will you pay each month?' });
    expect(screen.getByTestId('partner-address').textContent).toBe(context.order?.address);
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeEnabled();
  } else if (is('tokenizing') || is('completing')) {
    const button = await screen.findByRole('button', {
      name: is('tokenizing') ? /Checking the card/ : /Confirming/,
    });
    expect(button).toBeDisabled();
  } else if (is('done')) await screen.findByRole('heading', { name: 'Your order is confirmed' });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of [
    ...Object.values(context.cardErrors),
    ...Object.values(context.addressErrors),
  ])
    expect(document.body.textContent).toContain(error);
}

const checked = new Set<string>();

describe('partner steps replay the machine model', () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(8);
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
