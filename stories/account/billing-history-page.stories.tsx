import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BillingHistoryView } from '../../src/features/account/billing-history-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { billHistoryPage } from './receipts-story-kit';

/** /account/billing-history in each state of its query, with the API's answers given. */
const meta = {
  title: 'Account/Billing history',
  component: BillingHistoryView,
  args: { status: 'success', data: billHistoryPage, page: 1, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/billing-history' })],
} satisfies Meta<typeof BillingHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing history' })).toBeVisible();
    const rows = canvas.getAllByTestId('bill-row');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Declined');
    await expect(rows[0]).toHaveTextContent('$155.94 is owed');
    await expect(
      within(rows[0]!).getByRole('link', { name: 'Pay the overdue balance' }),
    ).toHaveAttribute('href', '/account/payment-information');
    await expect(rows[1]).toHaveTextContent('Paid late');
    await expect(rows[2]).toHaveTextContent('Charged');
    await expect(within(rows[2]!).getByRole('link', { name: /View receipt/ })).toHaveAttribute(
      'href',
      `/account/receipts/print/${billHistoryPage.bills[2]!.id}`,
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('bill-row')).toHaveLength(3);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const NoBillsYet: Story = {
  args: { data: { ...billHistoryPage, totalCount: 0, bills: [] } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No monthly bills yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your billing history',
    );
  },
};
