import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoriesQuery } from '../../src/api/catalog-queries';
import { ShareCartView } from '../../src/features/cart/share-cart-page';
import { categoriesData } from '../catalog/catalog-fixtures';
import { withCatalog } from '../catalog/catalog-story-providers';
import { cartLines, sharedCart } from './share-fixtures';

const meta = {
  title: 'Cart/Share cart',
  component: ShareCartView,
  parameters: { layout: 'fullscreen' },
  args: {
    lines: cartLines,
    cityId: '6',
    needsPicker: false,
    origin: 'https://shop.example.ca',
    onShare: fn(async () => sharedCart),
  },
  decorators: [
    withCatalog({
      path: '/share-cart',
      queries: () => [[categoriesQuery(null).queryKey, categoriesData]],
    }),
  ],
} satisfies Meta<typeof ShareCartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Share your cart' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Items in the cart you are sharing' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Create link' })).toBeEnabled();
  },
};

export const LinkMade: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    const field = await canvas.findByLabelText('Link to your cart');
    await expect(field).toHaveValue(
      'https://shop.example.ca/c/4DT7zG52cWGN/bedford-apartment-sofa-oatmeal-natural-oak-and-1-more',
    );
    await expect(args.onShare).toHaveBeenCalledWith('6', cartLines);
    await expect(canvas.getByText(/until April 15, 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      '/c/4DT7zG52cWGN/bedford-apartment-sofa-oatmeal-natural-oak-and-1-more',
    );
  },
};

export const ShareFails: Story = {
  args: {
    onShare: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The link was not made');
    await expect(alert).toHaveTextContent('Please try again in a moment.');
    // The cart is untouched and the shopper can try again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledTimes(2));
  },
};

export const Creating: Story = {
  args: { onShare: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Create link/ })).toBeDisabled());
  },
};

export const EmptyCart: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create link' })).toBeNull();
  },
};

export const NeedsCity: Story = {
  args: { cityId: null, needsPicker: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('city-picker')).toBeVisible();
    await expect(canvas.getByText('Choose your location')).toBeVisible();
  },
};
