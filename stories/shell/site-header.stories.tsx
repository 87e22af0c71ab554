import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '../../src/features/shell/site-header';
import { openCartPopup, closeCartPopup } from '../../src/lib/cart-popup-store';
import { CartPopup } from '../../src/features/shell/cart-popup';
import { setShellStorage, ShellStoryProviders, storyLocation, LAZY } from './shell-story-providers';
import { LIQUIDATION_ON, type ShellFlags } from './shell-story-providers';

type HeaderStoryArgs = {
  path: string;
  signedIn: boolean;
  cartQuantities: number[];
  flags: ShellFlags;
};

function HeaderStory({ path, flags }: HeaderStoryArgs) {
  return (
    <ShellStoryProviders path={path} flags={flags}>
      <SiteHeader pathname={path} />
      <main id="main" tabIndex={-1} style={{ padding: 16, minHeight: 400 }}>
        <h1>Page content</h1>
      </main>
      <CartPopup />
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Header',
  component: HeaderStory,
  args: { path: '/faq', signedIn: false, cartQuantities: [], flags: {} },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    setShellStorage({ signedIn: args.signedIn, cartQuantities: args.cartQuantities });
    return () => {
      closeCartPopup();
      localStorage.clear();
    };
  },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutDesktop: Story = {
  args: { flags: LIQUIDATION_ON },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(canvas.getByTestId('liquidation-banner')).toHaveTextContent('85% off');
    await expect(canvas.getByRole('button', { name: 'Living Room' })).toBeVisible();
    const quickLinks = within(canvas.getByRole('navigation', { name: 'Popular categories' }));
    await expect(quickLinks.getAllByRole('link')).toHaveLength(9);
    await expect(quickLinks.getByRole('link', { name: 'Lounge Chairs' })).toHaveAttribute(
      'href',
      '/search/tag/lounge-chairs',
    );
  },
};

export const SignedInDesktop: Story = {
  args: { signedIn: true, cartQuantities: [1, 2] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

/** Regular mode (the liquidation-sale flag off, the default): no banner, no badge. */
export const WithoutLiquidationBanner: Story = {
  args: { flags: { 'liquidation-sale': false } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('liquidation-banner')).not.toBeInTheDocument();
    const categories = within(canvas.getByRole('navigation', { name: 'Shop by category' }));
    await userEvent.click(categories.getByRole('button', { name: 'Bedroom' }));
    await expect(categories.getByRole('link', { name: 'Beds' })).toBeVisible();
    await expect(canvas.queryByText('85% Off')).not.toBeInTheDocument();
  },
};

export const SignedOutMobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    // The category bar gives way to the menu below 960 px.
    await expect(canvas.queryByRole('button', { name: 'Living Room' })).not.toBeInTheDocument();
    // Labels are read, not drawn, below 1056 px.
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The menu drawer opens from its button and gives focus back when it closes.
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(drawer).getByRole('link', { name: 'Sign in or create account' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const SignedInMobile: Story = {
  args: { signedIn: true, cartQuantities: [1] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const CategoryMenuOpen: Story = {
  args: { flags: LIQUIDATION_ON },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Living Room' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'All Living Room' })).toHaveAttribute(
      'href',
      '/category/living-room/',
    );
    await expect(canvas.getByRole('link', { name: 'Sofas 85% Off' })).toHaveAttribute(
      'href',
      '/category/living-room/sofas',
    );
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Dining Room' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Dining Chairs 85% Off' }));
    await waitFor(() =>
      expect(storyLocation(canvasElement)).toBe('/category/dining-room/dining-chairs'),
    );
    await expect(canvas.getByRole('button', { name: 'Dining Room' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const SearchWithSlashKey: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('heading', { name: 'Page content' }).closest('main')?.focus();
    await userEvent.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, LAZY);
    const input = within(dialog).getByRole('searchbox', { name: 'Search furniture' });
    await waitFor(() => expect(input).toHaveFocus());

    // Enter with nothing typed stays put.
    await userEvent.keyboard('   {Enter}');
    await expect(storyLocation(canvasElement)).toBe('/faq');

    await userEvent.clear(input);
    await userEvent.type(input, 'oak table{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/search/oak%20table/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SearchClosesWithEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, LAZY);
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Show results' })).toBeVisible();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'sofa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/search/sofa/'));

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog', { name: 'Search' }, LAZY);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CartDisabledWhileConfirming: Story = {
  args: { path: '/checkout/confirm/123', cartQuantities: [2] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByTestId('cart-link');
    await expect(cart).toHaveAttribute('aria-disabled', 'true');
    await expect(cart).not.toHaveAttribute('href');
  },
};

export const CartPopupOpen: Story = {
  args: { cartQuantities: [1, 1] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    openCartPopup();
    const popup = await screen.findByRole('dialog', { name: 'Added to your cart' }, LAZY);
    await expect(within(popup).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(within(popup).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await waitFor(() =>
      expect(within(popup).getByRole('link', { name: 'View Cart' })).toHaveFocus(),
    );
    // Clicking away closes it.
    await userEvent.click(within(canvasElement).getByRole('heading', { name: 'Page content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    openCartPopup();
    await screen.findByRole('dialog', { name: 'Added to your cart' }, LAZY);
    // Scrolling the page closes it (a nudge of a few pixels while the page settles does not).
    document.body.style.minHeight = '300vh';
    window.scrollTo(0, 200);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    window.scrollTo(0, 0);
    document.body.style.minHeight = '';

    openCartPopup();
    const again = await screen.findByRole('dialog', { name: 'Added to your cart' }, LAZY);
    await userEvent.click(within(again).getByRole('link', { name: 'Checkout' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/checkout'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
