import type { AnyMachineSnapshot } from 'xstate';
import { isCardDraftValid } from '../card-rules';
import type { CheckoutContext } from '../checkout-types';
import type { ExampleEvent, MachineModel } from '../machine-entry';

/** Examples for the checkout machine: fixtures, the events its model sends, its invariant. */

const checkoutKey = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const checkoutAddress = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Alex',
  lastName: 'Tremblay',
  streetaddress: '100 King Street West',
  unitnumber: '1203',
  city: 'Toronto',
  province: 'ON',
  postalcode: 'M5X 1A9',
  cityId: '6',
  primary: true,
};
const checkoutDraft = {
  firstName: 'Alex',
  lastName: 'Tremblay',
  phoneNumber: '416 555 0134',
  streetaddress: '200 Front Street West',
  unitnumber: '',
  city: 'Toronto',
  province: 'ON',
  postalcode: 'm5v 3k2',
  typeofaddress: 'CONDO',
  floornumber: '12',
  elevatoraccess: true,
  buzzernumber: '1203',
  dockdooraccess: false,
  receivinghours: '9 am to 5 pm',
  deliveryinstructions: 'Call on arrival.',
  primary: false,
};
const checkoutCard = {
  name: 'Alex Tremblay',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  saveCard: false,
};

// Today: 400 of purchases + 78 + 15.60 + 104.55 of first months + 99 delivery = 697.15,
// HST 90.63, less 25 of credit. Each later month: 198.15 + HST 25.76.
const checkoutQuote = {
  mode: 'REGULAR',
  products: [
    {
      productId: '101',
      name: 'Harbour sofa',
      purchaseOption: 'subscribe',
      termLength: 12,
      kind: 'SUBSCRIPTION',
      quantity: 1,
      price: 78,
      retailPrice: 78,
      purchasePrice: 1404,
      monthly: 78,
      lineTotal: 93.6,
      monthlyTotal: 93.6,
      pivotCare: 15.6,
      pivotCareApplied: true,
      paymentsDue: 18,
      totalCost: 1404,
    },
    {
      productId: '150',
      name: 'Bedford sofa',
      purchaseOption: 'monthlyv3',
      termLength: 36,
      kind: 'FINANCING',
      quantity: 1,
      price: 104.55,
      retailPrice: 104.55,
      purchasePrice: 3763.8,
      monthly: 104.55,
      lineTotal: 104.55,
      monthlyTotal: 104.55,
      pivotCare: null,
      pivotCareApplied: false,
      paymentsDue: 36,
      totalCost: 3763.8,
    },
    {
      productId: '205',
      name: 'Birch side table',
      purchaseOption: 'ownv3',
      termLength: null,
      kind: 'PURCHASE',
      quantity: 2,
      price: 200,
      retailPrice: 200,
      purchasePrice: 200,
      monthly: 0,
      lineTotal: 400,
      monthlyTotal: 0,
      pivotCare: null,
      pivotCareApplied: false,
      paymentsDue: null,
      totalCost: 400,
    },
  ],
  ownPurchase: 400,
  subscriptionSubtotal: 198.15,
  deliveryTotal: 99,
  assemblyTotal: 0,
  taxes: [{ name: 'HST 13%', price: 90.63 }],
  totalTax: 90.63,
  // Exactly what is charged today (after 25 of credit), and the same before the credit.
  total: 762.78,
  totalBeforeCredit: 787.78,
  balanceUsed: 25,
  amountDue: 762.78,
  estimatedDeliveryDate: '2026-11-25',
  errors: [],
  monthlyBill: {
    subtotal: 198.15,
    taxes: [{ name: 'HST 13%', price: 25.76 }],
    totalTax: 25.76,
    total: 223.91,
  },
} as const;

/**
 * Shared by the checkout machine's tests, stories and replay: a mixed cart, a subscription with
 * PivotCare, a financed sofa and a bought side table pair.
 */
export const checkoutExamples = {
  key: checkoutKey,
  cart: {
    cityId: '6',
    includeAssembly: false,
    lines: [
      {
        productId: '101',
        quantity: 1,
        purchaseOption: 'subscribe',
        termLength: 12,
        pivotCare: true,
        options: [],
        name: 'Harbour sofa',
      },
      {
        productId: '150',
        quantity: 1,
        purchaseOption: 'monthlyv3',
        termLength: 36,
        pivotCare: false,
        options: [],
        name: 'Bedford sofa',
      },
      {
        productId: '205',
        quantity: 2,
        purchaseOption: 'ownv3',
        termLength: null,
        pivotCare: false,
        options: [{ optionId: '3', valueId: '7' }],
        name: 'Birch side table',
      },
    ],
  },
  address: checkoutAddress,
  newAddress: { ...checkoutAddress, id: 'a0000000-0000-4000-8000-000000000002', primary: false },
  draft: checkoutDraft,
  badDraft: { ...checkoutDraft, postalcode: 'H2X 1Y4' },
  savedCard: {
    id: 'c0000000-0000-4000-8000-000000000001',
    cardType: 'VISA',
    cardLastFourDigits: '4242',
    cardExpiryMonth: 12,
    cardExpiryYear: 2034,
    isDefault: true,
    expired: false,
  },
  card: checkoutCard,
  badCard: { ...checkoutCard, number: '4242 4242 4242 4241' },
  token: {
    source: 'tok_example',
    card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2034 },
  },
  schedule: {
    cityId: '6',
    timezone: 'America/Toronto',
    today: '2026-11-22',
    latestDate: '2027-01-21',
    earliestDate: '2026-11-25',
    // The cart as priced with the schedule: it holds monthly lines, so an agreement is signed.
    quote: checkoutQuote,
    windows: [
      { type: 'MORNING', label: 'Morning, 9 am to noon', startHour: 9, endHour: 12 },
      { type: 'AFTERNOON', label: 'Afternoon, noon to 5 pm', startHour: 12, endHour: 17 },
      { type: 'ANYTIME', label: 'Any time, 9 am to 9 pm', startHour: 9, endHour: 21 },
    ],
  },
  quote: checkoutQuote,
  order: {
    id: 'o0000000-0000-4000-8000-000000000001',
    orderNumber: 'SF100042',
    amountCharged: 762.78,
  },
  declined: {
    message: 'Your card was declined. Try another card.',
    code: 'PAYMENT_DECLINED',
    field: 'payment',
  },
  priceChanged: {
    message: 'Prices changed since you reviewed your order: the amount to pay is now $2,190.00.',
    code: 'CONFLICT',
    field: 'expectedAmountDue',
  },
  addressRefused: {
    message:
      'Our Toronto crew does not reach K1A 0A6. Choose the city nearest the address, or another address.',
    code: 'BAD_USER_INPUT',
    field: 'shippingAddressId',
  },
  /** The server's word on a signature that is not the order's name (decision 159). */
  signatureRefused: {
    message: 'Sign with your first and last name as they are on the order: Alex Tremblay.',
    code: 'BAD_USER_INPUT',
    field: 'agreement.signedName',
  },
  dateRefused: {
    message: 'That delivery window has already started. Choose another window.',
    code: 'BAD_USER_INPUT',
    field: 'deliverytimetype',
  },
  /** The cart's city (Toronto) delivers to the address. */
  areaServed: {
    delivers: true,
    postalCode: 'M5X 1A9',
    city: { id: '6', name: 'Toronto' },
    deliveringCities: [{ id: '6', name: 'Toronto' }],
  },
  /** An Ottawa address with a Toronto cart: refused at the address step. */
  areaRefused: {
    delivers: false,
    postalCode: 'K1A 0B1',
    city: { id: '6', name: 'Toronto' },
    deliveringCities: [{ id: '9', name: 'Ottawa' }],
  },
  addressFields: {
    message: 'Check the highlighted fields.',
    code: 'BAD_USER_INPUT',
    fields: { postalcode: 'Our crews do not deliver to this postal code yet.' },
  },
  cardRefused: {
    message: 'This card expired at the end of 01/2024. Use another card.',
    code: 'expired_card',
    field: 'expMonth',
  },
} as const;

export const checkoutModel: MachineModel = {
  input: { cart: checkoutExamples.cart, idempotencyKey: checkoutExamples.key },
  events: [
    {
      type: 'xstate.done.actor.loadCheckout',
      output: { addresses: [checkoutExamples.address], cards: [checkoutExamples.savedCard] },
    },
    { type: 'xstate.done.actor.loadCheckout', output: { addresses: [], cards: [] } },
    { type: 'checkout.retry' },
    { type: 'address.select', addressId: checkoutExamples.address.id },
    { type: 'address.submit', address: checkoutExamples.badDraft },
    { type: 'address.submit', address: checkoutExamples.draft },
    { type: 'xstate.done.actor.addAddress', output: checkoutExamples.newAddress },
    { type: 'xstate.error.actor.addAddress', error: checkoutExamples.addressFields },
    { type: 'xstate.error.actor.addAddress', error: 'network' },
    { type: 'address.confirm' },
    { type: 'xstate.done.actor.checkDeliveryArea', output: checkoutExamples.areaServed },
    { type: 'xstate.done.actor.checkDeliveryArea', output: checkoutExamples.areaRefused },
    { type: 'xstate.done.actor.loadSchedule', output: checkoutExamples.schedule },
    { type: 'date.confirm' },
    { type: 'date.select', date: '2026-11-27', window: 'MORNING' },
    { type: 'agreement.sign', name: 'Alex Tremblay' },
    { type: 'agreement.edit' },
    { type: 'payment.chooseSaved', paymentMethodId: checkoutExamples.savedCard.id },
    { type: 'payment.enterCard', card: checkoutExamples.badCard },
    { type: 'payment.enterCard', card: checkoutExamples.card },
    { type: 'payment.confirm' },
    { type: 'xstate.done.actor.tokenizeCard', output: checkoutExamples.token },
    { type: 'xstate.error.actor.tokenizeCard', error: checkoutExamples.cardRefused },
    { type: 'xstate.done.actor.loadQuote', output: checkoutExamples.quote },
    { type: 'order.place' },
    { type: 'xstate.error.actor.placeOrder', error: checkoutExamples.declined },
    { type: 'xstate.error.actor.placeOrder', error: checkoutExamples.priceChanged },
    { type: 'xstate.error.actor.placeOrder', error: checkoutExamples.addressRefused },
    { type: 'xstate.error.actor.placeOrder', error: checkoutExamples.dateRefused },
    { type: 'xstate.error.actor.placeOrder', error: checkoutExamples.signatureRefused },
    { type: 'xstate.error.actor.placeOrder', error: 'network' },
    { type: 'xstate.done.actor.placeOrder', output: checkoutExamples.order },
    { type: 'step.back' },
    { type: 'address.edit' },
    { type: 'date.edit' },
    { type: 'payment.edit' },
  ],
  // The step and which choices the next guards depend on, so the graph stays small.
  serialize: (snapshot) => {
    const context = snapshot.context as CheckoutContext;
    const payment = context.paymentMethodId
      ? 'saved'
      : context.cardToken
        ? 'token'
        : context.cardDraft && isCardDraftValid(context.cardDraft)
          ? 'typed'
          : 'none';
    return JSON.stringify([
      snapshot.value,
      context.deliveryDate !== null,
      context.agreementSignedBy !== null,
      payment,
    ]);
  },
  invariant: (snapshot, event) =>
    checkoutInvariant(snapshot.context as CheckoutContext, snapshot, event),
};

/** The rules every reached checkout state keeps (also checked by tests/machines/checkout.machine.test.ts). */
export function checkoutInvariant(
  context: CheckoutContext,
  snapshot: AnyMachineSnapshot,
  event: ExampleEvent,
): string | null {
  if (context.idempotencyKey !== checkoutExamples.key) return 'the idempotency key changed';
  // Past the address step only with an address the cart's city delivers to.
  const pastAddress = ['schedule', 'agreement', 'payment', 'tokenizing', 'review', 'placing'].some(
    (state) => snapshot.matches(state),
  );
  if (pastAddress && context.deliveryArea?.delivers !== true) {
    return 'went on with an address outside the city’s delivery area';
  }
  if (
    event.type === 'xstate.done.actor.checkDeliveryArea' &&
    context.deliveryArea?.delivers === false &&
    !snapshot.matches('address')
  ) {
    return 'left the address step with an address outside the city’s delivery area';
  }
  const pastDate = ['payment', 'tokenizing', 'review', 'placing', 'placeFailed', 'success'].some(
    (state) => snapshot.matches(state),
  );
  if (pastDate && (context.addressId === null || context.deliveryDate === null)) {
    return 'reached payment without an address and a delivery date';
  }
  if (pastDate && context.requiresAgreement && context.agreementSignedBy === null) {
    return 'a subscription cart reached payment without a signed agreement';
  }
  if (
    snapshot.matches('placing') &&
    context.paymentMethodId === null &&
    context.cardToken === null
  ) {
    return 'places an order without a payment method';
  }
  if (snapshot.matches('placing') && context.quote === null) return 'places an order unreviewed';
  // A decline from placing lands on payment (checked step by step in the machine's own test);
  // there the address, the date and the card as typed must still be there.
  if (
    event.type === 'xstate.error.actor.placeOrder' &&
    (event.error as { code?: string }).code === 'PAYMENT_DECLINED' &&
    snapshot.matches('payment')
  ) {
    if (
      context.addressId === null ||
      context.deliveryDate === null ||
      context.deliveryWindow === null
    )
      return 'a declined payment lost the address or the date';
    if (context.cardDraft === null && context.paymentMethodId === null)
      return 'a declined payment lost the card details';
  }
  return null;
}
