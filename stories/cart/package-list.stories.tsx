import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackagesView } from '../../src/features/cart/package-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { diningPackage } from './share-fixtures';

const meta = {
  title: 'Cart/Package list',
  component: PackagesView,
  parameters: { layout: 'fullscreen' },
  args: {
    packages: [
      diningPackage,
      { ...diningPackage, id: '3', slug: 'home-office', name: 'Home Office', items: [] },
    ],
  },
  decorators: [withCatalog({ path: '/p/' })],
} satisfies Meta<typeof PackagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dining for Four' })).toHaveAttribute(
      'href',
      '/p/dining-for-four',
    );
    await expect(canvas.getByText(/^5 pieces/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No packages right now')).toBeVisible();
  },
};
