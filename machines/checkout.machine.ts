import { and, assign, fromPromise, setup } from 'xstate';

/**
 * Checkout (issues 6 and 7): address → delivery date and window → subscription agreement (only
 * when the cart holds subscriptions) → payment → review → placing → success. Every call is an
 * invoked actor the app provides (tests fake them). The idempotency key is made once, when the
 * checkout starts, and every attempt to place the order sends it, so a retry after a decline,
 * a lost answer or a double click can never make a second order.
 */

/** Purchase options that are recurring agreements: the customer signs before paying. */
export const SUBSCRIPTION_OPTIONS: readonly string[] = ['subscribe', 'subscribev2', 'rentv2'];

export type DeliveryWindowType = 'MORNING' | 'AFTERNOON' | 'EVENING' | 'ANYTIME' | 'PICKUP';

export interface CheckoutCartLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
  name: string;
}

export interface CheckoutCart {
  cityId: string;
  lines: CheckoutCartLine[];
  includeAssembly: boolean;
}

export interface CheckoutAddress {
  id: string;
  firstName: string;
  lastName: string;
  streetaddress: string;
  unitnumber: string | null;
  city: string;
  province: string;
  postalcode: string;
  cityId: string | null;
  primary: boolean;
}

/** What the customer types in the address form; strings as typed, checked before saving. */
export interface AddressDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  streetaddress: string;
  unitnumber: string;
  city: string;
  province: string;
  postalcode: string;
  typeofaddress: string;
  floornumber: string;
  elevatoraccess: boolean;
  buzzernumber: string;
  dockdooraccess: boolean;
  receivinghours: string;
  deliveryinstructions: string;
  primary: boolean;
}

export interface SavedCardSummary {
  id: string;
  cardType: string;
  cardLastFourDigits: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  isDefault: boolean;
  expired: boolean;
}

/** The new card as typed. It goes to the card tokeniser only, never to our API. */
export interface CardDraft {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  saveCard: boolean;
}

export interface CardToken {
  source: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface DeliveryWindowChoice {
  type: DeliveryWindowType;
  label: string;
  startHour: number;
  endHour: number;
}

export interface DeliveryScheduleInfo {
  cityId: string;
  timezone: string;
  today: string;
  latestDate: string;
  windows: DeliveryWindowChoice[];
  /** The first day the cart can come (stock and lead time), from the quote. */
  earliestDate: string;
}

export interface CheckoutQuote {
  /** Each line as priced: unit price in dollars. */
  items: { productId: string; name: string; price: number; quantity: number }[];
  subtotal: number;
  delivery: number;
  assembly: number;
  taxes: { name: string; price: number }[];
  totalTax: number;
  total: number;
  balanceUsed: number;
  amountDue: number;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  amountCharged: number;
}

/** A failed call as the machine sees it: a message, maybe a code and per-field messages. */
export interface CheckoutFailure {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
}

export interface PlaceOrderInput {
  cart: CheckoutCart;
  idempotencyKey: string;
  shippingAddressId: string;
  deliveryDate: string;
  deliveryWindow: DeliveryWindowType;
  payment: { source: string; saveCard: boolean } | { paymentMethodId: string } | null;
  expectedAmountDue: number;
  agreementSignedBy: string | null;
}

export interface CheckoutInput {
  cart: CheckoutCart;
  /** Made once when the checkout starts (a UUID); reused by every attempt. */
  idempotencyKey: string;
}

export interface CheckoutContext {
  cart: CheckoutCart;
  idempotencyKey: string;
  requiresAgreement: boolean;
  addresses: CheckoutAddress[];
  cards: SavedCardSummary[];
  addressId: string | null;
  addressDraft: AddressDraft | null;
  addressErrors: Record<string, string>;
  schedule: DeliveryScheduleInfo | null;
  deliveryDate: string | null;
  deliveryWindow: DeliveryWindowType | null;
  agreementSignedBy: string | null;
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  cardErrors: Record<string, string>;
  cardToken: CardToken | null;
  quote: CheckoutQuote | null;
  order: PlacedOrder | null;
  /** What went wrong last, shown at the step it sends the customer to. */
  error: string | null;
  /** How many times the order was sent (the same key each time). */
  attempts: number;
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'step.back' }
  | { type: 'address.select'; addressId: string }
  | { type: 'address.submit'; address: AddressDraft }
  | { type: 'address.confirm' }
  | { type: 'date.select'; date: string; window: DeliveryWindowType }
  | { type: 'date.confirm' }
  | { type: 'agreement.sign'; name: string }
  | { type: 'payment.chooseSaved'; paymentMethodId: string }
  | { type: 'payment.enterCard'; card: CardDraft }
  | { type: 'payment.confirm' }
  | { type: 'address.edit' }
  | { type: 'date.edit' }
  | { type: 'payment.edit' }
  | { type: 'order.place' };

// ------------------------------------------------------------------ pure rules

const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY])\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** First letter of a postal code → the provinces it may belong to. */
const PROVINCES_BY_LETTER: Record<string, readonly string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export const PROVINCE_NAMES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** `m5v2t6` → `M5V 2T6`; anything else unchanged (upper case, trimmed). */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

/** Field messages for an address draft; empty when it may be sent to the server. */
export function addressDraftProblems(draft: AddressDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const required: [keyof AddressDraft, string][] = [
    ['firstName', 'Enter a first name.'],
    ['lastName', 'Enter a last name.'],
    ['streetaddress', 'Enter the street address.'],
    ['city', 'Enter the city.'],
    ['province', 'Choose a province.'],
    ['postalcode', 'Enter a postal code.'],
  ];
  for (const [field, message] of required) {
    if (String(draft[field]).trim() === '') problems[field] = message;
  }
  const postal = normalisePostalCode(draft.postalcode);
  const match = POSTAL_CODE.exec(postal);
  if (draft.postalcode.trim() !== '' && !match) {
    problems.postalcode = 'Enter a Canadian postal code like A1A 1A1.';
  } else if (match && draft.province && !PROVINCES_BY_LETTER[match[1]!]?.includes(draft.province)) {
    const expected = (PROVINCES_BY_LETTER[match[1]!] ?? [])
      .map((code) => PROVINCE_NAMES[code])
      .join(' or ');
    problems.postalcode = `A postal code starting with ${match[1]} is in ${expected}. Check the postal code or the province.`;
  }
  const phone = draft.phoneNumber.replace(/[\s().+-]/g, '');
  if (phone !== '' && !/^1?\d{10}$/.test(phone)) {
    problems.phoneNumber = 'Enter a 10-digit phone number, e.g. 416 555 0134.';
  }
  if (draft.floornumber.trim() !== '' && !/^-?\d{1,3}$/.test(draft.floornumber.trim())) {
    problems.floornumber = 'Enter the floor as a number.';
  }
  return problems;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Field messages for a typed card; the tokeniser checks again (expiry against its clock). */
export function cardDraftProblems(draft: CardDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.name.trim() === '') problems.name = 'Enter the name on the card.';
  const digits = draft.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) problems.number = 'Check the card number.';
  if (!parseExpiry(draft.expiry)) problems.expiry = 'Enter the expiry as MM/YY.';
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digit security code.';
  return problems;
}

/** Normalises whatever an actor threw into a CheckoutFailure. */
export function failureOf(error: unknown): CheckoutFailure {
  if (error && typeof error === 'object' && 'message' in error) {
    const failure = error as Partial<CheckoutFailure>;
    return {
      message: String(failure.message),
      code: typeof failure.code === 'string' ? failure.code : undefined,
      field: typeof failure.field === 'string' ? failure.field : undefined,
      fields: failure.fields && typeof failure.fields === 'object' ? failure.fields : undefined,
    };
  }
  return { message: typeof error === 'string' ? error : 'Something went wrong.' };
}

const GENERIC_FAILURE = 'We could not reach our servers. Check your connection and try again.';

function messageOf(error: unknown): string {
  const failure = failureOf(error);
  return failure.code === undefined && typeof error === 'string'
    ? GENERIC_FAILURE
    : failure.message;
}

// ------------------------------------------------------------------ the machine

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadCheckout: fromPromise<
      { addresses: CheckoutAddress[]; cards: SavedCardSummary[] },
      { cart: CheckoutCart }
    >(async () => {
      throw new Error('loadCheckout is provided by the app');
    }),
    addAddress: fromPromise<CheckoutAddress, { address: AddressDraft }>(async () => {
      throw new Error('addAddress is provided by the app');
    }),
    loadSchedule: fromPromise<DeliveryScheduleInfo, { cart: CheckoutCart }>(async () => {
      throw new Error('loadSchedule is provided by the app');
    }),
    tokenizeCard: fromPromise<CardToken, { card: CardDraft }>(async () => {
      throw new Error('tokenizeCard is provided by the app');
    }),
    loadQuote: fromPromise<CheckoutQuote, { cart: CheckoutCart }>(async () => {
      throw new Error('loadQuote is provided by the app');
    }),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('placeOrder is provided by the app');
    }),
  },
  actions: {
    /** Checkout started: analytics `begin_checkout`. */
    checkoutStarted: () => undefined,
    /** The order is placed: analytics `purchase`, and the cart is emptied. */
    orderPlaced: (_args, _params: { order: PlacedOrder }) => undefined,
  },
  guards: {
    hasAddress: ({ context }) =>
      context.addressId !== null &&
      context.addresses.some((address) => address.id === context.addressId),
    addressDraftValid: ({ event }) =>
      event.type === 'address.submit' &&
      Object.keys(addressDraftProblems(event.address)).length === 0,
    knownAddress: ({ context, event }) =>
      event.type === 'address.select' &&
      context.addresses.some((address) => address.id === event.addressId),
    hasDeliveryChoice: ({ context }) =>
      context.deliveryDate !== null && context.deliveryWindow !== null,
    validDeliveryChoice: ({ context, event }) => {
      if (event.type !== 'date.select' || !context.schedule) return false;
      const { earliestDate, latestDate, windows } = context.schedule;
      return (
        event.date >= earliestDate &&
        event.date <= latestDate &&
        windows.some((window) => window.type === event.window)
      );
    },
    needsSignature: ({ context }) =>
      context.requiresAgreement && context.agreementSignedBy === null,
    signatureGiven: ({ event }) => event.type === 'agreement.sign' && event.name.trim().length >= 2,
    knownUsableCard: ({ context, event }) =>
      event.type === 'payment.chooseSaved' &&
      context.cards.some((card) => card.id === event.paymentMethodId && !card.expired),
    usesSavedCard: ({ context }) => context.paymentMethodId !== null,
    hasCardToken: ({ context }) => context.cardToken !== null,
    cardDraftValid: ({ context }) =>
      context.cardDraft !== null && Object.keys(cardDraftProblems(context.cardDraft)).length === 0,
    hasFieldErrors: ({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return failure.fields !== undefined && Object.keys(failure.fields).length > 0;
    },
    isDeclined: ({ event }) =>
      failureOf((event as { error?: unknown }).error).code === 'PAYMENT_DECLINED',
    isPriceChanged: ({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return failure.code === 'CONFLICT' && failure.field === 'expectedAmountDue';
    },
    isAddressProblem: ({ event }) =>
      failureOf((event as { error?: unknown }).error).field === 'shippingAddressId',
    isDateProblem: ({ event }) => {
      const field = failureOf((event as { error?: unknown }).error).field;
      return field === 'deliverydate' || field === 'deliverytimetype';
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cart: input.cart,
    idempotencyKey: input.idempotencyKey,
    requiresAgreement: input.cart.lines.some((line) =>
      SUBSCRIPTION_OPTIONS.includes(line.purchaseOption),
    ),
    addresses: [],
    cards: [],
    addressId: null,
    addressDraft: null,
    addressErrors: {},
    schedule: null,
    deliveryDate: null,
    deliveryWindow: null,
    agreementSignedBy: null,
    paymentMethodId: null,
    cardDraft: null,
    cardErrors: {},
    cardToken: null,
    quote: null,
    order: null,
    error: null,
    attempts: 0,
  }),
  initial: 'loading',
  entry: 'checkoutStarted',
  states: {
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ cart: context.cart }),
        onDone: {
          target: 'address',
          actions: assign(({ event }) => {
            const primary =
              event.output.addresses.find((address) => address.primary) ??
              event.output.addresses[0];
            const card =
              event.output.cards.find((saved) => saved.isDefault && !saved.expired) ??
              event.output.cards.find((saved) => !saved.expired);
            return {
              addresses: event.output.addresses,
              cards: event.output.cards,
              addressId: primary?.id ?? null,
              paymentMethodId: card?.id ?? null,
              error: null,
            };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': 'loading' },
    },
    address: {
      on: {
        'address.select': {
          guard: 'knownAddress',
          actions: assign({
            addressId: ({ event }) => event.addressId,
            addressErrors: {},
            error: null,
          }),
        },
        'address.submit': [
          {
            guard: 'addressDraftValid',
            target: 'savingAddress',
            actions: assign({
              addressDraft: ({ event }) => event.address,
              addressErrors: {},
              error: null,
            }),
          },
          {
            actions: assign({
              addressDraft: ({ event }) => event.address,
              addressErrors: ({ event }) => addressDraftProblems(event.address),
            }),
          },
        ],
        'address.confirm': {
          guard: 'hasAddress',
          target: 'schedule',
          actions: assign({ error: null }),
        },
      },
    },
    savingAddress: {
      invoke: {
        id: 'addAddress',
        src: 'addAddress',
        input: ({ context }) => ({ address: context.addressDraft as AddressDraft }),
        onDone: {
          target: 'schedule',
          actions: assign({
            addresses: ({ context, event }) => [
              event.output,
              ...context.addresses.filter((address) => address.id !== event.output.id),
            ],
            addressId: ({ event }) => event.output.id,
            addressDraft: null,
            addressErrors: {},
          }),
        },
        onError: [
          {
            guard: 'hasFieldErrors',
            target: 'address',
            actions: assign({
              addressErrors: ({ event }) => failureOf(event.error).fields ?? {},
              error: ({ event }) => failureOf(event.error).message,
            }),
          },
          {
            target: 'address',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    schedule: {
      initial: 'loading',
      on: { 'step.back': 'address' },
      states: {
        loading: {
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => ({ cart: context.cart }),
            onDone: {
              target: 'choosing',
              actions: assign(({ context, event }) => {
                const schedule = event.output;
                const keep =
                  context.deliveryDate !== null &&
                  context.deliveryDate >= schedule.earliestDate &&
                  context.deliveryDate <= schedule.latestDate &&
                  schedule.windows.some((window) => window.type === context.deliveryWindow);
                return {
                  schedule,
                  deliveryDate: keep ? context.deliveryDate : null,
                  deliveryWindow: keep ? context.deliveryWindow : null,
                };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: {
          on: { 'checkout.retry': { target: 'loading', actions: assign({ error: null }) } },
        },
        choosing: {
          on: {
            'date.select': {
              guard: 'validDeliveryChoice',
              actions: assign({
                deliveryDate: ({ event }) => event.date,
                deliveryWindow: ({ event }) => event.window,
                error: null,
              }),
            },
            'date.confirm': [
              {
                guard: and(['hasDeliveryChoice', 'needsSignature']),
                target: '#checkout.agreement',
                actions: assign({ error: null }),
              },
              {
                guard: 'hasDeliveryChoice',
                target: '#checkout.payment',
                actions: assign({ error: null }),
              },
              {
                actions: assign({ error: 'Choose a delivery day and a time window.' }),
              },
            ],
          },
        },
      },
    },
    agreement: {
      on: {
        'agreement.sign': {
          guard: 'signatureGiven',
          target: 'payment',
          actions: assign({ agreementSignedBy: ({ event }) => event.name.trim() }),
        },
        'step.back': 'schedule',
      },
    },
    payment: {
      on: {
        'payment.chooseSaved': {
          guard: 'knownUsableCard',
          actions: assign({
            paymentMethodId: ({ event }) => event.paymentMethodId,
            cardToken: null,
            cardErrors: {},
          }),
        },
        'payment.enterCard': {
          actions: assign({
            cardDraft: ({ event }) => event.card,
            paymentMethodId: null,
            cardToken: null,
            cardErrors: {},
          }),
        },
        'payment.confirm': [
          { guard: 'usesSavedCard', target: 'review', actions: assign({ error: null }) },
          { guard: 'hasCardToken', target: 'review', actions: assign({ error: null }) },
          { guard: 'cardDraftValid', target: 'tokenizing' },
          {
            actions: assign({
              cardErrors: ({ context }) =>
                context.cardDraft
                  ? cardDraftProblems(context.cardDraft)
                  : { number: 'Choose a saved card or enter a new one.' },
            }),
          },
        ],
        // Back to the date; a signed agreement stays signed.
        'step.back': 'schedule',
      },
    },
    tokenizing: {
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ card: context.cardDraft as CardDraft }),
        onDone: {
          target: 'review',
          actions: assign({ cardToken: ({ event }) => event.output, cardErrors: {}, error: null }),
        },
        onError: {
          target: 'payment',
          actions: assign({
            cardErrors: ({ event }) => {
              const failure = failureOf(event.error);
              const field =
                failure.field === 'expMonth' || failure.field === 'expYear'
                  ? 'expiry'
                  : (failure.field ?? 'number');
              return failure.code === undefined && typeof event.error === 'string'
                ? {}
                : { [field]: failure.message };
            },
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    review: {
      initial: 'quoting',
      on: {
        'address.edit': 'address',
        'date.edit': 'schedule',
        'payment.edit': 'payment',
        'step.back': 'payment',
      },
      states: {
        quoting: {
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ cart: context.cart }),
            onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ quote: null, error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: {
          on: { 'checkout.retry': 'quoting' },
        },
        ready: {
          on: {
            'order.place': { target: '#checkout.placing', actions: assign({ error: null }) },
          },
        },
      },
    },
    placing: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          cart: context.cart,
          idempotencyKey: context.idempotencyKey,
          shippingAddressId: context.addressId as string,
          deliveryDate: context.deliveryDate as string,
          deliveryWindow: context.deliveryWindow as DeliveryWindowType,
          payment: context.paymentMethodId
            ? { paymentMethodId: context.paymentMethodId }
            : context.cardToken
              ? { source: context.cardToken.source, saveCard: context.cardDraft?.saveCard ?? false }
              : null,
          expectedAmountDue: context.quote?.amountDue ?? 0,
          agreementSignedBy: context.agreementSignedBy,
        }),
        onDone: {
          target: 'success',
          actions: [
            assign({ order: ({ event }) => event.output, error: null }),
            { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            // Nothing was kept: pay with another card, same address, date and key.
            guard: 'isDeclined',
            target: 'payment',
            actions: assign({
              cardToken: null,
              error: ({ event }) => failureOf(event.error).message,
            }),
          },
          {
            guard: 'isPriceChanged',
            target: 'review',
            actions: assign({ error: ({ event }) => failureOf(event.error).message }),
          },
          {
            guard: 'isAddressProblem',
            target: 'address',
            actions: assign({ error: ({ event }) => failureOf(event.error).message }),
          },
          {
            guard: 'isDateProblem',
            target: 'schedule',
            actions: assign({ error: ({ event }) => failureOf(event.error).message }),
          },
          {
            target: 'placeFailed',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    placeFailed: {
      on: {
        // The same key: a lost answer is found again, never charged twice.
        'checkout.retry': 'placing',
        'step.back': 'review',
      },
    },
    success: { type: 'final' },
  },
});
