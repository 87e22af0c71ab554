import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageView } from '../../src/features/cart/package-page';
import type { PackageViewProps } from '../../src/features/cart/package-page';
import { CartQuoteActor } from '../../src/features/cart/cart-quote-actor';
import { formatMoney } from '../../src/lib/money-format';
import { withCatalog } from '../catalog/catalog-story-providers';
import { diningPackage, goneLine, quote, useStoryQuoteLogic } from './share-fixtures';

function WithQuote({ fails, ...props }: PackageViewProps & { fails: boolean }) {
  return (
    <CartQuoteActor.Provider logic={useStoryQuoteLogic(fails)}>
      <PackageView {...props} />
    </CartQuoteActor.Provider>
  );
}

const meta = {
  title: 'Cart/Package',
  component: PackageView,
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => <WithQuote fails={parameters.quoteFails === true} {...args} />,
  args: {
    pack: diningPackage,
    cityId: '6',
    onAdd: fn(() => true),
  },
  decorators: [withCatalog({ path: '/p/dining-for-four' })],
} satisfies Meta<typeof PackageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dining for Four' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'In this package: 5 pieces' })).toBeVisible();
    await expect(await canvas.findByTestId('snapshot-total')).toHaveTextContent(
      formatMoney(quote.total),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add package to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(diningPackage, quote);
  },
};

export const PricingFails: Story = {
  parameters: { quoteFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not price this package')).toBeVisible();
    // The package can still be added; the cart prices it again.
    await expect(canvas.getByRole('button', { name: 'Add package to cart' })).toBeEnabled();
  },
};

export const PieceNoLongerSold: Story = {
  args: { pack: { ...diningPackage, items: [...diningPackage.items, goneLine] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('One piece is no longer sold and is left out.'),
    ).toBeVisible();
  },
};

export const AllPiecesGone: Story = {
  args: { pack: { ...diningPackage, items: [goneLine] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add package to cart' }),
    ).toBeDisabled();
  },
};
