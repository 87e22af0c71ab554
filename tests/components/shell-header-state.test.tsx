import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartLink } from '../../src/features/shell/cart-link';
import { AccountLink } from '../../src/features/shell/account-link';
import PromoBarLive from '../../src/features/shell/promo-bar-live';
import { CART_STORAGE_KEY, notifyCartChanged } from '../../src/lib/cart-count';
import { CART_CLEAR_HOLD_MS } from '../../src/lib/cart-store';
import { AUTH_SESSION_KEY, notifySessionChanged } from '../../src/lib/session-store';
import { setShellStorage, ShellStoryProviders } from '../../stories/shell/shell-story-providers';

beforeEach(() => setShellStorage());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
});

describe('cart link', () => {
  it('follows the stored cart and tolerates corrupt data', async () => {
    const screen = render(
      <ShellStoryProviders path="/faq">
        <CartLink pathname="/faq" />
      </ShellStoryProviders>,
    );
    const link = await screen.findByRole('link', { name: 'Cart, empty' });
    expect(link).toHaveAttribute('href', '/cart');

    act(() => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify([
          { productId: '1', quantity: 2, purchaseOption: 'ownv3' },
          { productId: '2', quantity: 3, purchaseOption: 'ownv3' },
        ]),
      );
      notifyCartChanged();
    });
    await waitFor(() => expect(link).toHaveAccessibleName('Cart, 5 items'));
    expect(link).toHaveTextContent('5');

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, '{broken');
      notifyCartChanged();
    });
    await waitFor(() => expect(link).toHaveAccessibleName('Cart, empty'));
  });

  /** The cart icon over a stored cart of two pieces, and a pointer press on it. */
  async function cartOfTwo() {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ productId: '1', quantity: 2, purchaseOption: 'ownv3' }]),
    );
    const screen = render(
      <ShellStoryProviders path="/faq">
        <CartLink pathname="/faq" />
      </ShellStoryProviders>,
    );
    return screen.findByRole('link', { name: 'Cart, 2 items' });
  }
  /** A pointer event on the link, made at `timeStamp` on the input's clock when given. */
  const press = (link: HTMLElement, type: 'pointerdown' | 'pointerup', timeStamp?: number) => {
    const event = new PointerEvent(type, { bubbles: true, button: 0, isPrimary: true });
    if (timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: timeStamp });
    link.dispatchEvent(event);
  };

  it('clears the cart after a full hold even when the page was too busy to run its timer', async () => {
    const link = await cartOfTwo();
    // The page's timers are the test's and never run: the page is busy past the hold. The
    // release comes in 3100 ms after the press on the input's clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pressed = performance.now();
    act(() => {
      press(link, 'pointerdown', pressed);
      press(link, 'pointerup', pressed + CART_CLEAR_HOLD_MS + 100);
    });
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await waitFor(() => expect(link).toHaveAccessibleName('Cart, empty'));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('keeps the cart on a short press', async () => {
    const link = await cartOfTwo();
    link.addEventListener('click', (event) => event.preventDefault());
    // The hold's timer runs on the test's clock: well past the hold after a short press.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pressed = performance.now();
    act(() => {
      press(link, 'pointerdown', pressed);
      press(link, 'pointerup', pressed + 200);
    });
    act(() => vi.advanceTimersByTime(CART_CLEAR_HOLD_MS + 200));
    vi.useRealTimers();
    expect(link).toHaveAccessibleName('Cart, 2 items');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('clears the cart when the press is held for the full hold', async () => {
    const link = await cartOfTwo();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => press(link, 'pointerdown'));
    act(() => vi.advanceTimersByTime(CART_CLEAR_HOLD_MS - 1));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(link).toHaveAccessibleName('Cart, empty'));
  });

  it('is disabled while an order is being confirmed', async () => {
    const screen = render(
      <ShellStoryProviders path="/checkout/confirm/9">
        <CartLink pathname="/checkout/confirm/9" />
      </ShellStoryProviders>,
    );
    const cart = await screen.findByTestId('cart-link');
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    expect(cart).not.toHaveAttribute('href');
  });
});

describe('account link', () => {
  it('says Sign in until a session is stored, then My Account', async () => {
    const screen = render(
      <ShellStoryProviders>
        <AccountLink />
      </ShellStoryProviders>,
    );
    const link = await screen.findByTestId('account-link');
    expect(link).toHaveAccessibleName('Sign in');
    expect(link).toHaveAttribute('href', '/login');
    act(() => {
      localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify({ accessToken: 'token' }));
      notifySessionChanged();
    });
    await waitFor(() => expect(link).toHaveAccessibleName('My Account'));
    expect(link).toHaveAttribute('href', '/account');
  });
});

describe('promo bar on its machine', () => {
  it('swaps the promotions for the billing alert while delinquent, and back', async () => {
    const messages = ['85% off all furniture', 'Proudly made in Canada'];
    const screen = render(
      <ShellStoryProviders>
        <PromoBarLive delinquent={false} messages={messages} />
      </ShellStoryProviders>,
    );
    const bar = await screen.findByTestId('promo-bar');
    expect(bar).toHaveTextContent(messages[0] ?? '');

    screen.rerender(
      <ShellStoryProviders>
        <PromoBarLive delinquent messages={messages} />
      </ShellStoryProviders>,
    );
    const alert = await screen.findByRole('link', {
      name: 'Billing Information Update Required! Click Here to Update.',
    });
    expect(alert).toHaveAttribute('href', '/account/payment-information');

    screen.rerender(
      <ShellStoryProviders>
        <PromoBarLive delinquent={false} messages={messages} />
      </ShellStoryProviders>,
    );
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
    expect(await screen.findByTestId('promo-bar')).toHaveTextContent(/85% off|made in Canada/);
  });
});
