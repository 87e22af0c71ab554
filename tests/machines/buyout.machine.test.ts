import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buyoutMachine, selectedTotal } from '../../machines/buyout.machine';
import type { BuyoutInput } from '../../machines/buyout.machine';
import { buyoutExamples, buyoutModel } from '../../machines/examples/buyout-examples';
import { answeredActors, describeModelPaths } from './model-harness';

/** The machine with its four actors answered by the test, one call at a time. */
function harness(input: BuyoutInput = buyoutModel.input as BuyoutInput) {
  const { deferred, calls, answer } = answeredActors();
  const machine = buyoutMachine.provide({
    actors: {
      loadBuyout: deferred('loadBuyout'),
      tokenizeCard: deferred('tokenizeCard'),
      placeBuyout: deferred('placeBuyout'),
      quoteBuyout: deferred('quoteBuyout'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, answer };
}

describeModelPaths('buyout', {
  machine: buyoutMachine,
  model: buyoutModel,
  start: harness,
});

describe('buyout machine, behaviour', () => {
  it('starts at the payment step from the URL with the choice still offered, dropping the rest', async () => {
    const { actor, answer } = harness({
      step: 'payment',
      selected: [buyoutExamples.lamp.id, 'gone'],
      idempotencyKey: 'key-1',
    });
    await answer('loadBuyout', { output: buyoutExamples.start });
    expect(actor.getSnapshot().value).toBe('quoting');
    expect(actor.getSnapshot().context.selected).toEqual([buyoutExamples.lamp.id]);
    expect(actor.getSnapshot().context.paymentMethodId).toBe(buyoutExamples.visa.id);
  });

  it('goes back to choosing when nothing chosen in the URL is offered any more', async () => {
    const { actor, answer } = harness({ step: 'payment', selected: ['gone'], idempotencyKey: 'k' });
    await answer('loadBuyout', { output: buyoutExamples.start });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.step).toBe('choose');
  });

  it('asks for an item before paying, keeps the list order, totals the choice', async () => {
    const { actor, answer } = harness({ step: 'choose', selected: [], idempotencyKey: 'k' });
    await answer('loadBuyout', { output: buyoutExamples.start });
    actor.send({ type: 'buyout.continue' });
    expect(actor.getSnapshot().context.problem).toEqual({
      message: 'Choose at least one item to buy out.',
      field: 'productIds',
    });
    actor.send({ type: 'buyout.toggle', id: buyoutExamples.lamp.id });
    actor.send({ type: 'buyout.toggle', id: buyoutExamples.sofa.id });
    actor.send({ type: 'buyout.toggle', id: 'not-offered' });
    expect(actor.getSnapshot().context.selected).toEqual([
      buyoutExamples.sofa.id,
      buyoutExamples.lamp.id,
    ]);
    expect(selectedTotal(actor.getSnapshot().context)).toBe(929.5);
    actor.send({ type: 'buyout.continue' });
    // The server prices the choice, tax included, before anything can be paid.
    expect(actor.getSnapshot().value).toBe('quoting');
  });

  it('a declined new card keeps the choice and the key; the next card pays with the same key', async () => {
    const { actor, answer, calls } = harness({
      step: 'payment',
      selected: [buyoutExamples.sofa.id],
      idempotencyKey: 'key-2',
    });
    await answer('loadBuyout', { output: buyoutExamples.startWithoutCards });
    await answer('quoteBuyout', { output: buyoutExamples.sofaQuote });
    actor.send({ type: 'buyout.pay', card: buyoutExamples.badCard });
    expect(Object.keys(actor.getSnapshot().context.cardErrors).sort()).toEqual([
      'cvc',
      'expiry',
      'name',
      'number',
    ]);
    actor.send({ type: 'buyout.pay', card: buyoutExamples.goodCard });
    await answer('tokenizeCard', {
      output: {
        source: 'tok_declined',
        card: { brand: 'VISA', last4: '0002', expMonth: 1, expYear: 2030 },
      },
    });
    expect(calls.at(-1)).toEqual({
      actor: 'placeBuyout',
      input: {
        productIds: [buyoutExamples.sofa.id],
        idempotencyKey: 'key-2',
        payment: { source: 'tok_declined' },
        expectedTotal: 904,
      },
    });
    await answer('placeBuyout', { error: buyoutExamples.declined });
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.problem?.message).toBe(buyoutExamples.declined.message);
    actor.send({ type: 'buyout.pay', card: buyoutExamples.goodCard });
    await answer('tokenizeCard', {
      output: {
        source: 'tok_good',
        card: { brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2030 },
      },
    });
    expect(calls.at(-1)).toMatchObject({
      actor: 'placeBuyout',
      input: { idempotencyKey: 'key-2', payment: { source: 'tok_good' } },
    });
    await answer('placeBuyout', {
      output: { orderId: 'o-1', orderNumber: 'SF100400', chargedamount: 904 },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.paid?.orderNumber).toBe('SF100400');
  });

  it('pays with the saved card chosen', async () => {
    const { actor, answer, calls } = harness({
      step: 'payment',
      selected: [buyoutExamples.sofa.id],
      idempotencyKey: 'key-3',
    });
    await answer('loadBuyout', { output: buyoutExamples.start });
    expect(calls.at(-1)).toEqual({
      actor: 'quoteBuyout',
      input: { productIds: [buyoutExamples.sofa.id] },
    });
    await answer('quoteBuyout', { output: buyoutExamples.sofaQuote });
    actor.send({ type: 'buyout.pay' });
    expect(calls.at(-1)).toEqual({
      actor: 'placeBuyout',
      input: {
        productIds: [buyoutExamples.sofa.id],
        idempotencyKey: 'key-3',
        payment: { paymentMethodId: buyoutExamples.visa.id },
        expectedTotal: 904,
      },
    });
  });

  it('a price that moved before paying is quoted again and said; nothing is paid on the old total', async () => {
    const { actor, answer, calls } = harness({
      step: 'payment',
      selected: [buyoutExamples.sofa.id],
      idempotencyKey: 'key-4',
    });
    await answer('loadBuyout', { output: buyoutExamples.start });
    await answer('quoteBuyout', { output: buyoutExamples.sofaQuote });
    actor.send({ type: 'buyout.pay' });
    await answer('placeBuyout', { error: buyoutExamples.priceChanged });
    expect(actor.getSnapshot().value).toBe('quoting');
    const newer = { ...buyoutExamples.sofaQuote, subtotal: 750, taxTotal: 97.5, total: 847.5 };
    await answer('quoteBuyout', { output: newer });
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.quote?.total).toBe(847.5);
    expect(actor.getSnapshot().context.problem?.message).toBe(buyoutExamples.priceChanged.message);
    actor.send({ type: 'buyout.pay' });
    expect(calls.at(-1)).toMatchObject({ actor: 'placeBuyout', input: { expectedTotal: 847.5 } });
  });

  it('a quote refused goes to its own state; back returns to the choice, retry quotes again', async () => {
    const { actor, answer, calls } = harness({
      step: 'payment',
      selected: [buyoutExamples.sofa.id],
      idempotencyKey: 'key-5',
    });
    await answer('loadBuyout', { output: buyoutExamples.start });
    await answer('quoteBuyout', { error: buyoutExamples.quoteRefused });
    expect(actor.getSnapshot().value).toBe('quoteFailed');
    actor.send({ type: 'buyout.pay' });
    expect(calls.filter((call) => call.actor === 'placeBuyout')).toEqual([]);
    actor.send({ type: 'buyout.retryQuote' });
    expect(actor.getSnapshot().value).toBe('quoting');
    actor.send({ type: 'buyout.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.quote).toBeNull();
  });

  it('an item with a declined, unpaid bill cannot be chosen, from the list or the URL', async () => {
    const { actor, answer } = harness({
      step: 'payment',
      selected: [buyoutExamples.chair.id],
      idempotencyKey: 'key-6',
    });
    await answer('loadBuyout', { output: buyoutExamples.withUnpaid });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'buyout.toggle', id: buyoutExamples.chair.id });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'buyout.toggle', id: buyoutExamples.sofa.id });
    expect(actor.getSnapshot().context.selected).toEqual([buyoutExamples.sofa.id]);
  });
});
