import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { checkoutExamples, machineRegistry } from '../../machines';
import { checkoutMachine } from '../../machines/checkout.machine';
import {
  CheckoutAtState,
  storyCheckoutLogic,
  storyInput,
} from '../../stories/checkout/checkout-story-kit';
import type { StoryEvent } from '../../stories/checkout/checkout-story-kit';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'checkout')!;
/**
 * The registry's key leaves out the held error, so a state reached with an error (payment after
 * a decline, address after a refused address) would share its key, and its path, with the same
 * state reached without one or with another error. Keyed by the error too (the examples hold a
 * handful of messages), each gets its own path.
 */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([entry.serialize!(snapshot), snapshot.context.error]);
const paths = getShortestPaths(checkoutMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: serialize as never,
});

/** The state a fresh machine is in after `events`: what the rendered screen is showing. */
function replay(events: readonly StoryEvent[]): AnyMachineSnapshot {
  const actor = createActor(storyCheckoutLogic, { input: storyInput as never }).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('loading')) await screen.findByText('Loading your checkout');
  else if (is('loadFailed')) await screen.findByText('We could not start your checkout');
  else if (is('address') || is('savingAddress') || is('checkingArea'))
    await screen.findByRole('heading', { name: 'Where should we deliver?' });
  else if (is({ schedule: 'loading' })) await screen.findByText('Loading delivery days');
  else if (is({ schedule: 'failed' }))
    await screen.findByText('We could not load the delivery days');
  else if (is({ schedule: 'choosing' }))
    await screen.findByRole('heading', { name: 'When should we deliver?' });
  else if (is('agreement'))
    await screen.findByRole('heading', { name: 'Sign your monthly payment agreement' });
  else if (is('payment') || is('tokenizing'))
    await screen.findByRole('heading', { name: 'How would you like to pay?' });
  else if (is({ review: 'quoting' })) await screen.findByText('Pricing your order');
  else if (is({ review: 'failed' })) await screen.findByText('We could not price your order');
  else if (is({ review: 'ready' }))
    await screen.findByRole('button', { name: /Place order and pay/ });
  else if (is('placing')) {
    const button = await screen.findByRole('button', { name: /Placing your order/ });
    expect(button).toBeDisabled();
  } else if (is('placeFailed')) await screen.findByText('Your order was not confirmed');
  else if (is('success')) await screen.findByText('Thank you! Your order is placed.');
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // The error the machine holds is on screen wherever the customer is sent with it: a declined
  // card on payment, a refused address on the address step, and so on. Only the spinners that
  // stand in for a step while it loads leave it out.
  const error = snapshot.context.error as string | null;
  const spinner = is('loading') || is({ schedule: 'loading' }) || is({ review: 'quoting' });
  if (error && !spinner) expect(document.body.textContent).toContain(error);
}

/** Event prefixes already rendered and checked: many paths share their first steps. */
const checked = new Set<string>();

describe('checkout screen replays the machine model', () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('reaches payment with a declined card and the address step with a refused address', () => {
    const held = (state: string, message: string) =>
      paths.some((path) => {
        const events = path.steps.slice(1).map((step) => step.event as StoryEvent);
        const snapshot = replay(events);
        return snapshot.matches(state as never) && snapshot.context.error === message;
      });
    expect(held('payment', checkoutExamples.declined.message)).toBe(true);
    expect(held('address', checkoutExamples.addressRefused.message)).toBe(true);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'shows the right step on the way to %s',
    async (_name, path) => {
      const events = path.steps.slice(1).map((step) => step.event as StoryEvent);
      // Each prefix of the path, rendered fresh: the screen matches the state at every step.
      for (let length = 0; length <= events.length; length += 1) {
        const prefix = events.slice(0, length);
        const key = JSON.stringify(prefix);
        if (checked.has(key)) continue;
        checked.add(key);
        // The graph keeps one snapshot per key, maybe reached another way with another error:
        // check the screen against the state these very events lead to.
        const snapshot = replay(prefix);
        expect(snapshot.value).toEqual((path.steps[length]!.state as AnyMachineSnapshot).value);
        const view = render(<CheckoutAtState events={prefix} />);
        await expectVisible(snapshot);
        view.unmount();
      }
    },
    60_000,
  );
});
