import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderQuery } from '../../src/api/checkout-queries';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { pickedUpOrder, placedOrder } from './order-fixtures';

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

/** The liquidation sale: where and when to pick up, each line's struck retail price, no delivery. */
export const PickedUpInTheSale: Story = {
  args: { orderId: pickedUpOrder.id },
  decorators: [
    withCatalog({
      path: `/order/success/${pickedUpOrder.id}`,
      queries: () => [[orderQuery(pickedUpOrder.id).queryKey, pickedUpOrder]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-pickup')).toHaveTextContent(
      'Pick up your order at Pivot warehouse, 6200 Tomken Road, Mississauga, ON L5T 1X7, on',
    );
    await expect(canvas.getAllByTestId('order-line-retail')[0]).toHaveTextContent(
      'Retail $3,199.00, sold at 85% off',
    );
    await expect(canvas.getByText('Pickup at the warehouse')).toBeVisible();
    await expect(canvas.queryByText('Delivery')).toBeNull();
    await expect(canvas.getByTestId('order-due-today')).toHaveTextContent('$779.36');
  },
};
