import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReferralView } from '../../src/features/account/referral-page';
import { withCatalog } from '../catalog/catalog-story-providers';

const alexReferral = {
  path: '/ref/2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61/create-account',
  creditEarned: 25,
  reward: 25,
  welcomeCredit: 25,
  friends: [
    { name: 'Robin F.', joinedAt: '2026-11-20T15:00:00Z', state: 'JOINED' as const, reward: 0 },
    { name: 'Kai M.', joinedAt: '2026-10-02T15:00:00Z', state: 'ORDERED' as const, reward: 0 },
    { name: 'Sam N.', joinedAt: '2026-06-12T15:00:00Z', state: 'CREDITED' as const, reward: 25 },
  ],
};

/** /account/referral in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Referral',
  component: ReferralView,
  args: {
    status: 'success',
    referral: alexReferral,
    origin: 'https://pivot.example',
    onRetry: fn(),
    onCopy: fn(async () => undefined),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/referral' })],
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('referral-link')).toHaveValue(
      'https://pivot.example/ref/2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61/create-account',
    );
    await expect(canvas.getAllByTestId('referral-friend')).toHaveLength(3);
    await expect(canvas.getByTestId('referral-earned')).toHaveTextContent('$25.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(
      'https://pivot.example/ref/2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61/create-account',
    );
    await expect(await canvas.findByText('Copied.')).toBeVisible();
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  args: { referral: { ...alexReferral, creditEarned: 0, friends: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nobody has signed up with your link yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', referral: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', referral: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your referrals',
    );
  },
};
