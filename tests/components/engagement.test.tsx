// The visitor's first action releases the code a first look does not need (decision 142).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  hasEngaged,
  resetEngagementForTests,
  useEngaged,
  whenEngaged,
} from '../../src/ui/engagement';

afterEach(() => {
  cleanup();
  resetEngagementForTests();
});

function Probe() {
  return <p data-testid="probe">{useEngaged() ? 'engaged' : 'looking'}</p>;
}

describe('engagement', () => {
  it('waits for an action, runs each callback once, and answers at once afterwards', () => {
    const calls: string[] = [];
    whenEngaged(() => calls.push('first'));
    const cancel = whenEngaged(() => calls.push('cancelled'));
    cancel();
    expect(hasEngaged()).toBe(false);
    // Something that is not the visitor's doing is not engagement.
    window.dispatchEvent(new Event('resize'));
    expect(calls).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    window.dispatchEvent(new PointerEvent('pointermove'));
    expect(calls).toEqual(['first']);
    expect(hasEngaged()).toBe(true);
    whenEngaged(() => calls.push('late'));
    expect(calls).toEqual(['first', 'late']);
  });

  it('counts pointer, touch, scroll and focus as actions', () => {
    for (const event of [
      new PointerEvent('pointerdown'),
      new Event('touchstart'),
      new Event('scroll'),
      new FocusEvent('focusin'),
      new WheelEvent('wheel'),
    ]) {
      resetEngagementForTests();
      let ran = false;
      whenEngaged(() => (ran = true));
      window.dispatchEvent(event);
      expect(ran, event.type).toBe(true);
    }
  });

  it('re-renders a component when the visitor acts', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('looking');
    act(() => void window.dispatchEvent(new PointerEvent('pointerdown')));
    expect(screen.getByTestId('probe').textContent).toBe('engaged');
  });
});
