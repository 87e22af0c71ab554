import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordPage } from '../../src/features/auth/reset-password-page';
import {
  AuthStoryProviders,
  EXPIRED_LINK,
  authState,
  courierCalls,
  errorAnswer,
  pending,
  sessionAnswer,
} from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

const TOKEN = 'R'.repeat(43);

const meta = {
  title: 'Auth/Reset password page',
  component: ResetPasswordPage,
  args: { token: TOKEN, onContinue: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const password = (canvas: Canvas) => canvas.getByLabelText(/^New password/);
const confirmation = (canvas: Canvas) => canvas.getByLabelText(/^Confirm new password/);

async function save(canvas: Canvas, first: string, second: string) {
  await userEvent.type(await canvas.findByLabelText(/^New password/), first);
  await userEvent.type(confirmation(canvas), second);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^New password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(confirmation(canvas)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas, 'Maple-syrup-1', 'Maple-syrup-2');
    await expect(confirmation(canvas)).toHaveAccessibleDescription('The passwords do not match.');
    await expect(confirmation(canvas)).toHaveFocus();
    await expect(courierCalls()).toEqual([]);
  },
};

export const Submitting: Story = {
  parameters: { auth: { courier: { 'reset-complete': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas, 'Maple-syrup-1', 'Maple-syrup-1');
    await expect(
      await canvas.findByRole('button', { name: /Saving your new password/ }),
    ).toBeDisabled();
  },
};

export const CommonPassword: Story = {
  parameters: {
    auth: {
      courier: {
        'reset-complete': () =>
          errorAnswer(400, 'password_too_common', 'Too common.', { field: 'password' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas, 'iloveyou123', 'iloveyou123');
    await waitFor(() =>
      expect(password(canvas)).toHaveAccessibleDescription(/^That password is too common\./),
    );
  },
};

export const ExpiredLink: Story = {
  parameters: {
    auth: {
      courier: {
        'reset-complete': () =>
          EXPIRED_LINK('This reset link has expired or was already used. Ask for a new one.'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas, 'Maple-syrup-1', 'Maple-syrup-1');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This link no longer works');
    await expect(alert).toHaveTextContent('This reset link has expired or was already used.');
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Changed: Story = {
  parameters: { auth: { courier: { 'reset-complete': () => sessionAnswer() } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await save(canvas, 'Maple-syrup-1', 'Maple-syrup-1');
    await expect(
      await canvas.findByRole('heading', { name: 'Your password is changed' }),
    ).toHaveFocus();
    await expect(courierCalls()[0]).toEqual({
      action: 'reset-complete',
      actionData: { token: TOKEN, password: 'Maple-syrup-1' },
    });
    await expect(authState()).toBe('signedIn');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to My Account' }));
    await expect(args.onContinue).toHaveBeenCalledWith('/account');
  },
};
