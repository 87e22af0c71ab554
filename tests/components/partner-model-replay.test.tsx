import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { partnerMachine } from '../../machines/partner.machine';
import type { PartnerContext } from '../../machines/partner.machine';
import { ActorAtState } from '../../stories/actor-at-state';
import { PartnerActor, PartnerView } from '../../src/features/partner/partner-view';
import type { PartnerStateName } from '../../src/features/partner/partner-view';
import { describeModelReplay } from './model-replay';

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

describeModelReplay('partner steps replay the machine model', {
  id: 'partner',
  machine: partnerMachine,
  url: '/partner/step/billing',
  view: (snapshot) => (
    <ActorAtState
      actor={PartnerActor}
      machine={partnerMachine}
      value={snapshot.value as PartnerStateName}
      context={snapshot.context as PartnerContext}
    >
      <PartnerView onBack={() => undefined} />
    </ActorAtState>
  ),
  expectVisible,
  minPaths: 8,
});
