import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResendEmailVerification } from '../../src/features/auth/resend-email-verification';
import {
  AuthStoryProviders,
  courierCalls,
  errorAnswer,
  pending,
  storySession,
} from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

/** The account's "Send the link again" for an unconfirmed email (courier `resend-verification`). */
const meta = {
  title: 'Auth/Resend email verification',
  component: ResendEmailVerification,
  parameters: {
    auth: {
      session: storySession(),
      courier: {
        'resend-verification': () => ({
          status: 200,
          body: { ok: true, email: 'sam.nguyen@example.ca', expiresIn: 86_400 },
        }),
      },
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <main>
          <Story />
        </main>
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof ResendEmailVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByTestId('verification-resent')).toHaveTextContent(
      'A new link is on its way to sam.nguyen@example.ca.',
    );
    await expect(courierCalls().map((call) => call.action)).toEqual(['resend-verification']);
  },
};

export const Sending: Story = {
  parameters: { auth: { session: storySession(), courier: { 'resend-verification': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByRole('button', { name: /Sending the link/ })).toBeDisabled();
  },
};

export const TooMany: Story = {
  parameters: {
    auth: {
      session: storySession(),
      courier: {
        'resend-verification': () =>
          errorAnswer(429, 'too_many_requests', 'Too many tries. Wait a few minutes.'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many tries');
  },
};
