import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoriesQuery } from '../../src/api/catalog-queries';
import { featuredProductsQuery, socialImagesQuery } from '../../src/api/product-queries';
import { HomePage } from '../../src/features/catalog/home-page';
import { categoriesData, featured, socialImages } from './catalog-fixtures';
import { withCatalog } from './catalog-story-providers';

const meta = {
  title: 'Catalog/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withCatalog({
      queries: (cityId) => [
        [featuredProductsQuery(cityId).queryKey, { getFeaturedProducts: featured }],
        [socialImagesQuery().queryKey, { getSocialImages: socialImages }],
        [categoriesQuery(cityId).queryKey, categoriesData],
      ],
    }),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Furniture for every Canadian home' }),
    ).toBeVisible();
    // The hero picture is the largest paint: loaded at once.
    const hero = canvas.getAllByRole('img')[0];
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const featuredSection = canvas.getByRole('region', { name: 'Featured furniture' });
    await expect(within(featuredSection).getAllByRole('article')).toHaveLength(6);
    const rooms = canvas.getByRole('region', { name: 'Shop by room' });
    await expect(within(rooms).getByRole('link', { name: 'Living Room' })).toHaveAttribute(
      'href',
      '/category/living-room',
    );
    const gallery = canvas.getByRole('region', { name: 'Real homes, real Canadians' });
    await expect(within(gallery).getByText('Sunday morning in Leslieville.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order free swatches' })).toHaveAttribute(
      'href',
      '/swatches',
    );
  },
};
