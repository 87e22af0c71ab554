import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tipExamples } from '../../machines/examples/tip-examples';
import type { ChargeTipInput, TipPaid } from '../../machines/tip.machine';
import { TipPanel } from '../../src/features/tips/tip-panel';
import { analyticsEvents } from '../../src/lib/analytics';
import { withCatalog } from '../catalog/catalog-story-providers';

/** The tip panel in each state, with the charge answered by the story (no backend). */
const paidAnswer = async (input: ChargeTipInput): Promise<TipPaid> => ({
  id: tipExamples.paid.id,
  amount: input.amount,
  note: input.note,
});
const never = (_input: ChargeTipInput) => new Promise<TipPaid>(() => undefined);
const refuse = (problem: object) => (_input: ChargeTipInput) => Promise.reject<TipPaid>(problem);

const meta = {
  title: 'Tips/Tip panel',
  component: TipPanel,
  args: {
    deliveryId: tipExamples.deliveryId,
    done: true,
    tipped: false,
    limits: tipExamples.limits,
    charge: fn(paidAnswer),
    onTipped: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [withCatalog({ path: '/delivery/1' })],
} satisfies Meta<typeof TipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tip your crew' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$20.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Tip $20.00' })).toBeEnabled();
  },
};

export const CustomAmountRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Other amount' }));
    const field = canvas.getByLabelText('Your amount');
    await userEvent.type(field, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Tip the crew' }));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use at most two decimals (dollars and cents).'),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Tip the crew' }));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a tip greater than $0.'),
    );
    await expect(args.charge).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { charge: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '$40.00' }));
    await userEvent.type(canvas.getByLabelText('Note for the crew (optional)'), 'Merci!');
    await userEvent.click(canvas.getByRole('button', { name: 'Tip $40.00' }));
    await expect(canvas.getByTestId('tip-submit')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('tip-submit')).toHaveAccessibleName(
      expect.stringContaining('Charging your card'),
    );
  },
};

export const Paid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Other amount' }));
    await userEvent.type(canvas.getByLabelText('Your amount'), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Tip $15.00' }));
    await expect(
      await canvas.findByText('Thank you! Your tip is on its way to the crew'),
    ).toBeVisible();
    await expect(args.charge).toHaveBeenCalledWith({
      deliveryId: tipExamples.deliveryId,
      amount: 15,
      note: null,
    });
    await waitFor(() => expect(args.onTipped).toHaveBeenCalledTimes(1));
    const events = analyticsEvents('tip');
    await expect(events.at(-1)?.ecommerce).toMatchObject({
      currency: 'CAD',
      value: 15,
      transaction_id: tipExamples.paid.id,
    });
  },
};

export const Declined: Story = {
  args: { charge: fn(refuse(tipExamples.declined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tip $20.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card was not charged');
    await expect(alert).toHaveTextContent(tipExamples.declined.message);
    await expect(canvas.getByRole('link', { name: 'Update your card' })).toHaveAttribute(
      'href',
      '/account/payment-information',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { charge: fn(refuse(tipExamples.unreachable)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tip $20.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not send your tip');
    await expect(alert).toHaveTextContent(tipExamples.unreachable.message);
  },
};

export const AlreadyTipped: Story = {
  args: { tipped: true, tippedAmount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you for tipping the crew')).toBeVisible();
    await expect(canvas.getByText(/Your \$20\.00 tip goes to the crew in full/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Tip/ })).toBeNull();
  },
};

export const NotDoneYet: Story = {
  args: { done: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You can tip the crew once your delivery is done.'),
    ).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
