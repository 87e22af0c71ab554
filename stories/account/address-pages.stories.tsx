import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressBookView } from '../../src/features/account/address-book-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexAddresses } from './account-story-kit';

/** /account/address in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Address book',
  component: AddressBookView,
  args: {
    status: 'success',
    addresses: alexAddresses,
    onRetry: fn(),
    onMakePrimary: fn(async () => undefined),
    onDeactivate: fn(async () => undefined),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/address' })],
} satisfies Meta<typeof AddressBookView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByTestId('address-card');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByTestId('deactivate-blocked')).toHaveTextContent(
      '2 products are at this address',
    );
    await expect(within(cards[0]!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /^Make main address/ }));
    await expect(args.onMakePrimary).toHaveBeenCalledWith('1b2c3d4e-0000-4000-8000-000000000002');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /^Remove/ }));
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Remove' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith('1b2c3d4e-0000-4000-8000-000000000002');
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No addresses yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', addresses: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', addresses: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your addresses',
    );
  },
};

export const RemoveRefused: Story = {
  args: {
    onDeactivate: fn(async () => {
      throw { message: '1 product is at this address.', code: 'CONFLICT', extensions: {} };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getAllByTestId('address-card')[1]!;
    await userEvent.click(within(card).getByRole('button', { name: /^Remove/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      '1 product is at this address.',
    );
  },
};
