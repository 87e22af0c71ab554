import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReceiptPrintView } from '../../src/features/account/receipt-print-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import {
  confirmingReceipt,
  declinedBillReceipt,
  ontarioReceipt,
  paidLateBillReceipt,
  refundReceipt,
  quebecReceipt,
  returnChargedReceipt,
  returnOwedReceipt,
  returnReceipt,
} from './receipts-story-kit';

/** /account/receipts/print/{orderId}: the printable receipt, with the API's answer given. */
const meta = {
  title: 'Account/Printable receipt',
  component: ReceiptPrintView,
  args: { status: 'success', receipt: quebecReceipt, onRetry: fn(), onPrint: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: `/account/receipts/print/${quebecReceipt.id}` })],
} satisfies Meta<typeof ReceiptPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowText(canvasElement: HTMLElement, name: string): string {
  const row = within(canvasElement).getByRole('rowheader', { name }).closest('tr');
  return row?.textContent ?? '';
}

export const QuebecOrder: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(canvas.getByTestId('receipt-order-number')).toHaveTextContent('SF100214');
    await expect(canvas.getByText('GST/HST no. 784512369 RT 0001')).toBeVisible();
    await expect(canvas.getByText('QST no. 1227845123 TQ 0001')).toBeVisible();
    await expect(canvas.getByText('Oatmeal, Oak legs')).toBeVisible();
    // Each tax on its own line, as the order stored it.
    await expect(rowText(canvasElement, 'GST 5%')).toContain('$63.25');
    await expect(rowText(canvasElement, 'QST 9.975%')).toContain('$126.18');
    await expect(rowText(canvasElement, 'Delivery')).toContain('$79.00');
    await expect(rowText(canvasElement, 'Assembly')).toContain('$49.00');
    await expect(rowText(canvasElement, 'Total')).toContain('$1,454.43');
    await expect(rowText(canvasElement, 'Account credit used')).toContain('$15.00');
    await expect(rowText(canvasElement, 'Total charged')).toContain('$1,439.43');
    await expect(canvas.getByTestId('receipt-payment')).toHaveTextContent(
      'Charged to Visa ending 4242, expires 12/29: $1,439.43',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const QuebecOrderOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 × $899.00')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const OntarioSubscription: Story = {
  args: { receipt: ontarioReceipt },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowText(canvasElement, 'HST 13%')).toContain('$36.14');
    await expect(canvas.queryByText(/QST no\./)).toBeNull();
    await expect(canvas.getByText('Subscription, billed monthly')).toBeVisible();
    // Monthly lines show their unit price with /mo, the first month charged today, and what
    // each later month bills.
    await expect(canvas.getAllByText('$199.00/mo').length).toBeGreaterThan(0);
    await expect(canvas.getByText('First month charged today')).toBeVisible();
    await expect(canvas.getByTestId('receipt-monthly')).toHaveTextContent(
      'Then $199.00/mo plus tax',
    );
    await expect(canvas.queryByRole('rowheader', { name: 'Account credit used' })).toBeNull();
  },
};

export const OntarioSubscriptionOnPhone: Story = {
  args: { receipt: ontarioReceipt },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(rowText(canvasElement, 'Total charged')).toContain('$314.14');
  },
};

export const Loading: Story = {
  args: { status: 'pending', receipt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your receipt',
    );
  },
};

export const NotFound: Story = {
  args: { receipt: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We could not find this receipt' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All receipts' })).toHaveAttribute(
      'href',
      '/account/receipts',
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', receipt: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReturnScheduled: Story = {
  args: { receipt: returnReceipt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pickup scheduled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add or replace photos' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Products' })).toBeNull();
    await expect(canvas.getByTestId('return-fee-note')).toHaveTextContent(
      'The return fee of $449.74 is charged to your card on file once our crew has picked the items up.',
    );
  },
};

export const ReturnPickedUpAndCharged: Story = {
  args: { receipt: returnChargedReceipt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Picked up')).toBeVisible();
    await expect(canvas.getByTestId('receipt-payment')).toHaveTextContent(
      'Charged to Visa ending 4242, expires 12/29: $449.74',
    );
    await expect(canvas.queryByTestId('return-fee-note')).toBeNull();
  },
};

export const ReturnFeeOwed: Story = {
  args: { receipt: returnOwedReceipt },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('return-fee-note')).toHaveTextContent(
      'Your card was declined for the return fee: $449.74 is owed.',
    );
    await expect(canvas.getByRole('link', { name: /pay the balance/ })).toBeVisible();
  },
};

/** A monthly bill declined: an invoice with what is owed and the way to pay it. */
export const DeclinedMonthlyBill: Story = {
  args: { receipt: null, paper: declinedBillReceipt },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(canvas.getByTestId('receipt-kind')).toHaveTextContent('Monthly bill');
    await expect(canvas.getByTestId('receipt-status')).toHaveTextContent('Declined');
    await expect(canvas.getByText('GST/HST no. 784512369 RT 0001')).toBeVisible();
    await expect(rowText(canvasElement, 'HST 13%')).toContain('$17.94');
    await expect(rowText(canvasElement, 'Total')).toContain('$155.94');
    await expect(rowText(canvasElement, 'Amount owed')).toContain('$155.94');
    await expect(canvas.getByTestId('receipt-pay-now')).toHaveTextContent('$155.94 is owed');
    await expect(canvas.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  },
};

/** The same bill paid after its decline: the overdue payment's receipt, both attempts shown. */
export const PaidLateOnPhone: Story = {
  args: { receipt: null, paper: paidLateBillReceipt },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(canvas.getByTestId('receipt-kind')).toHaveTextContent('Overdue payment');
    await expect(canvas.getByTestId('receipt-status')).toHaveTextContent('Paid late');
    const payments = canvas.getAllByTestId('receipt-payment');
    await expect(payments).toHaveLength(2);
    await expect(payments[0]).toHaveTextContent('(declined)');
    await expect(payments[1]).toHaveTextContent('Charged to Visa ending 4242');
    await expect(canvas.queryByTestId('receipt-owed')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A refund: its share of GST and QST, each on its own line, and the card refunded. */
export const Refund: Story = {
  args: { receipt: null, paper: refundReceipt },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('receipt-kind')).toHaveTextContent('Refund');
    await expect(canvas.getByText('QST no. 1227845123 TQ 0001')).toBeVisible();
    await expect(rowText(canvasElement, 'GST 5%')).toContain('$2.46');
    await expect(rowText(canvasElement, 'QST 9.975%')).toContain('$4.90');
    await expect(rowText(canvasElement, 'Total refunded')).toContain('$56.50');
    await expect(canvas.getByTestId('receipt-payment')).toHaveTextContent(
      'Refunded to Visa ending 4242',
    );
  },
};

/** An order whose payment is not settled yet: being confirmed, its lines and total, no taxes. */
export const BeingConfirmed: Story = {
  args: { receipt: confirmingReceipt },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your order is being confirmed' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('confirming-total')).toHaveTextContent('$1,454.43');
    await expect(canvas.queryByTestId('receipt-tax')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  },
};
