import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import MobileMenu from '../../src/features/shell/mobile-menu';
import { AUTH_SESSION_KEY } from '../../src/lib/session-store';
import { setShellStorage, ShellStoryProviders, storyLocation, LAZY } from './shell-story-providers';
import { LIQUIDATION_ON, type ShellFlags } from './shell-story-providers';

function MobileMenuStory({
  flags,
  onOpenChange,
}: {
  signedIn: boolean;
  flags: ShellFlags;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ShellStoryProviders path="/" flags={flags}>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Mobile menu',
  component: MobileMenuStory,
  args: { signedIn: false, flags: {}, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ args }) => {
    setShellStorage({ signedIn: args.signedIn });
    return () => localStorage.clear();
  },
} satisfies Meta<typeof MobileMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenSignedOut: Story = {
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
    const drawer = within(menu);
    await expect(drawer.getByRole('link', { name: 'Sign in or create account' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(drawer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(drawer.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  },
};

/** Liquidation mode: subcategories carry the '85% Off' badge. */
export const DrillDownToSubcategory: Story = {
  args: { flags: LIQUIDATION_ON },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }, LAZY));
    await userEvent.click(drawer.getByRole('button', { name: 'Living Room' }));
    const heading = drawer.getByRole('heading', { name: 'Living Room' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(drawer.getByRole('link', { name: 'All Living Room' })).toHaveAttribute(
      'href',
      '/category/living-room/',
    );

    await userEvent.click(drawer.getByRole('button', { name: 'Go back to Main Menu' }));
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Living Room' })).toHaveFocus());

    await userEvent.click(drawer.getByRole('button', { name: 'Dining Room' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Dining Tables 85% Off' }));
    await waitFor(() =>
      expect(storyLocation(canvasElement)).toBe('/category/dining-room/dining-tables'),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OpenSignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }, LAZY));
    await expect(drawer.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Sign Out' }));
    await expect(localStorage.getItem(AUTH_SESSION_KEY)).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
