import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderQuery } from '../../src/api/checkout-queries';
import { CartQuoteActor } from '../../src/features/cart/cart-quote-actor';
import { SharedCartView } from '../../src/features/cart/shared-cart-page';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import {
  CartScreenFrame,
  seedCart,
  twoLinesOfOneProduct,
  twoLinesQuoteLogic,
} from '../../stories/cart/cart-quote-story-kit';
import { quoteLogic, sharedCart } from '../../stories/cart/share-fixtures';
import { storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import {
  CheckoutAtState,
  storyCheckoutLogic,
  storyPaths,
} from '../../stories/checkout/checkout-story-kit';
import { placedOrder } from '../../stories/checkout/order-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A screen inside a query client (pre-filled) and a memory router, as in the app. */
function Frame({
  screen: Screen,
  queries = [],
}: {
  screen: () => ReactElement;
  queries?: readonly (readonly [readonly unknown[], unknown])[];
}) {
  const [client] = useState(() => storyQueryClient(queries as never));
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Screen }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe('cart page', () => {
  it('prices two lines of one product each by the line it prices', async () => {
    seedCart(twoLinesOfOneProduct);
    render(<CartScreenFrame logic={twoLinesQuoteLogic()} />);
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    const [outright, subscribed] = within(
      screen.getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    expect(outright).toHaveTextContent('$1,299');
    expect(subscribed).toHaveTextContent('$498');
    expect(subscribed).not.toHaveTextContent('$1,299');
  });
});

describe('shared cart', () => {
  const view = (count: number) => {
    const lines = count === 1 ? [{ ...sharedCart.lines[0]!, quantity: 1 }] : sharedCart.lines;
    return function SharedCartScreen() {
      return (
        <CartQuoteActor.Provider logic={quoteLogic()}>
          <SharedCartView
            shared={{ ...sharedCart, lines }}
            cityId="6"
            needsPicker={false}
            ownItemCount={0}
            onLoad={() => ({ added: 0, increased: 0, capped: 0, skipped: 0, lines: [] })}
          />
        </CartQuoteActor.Provider>
      );
    };
  };

  it('says "this item" for one item', async () => {
    render(<Frame screen={view(1)} />);
    expect(
      await screen.findByText(
        'Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.',
      ),
    ).toBeVisible();
  });

  it('says "these 5 items" for several', async () => {
    render(<Frame screen={view(2)} />);
    expect(await screen.findByText(/^Someone shared these 5 items with you\./)).toBeVisible();
  });
});

describe('order success page', () => {
  it('names each line’s variant once', async () => {
    render(
      <Frame
        screen={() => <OrderSuccessPage orderId={placedOrder.id} />}
        queries={[[orderQuery(placedOrder.id).queryKey, placedOrder]]}
      />,
    );
    await screen.findByTestId('order-number');
    expect(screen.getAllByText(/Slate/)).toHaveLength(1);
    // An option the name does not say is still listed.
    expect(screen.getByText('Walnut')).toBeVisible();
  });
});

describe('checkout', () => {
  it('has the logo home and a way back to the cart, at every step', async () => {
    for (const path of [storyPaths.loading!, storyPaths.choosingDate!, storyPaths.review!]) {
      const view = render(<CheckoutAtState events={path} />);
      expect(await screen.findByRole('link', { name: 'Pivot Furniture home' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
      view.unmount();
    }
  });

  it('keeps the quantity on the line of its item in the cart summary', async () => {
    render(<CheckoutAtState events={storyPaths.choosingDate!} />);
    const summary = await screen.findByRole('region', { name: 'Your cart' });
    for (const item of within(summary).getAllByRole('listitem')) {
      const quantity = within(item).getByText(/^× \d+$/);
      expect(getComputedStyle(quantity).whiteSpace).toBe('nowrap');
      const name = item.firstElementChild as HTMLElement;
      expect(
        Math.abs(quantity.getBoundingClientRect().top - name.getBoundingClientRect().top),
      ).toBeLessThan(4);
    }
  });

  it('leaves what makes a signature to the machine', async () => {
    const sign = async (logic?: typeof storyCheckoutLogic) => {
      const view = render(
        <CheckoutAtState events={storyPaths.agreement!} {...(logic ? { logic } : {})} />,
      );
      await userEvent.type(await screen.findByLabelText(/Your full name/), 'A');
      await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
      return view;
    };
    // The machine's rule: a name of two letters at least.
    const refused = await sign();
    expect(await screen.findByText('Type your full name to sign the agreement.')).toBeVisible();
    refused.unmount();
    // A machine with another rule: the screen follows it, with no rule of its own.
    await sign(storyCheckoutLogic.provide({ guards: { signatureGiven: () => true } }));
    expect(
      await screen.findByRole('heading', { name: 'How would you like to pay?' }),
    ).toBeVisible();
  });
});
