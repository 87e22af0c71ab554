// The promo bar rotates from the start, before any action of the visitor (decision 158).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_ROTATION_MS } from '../../machines/promo-bar.machine';
import { PromoBar } from '../../src/features/shell/promo-bar';
import PromoBarLive from '../../src/features/shell/promo-bar-live';
import { PROMO_MESSAGES, REGULAR_PROMO_MESSAGES } from '../../src/features/shell/promo-messages';
import { durations } from '../../src/styles/stitches.config';
import { hasEngaged, resetEngagementForTests } from '../../src/ui/engagement';

const shown = () => screen.getByTestId('promo-message').textContent;

beforeEach(() => {
  resetEngagementForTests();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetEngagementForTests();
});

describe("the page's own promo rotation", () => {
  it('uses the machine’s 3000 ms (spec section 9)', () => {
    expect(durations.promoRotation).toBe(3000);
    expect(PROMO_ROTATION_MS).toBe(durations.promoRotation);
  });

  it('changes the message every 3000 ms with no action of the visitor', () => {
    render(<PromoBar delinquent={false} liquidation={false} />);
    expect(screen.getByTestId('promo-bar')).toHaveAttribute('data-live', 'false');
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS - 1));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[0]);
    // Still the page's own rotation: nothing counted as the visitor's action.
    expect(hasEngaged()).toBe(false);
    expect(screen.getByTestId('promo-bar')).toHaveAttribute('data-live', 'false');
  });

  it('lays every message out in the bar, the hidden ones out of the accessibility tree', () => {
    render(<PromoBar delinquent={false} liquidation />);
    const bar = screen.getByTestId('promo-bar');
    for (const message of PROMO_MESSAGES) expect(bar).toHaveTextContent(message);
    const hidden = [...bar.querySelectorAll('[data-current="false"]')];
    expect(hidden.map((element) => getComputedStyle(element).visibility)).toEqual(['hidden']);
    expect(shown()).toBe(PROMO_MESSAGES[0]);
  });

  it('has a pause button from the start (WCAG 2.2.2) that stops and restarts it', () => {
    render(<PromoBar delinquent={false} liquidation />);
    act(() => screen.getByRole('button', { name: 'Pause promotions' }).click());
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS * 3));
    expect(shown()).toBe(PROMO_MESSAGES[0]);
    act(() => screen.getByRole('button', { name: 'Play promotions' }).click());
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    expect(shown()).toBe(PROMO_MESSAGES[1]);
  });
});

describe('the live bar takes over where the page was', () => {
  it("starts at the page's message and keeps its beat", () => {
    render(
      <PromoBarLive
        delinquent={false}
        messages={REGULAR_PROMO_MESSAGES}
        start={{ index: 1, shownFor: 2000, paused: false }}
      />,
    );
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[0]);
  });

  it('stays paused when the visitor paused the page’s rotation', () => {
    render(
      <PromoBarLive
        delinquent={false}
        messages={REGULAR_PROMO_MESSAGES}
        start={{ index: 0, shownFor: 0, paused: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Play promotions' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS * 2));
    expect(shown()).toBe(REGULAR_PROMO_MESSAGES[0]);
  });
});
