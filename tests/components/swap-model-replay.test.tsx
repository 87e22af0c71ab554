import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { swapMachine } from '../../machines/swap.machine';
import type { SwapContext } from '../../machines/swap.machine';
import { ActorAtState } from '../../stories/actor-at-state';
import { SwapActor, SwapView } from '../../src/features/swap-move/swap-view';
import type { SwapStateName } from '../../src/features/swap-move/swap-view';
import { describeModelReplay } from './model-replay';

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

describeModelReplay('swap screen replays the machine model', {
  id: 'swap',
  machine: swapMachine,
  url: '/swapproducts',
  view: (snapshot) => (
    <ActorAtState
      actor={SwapActor}
      machine={swapMachine}
      value={snapshot.value as SwapStateName}
      context={snapshot.context as SwapContext}
    >
      <SwapView />
    </ActorAtState>
  ),
  expectVisible,
  minPaths: 10,
});
