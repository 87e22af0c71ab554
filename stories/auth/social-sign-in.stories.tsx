import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompleteAccountPage } from '../../src/features/auth/complete-account-page';
import { LinkAccountPage } from '../../src/features/auth/link-account-page';
import { SocialCallbackPage } from '../../src/features/auth/social-callback-page';
import { readSocialFragment } from '../../src/features/auth/social-fragment';
import {
  AuthStoryProviders,
  WRONG_PASSWORD,
  authState,
  courierCalls,
  errorAnswer,
  pending,
  sessionAnswer,
} from './auth-story-kit';
import type { AuthStoryOptions } from './auth-story-kit';

/** Social sign-in: `/callback/{connection}`, `/link-account` and `/complete-account`. */
const meta = {
  title: 'Auth/Social sign-in',
  component: SocialCallbackPage,
  args: {
    connection: 'google',
    callback: readSocialFragment(`#token=${'C'.repeat(43)}&redirect=%2Fcart`),
    onSignedIn: fn(),
    onLinkRequired: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    auth: { socialConnections: [{ name: 'google', label: 'Google' }] },
  },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof SocialCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const GOOGLE = [{ name: 'google', label: 'Google' }];
const LINK_FRAGMENT = readSocialFragment(
  `#linkToken=${'K'.repeat(43)}&email=sam.nguyen%40example.ca&connection=google&redirect=%2Fcart`,
);
const LINK_REQUIRED = errorAnswer(
  409,
  'link_required',
  'An account already uses this email. Sign in with your password to link the two.',
  { linkToken: 'K'.repeat(43), email: 'sam.nguyen@example.ca', social: 'google' },
);

export const CallbackSigningIn: Story = {
  parameters: { auth: { socialConnections: GOOGLE, courier: { 'login-google': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
  },
};

export const CallbackSignedIn: Story = {
  parameters: {
    auth: { socialConnections: GOOGLE, courier: { 'login-google': () => sessionAnswer() } },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart'));
    await expect(courierCalls()).toEqual([
      { action: 'login-google', actionData: { token: 'C'.repeat(43) } },
    ]);
    await expect(authState()).toBe('signedIn');
  },
};

/** `/callback/{connection}/{linkAccount}`: this sign-in proves the account, then links. */
export const CallbackLinking: Story = {
  args: { linkAccount: 'P'.repeat(43) },
  parameters: {
    auth: { socialConnections: GOOGLE, courier: { 'login-google': () => sessionAnswer() } },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart'));
    await expect(courierCalls()[0]?.actionData).toEqual({
      token: 'C'.repeat(43),
      linkToken: 'P'.repeat(43),
    });
  },
};

export const CallbackProviderError: Story = {
  args: {
    callback: readSocialFragment('#error=social_cancelled&message=Sign-in%20was%20cancelled.'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await expect(courierCalls()).toEqual([]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const CallbackExpiredCode: Story = {
  parameters: {
    auth: {
      courier: {
        'login-google': () =>
          errorAnswer(
            400,
            'invalid_link',
            'This sign-in took too long or was already used. Please sign in again.',
          ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in took too long or was already used. Please sign in again.',
    );
  },
};

export const CallbackLinkRequired: Story = {
  parameters: { auth: { courier: { 'login-google': () => LINK_REQUIRED } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLinkRequired).toHaveBeenCalledOnce());
    const fragment = new URLSearchParams(String(firstArgument(args.onLinkRequired)));
    await expect(Object.fromEntries(fragment)).toEqual({
      linkToken: 'K'.repeat(43),
      email: 'sam.nguyen@example.ca',
      connection: 'google',
      redirect: '/cart',
    });
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The first argument of a spy's first call. */
function firstArgument(spy: unknown): unknown {
  return (spy as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];
}

export const LinkAccountIdle: Story = {
  parameters: { auth: { socialConnections: GOOGLE } },
  render: (args) => <LinkAccountPage link={LINK_FRAGMENT} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/already has a Pivot account/)).toBeVisible();
    await expect(canvas.getByText(/link your Google sign-in/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const LinkAccountInvalid: Story = {
  render: (args) => <LinkAccountPage link={LINK_FRAGMENT} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link and sign in' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Enter your password.',
    );
    await expect(courierCalls()).toEqual([]);
  },
};

export const LinkAccountSubmitting: Story = {
  parameters: { auth: { courier: { login: pending } } },
  render: (args) => <LinkAccountPage link={LINK_FRAGMENT} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expect(
      await canvas.findByRole('button', { name: /Linking your accounts/ }),
    ).toBeDisabled();
  },
};

export const LinkAccountWrongPassword: Story = {
  parameters: { auth: { courier: { login: () => WRONG_PASSWORD } } },
  render: (args) => <LinkAccountPage link={LINK_FRAGMENT} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That email and password do not match an account.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('not-it');
  },
};

export const LinkAccountLinked: Story = {
  parameters: { auth: { courier: { login: () => sessionAnswer() } } },
  render: (args) => <LinkAccountPage link={LINK_FRAGMENT} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart'));
    await expect(courierCalls()[0]).toEqual({
      action: 'login',
      actionData: {
        email: 'sam.nguyen@example.ca',
        password: 'Storefront-demo-2026',
        linkToken: 'K'.repeat(43),
      },
    });
  },
};

export const LinkAccountMissingLink: Story = {
  render: (args) => <LinkAccountPage link={readSocialFragment('')} onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

const PENDING = readSocialFragment(`#token=${'C'.repeat(43)}&connection=google&redirect=%2F`);

export const CompleteAccountIdle: Story = {
  parameters: { auth: { socialConnections: GOOGLE } },
  render: (args) => (
    <CompleteAccountPage
      pending={PENDING}
      onSignedIn={args.onSignedIn}
      onLinkRequired={args.onLinkRequired}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Google did not share your email/)).toBeVisible();
  },
};

export const CompleteAccountInvalid: Story = {
  render: (args) => (
    <CompleteAccountPage
      pending={PENDING}
      onSignedIn={args.onSignedIn}
      onLinkRequired={args.onLinkRequired}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
  },
};

export const CompleteAccountSubmitting: Story = {
  parameters: { auth: { courier: { 'login-google': pending } } },
  render: (args) => (
    <CompleteAccountPage
      pending={PENDING}
      onSignedIn={args.onSignedIn}
      onLinkRequired={args.onLinkRequired}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'me@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('button', { name: /Creating your account/ }),
    ).toBeDisabled();
  },
};

export const CompleteAccountLinkRequired: Story = {
  parameters: { auth: { courier: { 'login-google': () => LINK_REQUIRED } } },
  render: (args) => (
    <CompleteAccountPage
      pending={PENDING}
      onSignedIn={args.onSignedIn}
      onLinkRequired={args.onLinkRequired}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Email/ }),
      'sam.nguyen@example.ca',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onLinkRequired).toHaveBeenCalledOnce());
    await expect(courierCalls()[0]).toEqual({
      action: 'login-google',
      actionData: { token: 'C'.repeat(43), email: 'sam.nguyen@example.ca' },
    });
  },
};

export const CompleteAccountDone: Story = {
  parameters: { auth: { courier: { 'login-google': () => sessionAnswer('me@example.ca') } } },
  render: (args) => (
    <CompleteAccountPage
      pending={PENDING}
      onSignedIn={args.onSignedIn}
      onLinkRequired={args.onLinkRequired}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'me@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/'));
  },
};
