import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from '@tanstack/react-router';
import { categoriesQuery } from '../../src/api/catalog-queries';
import { productDetailsQuery, productSuggestionsQuery } from '../../src/api/product-queries';
import { productReviewsQuery } from '../../src/api/review-queries';
import { productReviewPage } from '../reviews/reviews-story-kit';
import { CartPopup } from '../../src/features/shell/cart-popup';
import { CART_STORAGE_KEY, notifyCartChanged } from '../../src/lib/cart-count';
import { closeCartPopup } from '../../src/lib/cart-popup-store';
import { readCart } from '../../src/lib/cart-store';
import { ProductDetailSkeleton } from '../../src/features/catalog/page-skeletons';
import {
  ADDED_TO_CART,
  ADD_TO_CART_ERROR,
  ProductDetailPage,
} from '../../src/features/catalog/product-detail-page';
import { validateProductSearch } from '../../src/features/catalog/product-search';
import type { ProductSearch } from '../../src/features/catalog/product-search';
import {
  IN_STOCK,
  LOW_STOCK,
  OUT_OF_STOCK,
  categoriesData,
  productDetails,
  suggestions,
} from './catalog-fixtures';
import { withCatalog } from './catalog-story-providers';
import { OWNERSHIP_COOKIE } from '../../src/features/catalog/ownership-preference';

const SLUG = 'bedford-apartment-sofa';

/** The page as its route draws it: search params read from the (memory) router's URL. */
function ProductFromUrl({ slug }: { slug: string; search: ProductSearch }) {
  const search = validateProductSearch(useSearch({ strict: false }));
  // The header's cart pop-up is where an add is confirmed or its error shown.
  return (
    <>
      <ProductDetailPage slug={slug} search={search} />
      <CartPopup />
    </>
  );
}

function detailQueries(details: ReturnType<typeof productDetails>) {
  return (cityId: string | null) =>
    [
      [productDetailsQuery(cityId, SLUG, []).queryKey, { productDetails: details }],
      [categoriesQuery(cityId).queryKey, categoriesData],
      [productSuggestionsQuery(cityId, ['9']).queryKey, { productSuggestions: suggestions }],
      [productReviewsQuery(SLUG, 1).queryKey, productReviewPage],
    ] as const;
}

const meta = {
  title: 'Catalog/Product detail',
  component: ProductDetailPage,
  parameters: { layout: 'fullscreen' },
  args: { slug: SLUG, search: {} },
  render: (args) => <ProductFromUrl {...args} />,
  decorators: [
    withCatalog({ path: `/productdetail/${SLUG}`, queries: detailQueries(productDetails()) }),
  ],
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bedford Apartment Sofa' }),
    ).toBeVisible();
    // The default way to pay is the longest financing term; outright is offered beside it.
    await expect(canvas.getByTestId('price-summary')).toHaveTextContent(
      '$35.14/mo per monthFinance over 36 months · or $1,089.00 outright',
    );
    const availability = canvas.getByTestId('availability');
    await expect(availability).toHaveTextContent('In stock');
    await expect(availability).toHaveTextContent('Delivers in 3-7 days');
    await expect(canvas.getByTestId('assembly')).toHaveTextContent(
      'Free assembly by our delivery crew',
    );
    // Every purchase option with its price; monthly ones with /mo, outright with its saving.
    const ways = canvas.getByRole('radiogroup', { name: 'How would you like to pay?' });
    const options = within(ways).getAllByRole('radio');
    await expect(options).toHaveLength(5);
    await expect(options.at(-1)).toHaveTextContent('Buy outright');
    await expect(options.at(-1)).toHaveTextContent('Save $730');
    // Fabrics grouped by colour family; a fabric not sold here is marked.
    await expect(canvas.getByText('Neutrals')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oatmeal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Olive, not available in your city' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      '/pages/performance-fabrics',
    );
    // Dimensions in both systems, and the pictures open the viewer.
    await expect(canvas.getByRole('row', { name: /Width 196 cm 77.2 in/ })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'View picture 2 of 2: Bedford Apartment Sofa dimensions' }),
    ).toHaveAttribute('href', `/productimages/${SLUG}/2`);
    await expect(await canvas.findByRole('link', { name: 'Suggested Sofa 1' })).toBeVisible();
    // Title, Open Graph and JSON-LD while the page is shown.
    await waitFor(() =>
      expect(document.title).toBe('Bedford Apartment Sofa in Oatmeal | Pivot Furniture'),
    );
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      offers: {
        priceCurrency: 'CAD',
        price: '1089.00',
        availability: 'https://schema.org/InStock',
      },
    });
    await expect(
      document.head.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    ).toBe('product');
  },
};

export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = localStorage.getItem(CART_STORAGE_KEY);
    localStorage.removeItem(CART_STORAGE_KEY);
    notifyCartChanged();
    try {
      await userEvent.click(await canvas.findByRole('radio', { name: /Buy outright/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() =>
        expect(
          screen.getAllByText(ADDED_TO_CART).some((element) => element.checkVisibility()),
        ).toBe(true),
      );
      const lines = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
      await expect(lines).toEqual([
        expect.objectContaining({
          productId: '9',
          quantity: 1,
          purchaseOption: 'ownv3',
          termLength: null,
          options: [
            { optionId: '1', valueId: '1' },
            { optionId: '2', valueId: '19' },
          ],
          slug: SLUG,
        }),
      ]);
    } finally {
      if (before === null) localStorage.removeItem(CART_STORAGE_KEY);
      else localStorage.setItem(CART_STORAGE_KEY, before);
      notifyCartChanged();
      closeCartPopup();
      // Choosing a way to pay kept it as the ownership preference: later stories start afresh.
      document.cookie = `${OWNERSHIP_COOKIE}=; Max-Age=0; Path=/`;
    }
  },
};

export const AddToCartFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    readCart(); // the store has found local storage working before it starts refusing writes
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
    } finally {
      Storage.prototype.setItem = setItem;
    }
    // The pop-up's panel is loaded on first use.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(ADD_TO_CART_ERROR);
    closeCartPopup();
  },
};

export const LowStock: Story = {
  decorators: [
    withCatalog({
      path: `/productdetail/${SLUG}`,
      queries: detailQueries(productDetails({ availability: LOW_STOCK })),
    }),
  ],
  play: async ({ canvasElement }) => {
    const availability = await within(canvasElement).findByTestId('availability');
    await expect(availability).toHaveTextContent('Only 2 left');
    await expect(availability).toHaveTextContent('Delivers in 4-6 days');
  },
};

export const OutOfStock: Story = {
  decorators: [
    withCatalog({
      path: `/productdetail/${SLUG}`,
      queries: detailQueries(productDetails({ availability: OUT_OF_STOCK })),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('availability')).toHaveTextContent(
      'Out of stock in Toronto',
    );
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const FinalSale: Story = {
  decorators: [
    withCatalog({
      path: `/productdetail/${SLUG}`,
      queries: detailQueries(productDetails({ finalSale: true, availability: IN_STOCK })),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Final sale', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(/can't be returned, exchanged or swapped/)).toBeVisible();
    const options = within(
      canvas.getByRole('radiogroup', { name: 'How would you like to pay?' }),
    ).getAllByRole('radio');
    await expect(options.map((option) => option.textContent?.split('$')[0])).toEqual([
      "Final sale: finance over 24 months24 monthly payments, then it's yours to keep",
      "Final sale: finance over 12 months12 monthly payments, then it's yours to keep",
      'Final sale: buy outrightOne payment; final sale, no returns',
    ]);
  },
};

export const FromPriceNamed: Story = {
  name: 'From-price named beside another way to pay',
  decorators: [
    withCatalog({
      path: `/productdetail/${SLUG}?option=subscribe&term=12`,
      queries: detailQueries(productDetails()),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The subscription is chosen; the server's from-price (decision 161) is named beside it.
    await expect(await canvas.findByTestId('from-price')).toHaveTextContent(
      'or from $35.14/mo per month with finance over 36 months',
    );
    await expect(canvas.getByTestId('from-price-choice')).toHaveTextContent('$35.14/mo');
  },
};

export const UnavailableInCity: Story = {
  decorators: [
    withCatalog({
      path: `/productdetail/${SLUG}`,
      queries: detailQueries(productDetails({ availableInCity: false })),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Sorry - Bedford Apartment Sofa is currently not available in your location.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See other sofas' })).toHaveAttribute(
      'href',
      '/category/living-room/sofas',
    );
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

export const Loading: Story = {
  render: () => <ProductDetailSkeleton />,
};

export const WithReviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = await canvas.findByTestId('product-reviews');
    await expect(within(reviews).getByTestId('review-average')).toHaveTextContent('4.4');
    await expect(within(reviews).getByTestId('review-count')).toHaveTextContent('7 reviews');
    const items = within(reviews).getAllByTestId('product-review');
    await expect(items).toHaveLength(2);
    // Newest first; whatever was written is shown as text, never run as HTML.
    await expect(items[0]).toHaveTextContent('<script>alert(1)</script> stays text.');
    await expect(reviews.querySelector('script')).toBeNull();
    await expect(within(reviews).getByRole('button', { name: 'Older reviews' })).toBeEnabled();
    await expect(within(reviews).getByRole('button', { name: 'Newer reviews' })).toBeDisabled();
    const ld = canvasElement.ownerDocument.querySelector('script[type="application/ld+json"]');
    const product = JSON.parse(ld?.textContent ?? '{}') as {
      aggregateRating?: { ratingValue: string; reviewCount: number };
      review?: unknown[];
    };
    await expect(product.aggregateRating).toMatchObject({ ratingValue: '4.4', reviewCount: 7 });
    await expect(product.review).toHaveLength(2);
  },
};
