import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/ui/checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Add assembly', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Add assembly' });
    await expect(checkbox).not.toBeChecked();

    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(getComputedStyle(checkbox).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    // The label is part of the target.
    await userEvent.click(canvas.getByText('Add assembly'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Select all products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Assembly not offered' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Email me about new arrivals',
    hint: 'At most one email a week. Unsubscribe any time.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'At most one email a week. Unsubscribe any time.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the terms of use',
    required: true,
    error: 'You need to agree to the terms to continue',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'You need to agree to the terms to continue',
    );
  },
};
