import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../../src/features/shell/site-layout';
import { setShellStorage, ShellStoryProviders } from './shell-story-providers';

function LayoutStory({ path }: { path: string }) {
  return (
    <ShellStoryProviders path={path}>
      <SiteLayout>
        <div style={{ padding: 16 }}>
          <h1>Page at {path}</h1>
        </div>
      </SiteLayout>
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Layout',
  component: LayoutStory,
  args: { path: '/faq' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    setShellStorage({ signedIn: true });
    return () => localStorage.clear();
  },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAndFooter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main',
    );
    await expect(canvas.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
  },
};

export const AccountPageBackLink: Story = {
  args: { path: '/account/receipts' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to My Account' }),
    ).toHaveAttribute('href', '/account');
  },
};

export const AddressPageBackLink: Story = {
  args: { path: '/account/address/shipping/12' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to Address' }),
    ).toHaveAttribute('href', '/account/address');
  },
};

export const BareOnVersion: Story = {
  args: { path: '/version' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page at /version');
  },
};
