import { and, assign, fromPromise, setup } from 'xstate';
import {
  addressDraftProblemCodes,
  addressDraftProblems,
  deliveryAreaRefusal,
  isAddressDraftValid,
  preferredAddress,
} from './address-rules';
import {
  CARD_PROBLEM_ENGLISH,
  cardDraftProblemCodes,
  cardDraftProblems,
  isCardDraftValid,
  preferredCard,
} from './card-rules';
import {
  cardErrorsOf,
  failureOf,
  hasFieldErrors,
  isAddressProblem,
  isDateProblem,
  isDeclined,
  isPriceChanged,
  isSignatureProblem,
  messageOf,
} from './checkout-failure';
import type {
  AddressDraft,
  CardDraft,
  CardToken,
  CheckoutAddress,
  CheckoutCart,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutProfile,
  CheckoutQuote,
  DeliveryAreaAnswer,
  DeliveryAreaQuestion,
  DeliveryScheduleInfo,
  DeliveryWindowType,
  PlacedOrder,
  PlaceOrderInput,
  SavedCardSummary,
} from './checkout-types';
import { fitsSchedule } from './delivery-rules';
import { isSubscriptionOption } from './purchase-options';
import { signatureMatches } from '../rules/agreement-signature';

/**
 * Checkout (issues 6 and 7): address (checked against the cart's city's delivery area, issue
 * 16) → delivery date and window → agreement (only when the cart holds monthly lines:
 * subscriptions, rentals, financing; the schedule's quote confirms it, as the liquidation sale
 * prices every line as a purchase) → payment → review → placing → success. Every call is an
 * invoked actor the app provides (tests fake them). The idempotency key is made once, when the
 * checkout starts, and every attempt to place the order sends it, so a retry after a decline,
 * a lost answer or a double click can never make a second order.
 *
 * The rules the machine applies live beside it, free of XState: `address-rules.ts`,
 * `card-rules.ts`, `delivery-rules.ts`, `checkout-failure.ts`, `postal-code.ts`,
 * `provinces.ts` and `purchase-options.ts`; the types are in `checkout-types.ts`.
 */

// The checkout's public names, so screens and tests import one module.
export type * from './checkout-types';
export { addressDraftProblems, deliveryAreaRefusal } from './address-rules';
export { cardDraftProblems, parseExpiry } from './card-rules';
export { failureOf } from './checkout-failure';
export { normalisePostalCode } from './postal-code';
export { PROVINCE_NAMES } from './provinces';
export { SUBSCRIPTION_OPTIONS, isSubscriptionOption } from './purchase-options';
export { signatureMatches, signatureMismatchMessage } from '../rules/agreement-signature';

/** Whether the priced cart holds a line billed monthly (an agreement to sign). */
export function quoteHasMonthlyLines(quote: CheckoutQuote): boolean {
  return quote.mode !== 'LIQUIDATION' && quote.products.some((line) => line.kind !== 'PURCHASE');
}

/** The machine's context when a checkout starts. */
function initialContext({ cart, idempotencyKey }: CheckoutInput): CheckoutContext {
  return {
    cart,
    idempotencyKey,
    profile: null,
    requiresAgreement: cart.lines.some((line) => isSubscriptionOption(line.purchaseOption)),
    addresses: [],
    cards: [],
    addressId: null,
    addressDraft: null,
    addressErrors: {},
    addressProblems: {},
    deliveryArea: null,
    schedule: null,
    deliveryDate: null,
    deliveryWindow: null,
    agreementSignedBy: null,
    paymentMethodId: null,
    cardDraft: null,
    cardErrors: {},
    cardProblems: {},
    cardToken: null,
    quote: null,
    order: null,
    error: null,
    attempts: 0,
  };
}

/** What every attempt to place the order sends: the same key each time. */
function placeOrderInput(context: CheckoutContext): PlaceOrderInput {
  return {
    cart: context.cart,
    idempotencyKey: context.idempotencyKey,
    shippingAddressId: context.addressId as string,
    deliverydate: context.deliveryDate as string,
    deliverytimetype: context.deliveryWindow as DeliveryWindowType,
    payment: context.paymentMethodId
      ? { paymentMethodId: context.paymentMethodId }
      : context.cardToken
        ? { source: context.cardToken.source, saveCard: context.cardDraft?.saveCard ?? false }
        : null,
    expectedAmountDue: context.quote?.total ?? 0,
    agreement: context.agreementSignedBy ? { signedName: context.agreementSignedBy } : null,
  };
}

/** The chosen address (the machine enters checkingArea only with one) and the cart's city. */
function deliveryAreaQuestion(context: CheckoutContext): DeliveryAreaQuestion {
  const address = context.addresses.find((candidate) => candidate.id === context.addressId);
  return {
    cityId: context.cart.cityId,
    postalCode: address?.postalcode ?? '',
    province: address?.province ?? '',
  };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadCheckout: fromPromise<
      { addresses: CheckoutAddress[]; cards: SavedCardSummary[]; profile?: CheckoutProfile | null },
      { cart: CheckoutCart }
    >(async () => {
      throw new Error('loadCheckout is provided by the app');
    }),
    addAddress: fromPromise<CheckoutAddress, { address: AddressDraft }>(async () => {
      throw new Error('addAddress is provided by the app');
    }),
    checkDeliveryArea: fromPromise<DeliveryAreaAnswer, DeliveryAreaQuestion>(async () => {
      throw new Error('checkDeliveryArea is provided by the app');
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

    // What went wrong, shown at the step the failure sends the customer to.
    clearError: assign({ error: null }),
    /** The server's words, or the generic message when no answer came. */
    showFailure: assign({ error: (_args, params: { error: unknown }) => messageOf(params.error) }),
    /** The server's words as they are. */
    showServerMessage: assign({
      error: (_args, params: { error: unknown }) => failureOf(params.error).message,
    }),

    /** The customer's saved addresses and cards; the primary address and default card chosen. */
    rememberAccount: assign(
      (
        _args,
        params: {
          addresses: CheckoutAddress[];
          cards: SavedCardSummary[];
          profile?: CheckoutProfile | null | undefined;
        },
      ) => ({
        profile: params.profile ?? null,
        addresses: params.addresses,
        cards: params.cards,
        addressId: preferredAddress(params.addresses)?.id ?? null,
        paymentMethodId: preferredCard(params.cards)?.id ?? null,
        error: null,
      }),
    ),

    selectAddress: assign((_args, params: { addressId: string }) => ({
      addressId: params.addressId,
      addressErrors: {},
      addressProblems: {},
      deliveryArea: null,
      error: null,
    })),
    /** A valid new address, kept while it is saved. */
    keepAddressDraft: assign((_args, params: { address: AddressDraft }) => ({
      addressDraft: params.address,
      addressErrors: {},
      addressProblems: {},
      error: null,
    })),
    /** A new address with mistakes: kept as typed, each mistake under its field. */
    showAddressProblems: assign((_args, params: { address: AddressDraft }) => ({
      addressDraft: params.address,
      addressErrors: addressDraftProblems(params.address),
      addressProblems: addressDraftProblemCodes(params.address),
    })),
    /** The saved new address joins the list, first, and is the one used. */
    useSavedAddress: assign(({ context }, params: { address: CheckoutAddress }) => ({
      addresses: [
        params.address,
        ...context.addresses.filter((address) => address.id !== params.address.id),
      ],
      addressId: params.address.id,
      addressDraft: null,
      addressErrors: {},
      addressProblems: {},
      deliveryArea: null,
    })),
    /** The server refused fields of the new address: its messages under those fields. */
    showAddressFieldErrors: assign((_args, params: { error: unknown }) => ({
      addressErrors: failureOf(params.error).fields ?? {},
      addressProblems: {},
      error: failureOf(params.error).message,
    })),

    /** The cart's city does not deliver to the address: say which of our cities do. */
    refuseAddressArea: assign((_args, params: { answer: DeliveryAreaAnswer }) => ({
      deliveryArea: params.answer,
      error: deliveryAreaRefusal(params.answer),
    })),
    rememberDeliveryArea: assign({
      deliveryArea: (_args, params: { answer: DeliveryAreaAnswer }) => params.answer,
    }),

    /** The delivery schedule; a day and window chosen before stay chosen while they still fit. */
    rememberSchedule: assign(({ context }, params: { schedule: DeliveryScheduleInfo }) => {
      const { quote, ...schedule } = params.schedule;
      const keep = fitsSchedule(schedule, context.deliveryDate, context.deliveryWindow);
      return {
        schedule,
        // The quote knows how each line is priced: in the liquidation sale nothing is monthly.
        requiresAgreement: quote ? quoteHasMonthlyLines(quote) : context.requiresAgreement,
        quote: quote ?? context.quote,
        deliveryDate: keep ? context.deliveryDate : null,
        deliveryWindow: keep ? context.deliveryWindow : null,
      };
    }),
    chooseDelivery: assign((_args, params: { date: string; window: DeliveryWindowType }) => ({
      deliveryDate: params.date,
      deliveryWindow: params.window,
      error: null,
    })),
    askForDeliveryChoice: assign({ error: 'Choose a delivery day and a time window.' }),

    /** The server refused the signature: sign again, with its words shown. */
    forgetSignature: assign({ agreementSignedBy: null }),
    signAgreement: assign({
      error: null,
      agreementSignedBy: (_args, params: { name: string }) =>
        params.name.trim().replace(/\s+/g, ' '),
    }),

    chooseSavedCard: assign((_args, params: { paymentMethodId: string }) => ({
      paymentMethodId: params.paymentMethodId,
      cardToken: null,
      cardErrors: {},
      cardProblems: {},
    })),
    /** A new card as typed: it replaces the saved card and any earlier token. */
    enterCard: assign((_args, params: { card: CardDraft }) => ({
      cardDraft: params.card,
      paymentMethodId: null,
      cardToken: null,
      cardErrors: {},
      cardProblems: {},
    })),
    showCardProblems: assign({
      cardErrors: ({ context }) =>
        context.cardDraft
          ? cardDraftProblems(context.cardDraft)
          : { number: CARD_PROBLEM_ENGLISH.CHOOSE_CARD },
      cardProblems: ({ context }) =>
        context.cardDraft
          ? cardDraftProblemCodes(context.cardDraft)
          : { number: 'CHOOSE_CARD' as const },
    }),
    rememberCardToken: assign((_args, params: { token: CardToken }) => ({
      cardToken: params.token,
      cardErrors: {},
      cardProblems: {},
      error: null,
    })),
    /** The tokeniser refused the card: its message under the field it names. */
    showCardRefusal: assign((_args, params: { error: unknown }) => ({
      cardErrors: cardErrorsOf(params.error),
      cardProblems: {},
      error: messageOf(params.error),
    })),
    forgetCardToken: assign({ cardToken: null }),

    rememberQuote: assign({ quote: (_args, params: { quote: CheckoutQuote }) => params.quote }),
    forgetQuote: assign({ quote: null }),

    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    rememberOrder: assign((_args, params: { order: PlacedOrder }) => ({
      order: params.order,
      error: null,
    })),
  },
  guards: {
    hasAddress: ({ context }) =>
      context.addressId !== null &&
      context.addresses.some((address) => address.id === context.addressId),
    isAddressDraftValid: (_args, params: { address: AddressDraft }) =>
      isAddressDraftValid(params.address),
    doesDeliverThere: (_args, params: { answer: DeliveryAreaAnswer }) => params.answer.delivers,
    isKnownAddress: ({ context }, params: { addressId: string }) =>
      context.addresses.some((address) => address.id === params.addressId),
    hasDeliveryChoice: ({ context }) =>
      context.deliveryDate !== null && context.deliveryWindow !== null,
    isDeliveryChoiceValid: ({ context }, params: { date: string; window: DeliveryWindowType }) =>
      context.schedule !== null && fitsSchedule(context.schedule, params.date, params.window),
    hasAgreementStep: ({ context }) => context.requiresAgreement,
    doesNeedSignature: ({ context }) =>
      context.requiresAgreement && context.agreementSignedBy === null,
    /** The order's name: the chosen address's first and last name (decision 159). */
    doesSignatureMatch: ({ context }, params: { name: string }) => {
      const address = context.addresses.find((candidate) => candidate.id === context.addressId);
      return address !== undefined && signatureMatches(params.name, address);
    },
    isKnownUsableCard: ({ context }, params: { paymentMethodId: string }) =>
      context.cards.some((card) => card.id === params.paymentMethodId && !card.expired),
    isUsingSavedCard: ({ context }) => context.paymentMethodId !== null,
    hasCardToken: ({ context }) => context.cardToken !== null,
    isCardDraftValid: ({ context }) =>
      context.cardDraft !== null && isCardDraftValid(context.cardDraft),
    hasFieldErrors: (_args, params: { error: unknown }) => hasFieldErrors(params.error),
    isDeclined: (_args, params: { error: unknown }) => isDeclined(params.error),
    isPriceChanged: (_args, params: { error: unknown }) => isPriceChanged(params.error),
    isAddressProblem: (_args, params: { error: unknown }) => isAddressProblem(params.error),
    isDateProblem: (_args, params: { error: unknown }) => isDateProblem(params.error),
    isSignatureProblem: (_args, params: { error: unknown }) => isSignatureProblem(params.error),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
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
          actions: {
            type: 'rememberAccount',
            params: ({ event }) => ({
              addresses: event.output.addresses,
              cards: event.output.cards,
              profile: event.output.profile,
            }),
          },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': 'loading' },
    },
    address: {
      on: {
        'address.select': {
          guard: {
            type: 'isKnownAddress',
            params: ({ event }) => ({ addressId: event.addressId }),
          },
          actions: {
            type: 'selectAddress',
            params: ({ event }) => ({ addressId: event.addressId }),
          },
        },
        'address.submit': [
          {
            guard: {
              type: 'isAddressDraftValid',
              params: ({ event }) => ({ address: event.address }),
            },
            target: 'savingAddress',
            actions: {
              type: 'keepAddressDraft',
              params: ({ event }) => ({ address: event.address }),
            },
          },
          {
            actions: {
              type: 'showAddressProblems',
              params: ({ event }) => ({ address: event.address }),
            },
          },
        ],
        'address.confirm': {
          guard: 'hasAddress',
          target: 'checkingArea',
          actions: 'clearError',
        },
      },
    },
    // The chosen or new address must be in the cart's city's delivery area before going on.
    checkingArea: {
      invoke: {
        id: 'checkDeliveryArea',
        src: 'checkDeliveryArea',
        input: ({ context }) => deliveryAreaQuestion(context),
        onDone: [
          {
            guard: { type: 'doesDeliverThere', params: ({ event }) => ({ answer: event.output }) },
            target: 'schedule',
            actions: {
              type: 'rememberDeliveryArea',
              params: ({ event }) => ({ answer: event.output }),
            },
          },
          {
            target: 'address',
            actions: {
              type: 'refuseAddressArea',
              params: ({ event }) => ({ answer: event.output }),
            },
          },
        ],
        onError: {
          target: 'address',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    savingAddress: {
      invoke: {
        id: 'addAddress',
        src: 'addAddress',
        input: ({ context }) => ({ address: context.addressDraft as AddressDraft }),
        onDone: {
          target: 'checkingArea',
          actions: {
            type: 'useSavedAddress',
            params: ({ event }) => ({ address: event.output }),
          },
        },
        onError: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'address',
            actions: {
              type: 'showAddressFieldErrors',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'address',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
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
              actions: {
                type: 'rememberSchedule',
                params: ({ event }) => ({ schedule: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          on: { 'checkout.retry': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          on: {
            'date.select': {
              guard: {
                type: 'isDeliveryChoiceValid',
                params: ({ event }) => ({ date: event.date, window: event.window }),
              },
              actions: {
                type: 'chooseDelivery',
                params: ({ event }) => ({ date: event.date, window: event.window }),
              },
            },
            'date.confirm': [
              {
                guard: and(['hasDeliveryChoice', 'doesNeedSignature']),
                target: '#checkout.agreement',
                actions: 'clearError',
              },
              {
                guard: 'hasDeliveryChoice',
                target: '#checkout.payment',
                actions: 'clearError',
              },
              { actions: 'askForDeliveryChoice' },
            ],
          },
        },
      },
    },
    agreement: {
      on: {
        'agreement.sign': {
          guard: { type: 'doesSignatureMatch', params: ({ event }) => ({ name: event.name }) },
          target: 'payment',
          actions: { type: 'signAgreement', params: ({ event }) => ({ name: event.name }) },
        },
        'step.back': 'schedule',
      },
    },
    payment: {
      on: {
        'payment.chooseSaved': {
          guard: {
            type: 'isKnownUsableCard',
            params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }),
          },
          actions: {
            type: 'chooseSavedCard',
            params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }),
          },
        },
        'payment.enterCard': {
          actions: { type: 'enterCard', params: ({ event }) => ({ card: event.card }) },
        },
        'payment.confirm': [
          { guard: 'isUsingSavedCard', target: 'review', actions: 'clearError' },
          { guard: 'hasCardToken', target: 'review', actions: 'clearError' },
          { guard: 'isCardDraftValid', target: 'tokenizing' },
          { actions: 'showCardProblems' },
        ],
        // Back to the date; a signed agreement stays signed.
        'step.back': 'schedule',
        // Back to the agreement (signed, the name kept), the step before payment when there is one.
        // A card's error stays with the card: the agreement shows none.
        'agreement.edit': { guard: 'hasAgreementStep', target: 'agreement', actions: 'clearError' },
      },
    },
    tokenizing: {
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ card: context.cardDraft as CardDraft }),
        onDone: {
          target: 'review',
          actions: { type: 'rememberCardToken', params: ({ event }) => ({ token: event.output }) },
        },
        onError: {
          target: 'payment',
          actions: { type: 'showCardRefusal', params: ({ event }) => ({ error: event.error }) },
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
            onDone: {
              target: 'ready',
              actions: { type: 'rememberQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: [
                'forgetQuote',
                { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        failed: {
          on: { 'checkout.retry': 'quoting' },
        },
        ready: {
          on: {
            'order.place': { target: '#checkout.placing', actions: 'clearError' },
          },
        },
      },
    },
    placing: {
      entry: 'countAttempt',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placeOrderInput(context),
        onDone: {
          target: 'success',
          actions: [
            { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
            { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            // Nothing was kept: pay with another card, same address, date and key.
            guard: { type: 'isDeclined', params: ({ event }) => ({ error: event.error }) },
            target: 'payment',
            actions: [
              'forgetCardToken',
              { type: 'showServerMessage', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'isPriceChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: {
              type: 'showServerMessage',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            guard: { type: 'isAddressProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'address',
            actions: {
              type: 'showServerMessage',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            guard: { type: 'isDateProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'schedule',
            actions: {
              type: 'showServerMessage',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            guard: { type: 'isSignatureProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'agreement',
            actions: [
              'forgetSignature',
              { type: 'showServerMessage', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'placeFailed',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
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
