import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ForgotPasswordPage,
  RESET_SENT_MESSAGE,
} from '../../src/features/auth/forgot-password-page';
import { AuthStoryProviders, courierCalls, errorAnswer, pending } from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

const meta = {
  title: 'Auth/Forgot password page',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SERVICE_SAYS = {
  ok: true,
  message: 'If an account uses that email address, we have sent it a link.',
};

async function send(canvas: ReturnType<typeof within>, email: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'not an email');
    const field = canvas.getByRole('textbox', { name: /Email/ });
    await expect(field).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.ca.',
    );
    await expect(field).toHaveFocus();
    await expect(courierCalls()).toEqual([]);
  },
};

export const Submitting: Story = {
  parameters: { auth: { courier: { reset: pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'sam@example.ca');
    await expect(await canvas.findByRole('button', { name: /Sending the link/ })).toBeDisabled();
  },
};

export const TooManyRequests: Story = {
  parameters: {
    auth: {
      courier: {
        reset: () =>
          errorAnswer(429, 'too_many_attempts', 'Too many attempts.', { retryAfter: 600 }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'sam@example.ca');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('sam@example.ca');
  },
};

/** Always the same words, whether or not an account uses the address. */
export const Sent: Story = {
  parameters: { auth: { courier: { reset: () => ({ status: 200, body: SERVICE_SAYS }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'nobody@example.ca');
    const sent = await canvas.findByTestId('reset-sent');
    await expect(sent).toHaveTextContent(RESET_SENT_MESSAGE);
    await expect(sent).toHaveTextContent('nobody@example.ca');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(courierCalls()).toEqual([
      { action: 'reset', actionData: { email: 'nobody@example.ca' } },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send another link' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody@example.ca');
  },
};
