import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  DEFAULT_PROMO_MESSAGES,
  PROMO_ROTATION_MS,
  promoBarMachine,
} from '../../machines/promo-bar.machine';

const rotationEvent = { type: 'xstate.after.rotation.promoBar.promotions.rotating' } as const;
const events = [
  { type: 'promo.delinquencyChanged', delinquent: true },
  { type: 'promo.delinquencyChanged', delinquent: false },
  { type: 'promo.pause' },
  { type: 'promo.resume' },
  { type: 'promo.next' },
  rotationEvent,
] as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('promo bar machine, model-based', () => {
  // createTestModel refuses machines with delayed transitions, so the paths come straight from the graph.
  const options = { events: events as never, input: {} };
  const paths = [
    ...getShortestPaths(promoBarMachine, options),
    ...getSimplePaths(promoBarMachine, options),
  ].map((path) => ({
    ...path,
    description: path.steps
      .map(
        (step) =>
          `${step.event.type}${'delinquent' in step.event ? `(${String(step.event.delinquent)})` : ''}`,
      )
      .join(' → '),
  }));

  it('reaches every state node', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set([
        JSON.stringify({ promotions: 'rotating' }),
        JSON.stringify({ promotions: 'paused' }),
        JSON.stringify('billingAlert'),
      ]),
    );
  });

  for (const path of paths) {
    it(`replays on a real actor: ${path.description}`, async () => {
      const actor = createActor(promoBarMachine, { input: {} }).start();
      for (const step of path.steps.slice(1)) {
        if ((step.event.type as string) === rotationEvent.type) {
          // The delayed transition is taken by letting time pass, not by sending the event.
          const before = actor.getSnapshot();
          vi.advanceTimersByTime(PROMO_ROTATION_MS);
          if (!before.matches({ promotions: 'rotating' })) continue;
        } else {
          actor.send(step.event as never);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // Invariant: the shown promotion always exists.
        expect(snapshot.context.messages[snapshot.context.index]).toBeDefined();
      }
      actor.stop();
    });
  }
});

describe('promo bar timing', () => {
  it('rotates every 3000 ms and wraps around', () => {
    const actor = createActor(promoBarMachine, { input: {} }).start();
    const shown = () => actor.getSnapshot().context.messages[actor.getSnapshot().context.index];
    expect(shown()).toBe(DEFAULT_PROMO_MESSAGES[0]);
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(shown()).toBe(DEFAULT_PROMO_MESSAGES[0]);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(DEFAULT_PROMO_MESSAGES[1]);
    vi.advanceTimersByTime(PROMO_ROTATION_MS);
    expect(shown()).toBe(DEFAULT_PROMO_MESSAGES[0]);
    actor.stop();
  });

  it('stops rotating while paused and while the billing alert shows', () => {
    const actor = createActor(promoBarMachine, { input: {} }).start();
    actor.send({ type: 'promo.pause' });
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 5);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'promo.resume' });
    actor.send({ type: 'promo.delinquencyChanged', delinquent: true });
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 5);
    expect(actor.getSnapshot().value).toBe('billingAlert');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'promo.delinquencyChanged', delinquent: false });
    expect(actor.getSnapshot().matches({ promotions: 'rotating' })).toBe(true);
    actor.stop();
  });

  it("continues the page's rotation: starts at its message, changes when its 3000 ms are up", () => {
    const actor = createActor(promoBarMachine, {
      input: { messages: ['A', 'B', 'C'], index: 1, shownFor: 1200 },
    }).start();
    const index = () => actor.getSnapshot().context.index;
    expect(index()).toBe(1);
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1200 - 1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(2);
    // The next ones take the whole 3000 ms.
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(index()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(0);
    // A pause gives the shown message its whole time again.
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'promo.pause' });
    actor.send({ type: 'promo.resume' });
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    actor.stop();
  });

  it('does not rotate a single message', () => {
    const actor = createActor(promoBarMachine, { input: { messages: ['Only one'] } }).start();
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 3);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.stop();
  });
});
