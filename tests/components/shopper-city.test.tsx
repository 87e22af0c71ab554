import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoriesQuery, featureFlagsQuery } from '../../src/api/catalog-queries';
import { CartCity, useCartCityId } from '../../src/features/cart/city-gate';
import { LocationLauncher } from '../../src/features/shell/location-launcher';
import { CITY_STORAGE_KEY } from '../../src/lib/city-store';
import { storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import {
  LIQUIDATION_ON,
  setShellStorage,
  ShellStoryProviders,
} from '../../stories/shell/shell-story-providers';

beforeEach(() => setShellStorage());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** What the cart page prices for, as text a test can read. */
function CartCityProbe() {
  const { cityId, needsPicker } = useCartCityId();
  return <output data-testid="cart-city-id">{needsPicker ? 'picker' : (cityId ?? 'none')}</output>;
}

/** The header's location button beside the cart page's city, as the app shows them. */
function HeaderAndCart() {
  return (
    <>
      <header>
        <LocationLauncher />
      </header>
      <main>
        <CartCity />
        <CartCityProbe />
      </main>
    </>
  );
}

describe('the header and the cart show one city', () => {
  it('serves a first visit from the default depot in both, with no city picker', async () => {
    render(
      <ShellStoryProviders path="/cart">
        <HeaderAndCart />
      </ShellStoryProviders>,
    );
    await screen.findByRole('button', { name: 'Location: Toronto' });
    const cart = await screen.findByTestId('cart-city');
    expect(within(cart).getByRole('combobox', { name: 'Your city' })).toHaveTextContent(
      'Toronto, ON',
    );
    expect(screen.getByTestId('cart-city-id')).toHaveTextContent('6');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();
  });

  it('changes both when the shopper picks a city in the cart', async () => {
    const user = userEvent.setup();
    render(
      <ShellStoryProviders path="/cart">
        <HeaderAndCart />
      </ShellStoryProviders>,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Your city' }));
    await user.click(await screen.findByRole('option', { name: 'Calgary, AB' }));
    await screen.findByRole('button', { name: 'Location: Calgary' });
    expect(screen.getByRole('combobox', { name: 'Your city' })).toHaveTextContent('Calgary, AB');
    expect(screen.getByTestId('cart-city-id')).toHaveTextContent('2');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('2');
  });

  it('follows a city chosen in the header', async () => {
    setShellStorage({ cityId: '14' });
    render(
      <ShellStoryProviders path="/cart">
        <HeaderAndCart />
      </ShellStoryProviders>,
    );
    await screen.findByRole('button', { name: 'Location: Halifax' });
    expect(await screen.findByRole('combobox', { name: 'Your city' })).toHaveTextContent(
      'Halifax, NS',
    );
    expect(screen.getByTestId('cart-city-id')).toHaveTextContent('14');
  });

  it('in liquidation mode fixes both to the default depot and says so', async () => {
    setShellStorage({ cityId: '8' });
    render(
      <ShellStoryProviders path="/cart" flags={LIQUIDATION_ON}>
        <HeaderAndCart />
      </ShellStoryProviders>,
    );
    await screen.findByRole('button', { name: 'Location: Toronto' });
    const cart = await screen.findByTestId('cart-city');
    expect(cart).toHaveTextContent('Priced for our Toronto, Ontario depot');
    expect(cart).toHaveTextContent('cannot be changed');
    expect(within(cart).queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('cart-city-id')).toHaveTextContent('6');
  });
});

describe('the cart city picker', () => {
  /** No cities can be loaded: the flags are known, the categories query fails. */
  function NoCities() {
    const [client] = useState(() => {
      const queryClient = storyQueryClient([[featureFlagsQuery().queryKey, { featureFlags: [] }]]);
      queryClient.setQueryDefaults(categoriesQuery(null).queryKey, {
        queryFn: () => Promise.reject(new Error('cities unavailable')),
      });
      return queryClient;
    });
    const [router] = useState(() =>
      createRouter({
        routeTree: createRootRoute({ component: CartCityProbe }),
        history: createMemoryHistory({ initialEntries: ['/cart'] }),
      }),
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }

  it('shows only when no city can be known', async () => {
    render(<NoCities />);
    await waitFor(() => expect(screen.getByTestId('cart-city-id')).toHaveTextContent('picker'));
  });

  it('is not needed when the shopper chose a city, even without the city list', async () => {
    setShellStorage({ cityId: '2' });
    render(<NoCities />);
    await waitFor(() => expect(screen.getByTestId('cart-city-id')).toHaveTextContent('2'));
  });
});
