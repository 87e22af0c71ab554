import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutExamples as ex } from '../../machines';
import type { checkoutMachine } from '../../machines/checkout.machine';
import { CheckoutActor } from '../../src/features/checkout/checkout-actor';
import {
  CHECKOUT_DRAFT_KEY,
  saveCheckoutDraft,
  useRestoredCheckoutDraft,
} from '../../src/features/checkout/checkout-draft';
import { CheckoutView } from '../../src/features/checkout/checkout-view';
import { storyCheckoutLogic, storyInput } from '../../stories/checkout/checkout-story-kit';

type Actor = ActorRefFrom<typeof checkoutMachine>;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Restoring({ onActor }: { onActor: (actor: Actor) => void }) {
  useRestoredCheckoutDraft();
  const actor = CheckoutActor.useActorRef();
  useEffect(() => {
    onActor(actor as unknown as Actor);
  }, [actor, onActor]);
  return <CheckoutView depotHour={() => 8} />;
}

/** The checkout as the app draws it after a page load, its actors answered by the test. */
function Frame({ onActor }: { onActor: (actor: Actor) => void }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        component: () => (
          <CheckoutActor.Provider logic={storyCheckoutLogic} options={{ input: storyInput }}>
            <Restoring onActor={onActor} />
          </CheckoutActor.Provider>
        ),
      }),
      history: createMemoryHistory({ initialEntries: ['/checkout'] }),
    }),
  );
  return <RouterProvider router={router} />;
}

describe('the language switch on a checkout step', () => {
  it('keeps the address, day, signature and saved card across the new page', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        addressId: ex.address.id,
        deliveryDate: '2026-11-27',
        deliveryWindow: 'MORNING',
        signedBy: 'Alex Tremblay',
        paymentMethodId: ex.savedCard.id,
      }),
    );
    let actor: Actor | null = null;
    render(<Frame onActor={(found) => (actor = found)} />);
    await waitFor(() => expect(actor).not.toBeNull());
    const checkout = actor as unknown as Actor;
    // The draft is read once: a later page starts afresh.
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    checkout.send({
      type: 'xstate.done.actor.loadCheckout',
      output: { addresses: [ex.address], cards: [ex.savedCard] },
    } as never);
    await waitFor(() => expect(checkout.getSnapshot().matches('checkingArea')).toBe(true));
    checkout.send({ type: 'xstate.done.actor.checkDeliveryArea', output: ex.areaServed } as never);
    await waitFor(() => expect(checkout.getSnapshot().matches('schedule')).toBe(true));
    checkout.send({ type: 'xstate.done.actor.loadSchedule', output: ex.schedule } as never);
    await waitFor(() => expect(checkout.getSnapshot().matches('payment')).toBe(true));
    const { context } = checkout.getSnapshot();
    expect(context.addressId).toBe(ex.address.id);
    expect(context.deliveryDate).toBe('2026-11-27');
    expect(context.deliveryWindow).toBe('MORNING');
    expect(context.agreementSignedBy).toBe('Alex Tremblay');
    expect(context.paymentMethodId).toBe(ex.savedCard.id);
    expect(
      await screen.findByRole('heading', { name: 'How would you like to pay?' }),
    ).toBeVisible();

    // What the switch keeps: the choices, never a card's number.
    saveCheckoutDraft(checkout.getSnapshot());
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null')).toEqual({
      addressId: ex.address.id,
      deliveryDate: '2026-11-27',
      deliveryWindow: 'MORNING',
      signedBy: 'Alex Tremblay',
      paymentMethodId: ex.savedCard.id,
    });
  });

  it('starts at the address as before when nothing was kept', async () => {
    let actor: Actor | null = null;
    render(<Frame onActor={(found) => (actor = found)} />);
    await waitFor(() => expect(actor).not.toBeNull());
    const checkout = actor as unknown as Actor;
    checkout.send({
      type: 'xstate.done.actor.loadCheckout',
      output: { addresses: [ex.address], cards: [ex.savedCard] },
    } as never);
    expect(await screen.findByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checkout.getSnapshot().matches('address')).toBe(true);
  });
});
