import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from '../../src/ui/radio-group';

const deliveryTimes = [
  { value: 'morning', label: 'Morning (9 am to 1 pm)' },
  { value: 'afternoon', label: 'Afternoon (1 pm to 5 pm)' },
  { value: 'evening', label: 'Evening (5 pm to 9 pm)' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery time', options: deliveryTimes, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery time' });
    const [morning, afternoon] = within(group).getAllByRole('radio');

    await userEvent.tab();
    await expect(morning).toHaveFocus();
    await expect(getComputedStyle(morning!).outlineStyle).toBe('solid');
    // Held down as a person does: Radix moves focus a tick after keydown and checks the
    // newly focused radio only while an arrow key is pressed.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(afternoon).toHaveFocus());
    await waitFor(() => expect(afternoon).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('afternoon');

    await userEvent.click(canvas.getByText('Evening (5 pm to 9 pm)'));
    await expect(canvas.getByRole('radio', { name: 'Evening (5 pm to 9 pm)' })).toBeChecked();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'evening' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab lands on the chosen option.
    await expect(canvas.getByRole('radio', { name: 'Evening (5 pm to 9 pm)' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Ownership',
    orientation: 'horizontal',
    defaultValue: 'monthlyv3',
    options: [
      { value: 'monthlyv3', label: 'Monthly' },
      { value: 'ownv3', label: 'Buy' },
    ],
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: deliveryTimes.map((option) =>
      option.value === 'morning' ? { ...option, disabled: true } : option,
    ),
  },
  play: async ({ canvasElement }) => {
    const morning = within(canvasElement).getByRole('radio', { name: 'Morning (9 am to 1 pm)' });
    await expect(morning).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a delivery time', hint: 'Times are local.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery time' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a delivery time Times are local.');
  },
};
