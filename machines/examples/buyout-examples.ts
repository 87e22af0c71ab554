import type { BuyoutItem, BuyoutQuote, BuyoutStart } from '../buyout.machine';
import type { SavedCardSummary } from '../checkout-types';
import type { MachineModel } from '../machine-entry';

/** Examples for the buyout machine: what the server answers, the events its model sends, its invariant. */

const sofa: BuyoutItem = {
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  name: 'Harlow Sofa',
  thumbUrl: null,
  amount: 800,
  fee: 0,
  monthlyCharge: { fee: 50, pivotCare: 10, total: 60 },
  purchaseOption: 'subscribe',
  options: ['Oatmeal'],
  retailValue: 1000,
  paidToward: 200,
  monthlyFee: 50,
  paidMonths: 4,
  unpaidMonths: 0,
  unpaidCredit: 0,
  creditPercent: 100,
  floor: 100,
  basis: 'RETAIL_LESS_PAID',
  monthsLeft: 16,
};
const lamp: BuyoutItem = {
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e02',
  name: 'Orbit Floor Lamp',
  thumbUrl: null,
  amount: 129.5,
  fee: 0,
  monthlyCharge: { fee: 25.9, pivotCare: 0, total: 25.9 },
  purchaseOption: 'monthlyv3',
  options: ['Brass'],
  retailValue: 259,
  paidToward: 129.5,
  monthlyFee: 25.9,
  paidMonths: 5,
  unpaidMonths: 0,
  unpaidCredit: 0,
  creditPercent: 100,
  floor: 25.9,
  basis: 'RETAIL_LESS_PAID',
  monthsLeft: 5,
};
/** A rental whose last bill was declined: it waits for the overdue balance. */
const chair: BuyoutItem = {
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e03',
  name: 'Mile End Lounge Chair',
  thumbUrl: null,
  amount: 1110,
  fee: 0,
  monthlyCharge: { fee: 60, pivotCare: 0, total: 60 },
  purchaseOption: 'rentv2',
  options: ['Rust'],
  retailValue: 1200,
  paidToward: 90,
  monthlyFee: 60,
  paidMonths: 3,
  unpaidMonths: 1,
  unpaidCredit: 30,
  creditPercent: 50,
  floor: 120,
  basis: 'RETAIL_LESS_PAID',
  monthsLeft: null,
};
/** The sofa priced by the server in Ontario: HST 13%. */
const sofaQuote: BuyoutQuote = {
  items: [sofa],
  subtotal: 800,
  taxes: [{ name: 'HST', label: 'HST 13%', amount: 104 }],
  taxTotal: 104,
  total: 904,
};
const visa: SavedCardSummary = {
  id: '0b8f6a3e-7c1d-4e2f-9a0b-1c2d3e4f5a61',
  cardType: 'VISA',
  cardLastFourDigits: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: 2034,
  isDefault: true,
  expired: false,
};

export const buyoutExamples = {
  sofa,
  lamp,
  chair,
  visa,
  sofaQuote,
  /** The sofa and a rental waiting for its overdue balance. */
  withUnpaid: { items: [sofa, chair], cards: [visa] } satisfies BuyoutStart,
  start: { items: [sofa, lamp], cards: [visa] } satisfies BuyoutStart,
  startWithoutCards: { items: [sofa, lamp], cards: [] } satisfies BuyoutStart,
  nothing: { items: [], cards: [visa] } satisfies BuyoutStart,
  /** The sofa was bought out meanwhile (another tab): the choice in the URL is not offered. */
  lampOnly: { items: [lamp], cards: [visa] } satisfies BuyoutStart,
  goodCard: {
    name: 'Sam Nguyen',
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    saveCard: false,
  },
  badCard: { name: '', number: '4242', expiry: '13/34', cvc: '1', saveCard: false },
  declined: {
    message: 'Your card was declined. Try another card.',
    code: 'PAYMENT_DECLINED',
    field: 'payment',
  },
  priceChanged: {
    message:
      'The price of this buyout has changed since it was shown. Check the new total and pay again.',
    code: 'CONFLICT',
    field: 'expectedTotal',
  },
  quoteRefused: {
    message: 'Harlow Sofa: This item is already yours: it was paid off or bought out.',
    code: 'BAD_USER_INPUT',
    field: 'productIds[0]',
  },
};

export const buyoutModel: MachineModel = {
  // Opened at /buyout/payment?items=<sofa>, as after a reload of the payment step.
  input: { step: 'payment', selected: [sofa.id], idempotencyKey: 'buyout-key-1' },
  events: [
    { type: 'xstate.done.actor.loadBuyout', output: buyoutExamples.start },
    { type: 'xstate.done.actor.loadBuyout', output: buyoutExamples.startWithoutCards },
    { type: 'xstate.done.actor.loadBuyout', output: buyoutExamples.nothing },
    { type: 'xstate.done.actor.loadBuyout', output: buyoutExamples.lampOnly },
    { type: 'xstate.done.actor.quoteBuyout', output: buyoutExamples.sofaQuote },
    { type: 'xstate.error.actor.quoteBuyout', error: buyoutExamples.quoteRefused },
    { type: 'buyout.retryQuote' },
    {
      type: 'xstate.error.actor.loadBuyout',
      error: { message: 'We could not reach our servers.' },
    },
    { type: 'buyout.retry' },
    { type: 'buyout.toggle', id: sofa.id },
    { type: 'buyout.continue' },
    { type: 'buyout.back' },
    { type: 'buyout.chooseNewCard' },
    { type: 'buyout.chooseSaved', paymentMethodId: visa.id },
    { type: 'buyout.pay', card: buyoutExamples.goodCard },
    { type: 'buyout.pay', card: buyoutExamples.badCard },
    {
      type: 'xstate.done.actor.tokenizeCard',
      output: {
        source: 'tok_abc',
        card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2034 },
      },
    },
    {
      type: 'xstate.error.actor.tokenizeCard',
      error: { message: 'Check the card number.', field: 'number' },
    },
    {
      type: 'xstate.done.actor.placeBuyout',
      output: {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
        orderNumber: 'SF100321',
        chargedamount: 904,
      },
    },
    { type: 'xstate.error.actor.placeBuyout', error: buyoutExamples.declined },
    { type: 'xstate.error.actor.placeBuyout', error: buyoutExamples.priceChanged },
  ],
  // What the customer can see: the state, the choice, how they pay and what went wrong.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.selected,
      snapshot.context.cards.length,
      snapshot.context.paymentMethodId,
      snapshot.context.problem?.message ?? null,
      snapshot.context.quote !== null,
      Object.keys(snapshot.context.cardErrors as object).length > 0,
    ]),
  invariant: (snapshot) => {
    const context = snapshot.context as {
      selected: string[];
      items: { id: string }[];
      paid: unknown;
      idempotencyKey: string;
    };
    const shown = ['choosing', 'payment', 'tokenizing', 'placing', 'paid'].some((state) =>
      snapshot.matches(state),
    );
    if (shown && context.selected.some((id) => !context.items.some((item) => item.id === id)))
      return 'an item is chosen that is not offered';
    if (
      (snapshot.matches('payment') ||
        snapshot.matches('tokenizing') ||
        snapshot.matches('placing')) &&
      context.selected.length === 0
    )
      return 'pays for nothing';
    if (snapshot.matches('paid') && !context.paid) return 'paid without an order';
    if (
      (snapshot.matches('payment') ||
        snapshot.matches('tokenizing') ||
        snapshot.matches('placing')) &&
      snapshot.context.quote === null
    )
      return 'pays without the server’s total of the choice';
    const cardErrors = Object.keys(snapshot.context.cardErrors as object).length;
    if (
      cardErrors > 0 &&
      !(snapshot.matches('payment') && snapshot.context.paymentMethodId === null)
    )
      return 'card problems held where no card form shows them';
    if (context.idempotencyKey !== 'buyout-key-1') return 'the idempotency key changed';
    return null;
  },
};
