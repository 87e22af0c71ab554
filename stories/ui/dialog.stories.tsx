import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { Dialog, DialogClose } from '../../src/ui/dialog';
import { TextField } from '../../src/ui/field';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Remove this item?',
    description: 'The Lounge Chair in Oat will be taken out of your cart.',
    trigger: <Button variant="secondary">Remove item</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button>Remove</Button>
        </DialogClose>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove item' });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The Lounge Chair in Oat will be taken out of your cart.',
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Focus is trapped: tabbing past the last button comes back into the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // offsetWidth is the laid-out size, unaffected by the opening scale animation.
    await expect(close.offsetWidth).toBeGreaterThanOrEqual(44);
    await expect(close.offsetHeight).toBeGreaterThanOrEqual(44);

    // Below 600 px the dialog takes the whole screen.
    if (window.matchMedia('(max-width: 599px)').matches) {
      await waitFor(() => {
        const box = dialog.getBoundingClientRect();
        expect(Math.round(box.width)).toBe(window.innerWidth);
        expect(Math.round(box.top)).toBe(0);
      });
    }
  },
};

export const ClosedByCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove item' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutDescription: Story = {
  args: {
    description: undefined,
    title: 'Sign in',
    trigger: <Button>Sign in</Button>,
    footer: undefined,
    defaultOpen: true,
    children: (
      <form
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <TextField label="Email" type="email" autoComplete="email" required />
        <TextField label="Password" type="password" autoComplete="current-password" required />
        <Button type="submit" fullWidth>
          Sign in
        </Button>
      </form>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).getByLabelText(/email/i)).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    defaultOpen: true,
    title: 'Care instructions',
    description: 'How to keep your sofa looking new.',
    footer: undefined,
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Vacuum cushions weekly with a soft brush, blot spills at once with a clean cloth, and
            keep the sofa out of direct sunlight to stop the fabric fading.
          </p>
        ))}
      </div>
    ),
  },
};
