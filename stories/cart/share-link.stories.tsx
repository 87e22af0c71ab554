import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoriesQuery } from '../../src/api/catalog-queries';
import { SharedCartView } from '../../src/features/cart/shared-cart-page';
import type { SharedCartViewProps } from '../../src/features/cart/shared-cart-page';
import type { CartMergeResult } from '../../src/lib/cart-store';
import { categoriesData } from '../catalog/catalog-fixtures';
import { CartQuoteActor } from '../../src/features/cart/cart-quote-actor';
import { formatMoney } from '../../src/lib/money-format';
import { withCatalog } from '../catalog/catalog-story-providers';
import { cartLines, goneLine, quote, sharedCart, useStoryQuoteLogic } from './share-fixtures';

type OnLoad = SharedCartViewProps['onLoad'];

const loaded = (lines: readonly unknown[]): CartMergeResult => ({
  added: lines.length,
  increased: 0,
  capped: 0,
  skipped: 0,
  lines: [],
});

function WithQuote({ fails, ...props }: SharedCartViewProps & { fails: boolean }) {
  return (
    <CartQuoteActor.Provider logic={useStoryQuoteLogic(fails)}>
      <SharedCartView {...props} />
    </CartQuoteActor.Provider>
  );
}

const meta = {
  title: 'Cart/Shared cart link',
  component: SharedCartView,
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => <WithQuote fails={parameters.quoteFails === true} {...args} />,
  args: {
    shared: sharedCart,
    cityId: '6',
    needsPicker: false,
    ownItemCount: 0,
    onLoad: fn<OnLoad>((_mode, lines) => loaded(lines)),
  },
  decorators: [
    withCatalog({
      path: `/c/${sharedCart.id}/${sharedCart.slug}`,
      queries: () => [[categoriesQuery(null).queryKey, categoriesData]],
    }),
  ],
} satisfies Meta<typeof SharedCartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('snapshot-total')).toHaveTextContent(
      formatMoney(quote.total),
    );
    // Four chairs financed at $14.50 a month each: $58.00/mo for the line.
    await expect(canvas.getByText('$58.00')).toBeVisible();
    await expect(canvas.getByTestId('snapshot-monthly-total')).toHaveTextContent(
      formatMoney(quote.monthlyBill.total),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to my cart' }));
    await expect(args.onLoad).toHaveBeenCalledWith('merge', expect.any(Array));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Added 2 shared lines to your cart.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  },
};

export const MergeOrReplace: Story = {
  args: {
    ownItemCount: 3,
    onLoad: fn<OnLoad>((_mode, lines) => ({ ...loaded(lines), lines: cartLines })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your cart already has 3 items/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Replace my cart' }));
    await expect(args.onLoad).toHaveBeenCalledWith('replace', expect.any(Array));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your cart now holds the 5 items of the shared cart.',
    );
  },
};

export const SomeItemsGone: Story = {
  args: { shared: { ...sharedCart, lines: [...sharedCart.lines, goneLine] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('One item is no longer sold and will not be added.'),
    ).toBeVisible();
    await expect(canvas.getByText('No longer sold: it will not be added.')).toBeVisible();
  },
};

export const AddFails: Story = {
  args: {
    onLoad: fn<OnLoad>(() => {
      throw new Error('quota');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to my cart' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There was an error adding this to your cart. Please try again or contact support.',
    );
  },
};

export const PricingFails: Story = {
  parameters: { quoteFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not price these items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { shared: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: 'This shared cart link has expired or does not exist',
      }),
    ).toBeVisible();
  },
};

export const NeedsCity: Story = {
  args: { cityId: null, needsPicker: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('city-picker')).toBeVisible();
  },
};

/** One item: "this item", never "these 1 item". */
export const OneItem: Story = {
  args: { shared: { ...sharedCart, lines: [{ ...sharedCart.lines[0]!, quantity: 1 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Someone shared this item with you\./)).toBeVisible();
    await expect(canvas.queryByText(/these 1 item/)).toBeNull();
  },
};
