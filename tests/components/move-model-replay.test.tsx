import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { moveMachine } from '../../machines/move.machine';
import type { MoveContext } from '../../machines/move.machine';
import { ActorAtState } from '../../stories/actor-at-state';
import { MoveActor, MoveView } from '../../src/features/swap-move/move-view';
import type { MoveStateName } from '../../src/features/swap-move/move-view';
import { describeModelReplay } from './model-replay';

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

describeModelReplay('move screen replays the machine model', {
  id: 'move',
  machine: moveMachine,
  url: '/moveproducts',
  view: (snapshot) => (
    <ActorAtState
      actor={MoveActor}
      machine={moveMachine}
      value={snapshot.value as MoveStateName}
      context={snapshot.context as MoveContext}
    >
      <MoveView />
    </ActorAtState>
  ),
  expectVisible,
  minPaths: 10,
});
