import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { tipExamples, tipModel } from '../../machines/examples/tip-examples';
import { parseTipAmount, tipMachine } from '../../machines/tip.machine';
import type { ChargeTipInput, TipInput } from '../../machines/tip.machine';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The machine with chargeTip answered by the test, one call at a time. */
function harness(input: TipInput = tipModel.input as TipInput) {
  let pending: Pending | null = null;
  const calls: ChargeTipInput[] = [];
  const machine = tipMachine.provide({
    actors: {
      chargeTip: fromPromise(
        ({ input: charge }) =>
          new Promise((resolve, reject) => {
            calls.push(charge);
            pending = { resolve: resolve as (value: unknown) => void, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    async answer(outcome: { output?: unknown; error?: unknown }) {
      const call = pending as Pending | null;
      if (!call) return;
      pending = null;
      if ('error' in outcome) call.reject(outcome.error);
      else call.resolve(outcome.output);
      await flush();
    },
  };
}

describe('tip machine, model-based', () => {
  const paths = getShortestPaths(tipMachine, {
    events: tipModel.events as never,
    input: tipModel.input as never,
    serializeState: tipModel.serialize as never,
  });

  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(Object.keys(tipMachine.root.states).sort());
  });

  for (const path of paths) {
    const description = path.steps
      .slice(1)
      .map((step) => step.event.type.replace(/^xstate\./, ''))
      .join(' → ');
    it(`replays on a real actor: ${description || 'start'}`, async () => {
      const { actor, answer } = harness();
      for (const step of path.steps.slice(1)) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (actorEvent) {
          await answer(
            actorEvent[1] === 'done' ? { output: event.output } : { error: event.error },
          );
        } else {
          actor.send(event as never);
        }
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(tipModel.invariant?.(actor.getSnapshot(), event)).toBeNull();
      }
      actor.stop();
    });
  }
});

describe('tip machine, behaviour', () => {
  it('starts on the middle preset and sends it with the trimmed note', async () => {
    const { actor, calls, answer } = harness();
    actor.send({ type: 'tip.typeNote', value: '  Merci!  ' });
    actor.send({ type: 'tip.submit' });
    expect(calls).toEqual([{ deliveryId: tipExamples.deliveryId, amount: 20, note: 'Merci!' }]);
    await answer({ output: tipExamples.paid });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('checks the custom amount before sending anything', () => {
    const { actor, calls } = harness();
    for (const [typed, message] of [
      ['0', 'Enter a tip greater than $0.'],
      ['-5', 'Enter a tip greater than $0.'],
      ['12.345', 'Use at most two decimals (dollars and cents).'],
      ['9999', 'The largest tip we can take online is $250.00.'],
      ['ten', 'Enter the tip in dollars, like 15 or 12.50.'],
      ['', 'Enter an amount or choose one above.'],
    ] as const) {
      actor.send({ type: 'tip.typeCustom', value: typed });
      actor.send({ type: 'tip.submit' });
      expect(actor.getSnapshot().context.errors.amount).toBe(message);
    }
    expect(calls).toEqual([]);
    actor.send({ type: 'tip.typeCustom', value: '$12.50' });
    actor.send({ type: 'tip.submit' });
    expect(calls[0]?.amount).toBe(12.5);
  });

  it('keeps the draft after a decline and sends the same tip again', async () => {
    const { actor, calls, answer } = harness();
    actor.send({ type: 'tip.choosePreset', amount: 40 });
    actor.send({ type: 'tip.submit' });
    await answer({ error: tipExamples.declined });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context.problem?.message).toBe(tipExamples.declined.message);
    actor.send({ type: 'tip.submit' });
    expect(calls.map((call) => call.amount)).toEqual([40, 40]);
  });

  it('puts a refusal about the amount under the amount', async () => {
    const { actor, answer } = harness();
    actor.send({ type: 'tip.submit' });
    await answer({ error: tipExamples.tooMuch });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors.amount).toBe(tipExamples.tooMuch.message);
  });

  it('parses amounts as a person types them', () => {
    expect(parseTipAmount('1,000', tipExamples.limits)).toEqual({
      error: 'The largest tip we can take online is $250.00.',
    });
    expect(parseTipAmount(' 15 ', tipExamples.limits)).toEqual({ amount: 15 });
    expect(parseTipAmount('0.50', tipExamples.limits)).toEqual({
      error: 'The smallest tip is $1.00.',
    });
  });
});
