import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { checkoutExamples, checkoutInvariant, machineRegistry } from '../../machines';
import type { ExampleEvent } from '../../machines';
import { eventsFor } from './model-coverage';
import {
  addressDraftProblems,
  cardDraftProblems,
  checkoutMachine,
  deliveryAreaRefusal,
  normalisePostalCode,
} from '../../machines/checkout.machine';
import type {
  AddressDraft,
  CardDraft,
  CheckoutCart,
  CheckoutContext,
  DeliveryAreaQuestion,
  PlaceOrderInput,
} from '../../machines/checkout.machine';

const ex = checkoutExamples;
const subscriptionCart = ex.cart as unknown as CheckoutCart;
const purchaseCart: CheckoutCart = {
  ...subscriptionCart,
  lines: subscriptionCart.lines.map((line) => ({ ...line, purchaseOption: 'ownv3' })),
};

interface Fakes {
  addresses?: unknown[];
  cards?: unknown[];
  addAddress?: (draft: AddressDraft) => Promise<unknown>;
  tokenize?: (card: CardDraft) => Promise<unknown>;
  schedule?: unknown;
  place?: (input: PlaceOrderInput) => Promise<unknown>;
  area?: (question: DeliveryAreaQuestion) => Promise<unknown>;
}

function harness(cart: CheckoutCart = subscriptionCart, fakes: Fakes = {}) {
  const placed: PlaceOrderInput[] = [];
  const tokenized: CardDraft[] = [];
  const added: AddressDraft[] = [];
  const started: number[] = [];
  const purchases: unknown[] = [];
  const asked: DeliveryAreaQuestion[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async () => ({
        addresses: (fakes.addresses ?? [ex.address]) as never,
        cards: (fakes.cards ?? [ex.savedCard]) as never,
      })),
      addAddress: fromPromise(async ({ input }: { input: { address: AddressDraft } }) => {
        added.push(input.address);
        return (fakes.addAddress ? fakes.addAddress(input.address) : ex.newAddress) as never;
      }),
      checkDeliveryArea: fromPromise(async ({ input }: { input: DeliveryAreaQuestion }) => {
        asked.push(input);
        return (fakes.area ? fakes.area(input) : ex.areaServed) as never;
      }),
      loadSchedule: fromPromise(async () => (fakes.schedule ?? ex.schedule) as never),
      tokenizeCard: fromPromise(async ({ input }: { input: { card: CardDraft } }) => {
        tokenized.push(input.card);
        return (fakes.tokenize ? fakes.tokenize(input.card) : ex.token) as never;
      }),
      loadQuote: fromPromise(async () => ex.quote as never),
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderInput }) => {
        placed.push(input);
        return (fakes.place ? fakes.place(input) : ex.order) as never;
      }),
    } as never,
    actions: {
      checkoutStarted: () => void started.push(1),
      orderPlaced: (_args, params) => void purchases.push(params.order),
    },
  });
  const actor = createActor(machine, { input: { cart, idempotencyKey: ex.key } }).start();
  const settle = (value: string | Record<string, string>) =>
    waitFor(actor, (snapshot) => snapshot.matches(value as never), { timeout: 2000 });
  return { actor, placed, tokenized, added, started, purchases, asked, settle };
}

async function toPayment(h: ReturnType<typeof harness>, signed = true) {
  await h.settle('address');
  h.actor.send({ type: 'address.confirm' });
  await h.settle({ schedule: 'choosing' });
  h.actor.send({ type: 'date.select', date: '2026-11-27', window: 'MORNING' });
  h.actor.send({ type: 'date.confirm' });
  if (signed) h.actor.send({ type: 'agreement.sign', name: 'Alex Tremblay' });
  await waitFor(
    h.actor,
    (snapshot) => snapshot.matches('payment') || snapshot.matches('agreement'),
  );
}

describe('checkout machine: the steps', () => {
  it('goes from address to success with a saved card, signing the agreement first', async () => {
    const h = harness();
    await toPayment(h);
    expect(h.actor.getSnapshot().context.paymentMethodId).toBe(ex.savedCard.id);
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await h.settle('success');
    expect(h.started).toHaveLength(1);
    expect(h.purchases).toEqual([ex.order]);
    expect(h.placed).toHaveLength(1);
    expect(h.placed[0]).toMatchObject({
      idempotencyKey: ex.key,
      shippingAddressId: ex.address.id,
      deliverydate: '2026-11-27',
      deliverytimetype: 'MORNING',
      payment: { paymentMethodId: ex.savedCard.id },
      expectedAmountDue: ex.quote.amountDue,
      agreement: { signedName: 'Alex Tremblay' },
    });
  });

  it('cannot leave the address step without an address, nor the date step without a date', async () => {
    const h = harness(subscriptionCart, { addresses: [], cards: [] });
    await h.settle('address');
    h.actor.send({ type: 'address.confirm' });
    expect(h.actor.getSnapshot().value).toBe('address');
    h.actor.send({ type: 'address.select', addressId: 'not-mine' });
    expect(h.actor.getSnapshot().context.addressId).toBeNull();
    h.actor.send({ type: 'address.submit', address: ex.draft });
    await h.settle({ schedule: 'choosing' });
    h.actor.send({ type: 'date.confirm' });
    expect(h.actor.getSnapshot().matches({ schedule: 'choosing' })).toBe(true);
    expect(h.actor.getSnapshot().context.error).toMatch(/delivery day/);
    // Outside the depot's days, or a window it does not offer: refused.
    h.actor.send({ type: 'date.select', date: '2026-11-23', window: 'MORNING' });
    h.actor.send({ type: 'date.select', date: '2027-03-01', window: 'MORNING' });
    h.actor.send({ type: 'date.select', date: '2026-11-27', window: 'EVENING' });
    expect(h.actor.getSnapshot().context.deliveryDate).toBeNull();
  });

  it('checks the address before saving it and shows the server field errors', async () => {
    const h = harness(subscriptionCart, {
      addAddress: async () => {
        throw ex.addressFields;
      },
    });
    await h.settle('address');
    h.actor.send({ type: 'address.submit', address: ex.badDraft });
    expect(h.actor.getSnapshot().context.addressErrors.postalcode).toMatch(/starting with H/);
    expect(h.added).toHaveLength(0);
    h.actor.send({ type: 'address.submit', address: ex.draft });
    await h.settle('address');
    await waitFor(h.actor, (snapshot) => snapshot.context.error !== null);
    expect(h.added).toHaveLength(1);
    expect(h.actor.getSnapshot().context.addressErrors).toEqual(ex.addressFields.fields);
    // What was typed is kept for the customer to correct.
    expect(h.actor.getSnapshot().context.addressDraft).toEqual(ex.draft);
  });

  it('does not go on with an address outside the cart city’s delivery area, and says which city delivers there', async () => {
    const h = harness(subscriptionCart, {
      area: async (question) =>
        question.postalCode === ex.newAddress.postalcode ? ex.areaServed : ex.areaRefused,
      addresses: [{ ...ex.address, postalcode: 'K1A 0B1', city: 'Ottawa' }],
    });
    await h.settle('address');
    h.actor.send({ type: 'address.confirm' });
    expect(h.actor.getSnapshot().value).toBe('checkingArea');
    await waitFor(h.actor, (s) => s.matches('address') && s.context.error !== null);
    expect(h.asked).toEqual([
      { cityId: subscriptionCart.cityId, postalCode: 'K1A 0B1', province: 'ON' },
    ]);
    expect(h.actor.getSnapshot().context.error).toBe(
      "Toronto doesn't deliver to K1A 0B1. Ottawa delivers there: change your city to Ottawa, or choose another address.",
    );
    // Choosing again clears the message; a new address in the area is saved, checked, and goes on.
    h.actor.send({ type: 'address.select', addressId: ex.address.id });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.actor.send({ type: 'address.submit', address: ex.draft });
    await h.settle({ schedule: 'choosing' });
    expect(h.asked.at(-1)).toMatchObject({ postalCode: ex.newAddress.postalcode });
  });

  it('words the refusal when no city or several deliver there', () => {
    expect(deliveryAreaRefusal({ ...ex.areaRefused, deliveringCities: [] })).toBe(
      "Toronto doesn't deliver to K1A 0B1. None of our cities delivers there yet: choose another address.",
    );
    expect(
      deliveryAreaRefusal({
        ...ex.areaRefused,
        deliveringCities: [
          { id: '2', name: 'Montreal' },
          { id: '3', name: 'Quebec City' },
        ],
      }),
    ).toMatch(/Montreal or Quebec City deliver there: change your city to Montreal or Quebec City/);
  });

  it('keeps the address step when the check cannot be made, and lets the customer try again', async () => {
    let fail = true;
    const h = harness(subscriptionCart, {
      area: async () => {
        if (fail) throw 'network';
        return ex.areaServed;
      },
    });
    await h.settle('address');
    h.actor.send({ type: 'address.confirm' });
    await waitFor(h.actor, (s) => s.matches('address') && s.context.error !== null);
    expect(h.actor.getSnapshot().context.error).toMatch(/connection/);
    fail = false;
    h.actor.send({ type: 'address.confirm' });
    await h.settle({ schedule: 'choosing' });
  });

  it('asks a subscription cart to sign before payment, and skips it otherwise', async () => {
    const h = harness();
    await toPayment(h, false);
    expect(h.actor.getSnapshot().value).toBe('agreement');
    h.actor.send({ type: 'agreement.sign', name: ' ' });
    expect(h.actor.getSnapshot().value).toBe('agreement');
    // Only the order's name signs it (decision 159): not an emoji, not half the name.
    for (const name of ['\u{1F600}', 'Alex', 'Tremblay Alex', 'Sam Nguyen']) {
      h.actor.send({ type: 'agreement.sign', name });
      expect(h.actor.getSnapshot().value).toBe('agreement');
    }
    h.actor.send({ type: 'agreement.sign', name: '  alex  TREMBLAY ' });
    expect(h.actor.getSnapshot().value).toBe('payment');

    const purchasesOnly = {
      ...ex.quote,
      products: ex.quote.products.map((line) => ({
        ...line,
        purchaseOption: 'ownv3',
        kind: 'PURCHASE',
      })),
    };
    const plain = harness(purchaseCart, { schedule: { ...ex.schedule, quote: purchasesOnly } });
    await toPayment(plain, false);
    expect(plain.actor.getSnapshot().value).toBe('payment');
    expect(plain.actor.getSnapshot().context.agreementSignedBy).toBeNull();
  });

  it('goes back to the agreement when the server refuses the signature, with its words', async () => {
    const h = harness(subscriptionCart, { place: async () => Promise.reject(ex.signatureRefused) });
    await toPayment(h);
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await h.settle('agreement');
    expect(h.actor.getSnapshot().context).toMatchObject({
      agreementSignedBy: null,
      error: ex.signatureRefused.message,
    });
    h.actor.send({ type: 'agreement.sign', name: 'Alex Tremblay' });
    expect(h.actor.getSnapshot().value).toBe('payment');
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('asks a financing-only cart to sign too: financing is a monthly agreement', async () => {
    const financed: CheckoutCart = {
      ...subscriptionCart,
      lines: subscriptionCart.lines.filter((line) => line.purchaseOption === 'monthlyv3'),
    };
    const h = harness(financed);
    expect(h.actor.getSnapshot().context.requiresAgreement).toBe(true);
    await toPayment(h, false);
    expect(h.actor.getSnapshot().value).toBe('agreement');
  });

  it('follows the quote read with the schedule: the liquidation sale prices every line as a purchase, so nothing is signed', async () => {
    const liquidation = {
      ...ex.quote,
      mode: 'LIQUIDATION',
      products: ex.quote.products.map((line) => ({
        ...line,
        purchaseOption: 'ownv3',
        kind: 'PURCHASE',
        monthlyTotal: 0,
      })),
    };
    const h = harness(subscriptionCart, { schedule: { ...ex.schedule, quote: liquidation } });
    await toPayment(h, false);
    expect(h.actor.getSnapshot().value).toBe('payment');
    expect(h.actor.getSnapshot().context.requiresAgreement).toBe(false);
    // The schedule keeps its own fields; the quote is the machine's.
    expect(h.actor.getSnapshot().context.schedule).not.toHaveProperty('quote');
    expect(h.actor.getSnapshot().context.quote?.mode).toBe('LIQUIDATION');

    const regular = harness(subscriptionCart, { schedule: { ...ex.schedule, quote: ex.quote } });
    await toPayment(regular, false);
    expect(regular.actor.getSnapshot().value).toBe('agreement');
  });

  it('returns a declined card to payment with the address, date and typed card kept, then pays with the same key', async () => {
    let decline = true;
    const h = harness(subscriptionCart, {
      cards: [],
      place: async () => {
        if (decline) throw ex.declined;
        return ex.order;
      },
    });
    await toPayment(h);
    h.actor.send({ type: 'payment.confirm' });
    expect(h.actor.getSnapshot().context.cardErrors.number).toMatch(/saved card or enter/);
    h.actor.send({ type: 'payment.enterCard', card: ex.badCard });
    h.actor.send({ type: 'payment.confirm' });
    expect(h.actor.getSnapshot().context.cardErrors.number).toMatch(/card number/);
    expect(h.tokenized).toHaveLength(0);
    h.actor.send({ type: 'payment.enterCard', card: ex.card });
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await waitFor(
      h.actor,
      (snapshot) => snapshot.matches('payment') && snapshot.context.error !== null,
    );
    const { context } = h.actor.getSnapshot();
    expect(context.error).toBe(ex.declined.message);
    expect(context.addressId).toBe(ex.address.id);
    expect([context.deliveryDate, context.deliveryWindow]).toEqual(['2026-11-27', 'MORNING']);
    expect(context.cardDraft).toEqual(ex.card);
    expect(context.cardToken).toBeNull();
    expect(context.agreementSignedBy).toBe('Alex Tremblay');
    decline = false;
    h.actor.send({
      type: 'payment.enterCard',
      card: { ...ex.card, number: '5555 5555 5555 4444' },
    });
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await h.settle('success');
    expect(h.placed.map((input) => input.idempotencyKey)).toEqual([ex.key, ex.key]);
    expect(h.tokenized).toHaveLength(2);
    expect(h.purchases).toHaveLength(1);
  });

  it('places once however often the button is pressed, and retries a lost answer with the same key', async () => {
    let answer: (() => void) | null = null;
    let fail = true;
    const h = harness(subscriptionCart, {
      place: () =>
        new Promise((resolve, reject) => {
          answer = () => (fail ? reject('network') : resolve(ex.order));
        }),
    });
    await toPayment(h);
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    h.actor.send({ type: 'order.place' });
    h.actor.send({ type: 'order.place' });
    await waitFor(h.actor, () => answer !== null);
    expect(h.placed).toHaveLength(1);
    answer!();
    await h.settle('placeFailed');
    expect(h.actor.getSnapshot().context.error).toMatch(/connection/);
    fail = false;
    h.actor.send({ type: 'checkout.retry' });
    await waitFor(h.actor, () => h.placed.length === 2);
    answer!();
    await h.settle('success');
    expect(h.placed.map((input) => input.idempotencyKey)).toEqual([ex.key, ex.key]);
    expect(h.actor.getSnapshot().context.attempts).toBe(2);
  });

  it('sends a changed price back to review, and address or date refusals to their step', async () => {
    const answers = [ex.priceChanged, ex.addressRefused, ex.dateRefused];
    const h = harness(subscriptionCart, {
      place: async () => {
        const next = answers.shift();
        if (next) throw next;
        return ex.order;
      },
    });
    await toPayment(h);
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await waitFor(h.actor, (s) => s.matches({ review: 'ready' }) && s.context.error !== null);
    expect(h.actor.getSnapshot().context.error).toMatch(/Prices changed/);
    h.actor.send({ type: 'order.place' });
    await waitFor(h.actor, (s) => s.matches('address') && s.context.error !== null);
    expect(h.actor.getSnapshot().context.error).toMatch(/does not reach/);
    h.actor.send({ type: 'address.confirm' });
    await h.settle({ schedule: 'choosing' });
    h.actor.send({ type: 'date.confirm' });
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await waitFor(h.actor, (s) => s.matches({ schedule: 'choosing' }) && s.context.error !== null);
    h.actor.send({ type: 'date.confirm' });
    h.actor.send({ type: 'payment.confirm' });
    await h.settle({ review: 'ready' });
    h.actor.send({ type: 'order.place' });
    await h.settle('success');
    expect(new Set(h.placed.map((input) => input.idempotencyKey))).toEqual(new Set([ex.key]));
  });
});

describe('checkout rules', () => {
  it('normalises postal codes and matches the province to the first letter', () => {
    expect(normalisePostalCode(' m5v3k2 ')).toBe('M5V 3K2');
    expect(addressDraftProblems(ex.draft)).toEqual({});
    expect(addressDraftProblems({ ...ex.draft, postalcode: '12345' }).postalcode).toMatch(
      /A1A 1A1/,
    );
    expect(addressDraftProblems({ ...ex.draft, postalcode: 'D1A 1A1' }).postalcode).toMatch(
      /A1A 1A1/,
    );
    expect(addressDraftProblems({ ...ex.draft, province: 'QC' }).postalcode).toMatch(/Ontario/);
    expect(addressDraftProblems({ ...ex.draft, firstName: '', phoneNumber: '12' })).toMatchObject({
      firstName: expect.any(String),
      phoneNumber: expect.any(String),
    });
  });

  it('checks a card before it is tokenised', () => {
    expect(cardDraftProblems(ex.card)).toEqual({});
    expect(Object.keys(cardDraftProblems({ ...ex.card, expiry: '13/30', cvc: '1' }))).toEqual([
      'expiry',
      'cvc',
    ]);
  });
});

describe('checkout machine: model-based paths', () => {
  const entry = machineRegistry.find((candidate) => candidate.id === 'checkout')!;
  const options = {
    events: eventsFor(entry) as never,
    input: entry.input as never,
    serializeState: entry.serialize as never,
  };
  const shortest = getShortestPaths(checkoutMachine, options);
  const simple = getSimplePaths(checkoutMachine, options);

  it('reaches every step', () => {
    const reached = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
    for (const step of [
      '"loadFailed"',
      '"address"',
      '"savingAddress"',
      '"checkingArea"',
      '{"schedule":"choosing"}',
      '"agreement"',
      '"payment"',
      '"tokenizing"',
      '{"review":"ready"}',
      '"placing"',
      '"placeFailed"',
      '"success"',
    ]) {
      expect(reached, step).toContain(step);
    }
  });

  it('keeps the checkout rules in every state of every path', () => {
    const problems: string[] = [];
    for (const path of [...shortest, ...simple]) {
      for (const step of path.steps) {
        const snapshot = step.state as AnyMachineSnapshot;
        const problem = checkoutInvariant(
          snapshot.context as CheckoutContext,
          snapshot,
          step.event as ExampleEvent,
        );
        if (problem)
          problems.push(`${path.steps.map((s) => s.event.type).join(' > ')}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('replays each shortest path on a live actor and lands where the model says', () => {
    const idle = checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(() => new Promise<never>(() => undefined)),
        addAddress: fromPromise(() => new Promise<never>(() => undefined)),
        checkDeliveryArea: fromPromise(() => new Promise<never>(() => undefined)),
        loadSchedule: fromPromise(() => new Promise<never>(() => undefined)),
        tokenizeCard: fromPromise(() => new Promise<never>(() => undefined)),
        loadQuote: fromPromise(() => new Promise<never>(() => undefined)),
        placeOrder: fromPromise(() => new Promise<never>(() => undefined)),
      } as never,
    });
    for (const path of shortest) {
      const actor = createActor(idle, { input: entry.input as never }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });

  it('after a decline from placing the next state is payment with everything kept', () => {
    const adjacency = getAdjacencyMap(checkoutMachine, options) as Record<
      string,
      {
        state: AnyMachineSnapshot;
        transitions: Record<string, { event: ExampleEvent; state: AnyMachineSnapshot }>;
      }
    >;
    let checked = 0;
    for (const { state: before, transitions } of Object.values(adjacency)) {
      if (!before.matches('placing')) continue;
      for (const { event, state: after } of Object.values(transitions)) {
        if (
          event.type !== 'xstate.error.actor.placeOrder' ||
          (event.error as { code?: string }).code !== 'PAYMENT_DECLINED'
        )
          continue;
        const context = after.context as CheckoutContext;
        const previous = before.context as CheckoutContext;
        expect(after.value).toBe('payment');
        expect(context.addressId).toBe(previous.addressId);
        expect(context.deliveryDate).toBe(previous.deliveryDate);
        expect(context.deliveryWindow).toBe(previous.deliveryWindow);
        expect(context.cardDraft).toEqual(previous.cardDraft);
        expect(context.paymentMethodId).toBe(previous.paymentMethodId);
        expect(context.agreementSignedBy).toBe(previous.agreementSignedBy);
        expect(context.error).not.toBeNull();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
