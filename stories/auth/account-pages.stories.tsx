import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountPage } from '../../src/features/auth/account-page';
import { RefreshTokenPage } from '../../src/features/auth/refresh-token-page';
import { VerifyEmailPage } from '../../src/features/auth/verify-email-page';
import {
  AuthStoryProviders,
  EXPIRED_LINK,
  authState,
  courierCalls,
  pending,
  sessionAnswer,
  storySession,
} from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

/** `/account` (placeholder), `/refresh-token` and `/verification/email/complete/…`. */
const meta = {
  title: 'Auth/Account and session pages',
  component: AccountPage,
  args: { onSignedOut: fn() },
  parameters: { layout: 'fullscreen', auth: { session: storySession() } },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(canvas.getByTestId('account-email')).toHaveTextContent(
      'Signed in as sam.nguyen@example.ca',
    );
  },
};

export const SigningOut: Story = {
  parameters: { auth: { session: storySession(), courier: { logout: pending } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    const button = await canvas.findByRole('button', { name: /Signing out/ });
    await expect(button).toBeDisabled();
    await expect(authState()).toBe('signingOut');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    localStorage.setItem('return-cart-v1', '[{"id":"1"}]');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(authState()).toBe('signedOut');
    await expect(localStorage.getItem('auth-session')).toBeNull();
    await expect(localStorage.getItem('return-cart-v1')).toBeNull();
    await expect(courierCalls()).toEqual([
      { action: 'logout', actionData: { token: storySession().refreshToken } },
    ]);
  },
};

export const RefreshingSession: Story = {
  parameters: { auth: { session: storySession(), courier: { refresh: pending } } },
  render: (args) => <RefreshTokenPage destination="/account" onRefreshed={args.onSignedOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Renewing your session…');
  },
};

export const SessionRefreshed: Story = {
  parameters: { auth: { session: storySession(), courier: { refresh: () => sessionAnswer() } } },
  render: (args) => <RefreshTokenPage destination="/account" onRefreshed={args.onSignedOut} />,
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledWith('/account'));
    await expect(courierCalls()[0]).toEqual({
      action: 'refresh',
      actionData: { token: storySession().refreshToken },
    });
  },
};

export const RefreshSignedOut: Story = {
  parameters: { auth: { session: null } },
  render: (args) => <RefreshTokenPage destination="/account" onRefreshed={args.onSignedOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?p=%2Faccount',
    );
  },
};

const CODE = 'V'.repeat(43);

export const EmailConfirming: Story = {
  parameters: { auth: { courier: { 'verify-email': pending } } },
  render: () => <VerifyEmailPage code={CODE} email="sam.nguyen@example.ca" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your email…');
  },
};

export const EmailConfirmed: Story = {
  parameters: {
    auth: {
      session: storySession('old@example.ca'),
      courier: {
        'verify-email': () => ({
          status: 200,
          body: { ok: true, email: 'new@example.ca', emailVerified: true },
        }),
      },
    },
  },
  render: () => <VerifyEmailPage code={CODE} email="new@example.ca" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your email is confirmed' }),
    ).toHaveFocus();
    await expect(canvas.getByText('new@example.ca')).toBeVisible();
    // A changed address shows in the session at once.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('auth-session') ?? '{}')).toMatchObject({
        defaultProfile: { email: 'new@example.ca' },
      }),
    );
  },
};

export const EmailLinkExpired: Story = {
  parameters: {
    auth: {
      courier: {
        'verify-email': () =>
          EXPIRED_LINK('This confirmation link has expired or was already used.'),
      },
    },
  },
  render: () => <VerifyEmailPage code={CODE} email="sam.nguyen@example.ca" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired or was already used.',
    );
  },
};
