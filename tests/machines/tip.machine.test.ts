import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tipExamples, tipModel } from '../../machines/examples/tip-examples';
import { parseTipAmount, tipMachine } from '../../machines/tip.machine';
import type { ChargeTipInput, TipInput } from '../../machines/tip.machine';
import { answeredActors, describeModelPaths } from './model-harness';
import type { Outcome } from './model-harness';

/** The machine with chargeTip answered by the test, one call at a time. */
function harness(input: TipInput = tipModel.input as TipInput) {
  const { deferred, calls, answer } = answeredActors();
  const machine = tipMachine.provide({ actors: { chargeTip: deferred('chargeTip') } });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    /** What chargeTip was asked to charge, call by call. */
    charges: () => calls.map((call) => call.input as ChargeTipInput),
    answer: (outcome: Outcome) => answer('chargeTip', outcome),
    answerActor: answer,
  };
}

describeModelPaths('tip', {
  machine: tipMachine,
  model: tipModel,
  start: () => {
    const { actor, answerActor } = harness();
    return { actor, answer: answerActor };
  },
});

describe('tip machine, behaviour', () => {
  it('starts on the middle preset and sends it with the trimmed note', async () => {
    const { actor, charges, answer } = harness();
    actor.send({ type: 'tip.typeNote', value: '  Merci!  ' });
    actor.send({ type: 'tip.submit' });
    expect(charges()).toEqual([{ deliveryId: tipExamples.deliveryId, amount: 20, note: 'Merci!' }]);
    await answer({ output: tipExamples.paid });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('checks the custom amount before sending anything', () => {
    const { actor, charges } = harness();
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
    expect(charges()).toEqual([]);
    actor.send({ type: 'tip.typeCustom', value: '$12.50' });
    actor.send({ type: 'tip.submit' });
    expect(charges()[0]?.amount).toBe(12.5);
  });

  it('keeps the draft after a decline and sends the same tip again', async () => {
    const { actor, charges, answer } = harness();
    actor.send({ type: 'tip.choosePreset', amount: 40 });
    actor.send({ type: 'tip.submit' });
    await answer({ error: tipExamples.declined });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context.problem?.message).toBe(tipExamples.declined.message);
    actor.send({ type: 'tip.submit' });
    expect(charges().map((call) => call.amount)).toEqual([40, 40]);
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
