import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginTokenPage } from '../../src/features/auth/login-token-page';
import { TempLinkPage } from '../../src/features/auth/temp-link-page';
import { VerificationPage } from '../../src/features/auth/verification-page';
import {
  AuthStoryProviders,
  EXPIRED_LINK,
  authState,
  courierCalls,
  errorAnswer,
  pending,
  sessionAnswer,
  storySession,
} from './auth-story-kit';
import type { AuthStoryOptions, CourierHandler } from './auth-story-kit';

/** Temporary sign-in links: `/tl/{token}/{id}`, `/login-token`, and `/verification` after. */
const meta = {
  title: 'Auth/Temporary link sign-in',
  component: TempLinkPage,
  args: {
    token: 'T'.repeat(43),
    id: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
    destination: '/verification',
    onSignedIn: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof TempLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK = {
  tempToken: 'L'.repeat(43),
  userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
  url: 'http://localhost:3000/tl/LLLL/2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
  expiresIn: 600,
};

/** Answers temp-link only for the signed-in story session's access token. */
const tempLinkForStorySession: CourierHandler = (_data, headers) =>
  headers.get('authorization') === 'Bearer header.story.signature'
    ? { status: 200, body: LINK }
    : errorAnswer(401, 'no_auth', 'Please sign in to continue.');

export const SigningIn: Story = {
  parameters: { auth: { courier: { 'login-temp': pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signing you in…');
  },
};

export const SignedIn: Story = {
  parameters: { auth: { courier: { 'login-temp': () => sessionAnswer() } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/verification'));
    await expect(courierCalls()).toEqual([
      { action: 'login-temp', actionData: { token: args.token, id: args.id } },
    ]);
    await expect(authState()).toBe('signedIn');
  },
};

export const ExpiredLink: Story = {
  parameters: {
    auth: {
      courier: {
        'login-temp': () =>
          EXPIRED_LINK('This sign-in link has expired or was already used. Ask for a new one.'),
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used. Ask for a new one.',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in with your password' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** `/login-token?token=…&p=…`: the same sign-in, then back to `p`. */
export const LoginTokenWithToken: Story = {
  parameters: { auth: { courier: { 'login-temp': () => sessionAnswer() } } },
  render: (args) => (
    <LoginTokenPage token={args.token} returnTo="/cart" onSignedIn={args.onSignedIn} />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart'));
  },
};

export const LoginTokenSignedOut: Story = {
  render: (args) => <LoginTokenPage onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?p=%2Flogin-token',
    );
  },
};

export const LoginTokenIdle: Story = {
  parameters: { auth: { session: storySession() } },
  render: (args) => <LoginTokenPage onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('sam.nguyen@example.ca')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make a sign-in link' })).toBeEnabled();
  },
};

export const LoginTokenMaking: Story = {
  parameters: { auth: { session: storySession(), courier: { 'temp-link': pending } } },
  render: (args) => <LoginTokenPage onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a sign-in link' }));
    await expect(await canvas.findByRole('button', { name: /Making your link/ })).toBeDisabled();
  },
};

export const LoginTokenMade: Story = {
  parameters: {
    auth: {
      session: storySession(),
      courier: {
        'temp-link': tempLinkForStorySession,
      },
    },
  },
  render: (args) => <LoginTokenPage onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a sign-in link' }));
    const field = await canvas.findByRole('textbox', { name: 'Your sign-in link' });
    await expect(field).toHaveValue(LINK.url);
    await expect(field).toHaveAccessibleDescription(/It works once, for the next 10 minutes\./);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

export const LoginTokenFailed: Story = {
  parameters: {
    auth: {
      session: storySession(),
      courier: {
        'temp-link': () =>
          errorAnswer(429, 'too_many_attempts', 'Too many attempts.', { retryAfter: 1800 }),
      },
    },
  },
  render: (args) => <LoginTokenPage onSignedIn={args.onSignedIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a sign-in link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 minutes and try again.',
    );
  },
};

/** `/verification`: where the temporary link lands. */
export const Verification: Story = {
  parameters: { auth: { session: storySession('jordan.lee@example.ca') } },
  render: () => <VerificationPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are signed in' })).toHaveFocus();
    await expect(canvas.getByText('jordan.lee@example.ca')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};
