import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentInformationView } from '../../src/features/account/payment-information-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { cardOnFile, goodStanding, jordanPayment } from './holdings-story-kit';

const declined = { message: 'Your card was declined. Try another card.', code: 'PAYMENT_DECLINED' };

/** /account/payment-information in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Payment information',
  component: PaymentInformationView,
  args: {
    status: 'success',
    data: goodStanding,
    onRetry: fn(),
    payOverdue: fn(async () => 155.94),
    replaceCard: fn(async () => ({ ...cardOnFile, cardLastFourDigits: '4242' })),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/payment-information' })],
} satisfies Meta<typeof PaymentInformationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardOnFile: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('card-on-file')).toHaveTextContent(
      'Visa ending 4242, expires 12/28',
    );
    await expect(canvas.queryByTestId('overdue-balance')).toBeNull();
  },
};

export const CardOnFileOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const NoCard: Story = {
  args: { data: { findPayment: [], findShippingAddress: [], getOrderStatus: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-on-file')).toHaveTextContent(
      'No card on file',
    );
  },
};

export const Overdue: Story = {
  args: { data: jordanPayment },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('overdue-balance')).toHaveTextContent(
      'Overdue balance: $155.94',
    );
  },
};

export const OverdueOnPhone: Story = {
  args: { data: jordanPayment },
  globals: { viewport: { value: 'phone' } },
};

export const PayDeclined: Story = {
  args: {
    data: jordanPayment,
    payOverdue: fn(async () => {
      throw declined;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now $155.94' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined');
    await expect(args.payOverdue).toHaveBeenCalledTimes(1);
  },
};

export const CardRefused: Story = {
  args: {
    replaceCard: fn(async () => {
      throw declined;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Checked before it leaves: a wrong number is said under its field.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Jordan Lee');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Card number' }),
      '4242 4242 4242 4241',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '12/31');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new card' }));
    await expect(canvas.getByText('Check the card number.')).toBeVisible();
    await expect(args.replaceCard).not.toHaveBeenCalled();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new card' }));
    await expect(await canvas.findByTestId('replace-card-problem')).toHaveTextContent(
      'Your card was declined',
    );
  },
};

export const Loading: Story = {
  args: { status: 'pending', data: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your payment information',
    );
  },
};

/** A card billed at another address: typed, checked against the province, then sent. */
export const BillingAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const same = canvas.getByRole('checkbox', { name: 'Same as my delivery address' });
    await expect(same).toBeChecked();
    await userEvent.click(same);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Jordan Lee');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Card number' }),
      '4242 4242 4242 4242',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '12/31');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Street address' }),
      '1800 Argyle Street',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Halifax');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postal code' }), 'D3J 3N8');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new card' }));
    await expect(canvas.getByText('Enter a Canadian postal code like A1A 1A1.')).toBeVisible();
    await expect(canvas.getByText('Choose the province or territory.')).toBeVisible();
    await expect(args.replaceCard).not.toHaveBeenCalled();
  },
};

/** Jordan after a new card: the old card's decline is not said of the new one. */
export const OverdueWithNewCard: Story = {
  args: {
    data: {
      ...jordanPayment,
      findPayment: [{ ...cardOnFile, id: 'pm-2', cardLastFourDigits: '4242', declined: false }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('overdue-words')).toHaveTextContent(
      'A monthly bill is unpaid. Pay now with your Visa ending 4242 on file.',
    );
    await expect(canvas.queryByText(/declined/)).toBeNull();
  },
};
