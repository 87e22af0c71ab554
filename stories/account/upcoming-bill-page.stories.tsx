import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UpcomingBillView } from '../../src/features/account/upcoming-bill-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexBills, jordanBills } from './holdings-story-kit';

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
    await expect(bill.getByText('To be charged to your Visa ending 4242')).toBeVisible();
    await expect(bill.queryByTestId('upcoming-bill-card-warning')).toBeNull();
  },
};

/** Jordan: the card on file was declined by the last billing run; the bill says so. */
export const CardDeclined: Story = {
  args: { bills: jordanBills },
  play: async ({ canvasElement }) => {
    const bill = within(within(canvasElement).getByTestId('upcoming-bill'));
    await expect(bill.getByTestId('upcoming-bill-card-warning')).toHaveTextContent(
      'Your Visa ending 0002 was declined for your last bill',
    );
    await expect(bill.getByRole('link', { name: 'Go to payment information' })).toHaveAttribute(
      'href',
      '/account/payment-information',
    );
    await expect(bill.queryByText(/Charged to your card/)).toBeNull();
    await expect(bill.getByText('To pay on the bill date')).toBeVisible();
  },
};

export const CardDeclinedOnPhone: Story = {
  args: { bills: jordanBills },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const NoCard: Story = {
  args: { bills: alexBills.map((bill) => ({ ...bill, cardStatus: 'NONE', card: null })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No card on file')).toBeVisible();
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
