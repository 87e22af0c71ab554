import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountOverviewView } from '../../src/features/account/account-overview';
import { Button } from '../../src/ui/button';
import { withCatalog } from '../catalog/catalog-story-providers';
import { alexProfile } from './account-story-kit';
import {
  alexOverview,
  emptyOverview,
  jordanOverview,
  unverifiedProfile,
} from './holdings-story-kit';

/** /account's overview in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Account/Overview',
  component: AccountOverviewView,
  args: {
    status: 'success',
    overview: alexOverview,
    profile: { ...alexProfile, mobileverified: true },
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account' })],
} satisfies Meta<typeof AccountOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('account-next-bill-amount')).toHaveTextContent('$150.22');
    await expect(canvas.getByTestId('account-holdings')).toHaveTextContent(
      'Bedford Apartment Sofa',
    );
    // Returned pieces are not "your furniture" any more.
    await expect(canvas.getByTestId('account-holdings')).not.toHaveTextContent('Okanagan');
    await expect(canvas.queryByTestId('account-waiting')).toBeNull();
    await expect(canvas.getByTestId('account-credit')).toHaveTextContent('$25.00');
    const pages = canvas.getByRole('navigation', { name: 'Account pages' });
    // Ten pages and, since every bill has its paper (decision 151), the billing history.
    await expect(within(pages).getAllByRole('link')).toHaveLength(11);
    await expect(within(pages).getByRole('link', { name: /Billing history/ })).toBeVisible();
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const SomethingWaiting: Story = {
  args: {
    overview: jordanOverview,
    profile: unverifiedProfile,
    emailAction: <Button size="sm">Send the link again</Button>,
  },
  play: async ({ canvasElement }) => {
    const waiting = within(within(canvasElement).getByTestId('account-waiting'));
    await expect(waiting.getByText('Overdue balance: $155.94')).toBeVisible();
    await expect(waiting.getByText('Agreements to sign')).toBeVisible();
    await expect(waiting.getByText('Confirm your email')).toBeVisible();
    await expect(waiting.getByText('Confirm your mobile number')).toBeVisible();
    await expect(within(canvasElement).getByTestId('account-next-visit')).toHaveTextContent(
      'Delivery of order SF100042: Wednesday, December 2, 2026, morning',
    );
  },
};

export const SomethingWaitingOnPhone: Story = {
  ...SomethingWaiting,
  globals: { viewport: { value: 'phone' } },
  play: undefined,
};

export const Empty: Story = {
  args: { overview: emptyOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no furniture with us right now.')).toBeVisible();
    await expect(canvas.getByTestId('account-next-bill')).toHaveTextContent('Nothing more to bill');
  },
};

export const Loading: Story = {
  args: { status: 'pending', overview: undefined },
};

export const LoadFailed: Story = {
  args: { status: 'error', overview: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your account');
    // The account pages stay reachable.
    await expect(canvas.getByRole('navigation', { name: 'Account pages' })).toBeVisible();
  },
};
