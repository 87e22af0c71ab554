import { assertEvent, assign, setup } from 'xstate';
import {
  addressDraftProblemCodes,
  addressDraftProblems,
  isAddressDraftValid,
} from './address-rules';
import type { AddressProblem } from './address-rules';
import type { CardProblemCode } from './card-rules';
import {
  cardChoice,
  cardKept,
  cardPaymentOf,
  cardProblemsShown,
  cardRefused,
  isNewCardReady,
  newCardChosen,
  paymentDeclined,
  savedCardChosen,
  tokenizingCard,
} from './card-payment';
import { preferredCard } from './card-rules';
import type { AddressDraft, CardDraft, CardToken, SavedCardSummary } from './checkout-types';
import { problemAt } from './booking';
import { problemOf, providedByApp } from './provided-by-app';
import type { PartnerOrderFieldsFragment } from '../contract/graphql';

/**
 * The partner order as the server answers it (dollars): where it stands (`step`: ADDRESS,
 * BILLING or DONE), the delivery, the address on one line once given, and the pieces the
 * showroom sold.
 */
export type PartnerOrderSummary = PartnerOrderFieldsFragment;

export interface PartnerStart {
  /** Null: the customer has no partner order. */
  order: PartnerOrderSummary | null;
  cards: SavedCardSummary[];
}

/** Why a call failed: the message and the field it is about. */
export interface PartnerProblem {
  message: string;
  code?: string | undefined;
  /** `postalcode` (or another address field), `payment`, `address`, a card field. */
  field?: string | undefined;
  /** Several address fields at once. */
  fields?: Record<string, string> | undefined;
}

/** The card the later payments go to: a saved one, a new one's token, or the card on file. */
export type PartnerPayment = { paymentMethodId: string } | { source: string };

export interface SavePartnerAddressInput {
  orderId: string;
  address: AddressDraft;
}

export interface CompletePartnerInput {
  orderId: string;
  payment: PartnerPayment;
}

/** The step of the flow, as in the URL: `/partner/step/address` or `/partner/step/billing`. */
export type PartnerStep = 'address' | 'billing';

export interface PartnerContext {
  step: PartnerStep;
  order: PartnerOrderSummary | null;
  cards: SavedCardSummary[];
  /** What was typed in the address form (kept when the server refuses it). */
  addressDraft: AddressDraft | null;
  addressErrors: Record<string, string>;
  /** The address rules' problems as codes, for the screen to word; {} otherwise. */
  addressProblems: Record<string, AddressProblem>;
  /** The saved card chosen; null pays with a new card. */
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  cardErrors: Record<string, string>;
  /** The card rules' problems as codes, for the screen to word; {} otherwise. */
  cardProblems: Record<string, CardProblemCode>;
  cardToken: CardToken | null;
  problem: PartnerProblem | null;
}

export interface PartnerInput {
  step: PartnerStep;
}

export type PartnerEvent =
  | { type: 'partner.retry' }
  | { type: 'partner.saveAddress'; address: AddressDraft }
  | { type: 'partner.continue' }
  | { type: 'partner.back' }
  | { type: 'partner.chooseSaved'; paymentMethodId: string }
  | { type: 'partner.chooseNewCard' }
  | { type: 'partner.submit'; card?: CardDraft };

const asProblem = problemOf<PartnerProblem>;

const ADDRESS_FIELDS = new Set([
  'firstName',
  'lastName',
  'phoneNumber',
  'streetaddress',
  'unitnumber',
  'city',
  'province',
  'postalcode',
  'typeofaddress',
  'floornumber',
  'buzzernumber',
  'receivinghours',
  'deliveryinstructions',
]);

/**
 * The billing step's card events (machines/card-payment.ts): a saved card confirms the order at
 * once (`completing`), a new one is checked and tokenised first (`tokenizing`).
 */
const payByCard = cardChoice('completing');

/**
 * A customer sent by a partner showroom (EQ3's point of sale, decision 140) completes the order
 * the showroom rang up: the delivery address (`/partner/step/address`, the checkout's address
 * form and checks), then the card for the later monthly payments (`/partner/step/billing`, a
 * saved card or a new one tokenised first, never sent to our API). The server confirms the order
 * once; a refused card keeps the customer on the billing step with the reason. The URL holds the
 * step; an order whose address is given opens on billing, one already confirmed shows as done.
 */
export const partnerMachine = setup({
  types: {
    context: {} as PartnerContext,
    events: {} as PartnerEvent,
    input: {} as PartnerInput,
  },
  actors: {
    loadPartner: providedByApp<PartnerStart, void>('loadPartner'),
    savePartnerAddress: providedByApp<PartnerOrderSummary, SavePartnerAddressInput>(
      'savePartnerAddress',
    ),
    tokenizeCard: providedByApp<CardToken, { card: CardDraft }>('tokenizeCard'),
    completePartner: providedByApp<PartnerOrderSummary, CompletePartnerInput>('completePartner'),
  },
  guards: {
    hasNoOrder: (_args, params: { start: PartnerStart }) => params.start.order === null,
    isDone: (_args, params: { start: PartnerStart }) => params.start.order?.step === 'DONE',
    shouldOpenOnBilling: ({ context }, params: { start: PartnerStart }) =>
      context.step === 'billing' && params.start.order?.step === 'BILLING',
    hasAddress: ({ context }) => context.order?.address != null,
    isAddressValid: ({ event }) => {
      assertEvent(event, 'partner.saveAddress');
      return isAddressDraftValid(event.address);
    },
    isPayingWithSavedCard: ({ context }) => context.paymentMethodId !== null,
    isNewCardValid: (_args, params: { card: CardDraft | undefined }) => isNewCardReady(params.card),
  },
  actions: {
    rememberStart: assign((_args, params: { start: PartnerStart }) => ({
      order: params.start.order,
      cards: params.start.cards,
      paymentMethodId: preferredCard(params.start.cards)?.id ?? null,
      problem: null,
    })),
    rememberProblem: assign((_args, params: { error: unknown }) => ({
      problem: asProblem(params.error),
    })),
    enterAddress: assign({
      step: 'address' as PartnerStep,
      problem: null,
      cardErrors: {},
      cardProblems: {},
    }),
    enterBilling: assign({
      step: 'billing' as PartnerStep,
      problem: null,
      addressErrors: {},
      addressProblems: {},
    }),
    rememberAddress: assign(({ event }) => {
      assertEvent(event, 'partner.saveAddress');
      return { addressDraft: event.address, addressErrors: {}, addressProblems: {}, problem: null };
    }),
    showAddressProblems: assign(({ event }) => {
      assertEvent(event, 'partner.saveAddress');
      return {
        addressDraft: event.address,
        addressErrors: addressDraftProblems(event.address),
        addressProblems: addressDraftProblemCodes(event.address),
        problem: null,
      };
    }),
    rememberAddressRefusal: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      const fields = { ...(problem.fields ?? {}) };
      if (problem.field && ADDRESS_FIELDS.has(problem.field))
        fields[problem.field] = problem.message;
      return Object.keys(fields).length > 0
        ? { addressErrors: fields, addressProblems: {}, problem: null }
        : { addressErrors: {}, addressProblems: {}, problem };
    }),
    rememberOrder: assign((_args, params: { order: PartnerOrderSummary }) => ({
      order: params.order,
      problem: null,
    })),
    chooseSaved: assign((_args, params: { paymentMethodId: string }) =>
      savedCardChosen(params.paymentMethodId),
    ),
    chooseNewCard: assign(newCardChosen),
    rememberCard: assign((_args, params: { card: CardDraft | undefined }) => cardKept(params.card)),
    showCardProblems: assign((_args, params: { card: CardDraft | undefined }) =>
      cardProblemsShown(params.card),
    ),
    rememberToken: assign((_args, params: { token: CardToken }) => ({ cardToken: params.token })),
    rememberCardRefusal: assign((_args, params: { error: unknown }) =>
      cardRefused(asProblem(params.error)),
    ),
    // The declined card's token is spent: a new card is typed again.
    rememberDecline: assign((_args, params: { error: unknown }) =>
      paymentDeclined(asProblem(params.error)),
    ),
  },
}).createMachine({
  id: 'partner',
  context: ({ input }) => ({
    step: input.step,
    order: null,
    cards: [],
    addressDraft: null,
    addressErrors: {},
    addressProblems: {},
    paymentMethodId: null,
    cardDraft: null,
    cardErrors: {},
    cardProblems: {},
    cardToken: null,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPartner',
        src: 'loadPartner',
        onDone: [
          {
            guard: { type: 'hasNoOrder', params: ({ event }) => ({ start: event.output }) },
            target: 'noOrder',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            guard: { type: 'isDone', params: ({ event }) => ({ start: event.output }) },
            target: 'done',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            guard: {
              type: 'shouldOpenOnBilling',
              params: ({ event }) => ({ start: event.output }),
            },
            target: 'billing',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            target: 'address',
            actions: [
              { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
              'enterAddress',
            ],
          },
        ],
        onError: problemAt('loadFailed'),
      },
    },
    loadFailed: {
      on: { 'partner.retry': { target: 'loading' } },
    },
    noOrder: {},
    address: {
      on: {
        'partner.saveAddress': [
          { guard: 'isAddressValid', target: 'savingAddress', actions: 'rememberAddress' },
          { actions: 'showAddressProblems' },
        ],
        // Forward in the browser to billing, with the address already given.
        'partner.continue': { guard: 'hasAddress', target: 'billing', actions: 'enterBilling' },
      },
    },
    savingAddress: {
      invoke: {
        id: 'savePartnerAddress',
        src: 'savePartnerAddress',
        input: ({ context }) => ({
          orderId: context.order?.orderId ?? '',
          address: context.addressDraft as AddressDraft,
        }),
        onDone: {
          target: 'billing',
          actions: [
            { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
            'enterBilling',
          ],
        },
        onError: {
          target: 'address',
          actions: {
            type: 'rememberAddressRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    billing: {
      on: {
        'partner.back': { target: 'address', actions: 'enterAddress' },
        'partner.chooseSaved': payByCard.chooseSaved,
        'partner.chooseNewCard': payByCard.chooseNewCard,
        'partner.submit': payByCard.pay,
      },
    },
    tokenizing: tokenizingCard('completing', 'billing'),
    completing: {
      invoke: {
        id: 'completePartner',
        src: 'completePartner',
        input: ({ context }) => ({
          orderId: context.order?.orderId ?? '',
          payment: cardPaymentOf(context),
        }),
        onDone: {
          target: 'done',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'billing',
          actions: { type: 'rememberDecline', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
    },
  },
});
