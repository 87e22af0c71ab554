import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UpcomingBillView } from '../../src/features/account/upcoming-bill-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexBills } from './holdings-story-kit';

/** /account/upcoming-bill in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Upcoming bill',
  component: UpcomingBillView,
  args: { status: 'success', bills: alexBills, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/upcoming-bill' })],
} satisfies Meta<typeof UpcomingBillView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const bill = within(within(canvasElement).getByTestId('upcoming-bill'));
    await expect(bill.getByTestId('upcoming-bill-date')).toHaveTextContent(
      'Saturday, November 28, 2026',
    );
    await expect(bill.getByTestId('upcoming-bill-tax-GST')).toHaveTextContent('$7.62');
    await expect(bill.getByTestId('upcoming-bill-tax-QST')).toHaveTextContent('$15.20');
    await expect(bill.getByTestId('upcoming-bill-credit')).toHaveTextContent('−$25.00');
    await expect(bill.getByTestId('upcoming-bill-charged')).toHaveTextContent('$150.22');
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
  args: { bills: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bill coming up')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', bills: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', bills: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your next bill',
    );
  },
};
