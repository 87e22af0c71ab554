import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MyProductsView } from '../../src/features/account/my-products-page';
import { Button } from '../../src/ui/button';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexProducts } from './holdings-story-kit';

/** /account/my-products in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/My products',
  component: MyProductsView,
  args: { status: 'success', groups: alexProducts, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/my-products' })],
} satisfies Meta<typeof MyProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByTestId('membership-product');
    await expect(cards).toHaveLength(5);
    const sofa = within(cards[0]!);
    await expect(sofa.getByText('Fabric colour: Oatmeal · Leg finish: Natural Oak')).toBeVisible();
    await expect(sofa.getByTestId('paid-so-far')).toHaveTextContent('$240.00');
    await expect(sofa.getByTestId('left-to-pay')).toHaveTextContent('$1,560.00');
    await expect(sofa.getByTestId('buyout-price')).toHaveTextContent('$1,560.00');
    // Returned: nothing left, no buyout; financing: left until paid off.
    await expect(within(cards[2]!).queryByTestId('buyout-price')).toBeNull();
    await expect(within(cards[3]!).getByText('Left until paid off')).toBeVisible();
    await expect(within(cards[4]!).getByText('Yours')).toBeVisible();
    // No actions until their flows exist.
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Where the return, swap, move and buyout flows put their actions. */
export const WithActions: Story = {
  args: {
    actions: (product) =>
      product.buyoutPrice === null ? null : <Button size="sm">Buy out {product.name}</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Buy out/ })).toHaveLength(
      3,
    );
  },
};

export const Empty: Story = {
  args: { groups: [{ address: alexProducts[0]!.address, products: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No furniture yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', groups: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', groups: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your products',
    );
  },
};
