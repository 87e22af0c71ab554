import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileView } from '../../src/features/account/profile-page';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexProfile } from './account-story-kit';

/** /account/profile in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Profile',
  component: ProfileView,
  args: {
    status: 'success',
    profile: alexProfile,
    onRetry: fn(),
    onSave: fn(async (input) => ({ ...alexProfile, ...input }) as typeof alexProfile),
    changeEmail: fn(async ({ email }: { email: string }) => ({ email })),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/profile' })],
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Mobile phone')).toHaveValue('514-555-0134');
    await expect(canvas.getByRole('link', { name: 'Verify this number' })).toHaveAttribute(
      'href',
      '/verification/mobile',
    );
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  args: { status: 'pending', profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your profile',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PhoneNotCanadian: Story = {
  args: {
    onSave: fn(async (_input: unknown): Promise<typeof alexProfile> => {
      throw {
        message: '212 is not a Canadian area code.',
        code: 'BAD_USER_INPUT',
        fields: {
          phonenumber1:
            '212 is not a Canadian area code. Enter a Canadian number, like 416-555-0134.',
        },
        extensions: {},
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText('Mobile phone');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '212-555-0134');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(
      await canvas.findByText(
        '212 is not a Canadian area code. Enter a Canadian number, like 416-555-0134.',
      ),
    ).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ChangeEmailNeedsPassword: Story = {
  args: {
    changeEmail: fn(async ({ email, password }: { email: string; password?: string }) => {
      if (!password) throw { code: 'reauthentication_required', message: 'Sign in again.' };
      return { email };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await userEvent.type(canvas.getByLabelText(/New email address/), 'alex@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    const password = await canvas.findByLabelText(/Your password/);
    await userEvent.type(password, 'Storefront-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(await canvas.findByText('alex@example.org')).toBeVisible();
  },
};
