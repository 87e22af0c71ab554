import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearch } from '@tanstack/react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../src/api/api-error';
import { categoriesQuery } from '../../src/api/catalog-queries';
import { productFiltersQuery, productListQuery } from '../../src/api/product-queries';
import { CatalogError } from '../../src/features/catalog/catalog-error';
import { CategoryPage } from '../../src/features/catalog/category-page';
import { CategoryPageSkeleton } from '../../src/features/catalog/page-skeletons';
import { listArgsOf, validateListingSearch } from '../../src/features/catalog/listing-search';
import type { ListingSearch } from '../../src/features/catalog/listing-search';
import { SearchPage } from '../../src/features/catalog/search-page';
import { categoriesData, colours, listResult } from './catalog-fixtures';
import { withCatalog } from './catalog-story-providers';
import type { StoryQueries } from './catalog-story-providers';

const SOFAS = '2';

function listEntry(cityId: string | null, search: ListingSearch, total: number, offset = 0) {
  return [
    productListQuery(cityId, listArgsOf(search, { categoryId: SOFAS })).queryKey,
    { productList: listResult(total, offset) },
  ] as const;
}

/** The category page as its route draws it: filters and page read from the router's URL. */
function SofasFromUrl() {
  const search = validateListingSearch(useSearch({ strict: false }));
  return <CategoryPage slugs={{ category: 'living-room', subcategory: 'sofas' }} search={search} />;
}

const categoryQueries =
  (total: number) =>
  (cityId: string | null): StoryQueries => [
    [categoriesQuery(cityId).queryKey, categoriesData],
    [productFiltersQuery(cityId, SOFAS).queryKey, { productFilters: { colors: colours } }],
    listEntry(cityId, {}, total),
    listEntry(cityId, { page: 2 }, total, 18),
    listEntry(cityId, { colors: ['Spruce'] }, 0),
    listEntry(cityId, { bestsellers: true }, 3),
  ];

const meta = {
  title: 'Catalog/Product grid',
  component: SofasFromUrl,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/category/living-room/sofas', queries: categoryQueries(24) })],
} satisfies Meta<typeof SofasFromUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
    await expect(canvas.getByTestId('result-count')).toHaveTextContent(
      'Showing 1-18 of 24 products',
    );
    await expect(within(canvas.getByTestId('product-grid')).getAllByRole('listitem')).toHaveLength(
      18,
    );
    // The first row loads at once; the rest lazily.
    const images = within(canvas.getByTestId('product-grid')).getAllByRole('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[3]).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('navigation', { name: 'Shop Sofas by type' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apartment Sofas' })).toHaveAttribute(
      'href',
      '/category/living-room/sofas/apartment-sofas',
    );
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByText('Measure your doorways before you choose.')).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getByTestId('result-count')).toHaveTextContent('Showing 19-24 of 24 products'),
    );
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toBeVisible();
  },
};

export const EmptyAfterFiltering: Story = {
  name: 'Empty (no product matches the filters)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spruce = await canvas.findByRole('button', { name: /Spruce/ });
    await expect(spruce).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(spruce);
    await expect(
      await canvas.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Spruce/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear[clear.length - 1]!);
    await waitFor(() =>
      expect(canvas.getByTestId('result-count')).toHaveTextContent('Showing 1-18 of 24'),
    );
  },
};

export const Bestsellers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bestsellers only' }));
    await waitFor(() => expect(canvas.getByTestId('result-count')).toHaveTextContent('3 products'));
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <CategoryPageSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading please wait...',
    );
  },
};

const retry = fn();

export const LoadFailed: Story = {
  name: 'Error (retry)',
  args: {},
  render: function LoadFailedStory() {
    return (
      <CatalogError
        error={new ApiError('network', 'We could not reach the store.')}
        onRetry={retry}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This page didn't load" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Check your connection/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const SearchWithNoResults: Story = {
  name: 'Search with no results (suggestions)',
  render: () => <SearchPage mode="search" query="zzzz" search={{}} />,
  decorators: [
    withCatalog({
      path: '/search/zzzz',
      queries: (cityId) => [
        [categoriesQuery(cityId).queryKey, categoriesData],
        [
          productListQuery(cityId, listArgsOf({}, { search: 'zzzz' })).queryKey,
          { productList: listResult(0) },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Results for “zzzz”' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lounge Chairs' })).toHaveAttribute(
      'href',
      '/search/tag/lounge-chairs',
    );
    await expect(canvas.getByRole('link', { name: 'Living Room' })).toHaveAttribute(
      'href',
      '/category/living-room',
    );
  },
};

export const TagResults: Story = {
  render: () => <SearchPage mode="tag" tag="sofas" search={{}} />,
  decorators: [
    withCatalog({
      path: '/search/tag/sofas',
      queries: (cityId) => [
        [categoriesQuery(cityId).queryKey, categoriesData],
        [
          productListQuery(cityId, listArgsOf({}, { tags: ['sofas'] })).queryKey,
          { productList: listResult(5) },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
    await expect(canvas.getByTestId('result-count')).toHaveTextContent('5 products');
  },
};
