import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../src/features/auth/login-page';
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

const meta = {
  title: 'Auth/Login page',
  component: LoginPage,
  args: { onSignedIn: fn(), returnTo: '/account' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <AuthStoryProviders {...((parameters.auth ?? {}) as AuthStoryOptions)}>
        <Story />
      </AuthStoryProviders>
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: /Email/ });
const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Password/);

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(password(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?p=%2Faccount',
    );
    await expect(canvas.queryByTestId('social-sign-in')).toBeNull();
  },
};

/** Every control in reading order by Tab; Enter in a field sends the form. */
export const Keyboard: Story = {
  parameters: { auth: { courier: { login: () => sessionAnswer() } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Email/ });
    await userEvent.tab();
    await expect(email(canvas)).toHaveFocus();
    await userEvent.keyboard('sam.nguyen@example.ca');
    await userEvent.tab();
    await expect(password(canvas)).toHaveFocus();
    await userEvent.keyboard('Storefront-demo-2026');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password(canvas)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.click(password(canvas));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/account'));
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email(canvas)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.ca.',
    );
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvas)).toHaveFocus();
    await expect(password(canvas)).toHaveAccessibleDescription('Enter your password.');
    await expect(courierCalls()).toEqual([]);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // The error follows the typing once the field is fixed.
    await userEvent.type(email(canvas), 'example.ca');
    await expect(email(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  parameters: { auth: { courier: { login: pending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam@example.ca');
    await userEvent.type(password(canvas), 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const button = await canvas.findByRole('button', { name: /Signing in/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(email(canvas)).toHaveAttribute('readonly');
    // A second Enter does not send a second request.
    await userEvent.type(password(canvas), '{Enter}');
    await expect(courierCalls().filter((call) => call.action === 'login')).toHaveLength(1);
  },
};

export const WrongPassword: Story = {
  parameters: { auth: { courier: { login: () => WRONG_PASSWORD } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam@example.ca');
    await userEvent.type(password(canvas), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'That email and password do not match an account. Check them and try again, or reset your password.',
    );
    await expect(alert).toHaveFocus();
    // Nothing typed is lost.
    await expect(email(canvas)).toHaveValue('sam@example.ca');
    await expect(password(canvas)).toHaveValue('not-my-password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(authState()).toBe('signedOut');
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    auth: {
      courier: {
        login: () =>
          errorAnswer(
            429,
            'too_many_attempts',
            'Too many attempts. Please wait 2 minutes and try again.',
            {
              retryAfter: 120,
            },
          ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam@example.ca');
    await userEvent.type(password(canvas), 'guess-number-six');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
  },
};

export const ServiceUnreachable: Story = {
  parameters: {
    auth: {
      courier: { login: () => ({ status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'sam@example.ca');
    await userEvent.type(password(canvas), 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
  },
};

export const SignedIn: Story = {
  args: { returnTo: '/cart?step=1' },
  parameters: { auth: { courier: { login: () => sessionAnswer('sam@example.ca') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), ' sam@example.ca ');
    await userEvent.type(password(canvas), 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/cart?step=1'));
    await expect(courierCalls()[0]).toEqual({
      action: 'login',
      actionData: { email: 'sam@example.ca', password: 'Storefront-demo-2026' },
    });
    await expect(authState()).toBe('signedIn');
    await expect(JSON.parse(localStorage.getItem('auth-session') ?? '{}')).toMatchObject({
      accessToken: 'header.fresh.signature',
      defaultProfile: { email: 'sam@example.ca' },
    });
  },
};

export const WithSocialSignIn: Story = {
  parameters: {
    auth: {
      socialConnections: [
        { name: 'google', label: 'Google' },
        { name: 'apple', label: 'Apple' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/courier/social/google?redirect=%2Faccount',
    );
    await expect(canvas.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/courier/social/apple?redirect=%2Faccount',
    );
  },
};
