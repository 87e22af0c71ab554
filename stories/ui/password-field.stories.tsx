import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../src/ui/password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret words');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** The toggle shows what was typed and hides it again, keeping the value. */
export const Shown: Story = {
  args: { defaultValue: 'Maple-syrup-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Maple-syrup-1');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const NewPasswordWithHint: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least 8 characters.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New password/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
    await expect(canvas.getByRole('button', { name: 'Show new password' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'short',
    hint: 'At least 8 characters.',
    error: 'Use at least 8 characters for your password.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const error = canvas.getByText('Use at least 8 characters for your password.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Use at least 8 characters for your password. At least 8 characters.',
    );
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
