import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '../../src/features/shell/site-footer';
import { setShellStorage, ShellStoryProviders } from './shell-story-providers';

function FooterStory(_: { signedIn: boolean }) {
  return (
    <ShellStoryProviders>
      <SiteFooter />
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Footer',
  component: FooterStory,
  args: { signedIn: false },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    setShellStorage({ signedIn: args.signedIn });
    return () => localStorage.clear();
  },
} satisfies Meta<typeof FooterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    const expected: [string, string][] = [
      ['Living Room', '/category/living-room/'],
      ['Rugs', '/category/rugs/'],
      ['FAQ', '/faq'],
      ['Fabric swatches', '/swatches'],
      ['Fabric & Cover Replacements', '/cover-kit'],
      ['Our approach', '/our-approach'],
      ['Contact us', '/contact'],
      ['Create an account', '/signup'],
      ['Sign in', '/login'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms of use', '/terms-of-use'],
      ['Liquidation sale policy', '/liquidation-sale-policy'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    const careers = footer.getByRole('link', { name: /Careers/ });
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(careers.getAttribute('href')).toMatch(/^https:\/\//);
    const social = within(footer.getByRole('navigation', { name: 'Pivot on social media' }));
    for (const link of social.getAllByRole('link')) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(footer.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
