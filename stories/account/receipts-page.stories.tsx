import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReceiptsView } from '../../src/features/account/receipts-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { emptyReceiptPage, pagedReceiptPage, receiptPage } from './receipts-story-kit';

/** /account/receipts in each state of its query, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Receipts',
  component: ReceiptsView,
  args: { status: 'success', data: receiptPage, page: 1, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/receipts' })],
} satisfies Meta<typeof ReceiptsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
    const rows = canvas.getAllByTestId('receipt-row');
    await expect(rows).toHaveLength(6);
    // Newest first, as the API answers, each with its kind.
    await expect(rows[0]).toHaveTextContent('Order SF100214');
    await expect(rows[0]).toHaveTextContent('$1,467.77');
    await expect(rows[0]).toHaveTextContent('3 items');
    await expect(
      canvas.getByRole('link', { name: 'View receipt for order SF100214' }),
    ).toHaveAttribute('href', '/account/receipts/print/8d7c2f57-3a1e-4a53-9a55-0c3f5f6e2d11');
    await expect(rows[1]).toHaveTextContent('Overdue payment BL-2E7B1C90');
    await expect(rows[1]).toHaveTextContent('Paid late');
    await expect(rows[1]).toHaveTextContent('$155.94');
    await expect(rows[2]).toHaveTextContent('Monthly bill BL-7A6B5C4D');
    await expect(rows[4]).toHaveTextContent('Refund PY-9B8A7C6D');
    await expect(rows[4]).toHaveTextContent('+$56.50');
    await expect(rows[5]).toHaveTextContent('Account credit CR-5C4B3A29');
    await expect(rows[5]).toHaveTextContent('Referral reward');
    await expect(
      canvas.getByRole('link', { name: 'View receipt for monthly bill BL-7A6B5C4D' }),
    ).toHaveAttribute('href', '/account/receipts/print/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c55');
    await expect(canvas.queryByRole('navigation', { name: 'Receipt pages' })).toBeNull();
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('receipt-row')).toHaveLength(6);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const SecondPage: Story = {
  args: { data: pagedReceiptPage, page: 2 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('23 receipts, page 2 of 3')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Receipt pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/account/receipts?page=3',
    );
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/account/receipts',
    );
  },
};

export const Empty: Story = {
  args: { data: emptyReceiptPage },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No receipts yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    await expect(canvas.queryAllByTestId('receipt-row')).toHaveLength(0);
  },
};

export const EmptyOnPhone: Story = {
  args: { data: emptyReceiptPage },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No receipts yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', data: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your receipts');
    await expect(canvas.queryAllByTestId('receipt-row')).toHaveLength(0);
  },
};

export const LoadingOnPhone: Story = {
  args: { status: 'pending', data: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', data: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your receipts');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedOnPhone: Story = {
  args: { status: 'error', data: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
