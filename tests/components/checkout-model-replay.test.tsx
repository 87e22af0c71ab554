import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { machineRegistry } from '../../machines';
import { checkoutMachine } from '../../machines/checkout.machine';
import { CheckoutAtState } from '../../stories/checkout/checkout-story-kit';
import type { StoryEvent } from '../../stories/checkout/checkout-story-kit';
import { eventsFor } from '../machines/model-coverage';

afterEach(cleanup);

const entry = machineRegistry.find((candidate) => candidate.id === 'checkout')!;
const paths = getShortestPaths(checkoutMachine, {
  events: eventsFor(entry) as never,
  input: entry.input as never,
  serializeState: entry.serialize as never,
});

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('loading')) await screen.findByText('Loading your checkout');
  else if (is('loadFailed')) await screen.findByText('We could not start your checkout');
  else if (is('address') || is('savingAddress'))
    await screen.findByRole('heading', { name: 'Where should we deliver?' });
  else if (is({ schedule: 'loading' })) await screen.findByText('Loading delivery days');
  else if (is({ schedule: 'failed' }))
    await screen.findByText('We could not load the delivery days');
  else if (is({ schedule: 'choosing' }))
    await screen.findByRole('heading', { name: 'When should we deliver?' });
  else if (is('agreement'))
    await screen.findByRole('heading', { name: 'Sign your subscription agreement' });
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
  // The error the machine holds is on screen wherever the customer is sent with it.
  const error = snapshot.context.error as string | null;
  if (error && (is('placeFailed') || is('loadFailed')))
    expect(document.body.textContent).toContain(error);
}

describe('checkout screen replays the machine model', () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'shows the right step on the way to %s',
    async (_name, path) => {
      const events = path.steps.slice(1).map((step) => step.event as StoryEvent);
      // Each prefix of the path, rendered fresh: the screen matches the state at every step.
      for (let length = 0; length <= events.length; length += 1) {
        const view = render(<CheckoutAtState events={events.slice(0, length)} />);
        await expectVisible(path.steps[length]!.state as AnyMachineSnapshot);
        view.unmount();
      }
    },
    60_000,
  );
});
