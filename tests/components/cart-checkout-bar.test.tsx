import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { cartQuoteMachine } from '../../machines/cart-quote.machine';
import type { PriceCartInput, PriceCartOutput } from '../../machines/cart-quote.machine';
import {
  CartScreenFrame,
  fakeCartQuoteLogic,
  seedCart,
  storyQuote,
} from '../../stories/cart/cart-quote-story-kit';
import { CartCheckoutBar } from '../../src/features/cart/cart-checkout-bar';
import { setCityId } from '../../src/lib/city-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A quote in which the sofa cannot be ordered (out of stock in the city). */
function quoteWithLineError() {
  return cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) => ({
        quote: {
          ...storyQuote(),
          errors: [
            {
              productId: '101',
              productName: null,
              error: 'Only 0 left in Toronto.',
              reason: 'OUT_OF_STOCK',
              available: null,
            },
          ],
        },
        version: input.version,
      })),
    },
    actions: { reportError: () => undefined },
  });
}

const checkoutControl = () => screen.getByRole('button', { name: 'Checkout' });

describe('cart page: the Checkout button', () => {
  it('is disabled while the quote is coming, and says why', async () => {
    seedCart();
    render(<CartScreenFrame logic={fakeCartQuoteLogic({ kind: 'pending' })} />);
    const button = await screen.findByRole('button', { name: 'Checkout' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Checking prices before checkout…');
    // Still reachable from the keyboard, so the reason is heard; pressing it goes nowhere.
    await userEvent.tab();
    let focused = false;
    for (let i = 0; i < 20 && !focused; i += 1) {
      if (document.activeElement === button) focused = true;
      else await userEvent.tab();
    }
    expect(focused).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('is a link to /checkout once the cart is priced', async () => {
    seedCart();
    render(<CartScreenFrame logic={fakeCartQuoteLogic({ kind: 'quote' })} />);
    const link = await screen.findByRole('link', { name: 'Checkout' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByTestId('checkout-blocked-reason')).toBeNull();
  });

  it('asks to remove the items that cannot be ordered first', async () => {
    seedCart();
    render(<CartScreenFrame logic={quoteWithLineError()} />);
    await waitFor(() => expect(checkoutControl()).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
        "Remove the items that can't be ordered first",
      ),
    );
  });

  it('asks for a city first when none can be known (no choice, and the cities did not load)', async () => {
    seedCart();
    setCityId(null);
    // The cart page shows the bar this way beside the city picker (src/features/cart/city-gate.tsx).
    render(
      <CartScreenFrame logic={fakeCartQuoteLogic({ kind: 'quote' })}>
        <CartCheckoutBar cityChosen={false} placement="column" />
        <CartCheckoutBar cityChosen={false} placement="page" />
      </CartScreenFrame>,
    );
    // One of the two copies shows, by the viewport's width.
    const button = await screen.findByRole('button', { name: 'Checkout' });
    expect(button).toHaveAccessibleDescription('Choose your city first');
  });
});
