import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutExamples as ex } from '../../machines';
import { orderQuery } from '../../src/api/checkout-queries';
import { CheckoutCitySwitch } from '../../src/features/checkout/city-switch';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import { storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import { CheckoutAtState, storyPaths } from '../../stories/checkout/checkout-story-kit';
import type { StoryEvent } from '../../stories/checkout/checkout-story-kit';
import { placedOrder } from '../../stories/checkout/order-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const loaded = {
  type: 'xstate.done.actor.loadCheckout',
  output: { addresses: [ex.address], cards: [ex.savedCard] },
};
const toDate: StoryEvent[] = [
  loaded,
  { type: 'address.confirm' },
  { type: 'xstate.done.actor.checkDeliveryArea', output: ex.areaServed },
];

const focused = () => document.activeElement as HTMLElement | null;

describe('checkout, finished', () => {
  it('names the delivery city’s time for the windows: Montréal time, not Toronto’s zone', async () => {
    render(
      <CheckoutAtState
        events={[
          ...toDate,
          {
            type: 'xstate.done.actor.loadSchedule',
            output: { ...ex.schedule, cityName: 'Montréal', timezone: 'America/Toronto' },
          },
        ]}
      />,
    );
    expect(
      await screen.findByRole('radiogroup', { name: 'Time window (Montréal time)' }),
    ).toBeVisible();
  });

  it('goes back from payment to the agreement, the name it was signed with kept', async () => {
    render(<CheckoutAtState events={storyPaths.payment!} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to agreement' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign your monthly payment agreement' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Your full name/)).toHaveValue('Alex Tremblay');
  });

  it('lands on the new step’s heading after Continue, and on the first field in error, announced', async () => {
    render(
      <CheckoutAtState
        events={[
          ...storyPaths.choosingDate!,
          { type: 'date.select', date: '2026-11-27', window: 'MORNING' },
        ]}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', {
      name: 'Sign your monthly payment agreement',
    });
    await waitFor(() => expect(focused()).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading.tagName).toBe('H2');

    // A refused signature: said in a live region, and focus on the field.
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'assertive');
    expect(live).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    const field = screen.getByLabelText(/Your full name/);
    await waitFor(() => expect(focused()).toBe(field));
    expect(live).toHaveTextContent(
      'Sign with your first and last name as they are on the order: Alex Tremblay.',
    );

    // Signed: the payment step's heading has focus.
    await userEvent.type(field, 'Alex Tremblay');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    const payment = await screen.findByRole('heading', { name: 'How would you like to pay?' });
    await waitFor(() => expect(focused()).toBe(payment));
  });

  it('takes the customer to the first card field in error, and says so', async () => {
    render(
      <CheckoutAtState
        events={[...storyPaths.payment!, { type: 'payment.enterCard', card: ex.badCard }]}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Review order' }));
    await waitFor(() => expect(focused()?.getAttribute('aria-invalid')).toBe('true'));
    expect(focused()?.tagName).toBe('INPUT');
    expect(screen.getByRole('status')).toHaveTextContent(/^Check (this field|these \d fields): /);
  });

  it('fills a new address with the signed-in customer’s name and phone', async () => {
    render(
      <CheckoutAtState
        events={[
          {
            type: 'xstate.done.actor.loadCheckout',
            output: {
              addresses: [],
              cards: [],
              profile: { firstname: 'Alex', lastname: 'Tremblay', phonenumber1: '514 555 0142' },
            },
          },
        ]}
      />,
    );
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Alex');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Tremblay');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('514 555 0142');
  });

  it('offers one click to the city that delivers to a refused address, keeping the address', async () => {
    const switched: [string, string | null][] = [];
    render(
      <CheckoutCitySwitch.Provider
        value={(cityId, addressId) => switched.push([cityId, addressId])}
      >
        <CheckoutAtState
          events={[
            loaded,
            { type: 'address.confirm' },
            {
              type: 'xstate.done.actor.checkDeliveryArea',
              output: ex.areaRefused,
            },
          ]}
        />
      </CheckoutCitySwitch.Provider>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch to Ottawa and keep your cart' }),
    );
    expect(switched).toEqual([['9', ex.address.id]]);
  });
});

describe('order placed', () => {
  function Frame() {
    const order = {
      ...placedOrder,
      address: { ...placedOrder.address!, unitnumber: '1203' },
    };
    const [client] = useState(() =>
      storyQueryClient([[orderQuery(placedOrder.id).queryKey, order]] as never),
    );
    const [router] = useState(() =>
      createRouter({
        routeTree: createRootRoute({
          component: () => <OrderSuccessPage orderId={placedOrder.id} />,
        }),
        history: createMemoryHistory({ initialEntries: ['/'] }),
      }),
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }

  it('shows the unit of the delivery address, with focus on the page’s heading', async () => {
    render(<Frame />);
    await screen.findByTestId('order-number');
    expect(screen.getByText(/100 King Street West, unit 1203, /)).toBeVisible();
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(focused()).toBe(heading));
  });
});
