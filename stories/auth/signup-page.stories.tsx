import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupPage } from '../../src/features/auth/signup-page';
import {
  AuthStoryProviders,
  authState,
  courierCalls,
  errorAnswer,
  pending,
  sessionAnswer,
} from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

const meta = {
  title: 'Auth/Signup page',
  component: SignupPage,
  args: { onSignedIn: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Email/ });
const password = (canvas: Canvas) => canvas.getByLabelText(/^Password/);
const confirmation = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/);

async function fill(canvas: Canvas, values: { email: string; password: string; again: string }) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), values.email);
  await userEvent.type(password(canvas), values.password);
  await userEvent.type(confirmation(canvas), values.again);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Create an account',
    );
    await expect(email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmation(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(password(canvas)).toHaveAccessibleDescription(/At least 8 characters/);
    await expect(canvas.queryByTestId('referral-notice')).toBeNull();
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { email: 'sam@example', password: 'short', again: 'shorter' });
    await expect(email(canvas)).toHaveFocus();
    await expect(email(canvas)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.ca.',
    );
    await expect(password(canvas)).toHaveAccessibleDescription(
      /^Use at least 8 characters for your password\./,
    );
    await expect(confirmation(canvas)).toHaveAccessibleDescription('The passwords do not match.');
    await expect(courierCalls()).toEqual([]);
  },
};

export const Submitting: Story = {
  parameters: { auth: { courier: { create: pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, {
      email: 'new@example.ca',
      password: 'Maple-syrup-1',
      again: 'Maple-syrup-1',
    });
    await expect(
      await canvas.findByRole('button', { name: /Creating your account/ }),
    ).toBeDisabled();
  },
};

export const CommonPassword: Story = {
  parameters: {
    auth: {
      courier: {
        create: () =>
          errorAnswer(400, 'password_too_common', 'That password is too common.', {
            field: 'password',
          }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { email: 'new@example.ca', password: 'password123', again: 'password123' });
    await waitFor(() =>
      expect(password(canvas)).toHaveAccessibleDescription(
        /^That password is too common\. Choose one that is harder to guess\./,
      ),
    );
    await expect(password(canvas)).toHaveFocus();
    await expect(email(canvas)).toHaveValue('new@example.ca');
    // Changing the password clears the service's complaint about it.
    await userEvent.type(password(canvas), '!');
    await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

export const EmailInUse: Story = {
  parameters: {
    auth: {
      courier: {
        create: () =>
          errorAnswer(
            409,
            'email_in_use',
            'An account already uses this email. Sign in, or reset your password if you forgot it.',
            { field: 'email' },
          ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, {
      email: 'sam@example.ca',
      password: 'Maple-syrup-1',
      again: 'Maple-syrup-1',
    });
    await waitFor(() =>
      expect(email(canvas)).toHaveAccessibleDescription(
        'An account already uses this email. Sign in, or reset your password if you forgot it.',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const Created: Story = {
  args: { returnTo: '/cart' },
  parameters: { auth: { courier: { create: () => sessionAnswer('new@example.ca') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, {
      email: 'new@example.ca',
      password: 'Maple-syrup-1',
      again: 'Maple-syrup-1',
    });
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart'));
    await expect(courierCalls()[0]).toEqual({
      action: 'create',
      actionData: { email: 'new@example.ca', password: 'Maple-syrup-1' },
    });
    await expect(authState()).toBe('signedIn');
  },
};

/** `/ref/{referrerId}/create-account`: the same form, and the shopper lands on the home page. */
export const Referral: Story = {
  args: { referred: true },
  parameters: { auth: { courier: { create: () => sessionAnswer('friend@example.ca') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('referral-notice')).toHaveTextContent(
      'applied when you check out',
    );
    await fill(canvas, {
      email: 'friend@example.ca',
      password: 'Maple-syrup-1',
      again: 'Maple-syrup-1',
    });
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/'));
  },
};
