import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { priceDisplay } from '../../src/lib/money-format';
import { ProductCard } from '../../src/ui/product-card';
import { ProductCardSkeleton, ProductGrid, ProductGridItem } from '../../src/ui/product-grid';
import { SOFA } from './catalog-fixtures';

type CardProps = ComponentProps<typeof ProductCard>;

/** The card with its prices in dollars, formatted as the catalogue does. */
function ProductCardInDollars({
  price,
  originalPrice,
  monthlyPrice,
  monthlyOption,
  ...props
}: Omit<CardProps, 'price' | 'monthlyPrice'> & {
  price: number;
  originalPrice?: number | null;
  monthlyPrice?: number | null;
  monthlyOption?: string | null;
}) {
  return (
    <ProductCard
      {...props}
      price={priceDisplay({ amount: price, originalAmount: originalPrice ?? null }, 'ownv3')}
      monthlyPrice={
        monthlyPrice ? priceDisplay({ amount: monthlyPrice }, monthlyOption ?? null) : null
      }
    />
  );
}

const meta = {
  title: 'Catalog/Product card',
  component: ProductCardInDollars,
  args: {
    link: <a href="#bedford-apartment-sofa">Bedford Apartment Sofa</a>,
    image: SOFA,
    imageAlt: 'Bedford Apartment Sofa in Oatmeal',
    maker: 'EQ3',
    price: 1089,
    originalPrice: 1819.99,
    monthlyPrice: 35.14,
    monthlyOption: 'monthlyv3',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardInDollars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSaleWithMonthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Bedford Apartment Sofa' });
    await expect(link.closest('h3')).not.toBeNull();
    await expect(canvas.getByText('EQ3')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="price"]')?.textContent).toBe('$1,089.00');
    // floor(1819.99 - 1089) = 730, whole dollars.
    await expect(canvas.getByText('Save $730')).toBeVisible();
    await expect(canvas.getByText(/or from/)).toHaveTextContent('or from $35.14/mo');
    await expect(canvas.queryByText('Final sale')).toBeNull();
    const img = canvas.getByRole('img', { name: 'Bedford Apartment Sofa in Oatmeal' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    // The whole card is the link: its stretched box covers the picture too.
    const after = getComputedStyle(link, '::after');
    await expect(after.position).toBe('absolute');
  },
};

export const FinalSale: Story = {
  args: {
    finalSale: true,
    monthlyPrice: 104.55,
    monthlyOption: 'finalsalemonthlyv3',
    price: 2359,
    originalPrice: 3199,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Final sale')).toBeVisible();
    await expect(canvas.getByText('Save $840')).toBeVisible();
    // Its page offers final-sale financing: the card says so (decision 161).
    await expect(canvas.getByText(/or from/)).toHaveTextContent('or from $104.55/mo');
  },
};

export const FullPriceAboveTheFold: Story = {
  args: { originalPrice: null, priority: true, maker: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Save/)).toBeNull();
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const FromPrice: Story = {
  name: 'From price (suggestion)',
  args: { priceLabel: 'From', originalPrice: null, monthlyPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^From/).parentElement).toHaveTextContent(
      'From $1,089.00',
    );
  },
};

export const SkeletonMatchesCard: Story = {
  name: 'Skeleton is the size of a card',
  render: (args) => (
    <ProductGrid style={{ gridTemplateColumns: '1fr 1fr', width: 720 }}>
      <ProductGridItem data-testid="card">
        <ProductCardInDollars {...args} />
      </ProductGridItem>
      <ProductGridItem data-testid="skeleton">
        <ProductCardSkeleton />
      </ProductGridItem>
    </ProductGrid>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('card').firstElementChild!.getBoundingClientRect();
    const skeleton = canvas.getByTestId('skeleton').firstElementChild!.getBoundingClientRect();
    // No layout shift: the placeholder reserves the loaded card's height.
    await expect(Math.abs(card.height - skeleton.height)).toBeLessThan(2);
  },
};
