import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { Link } from '../../src/ui/link';
import { Popover } from '../../src/ui/popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Delivery',
    trigger: <Button variant="secondary">Delivery details</Button>,
    onOpenChange: fn(),
    children: (
      <p style={{ margin: 0 }}>
        White-glove delivery and assembly, seven days a week, 9 am to 9 pm.{' '}
        <Link href="#/faq">Delivery FAQ</Link>
      </p>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const popover = await screen.findByRole('dialog', { name: 'Delivery' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Delivery' });
    const close = within(popover).getByRole('button', { name: 'Close' });
    await expect(close.offsetWidth).toBeGreaterThanOrEqual(44);
  },
};

export const ClosedByCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery details' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const popover = await screen.findByRole('dialog', { name: 'Delivery' });
    within(popover).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    label: 'Cart',
    showClose: false,
    defaultOpen: true,
    trigger: <Button variant="text">Cart</Button>,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <p style={{ margin: 0 }}>Lounge Chair was added to your cart.</p>
        <Button>Checkout</Button>
      </div>
    ),
  },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(within(popover).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
