// The spec's snackbar (section 9: hidden after 3000 ms, 240 ms animation) and the app shell's
// one provider (decision 158).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellSnackbars, snackbarRegion } from '../../src/features/shell/shell-snackbars';
import { durations } from '../../src/styles/stitches.config';
import { SnackbarProvider } from '../../src/ui/snackbar';
import { liftAbove, useSnackbar } from '../../src/ui/snackbar-queue';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ShowButton({ message = 'Your details are saved.' }: { message?: string }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show({ message, variant: 'success' })}>
      Save
    </button>
  );
}

/** The snackbar's card: Radix's toast root, drawn as our card. */
function card(text: string): HTMLElement {
  const element = screen.getByText(text).closest<HTMLElement>('[data-state]');
  if (!element) throw new Error(`no snackbar holds "${text}"`);
  return element;
}

describe('snackbar', () => {
  it('uses the spec’s 3000 ms and 240 ms', () => {
    expect(durations.snackbarAutoHide).toBe(3000);
    expect(durations.snackbarAnimation).toBe(240);
  });

  it('hides itself after 3000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(
      <SnackbarProvider>
        <ShowButton />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(card('Your details are saved.')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(2999));
    expect(card('Your details are saved.')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    // Closing: its 240 ms fade runs, then it is gone.
    expect(card('Your details are saved.')).toHaveAttribute('data-state', 'closed');
  });

  it('slides in and fades out over 240 ms', async () => {
    render(
      <SnackbarProvider>
        <ShowButton />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const open = card('Your details are saved.');
    const style = getComputedStyle(open);
    expect(style.animationDuration).toBe('0.24s');
    expect(style.animationName).not.toBe('none');
  });

  it('is a polite status message, announced once, and Escape dismisses it', async () => {
    render(
      <SnackbarProvider>
        <ShowButton />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const open = card('Your details are saved.');
    expect(open).toHaveAttribute('role', 'status');
    // Radix's own live region says it (the card itself stays silent so it is not read twice).
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[aria-live="polite"]')].some((region) =>
          region.textContent?.includes('Your details are saved.'),
        ),
      ).toBe(true),
    );
    open.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Your details are saved.')).toBeNull());
  });

  it('dismisses with its close button from the keyboard', async () => {
    render(
      <SnackbarProvider>
        <ShowButton />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Your details are saved.')).toBeNull());
  });
});

describe("the app shell's snackbars", () => {
  it('draw nothing until one is shown, then load the region and show it', async () => {
    render(
      <ShellSnackbars>
        <ShowButton message="Link copied." />
      </ShellSnackbars>,
    );
    expect(document.querySelector('[role="region"]')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Link copied.')).toBeVisible();
    await snackbarRegion.preload();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});

describe('placement clear of the control in use', () => {
  const box = (top: number, height: number) =>
    ({
      getBoundingClientRect: () => ({ top, bottom: top + height, height }) as DOMRect,
    }) as Element;

  it('stays at the bottom edge when the control is higher up', () => {
    expect(liftAbove(box(300, 44), 844)).toBe(0);
    expect(liftAbove(null, 844)).toBe(0);
  });

  it('goes just above a control in the bottom band', () => {
    // A 44 px button 20 px from the bottom of an 844 px phone screen.
    expect(liftAbove(box(780, 44), 844)).toBe(844 - 780 + 8);
  });

  it('ignores a control below the screen, and a region (the page after a navigation)', () => {
    expect(liftAbove(box(900, 44), 844)).toBe(0);
    expect(liftAbove(box(120, 2000), 844)).toBe(0);
  });

  it('goes above the button pressed even when its spinner took the focus away', async () => {
    function SlowSave() {
      const snackbar = useSnackbar();
      return (
        <div style={{ position: 'fixed', left: 16, right: 16, bottom: 8 }}>
          <button
            type="button"
            style={{ height: 44, width: '100%' }}
            onClick={(event) => {
              const button = event.currentTarget;
              button.disabled = true;
              button.blur();
              setTimeout(() => snackbar.show({ message: 'Your details are saved.' }), 10);
            }}
          >
            Save details
          </button>
        </div>
      );
    }
    render(
      <SnackbarProvider>
        <SlowSave />
      </SnackbarProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save details' });
    await userEvent.click(button);
    await screen.findByText('Your details are saved.');
    const shown = card('Your details are saved.');
    await waitFor(() => expect(shown.getAnimations().length).toBe(0));
    expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      button.getBoundingClientRect().top,
    );
  });
});
