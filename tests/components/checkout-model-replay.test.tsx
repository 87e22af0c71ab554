import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutExamples, machineRegistry } from '../../machines';
import { checkoutMachine } from '../../machines/checkout.machine';
import {
  CheckoutAtState,
  storyCheckoutLogic,
  storyInput,
} from '../../stories/checkout/checkout-story-kit';
import { describeModelReplay } from './model-replay';

const entry = machineRegistry.find((candidate) => candidate.id === 'checkout')!;
/**
 * The registry's key leaves out the held error, so a state reached with an error (payment after
 * a decline, address after a refused address) would share its key, and its path, with the same
 * state reached without one or with another error. Keyed by the error too (the examples hold a
 * handful of messages), each gets its own path.
 */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([entry.serialize!(snapshot), snapshot.context.error]);

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

describeModelReplay('checkout screen replays the machine model', {
  id: 'checkout',
  machine: checkoutMachine,
  serialize,
  // The story machine answers as the stories do; each screen replays its events on it.
  logic: storyCheckoutLogic,
  input: storyInput,
  view: (_snapshot, events) => <CheckoutAtState events={events} />,
  expectVisible,
  minPaths: 20,
  caseTitle: 'shows the right step on the way to %s',
  more: ({ paths, snapshotAfter }) => {
    it('reaches payment with a declined card and the address step with a refused address', () => {
      const held = (state: string, message: string) =>
        paths.some((path) => {
          const events = path.steps.slice(1).map((step) => step.event);
          const snapshot = snapshotAfter(events);
          return snapshot.matches(state as never) && snapshot.context.error === message;
        });
      expect(held('payment', checkoutExamples.declined.message)).toBe(true);
      expect(held('address', checkoutExamples.addressRefused.message)).toBe(true);
    });
  },
});
