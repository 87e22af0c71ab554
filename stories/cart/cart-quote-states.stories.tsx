import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../src/lib/money-format';
import { CartScreenFrame, fakeCartQuoteLogic, seedCart, storyQuote } from './cart-quote-story-kit';
import type { FakePricing } from './cart-quote-story-kit';

type CartQuoteStoryProps = {
  pricing: FakePricing;
  /** A debounce so long the screen stays in the debouncing state. */
  debounceMs?: number;
  /** An empty cart: the machine stays in `empty` and never asks for a price. */
  emptyCart?: boolean;
};

function CartQuoteScreen({ pricing, debounceMs }: CartQuoteStoryProps) {
  const [logic] = useState(() =>
    fakeCartQuoteLogic(pricing, debounceMs === undefined ? {} : { debounceMs }),
  );
  return <CartScreenFrame logic={logic} />;
}

/**
 * The cart screen in each state of the cart-quote machine, reached by the machine itself with a
 * fake priceCart actor: no backend.
 */
const meta = {
  title: 'Cart/Cart quote states',
  component: CartQuoteScreen,
  args: { pricing: { kind: 'quote' } },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    seedCart(args.emptyCart ? [] : undefined);
  },
} satisfies Meta<typeof CartQuoteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `debouncing`: a change arrived; the machine waits 300 ms for more before asking. */
export const Debouncing: Story = {
  args: { pricing: { kind: 'quote' }, debounceMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Updating prices…')).toBeVisible();
    await expect(canvas.queryByTestId('cart-total')).toBeNull();
  },
};

/** `fetching`: the request is out; the lines show without prices until it answers. */
export const Fetching: Story = {
  args: { pricing: { kind: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Updating prices…')).toBeVisible();
    await expect(canvas.getByText('Bedford Apartment Sofa')).toBeVisible();
    await expect(canvas.queryByTestId('cart-total')).toBeNull();
  },
};

/** `quoted`: the server's prices, delivery, taxes and total. */
export const Quoted: Story = {
  args: { pricing: { kind: 'quote' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cart-total', {}, { timeout: 3000 })).toHaveTextContent(
      formatMoney(storyQuote().total),
    );
    await expect(canvas.queryByText('Updating prices…')).toBeNull();
  },
};

/** `failed`: the quote could not be fetched; "Try again" asks once more and shows the quote. */
export const FailedWithRetry: Story = {
  args: { pricing: { kind: 'fail', failures: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We could not price your cart', {}, { timeout: 3000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(canvas.getByTestId('cart-total')).toHaveTextContent(formatMoney(storyQuote().total)),
    );
  },
};

/** `failed`, left there: what the shopper sees until they retry. */
export const Failed: Story = {
  args: { pricing: { kind: 'fail', failures: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We could not price your cart. Check your connection and try again.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** `empty`: nothing to price, so no request is made. */
export const Empty: Story = {
  args: { pricing: { kind: 'quote' }, emptyCart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse furniture' })).toBeVisible();
  },
};
