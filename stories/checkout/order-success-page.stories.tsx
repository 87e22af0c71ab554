import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderQuery } from '../../src/api/checkout-queries';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { placedOrder } from './order-fixtures';

/** The confirmation after checkout, read back from the server (here: from the query cache). */
const meta = {
  title: 'Checkout/Order success',
  component: OrderSuccessPage,
  args: { orderId: placedOrder.id },
  parameters: { layout: 'fullscreen' },
  decorators: [
    withCatalog({
      path: `/order/success/${placedOrder.id}`,
      queries: () => [[orderQuery(placedOrder.id).queryKey, placedOrder]],
    }),
  ],
} satisfies Meta<typeof OrderSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each line says its variant once: in its name, not again under it. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-number')).toHaveTextContent('SF100231');
    await expect(canvas.getAllByText(/Slate/)).toHaveLength(1);
    await expect(canvas.getByText('Walnut')).toBeVisible();
  },
};
