import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { Snackbar, SnackbarProvider, useSnackbar } from '../../src/ui/snackbar';
import type { SnackbarVariant } from '../../src/ui/snackbar';

const CART_ERROR =
  'There was an error adding this to your cart. Please try again or contact support.';

function ShowButtons() {
  const snackbar = useSnackbar();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => snackbar.show({ message: 'Added to cart' })}>Show info</Button>
      <Button
        variant="secondary"
        onClick={() => snackbar.show({ message: 'Review saved', variant: 'success' })}
      >
        Show success
      </Button>
      <Button
        variant="secondary"
        onClick={() => snackbar.show({ message: CART_ERROR, variant: 'error' })}
      >
        Show error
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: {
    open: true,
    onOpenChange: () => {},
    message: 'Added to cart',
    variant: 'info',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'error'] },
  },
  render: () => (
    <SnackbarProvider>
      <ShowButtons />
    </SnackbarProvider>
  ),
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const InfoAutoHides: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show info' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const message = await screen.findByText('Added to cart');
    // It slides in from transparent over 240 ms.
    await waitFor(() => expect(message).toBeVisible());
    await expect(message.closest('[role="status"]')).not.toBeNull();

    // Still there just before the 3000 ms auto-hide, gone shortly after it.
    await sleep(2600);
    await expect(screen.getByText('Added to cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Added to cart')).not.toBeInTheDocument(), {
      timeout: 1500,
    });
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Show success' }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByText('Review saved');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Show error' }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(CART_ERROR);

    // F8 jumps to the notifications; Escape on a snackbar dismisses it.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(alert).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const DismissWithCloseButton: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Show info' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Added to cart');
    const close = screen.getByRole('button', { name: 'Dismiss' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Added to cart')).not.toBeInTheDocument());
  },
};

/** A controlled snackbar that stays up (no auto-hide), to review its look. */
function StayingOpen({ variant, message }: { variant: SnackbarVariant; message: string }) {
  const [open, setOpen] = useState(false);
  // Opened after mount so the provider's region exists first, as in the app.
  useEffect(() => setOpen(true), []);
  return (
    <SnackbarProvider>
      <Snackbar
        open={open}
        onOpenChange={setOpen}
        message={message}
        variant={variant}
        duration={Number.POSITIVE_INFINITY}
      />
    </SnackbarProvider>
  );
}

export const InfoOpen: Story = {
  render: (args) => <StayingOpen variant="info" message={String(args.message)} />,
};

export const SuccessOpen: Story = {
  args: { message: 'Your review was saved', variant: 'success' },
  render: (args) => <StayingOpen variant="success" message={String(args.message)} />,
};

export const ErrorOpen: Story = {
  args: { message: CART_ERROR, variant: 'error' },
  render: (args) => <StayingOpen variant="error" message={String(args.message)} />,
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(CART_ERROR);
  },
};

/** A phone's screen with the pressed button at its bottom edge, where a snackbar would sit. */
function ButtonAtTheBottom() {
  const snackbar = useSnackbar();
  return (
    <div style={{ position: 'fixed', left: 16, right: 16, bottom: 16 }}>
      <Button
        fullWidth
        onClick={() => snackbar.show({ message: 'Your details are saved.', variant: 'success' })}
      >
        Save details
      </Button>
    </div>
  );
}

/** On a phone the confirmation goes just above the button that was pressed (decision 158). */
export const ClearOfThePressedButton: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <SnackbarProvider>
      <ButtonAtTheBottom />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save details' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const card = (await screen.findByText('Your details are saved.')).closest('[role="status"]');
    await waitFor(() => expect(card?.getAnimations().length).toBe(0));
    const pressed = button.getBoundingClientRect();
    const shown = card?.getBoundingClientRect();
    await expect(shown && shown.bottom <= pressed.top).toBe(true);
  },
};
