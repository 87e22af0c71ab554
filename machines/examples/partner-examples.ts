import type { AddressDraft, SavedCardSummary } from '../checkout-types';
import type { MachineModel } from '../machine-entry';
import type { PartnerOrderSummary, PartnerStart } from '../partner.machine';

/** Examples for the partner machine: what the server answers, the events its model sends, its invariant. */

const order: PartnerOrderSummary = {
  orderId: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e51',
  orderNumber: 'SF100420',
  partnerStore: 'EQ3 Toronto, King Street West',
  partnerReference: 'EQ3-TOR-20417',
  step: 'ADDRESS',
  deliveryDate: '2026-12-05',
  deliveryTimeType: 'AFTERNOON',
  address: null,
  lines: [
    {
      name: 'Modern Sofa, Charcoal',
      thumbUrl: null,
      options: ['Charcoal'],
      quantity: 1,
      monthlyPrice: 89,
      termLength: 12,
    },
    {
      name: 'Reverie Lounge Chair',
      thumbUrl: null,
      options: ['Oat'],
      quantity: 1,
      monthlyPrice: 39,
      termLength: 12,
    },
  ],
  paidAtStore: 144.64,
  monthlyTotal: 128,
};
const addressed: PartnerOrderSummary = {
  ...order,
  step: 'BILLING',
  address: 'Morgan Roy, 1204-500 King Street West, Toronto, ON M5V 1L9',
};
const confirmed: PartnerOrderSummary = { ...addressed, step: 'DONE' };
const visa: SavedCardSummary = {
  id: '0b8f6a3e-7c1d-4e2f-9a0b-1c2d3e4f5a77',
  cardType: 'VISA',
  cardLastFourDigits: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: 2034,
  isDefault: true,
  expired: false,
};
const goodAddress: AddressDraft = {
  firstName: 'Morgan',
  lastName: 'Roy',
  phoneNumber: '416 555 0142',
  streetaddress: '500 King Street West',
  unitnumber: '1204',
  city: 'Toronto',
  province: 'ON',
  postalcode: 'M5V 1L9',
  typeofaddress: 'CONDO',
  floornumber: '12',
  elevatoraccess: true,
  buzzernumber: '1204',
  dockdooraccess: false,
  receivinghours: '',
  deliveryinstructions: '',
  primary: true,
};

export const partnerExamples = {
  order,
  addressed,
  confirmed,
  visa,
  goodAddress,
  start: { order, cards: [] } satisfies PartnerStart,
  startAddressed: { order: addressed, cards: [] } satisfies PartnerStart,
  startWithCard: { order: addressed, cards: [visa] } satisfies PartnerStart,
  startDone: { order: confirmed, cards: [visa] } satisfies PartnerStart,
  nothing: { order: null, cards: [] } satisfies PartnerStart,
  badAddress: { ...goodAddress, postalcode: '123', city: '' } satisfies AddressDraft,
  goodCard: {
    name: 'Morgan Roy',
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    saveCard: true,
  },
  badCard: { name: '', number: '4242', expiry: '13/34', cvc: '1', saveCard: true },
  notReached: {
    message:
      'EQ3 Toronto, King Street West delivers from our Toronto depot, which does not reach H2X 1Y4. Call the showroom to move the order to Montréal.',
    code: 'BAD_USER_INPUT',
    field: 'postalcode',
  },
  declined: {
    message: 'Your card was declined. Try another card.',
    code: 'PAYMENT_DECLINED',
    field: 'card',
  },
};

export const partnerModel: MachineModel = {
  // Opened at /partner/step/billing, as after a reload of the billing step.
  input: { step: 'billing' },
  events: [
    { type: 'xstate.done.actor.loadPartner', output: partnerExamples.start },
    { type: 'xstate.done.actor.loadPartner', output: partnerExamples.startWithCard },
    { type: 'xstate.done.actor.loadPartner', output: partnerExamples.startDone },
    { type: 'xstate.done.actor.loadPartner', output: partnerExamples.nothing },
    {
      type: 'xstate.error.actor.loadPartner',
      error: { message: 'We could not reach our servers.' },
    },
    { type: 'partner.retry' },
    { type: 'partner.saveAddress', address: partnerExamples.goodAddress },
    { type: 'partner.saveAddress', address: partnerExamples.badAddress },
    { type: 'xstate.done.actor.savePartnerAddress', output: partnerExamples.addressed },
    { type: 'xstate.error.actor.savePartnerAddress', error: partnerExamples.notReached },
    {
      type: 'xstate.error.actor.savePartnerAddress',
      error: { message: 'We could not reach our servers. Check your connection and try again.' },
    },
    { type: 'partner.continue' },
    { type: 'partner.back' },
    { type: 'partner.chooseNewCard' },
    { type: 'partner.chooseSaved', paymentMethodId: visa.id },
    { type: 'partner.submit', card: partnerExamples.goodCard },
    { type: 'partner.submit', card: partnerExamples.badCard },
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
    { type: 'xstate.done.actor.completePartner', output: partnerExamples.confirmed },
    { type: 'xstate.error.actor.completePartner', error: partnerExamples.declined },
  ],
  // What the customer can see: the state, the step, the address given, how they pay and what went wrong.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.step,
      snapshot.context.order?.step ?? null,
      snapshot.context.cards.length,
      snapshot.context.paymentMethodId,
      snapshot.context.problem?.message ?? null,
      Object.keys(snapshot.context.addressErrors as object).length > 0,
      Object.keys(snapshot.context.cardErrors as object).length > 0,
    ]),
  invariant: (snapshot) => {
    const context = snapshot.context as {
      step: string;
      order: PartnerOrderSummary | null;
      addressErrors: Record<string, string>;
      cardErrors: Record<string, string>;
      paymentMethodId: string | null;
    };
    const working = ['address', 'savingAddress', 'billing', 'tokenizing', 'completing', 'done'];
    if (working.some((state) => snapshot.matches(state)) && !context.order)
      return 'a step is shown without an order';
    if (
      ['billing', 'tokenizing', 'completing'].some((state) => snapshot.matches(state)) &&
      !context.order?.address
    )
      return 'billing before the delivery address';
    if (snapshot.matches('billing') && context.step !== 'billing')
      return 'the billing step shown under another URL step';
    if (snapshot.matches('address') && context.step !== 'address')
      return 'the address step shown under another URL step';
    if (snapshot.matches('done') && context.order?.step !== 'DONE')
      return 'done while the server has not confirmed the order';
    if (Object.keys(context.addressErrors).length > 0 && !snapshot.matches('address'))
      return 'address problems held where no address form shows them';
    if (
      Object.keys(context.cardErrors).length > 0 &&
      !(snapshot.matches('billing') && context.paymentMethodId === null)
    )
      return 'card problems held where no card form shows them';
    return null;
  },
};
