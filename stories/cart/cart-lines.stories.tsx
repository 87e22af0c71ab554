import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  CartScreenFrame,
  seedCart,
  twoLinesOfOneProduct,
  twoLinesQuoteLogic,
} from './cart-quote-story-kit';

function TwoLinesOfOneProduct() {
  const [logic] = useState(twoLinesQuoteLogic);
  return <CartScreenFrame logic={logic} />;
}

/** Cart lines are one per product, purchase option and term: each is priced by its own line. */
const meta = {
  title: 'Cart/Cart lines',
  component: TwoLinesOfOneProduct,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    seedCart(twoLinesOfOneProduct);
  },
} satisfies Meta<typeof TwoLinesOfOneProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One sofa bought outright and two on a subscription: two lines, two totals. */
export const OneProductTwoWays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cart-total', {}, { timeout: 3000 })).toBeVisible();
    const [outright, subscribed] = within(
      canvas.getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    await expect(outright).toHaveTextContent('$1,299');
    await expect(subscribed).toHaveTextContent('$498');
    await expect(subscribed).not.toHaveTextContent('$1,299');
  },
};
