import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutAtState, storyPaths } from './checkout-story-kit';

/** The checkout screen in each state of its machine, started with fake actors (no backend). */
const meta = {
  title: 'Checkout/Checkout screen',
  component: CheckoutAtState,
  args: { events: storyPaths.loading!, onSend: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutAtState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Loading/);
  },
};

export const LoadFailed: Story = {
  args: { events: storyPaths.loadFailed! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not start your checkout')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSend).toHaveBeenCalledWith({ type: 'checkout.retry' });
  },
};

export const AddressWithInvalidPostalCode: Story = {
  args: { events: storyPaths.addressInvalidPostalCode! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postal = canvas.getByLabelText(/Postal code/);
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(/starting with H is in Quebec/, {
        ignore: 'script, style, [role="status"]',
      }),
    ).toBeVisible();
    await expect(postal).toHaveValue('H2X 1Y4');
  },
};

export const AddressRefusedAtPlacement: Story = {
  args: { events: storyPaths.addressRefused! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Our Toronto crew does not reach K1A 0A6.',
    );
    await expect(canvas.getByRole('radio', { name: /100 King Street West/ })).toBeChecked();
  },
};

export const AddressOutsideTheCitysArea: Story = {
  args: { events: storyPaths.addressOutsideArea! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Toronto doesn't deliver to K1A 0B1. Ottawa delivers there: change your city to Ottawa, or choose another address.",
    );
  },
};

export const ChoosingDate: Story = {
  args: { events: storyPaths.choosingDate! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'When should we deliver?' })).toBeVisible();
    await expect(canvas.getByLabelText(/Delivery day/)).toHaveAttribute('min', '2026-11-25');
    await expect(canvas.getByRole('radio', { name: /Morning/ })).toBeVisible();
  },
};

export const Agreement: Story = {
  args: { events: storyPaths.agreement! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      // PivotCare is part of the monthly amount (decision 160).
      canvas.getByText(
        /Harbour sofa: subscription at \$78\.00\/mo \+ PivotCare \$15\.60\/mo = \$93\.60\/mo, 12-month minimum term/,
      ),
    ).toBeVisible();
    // Financing discloses its term, instalment and total cost.
    await expect(
      canvas.getByText(
        /Bedford sofa: financing over 36 months: 36 monthly instalments of \$104\.55, total cost \$3,763\.80/,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign and continue' }));
    await expect(
      canvas.getByText(
        'Sign with your first and last name as they are on the order: Alex Tremblay.',
        { ignore: 'script, style, [role="status"]' },
      ),
    ).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Payment: Story = {
  args: { events: storyPaths.payment! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
  },
};

export const PaymentDeclined: Story = {
  args: { events: storyPaths.paymentDeclined! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined');
    await expect(canvas.getByLabelText('Name on card')).toHaveValue('Alex Tremblay');
  },
};

export const Review: Story = {
  args: { events: storyPaths.review! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('HST 13%').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Account credit').length).toBeGreaterThan(0);
    // Each line's monthly amount, and the two blocks: today's charge and each month after.
    const lines = canvas.getByRole('list', { name: 'How each item is paid' });
    await expect(lines).toHaveTextContent('$93.60/mo');
    await expect(lines).toHaveTextContent('36 monthly payments of $104.55 · total $3,763.80');
    await expect(lines).toHaveTextContent('Yours after 18 payments');
    await expect(canvas.getByTestId('review-due-today')).toHaveTextContent('$762.78');
    await expect(canvas.getByTestId('review-monthly-total')).toHaveTextContent('$223.91/mo');
    await userEvent.click(
      canvas.getByRole('button', { name: /Place order and pay \$762\.78 today/ }),
    );
    await expect(args.onSend).toHaveBeenCalledWith({ type: 'order.place' });
  },
};

export const Placing: Story = {
  args: { events: storyPaths.placing! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Placing your order/ })).toBeDisabled();
  },
};

export const PlaceFailed: Story = {
  args: { events: storyPaths.placeFailed! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your order was not confirmed')).toBeVisible();
    await expect(canvas.getByText('Trying again never charges you twice.')).toBeVisible();
  },
};

export const Success: Story = {
  args: { events: storyPaths.success! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thank you! Your order is placed.')).toBeVisible();
  },
};
