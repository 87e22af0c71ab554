import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../src/ui/link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#/faq', children: 'Read our FAQ' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Questions about delivery? <Link {...args} /> or call us.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read our FAQ' });
    // Underlined so it differs from the running text by more than colour.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#/account', children: 'Back to My Account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to My Account' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Stands in for a router's `<Link>`: any component that renders an anchor. */
function RouterLinkStandIn({ to, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return <a {...props} href={to} data-router-link="" />;
}

export const AsChild: Story = {
  name: 'As child (router link)',
  args: { asChild: true, variant: 'standalone' },
  render: (args) => (
    <Link asChild={args.asChild} variant={args.variant}>
      <RouterLinkStandIn to="/category/sofas/">All Sofas</RouterLinkStandIn>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'All Sofas' });
    await expect(link).toHaveAttribute('href', '/category/sofas/');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link.className).toMatch(/\S/);
  },
};
