import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { TextAreaField, TextField } from '../../src/ui/field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sam@example.ca');
    await expect(input).toHaveValue('sam@example.ca');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your receipt here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your receipt here.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'sam@',
    hint: 'We send your receipt here.',
    error: 'Enter an email address like name@example.ca',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const error = canvas.getByText('Enter an email address like name@example.ca');

    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter an email address like name@example.ca We send your receipt here.',
    );
    // The error sits under the field.
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sam@example.ca' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  render: () => (
    <TextAreaField
      label="Delivery instructions"
      hint="Buzzer number, parking, anything the crew should know."
      maxLength={500}
    />
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Delivery instructions' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.click(textarea);
    await userEvent.keyboard('Side door');
    await expect(textarea).toHaveValue('Side door');
  },
};

export const MultilineWithError: Story = {
  render: () => <TextAreaField label="Your review" required error="Write at least 20 characters" />,
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your review' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Write at least 20 characters');
  },
};

function SignUpForm() {
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('firstName') ?? '').trim();
    setError(value ? undefined : 'Enter your first name');
  };
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        error={error}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

export const ValidationOnSubmit: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your first name');

    await userEvent.keyboard('Alex{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter your first name')).not.toBeInTheDocument();
  },
};
