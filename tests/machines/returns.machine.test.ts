import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { returnsExamples, returnsModel } from '../../machines/examples/returns-examples';
import { detailProblems, pickupProblems, returnsMachine } from '../../machines/returns.machine';
import type { ReturnsInput } from '../../machines/returns.machine';
import { answeredActors, describeModelPaths } from './model-harness';

/** The machine with its actors answered by the test, one call at a time. */
function harness(input: ReturnsInput = returnsModel.input as ReturnsInput) {
  const { deferred, calls, answer } = answeredActors();
  const actor = createActor(
    returnsMachine.provide({
      actors: {
        loadReturns: deferred('loadReturns'),
        quoteReturn: deferred('quoteReturn'),
        placeReturn: deferred('placeReturn'),
      },
    }),
    { input },
  ).start();
  return { actor, calls, answer };
}

describeModelPaths('returns', {
  machine: returnsMachine,
  model: returnsModel,
  start: harness,
  // `resuming` passes at once (an eventless state); every other state is seen.
  passedAtOnce: ['resuming'],
});

describe('returns machine, behaviour', () => {
  const { sofa, chair, cottage } = returnsExamples;

  it('says what each step lacks, under its field', () => {
    expect(
      detailProblems([sofa.id], { [sofa.id]: { reason: 'OTHER', condition: '', note: ' ' } }),
    ).toEqual({
      [`details.${sofa.id}.condition`]: 'Choose the condition it is in.',
      [`details.${sofa.id}.note`]: 'Tell us in a few words why you return it.',
    });
    expect(pickupProblems({ date: '2026-11-24', window: '' }, returnsExamples.schedule)).toEqual({
      'pickup.date':
        'Pickups need two days’ notice. Choose a pickup day from 2026-11-27 to 2027-01-24.',
      'pickup.window': 'Choose a pickup time.',
    });
    // Tomorrow is inside the schedule but before the server's lead time: refused the same way.
    expect(
      pickupProblems({ date: '2026-11-26', window: 'MORNING' }, returnsExamples.schedule),
    ).toEqual({
      'pickup.date':
        'Pickups need two days’ notice. Choose a pickup day from 2026-11-27 to 2027-01-24.',
    });
    expect(
      pickupProblems({ date: '2026-11-27', window: 'MORNING' }, returnsExamples.schedule),
    ).toEqual({});
  });

  it('keeps one address per pickup, then books the chosen items with their details once', async () => {
    const { actor, answer, calls } = harness({ step: 'select', idempotencyKey: 'key-1' });
    await answer('loadReturns', { output: returnsExamples.start });
    expect(actor.getSnapshot().value).toBe('select');
    actor.send({ type: 'returns.toggle', id: chair.id });
    actor.send({ type: 'returns.toggle', id: cottage.id });
    expect(actor.getSnapshot().context.problem?.message).toMatch(/one address/);
    actor.send({ type: 'returns.toggle', id: sofa.id });
    expect(actor.getSnapshot().context.selected).toEqual([sofa.id, chair.id]);
    actor.send({ type: 'returns.continue' });
    actor.send({ type: 'returns.continue' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toHaveLength(4);
    actor.send({ type: 'returns.describe', id: sofa.id, detail: returnsExamples.described });
    actor.send({
      type: 'returns.describe',
      id: chair.id,
      detail: { reason: 'OTHER', condition: 'HEAVY_WEAR', note: ' Too big ' },
    });
    actor.send({ type: 'returns.continue' });
    // The condition step: photos are optional for these reasons.
    expect(actor.getSnapshot().value).toBe('photos');
    actor.send({ type: 'returns.continue' });
    expect(actor.getSnapshot().value).toBe('pickup');
    actor.send({ type: 'returns.choosePickup', pickup: returnsExamples.pickup });
    actor.send({ type: 'returns.continue' });
    expect(calls.at(-1)).toEqual({
      actor: 'quoteReturn',
      input: { ids: [sofa.id, chair.id], cityId: '6' },
    });
    await answer('quoteReturn', { output: returnsExamples.quote });
    actor.send({ type: 'returns.confirm' });
    expect(calls.at(-1)).toEqual({
      actor: 'placeReturn',
      input: {
        returns: [
          { id: sofa.id, reason: 'MOVING', condition: 'LIGHT_WEAR', note: null },
          { id: chair.id, reason: 'OTHER', condition: 'HEAVY_WEAR', note: 'Too big' },
        ],
        returndate: '2026-11-30',
        returntimetype: 'AFTERNOON',
        idempotencyKey: 'key-1',
      },
    });
    await answer('placeReturn', {
      error: { message: 'That time window has already started today.', field: 'returntimetype' },
    });
    expect(actor.getSnapshot().value).toBe('pickup');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'pickup.window': 'That time window has already started today.',
    });
  });

  it('asks for a photo of a damaged item before the pickup day, and not of the others', async () => {
    const { actor, answer } = harness({
      step: 'details',
      selected: [sofa.id, chair.id],
      idempotencyKey: 'k',
    });
    await answer('loadReturns', { output: returnsExamples.start });
    actor.send({ type: 'returns.describe', id: sofa.id, detail: returnsExamples.damaged });
    actor.send({ type: 'returns.describe', id: chair.id, detail: returnsExamples.described });
    actor.send({ type: 'returns.continue' });
    expect(actor.getSnapshot().value).toBe('photos');
    actor.send({ type: 'returns.continue' });
    expect(actor.getSnapshot().value).toBe('photos');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      [`photos.${sofa.id}`]: 'Add at least one photo of the damage.',
    });
    actor.send({ type: 'returns.photoAdded', id: sofa.id, photo: returnsExamples.photo });
    actor.send({ type: 'returns.continue' });
    expect(actor.getSnapshot().value).toBe('pickup');
    expect(actor.getSnapshot().context.photos).toEqual({ [sofa.id]: [returnsExamples.photo] });
  });

  it('resumes at the pickup step from the URL when the saved details are complete', async () => {
    const { actor, answer } = harness({
      step: 'pickup',
      selected: [sofa.id],
      details: { [sofa.id]: returnsExamples.described },
      idempotencyKey: 'k',
    });
    await answer('loadReturns', { output: returnsExamples.start });
    expect(actor.getSnapshot().value).toBe('pickup');
  });
});
