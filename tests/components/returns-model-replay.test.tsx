import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { returnsMachine } from '../../machines/returns.machine';
import type { ReturnsContext } from '../../machines/returns.machine';
import { ActorAtState } from '../../stories/actor-at-state';
import { ReturnsActor, ReturnsView } from '../../src/features/returns/returns-view';
import type { ReturnsStateName } from '../../src/features/returns/returns-view';
import { describeModelReplay } from './model-replay';

/** What the customer must see in each state of the machine. */
async function expectVisible(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as ReturnsContext;
  const is = (value: ReturnsStateName) => snapshot.matches(value as never);
  if (is('loading') || is('resuming')) await screen.findByText('Loading');
  else if (is('loadFailed')) await screen.findByText('We could not load your items');
  else if (is('nothingToReturn')) await screen.findByText(/You have nothing to return right now/);
  else if (is('select')) {
    for (const item of context.items) {
      const box = await screen.findByRole('checkbox', { name: item.name });
      expect(box.getAttribute('aria-checked')).toBe(String(context.selected.includes(item.id)));
    }
  } else if (is('details')) await screen.findByRole('heading', { name: 'Tell us about each item' });
  else if (is('photos')) {
    await screen.findByRole('heading', { name: 'Show us their condition' });
    // A damaged item's photos are asked for, the others' welcome (decision 153).
    const damaged = context.selected.some((id) => context.details[id]?.reason === 'DAMAGED');
    await screen.findByText(
      damaged ? /Add at least one photo of each damaged item/ : /Photos are optional/,
    );
  } else if (is('pickup')) await screen.findByRole('heading', { name: 'When should we pick up?' });
  else if (is('quoting')) await screen.findByText('Pricing your return');
  else if (is('quoteFailed')) await screen.findByText('We could not price your return');
  else if (is('review')) await screen.findByRole('button', { name: 'Book the pickup' });
  else if (is('placing')) {
    const button = await screen.findByRole('button', { name: /Booking the pickup/ });
    expect(button).toBeDisabled();
  } else if (is('placed')) await screen.findByRole('heading', { name: 'Your pickup is booked' });
  else throw new Error(`no expectation for ${JSON.stringify(snapshot.value)}`);
  // What went wrong is on screen wherever the customer is sent with it.
  const message = context.problem?.message;
  if (message && !is('loading')) expect(document.body.textContent).toContain(message);
  for (const error of Object.values(context.fieldErrors))
    expect(document.body.textContent).toContain(error);
}

describeModelReplay('returns screen replays the machine model', {
  id: 'returns',
  machine: returnsMachine,
  url: '/returncenter/select',
  view: (snapshot) => (
    <ActorAtState
      actor={ReturnsActor}
      machine={returnsMachine}
      value={snapshot.value as ReturnsStateName}
      context={snapshot.context as ReturnsContext}
    >
      <ReturnsView />
    </ActorAtState>
  ),
  expectVisible,
  minPaths: 10,
});
