import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { buyoutMachine } from '../../machines/buyout.machine';
import type { BuyoutContext } from '../../machines/buyout.machine';
import { ActorAtState } from '../../stories/actor-at-state';
import { BuyoutActor, BuyoutView } from '../../src/features/buyout/buyout-view';
import type { BuyoutStateName } from '../../src/features/buyout/buyout-view';
import { describeModelReplay } from './model-replay';

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
  } else if (is('quoting')) {
    await screen.findByText('Working out the total with tax');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  } else if (is('quoteFailed')) {
    await screen.findByText('We could not price this buyout');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  } else if (is('payment')) {
    await screen.findByRole('heading', { name: 'Pay for your buyout' });
    // The server's total with tax is what the button pays.
    const total = (context.quote as { total: number }).total.toFixed(2);
    expect(screen.getByRole('button', { name: `Pay $${total}` })).toBeEnabled();
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

describeModelReplay('buyout screen replays the machine model', {
  id: 'buyout',
  machine: buyoutMachine,
  url: '/buyout',
  view: (snapshot) => (
    <ActorAtState
      actor={BuyoutActor}
      machine={buyoutMachine}
      value={snapshot.value as BuyoutStateName}
      context={snapshot.context as BuyoutContext}
    >
      <BuyoutView onContinue={() => undefined} onBack={() => undefined} />
    </ActorAtState>
  ),
  expectVisible,
  minPaths: 10,
});
