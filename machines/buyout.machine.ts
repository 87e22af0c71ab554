import { assertEvent, assign, setup } from 'xstate';
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
import type { CardDraft, CardToken, SavedCardSummary } from './checkout-types';
import { problemAt, quotedAt } from './booking';
import { problemOf, providedByApp } from './provided-by-app';
import type {
  BuyoutPricingItemFieldsFragment,
  BuyoutQuoteQuery,
  CreateBuyoutOrderMutation,
} from '../contract/graphql';

/**
 * A held item that can be bought out, as the server prices it (dollars): the amount, what was
 * paid toward it (`paidMonths` count, `unpaidMonths` wait for the overdue balance), the rule that
 * set it (`basis`), and `monthlyCharge`, what it costs a month until it is bought out.
 */
export type BuyoutItem = BuyoutPricingItemFieldsFragment;

/** The server's price of the chosen items, tax included: what paying charges. */
export type BuyoutQuote = BuyoutQuoteQuery['buyoutQuote'];

/** An item waits for the overdue balance while a bill of it is declined and unpaid. */
export const canBuyOut = (item: BuyoutItem): boolean => item.unpaidMonths === 0;

export interface BuyoutStart {
  items: BuyoutItem[];
  cards: SavedCardSummary[];
}

/** Why a call failed, as the screen needs it: the message and the field it is about. */
export interface BuyoutProblem {
  message: string;
  code?: string | undefined;
  /** `payment`, `productIds`, `productIds[0]`, a card field (`number`, `expiry`, ...). */
  field?: string | undefined;
}

export type BuyoutPaid = Pick<
  CreateBuyoutOrderMutation['createBuyoutOrder'],
  'orderId' | 'orderNumber' | 'chargedamount'
>;

/** The card the buyout is paid with: a saved one, or a new one's token. */
export type BuyoutPayment = { paymentMethodId: string } | { source: string };

export interface PlaceBuyoutInput {
  productIds: string[];
  idempotencyKey: string;
  payment: BuyoutPayment;
  /** The quote's total the customer saw: the server charges it or refuses. */
  expectedTotal: number;
}

/**
 * The problem `continue` gives with nothing chosen. Its message is the English text; a screen
 * tells it apart with {@link isNothingChosen} and writes it in the page's language.
 */
export const NOTHING_CHOSEN: Readonly<BuyoutProblem> = {
  message: 'Choose at least one item to buy out.',
  field: 'productIds',
};

/** Whether the problem is the machine's own "choose an item" (not a server's refusal). */
export function isNothingChosen(problem: BuyoutProblem | null | undefined): boolean {
  if (!problem) return false;
  return (
    problem.code === undefined &&
    problem.field === NOTHING_CHOSEN.field &&
    problem.message === NOTHING_CHOSEN.message
  );
}

/** The step of the flow, as in the URL: `/buyout` chooses, `/buyout/payment` pays. */
export type BuyoutStep = 'choose' | 'payment';

export interface BuyoutContext {
  step: BuyoutStep;
  items: BuyoutItem[];
  cards: SavedCardSummary[];
  /** The server's price of the choice, tax included; null until quoted. */
  quote: BuyoutQuote | null;
  /** The chosen items' ids, in the order they are listed. */
  selected: string[];
  /** The saved card chosen; null pays with a new card. */
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  cardErrors: Record<string, string>;
  /** The card rules' problems as codes, for the screen to word; {} otherwise. */
  cardProblems: Record<string, CardProblemCode>;
  cardToken: CardToken | null;
  problem: BuyoutProblem | null;
  /** One per buyout: every attempt to pay for this choice sends it, so a retry charges once. */
  idempotencyKey: string;
  paid: BuyoutPaid | null;
}

export interface BuyoutInput {
  step: BuyoutStep;
  /** The choice the URL holds (`?items=`), kept when it is still offered. */
  selected?: string[];
  idempotencyKey: string;
}

export type BuyoutEvent =
  | { type: 'buyout.retry' }
  | { type: 'buyout.retryQuote' }
  | { type: 'buyout.toggle'; id: string }
  | { type: 'buyout.continue' }
  | { type: 'buyout.back' }
  | { type: 'buyout.chooseSaved'; paymentMethodId: string }
  | { type: 'buyout.chooseNewCard' }
  | { type: 'buyout.pay'; card?: CardDraft };

const asProblem = problemOf<BuyoutProblem>;

/** The total of the chosen items (dollars, before tax). */
export function selectedTotal(context: Pick<BuyoutContext, 'items' | 'selected'>): number {
  const cents = context.items
    .filter((item) => context.selected.includes(item.id))
    .reduce((sum, item) => sum + Math.round((item.amount + item.fee) * 100), 0);
  return cents / 100;
}

/**
 * The payment step's card events (machines/card-payment.ts): a saved card pays at once
 * (`placing`), a new one is checked and tokenised first (`tokenizing`).
 */
const payByCard = cardChoice('placing');

/**
 * Buying out held items (`/buyout`, `/buyout/payment`): loads what can be bought with its
 * price and the cards on file; the customer chooses items, then pays with a saved or a new card
 * (tokenised first, never sent to our API). One idempotency key for the whole buyout: a double
 * click or a retry after a lost answer charges once; a decline keeps the choice and asks for
 * another card. The URL holds the step and the choice; the route sends `continue` and `back`.
 */
export const buyoutMachine = setup({
  types: {
    context: {} as BuyoutContext,
    events: {} as BuyoutEvent,
    input: {} as BuyoutInput,
  },
  actors: {
    loadBuyout: providedByApp<BuyoutStart, void>('loadBuyout'),
    tokenizeCard: providedByApp<CardToken, { card: CardDraft }>('tokenizeCard'),
    placeBuyout: providedByApp<BuyoutPaid, PlaceBuyoutInput>('placeBuyout'),
    quoteBuyout: providedByApp<BuyoutQuote, { productIds: string[] }>('quoteBuyout'),
  },
  guards: {
    hasNothingToBuy: (_args, params: { start: BuyoutStart }) => params.start.items.length === 0,
    shouldStartAtPayment: ({ context }, params: { start: BuyoutStart }) =>
      context.step === 'payment' &&
      context.selected.some((id) =>
        params.start.items.some((item) => item.id === id && canBuyOut(item)),
      ),
    hasSelection: ({ context }) => context.selected.length > 0,
    isPayingWithSavedCard: ({ context }) => context.paymentMethodId !== null,
    /** The price moved between the quote and paying: quote again, nothing was charged. */
    isPriceChanged: (_args, params: { error: unknown }) =>
      asProblem(params.error).field === 'expectedTotal',
    isNewCardValid: (_args, params: { card: CardDraft | undefined }) => isNewCardReady(params.card),
  },
  actions: {
    rememberStart: assign(({ context }, params: { start: BuyoutStart }) => {
      const offered = new Set(params.start.items.filter(canBuyOut).map((item) => item.id));
      const selected = context.selected.filter((id) => offered.has(id));
      return {
        items: params.start.items,
        cards: params.start.cards,
        selected,
        paymentMethodId: preferredCard(params.start.cards)?.id ?? null,
        problem: null,
      };
    }),
    rememberProblem: assign((_args, params: { error: unknown }) => ({
      problem: asProblem(params.error),
    })),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'buyout.toggle');
      if (!context.items.some((item) => item.id === event.id && canBuyOut(item))) return {};
      const chosen = context.selected.includes(event.id)
        ? context.selected.filter((id) => id !== event.id)
        : [...context.selected, event.id];
      const order = context.items.map((item) => item.id);
      return {
        selected: order.filter((id) => chosen.includes(id)),
        problem: null,
      };
    }),
    askForSelection: assign({ problem: { ...NOTHING_CHOSEN } }),
    enterPayment: assign({ step: 'payment' as BuyoutStep, problem: null, quote: null }),
    rememberQuote: assign(({ context }, params: { quote: BuyoutQuote }) => ({
      quote: params.quote,
      // A price that moved is said once more with the new total; anything else is settled.
      problem: context.problem?.field === 'expectedTotal' ? context.problem : null,
    })),
    forgetQuote: assign({ quote: null }),
    enterChoice: assign({
      step: 'choose' as BuyoutStep,
      problem: null,
      cardErrors: {},
      cardProblems: {},
    }),
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
    rememberPaid: assign((_args, params: { paid: BuyoutPaid }) => ({
      paid: params.paid,
      problem: null,
    })),
  },
}).createMachine({
  id: 'buyout',
  context: ({ input }) => ({
    step: input.step,
    items: [],
    cards: [],
    quote: null,
    selected: input.selected ?? [],
    paymentMethodId: null,
    cardDraft: null,
    cardErrors: {},
    cardProblems: {},
    cardToken: null,
    problem: null,
    idempotencyKey: input.idempotencyKey,
    paid: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBuyout',
        src: 'loadBuyout',
        onDone: [
          {
            guard: { type: 'hasNothingToBuy', params: ({ event }) => ({ start: event.output }) },
            target: 'nothingToBuy',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            guard: {
              type: 'shouldStartAtPayment',
              params: ({ event }) => ({ start: event.output }),
            },
            target: 'quoting',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            target: 'choosing',
            actions: [
              { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
              'enterChoice',
            ],
          },
        ],
        onError: problemAt('loadFailed'),
      },
    },
    loadFailed: {
      on: { 'buyout.retry': { target: 'loading' } },
    },
    nothingToBuy: {},
    choosing: {
      on: {
        'buyout.toggle': { actions: 'toggle' },
        'buyout.continue': [
          { guard: 'hasSelection', target: 'quoting', actions: 'enterPayment' },
          { actions: 'askForSelection' },
        ],
      },
    },
    quoting: {
      // A quote is priced afresh every time: an old total is never shown while it is.
      entry: 'forgetQuote',
      invoke: {
        id: 'quoteBuyout',
        src: 'quoteBuyout',
        input: ({ context }) => ({ productIds: context.selected }),
        onDone: quotedAt('payment'),
        onError: problemAt('quoteFailed'),
      },
      on: {
        'buyout.back': { target: 'choosing', actions: ['enterChoice', 'forgetQuote'] },
      },
    },
    quoteFailed: {
      on: {
        'buyout.retryQuote': { target: 'quoting' },
        'buyout.back': { target: 'choosing', actions: ['enterChoice', 'forgetQuote'] },
      },
    },
    payment: {
      on: {
        'buyout.back': { target: 'choosing', actions: ['enterChoice', 'forgetQuote'] },
        'buyout.chooseSaved': payByCard.chooseSaved,
        'buyout.chooseNewCard': payByCard.chooseNewCard,
        'buyout.pay': payByCard.pay,
      },
    },
    tokenizing: tokenizingCard('placing', 'payment'),
    placing: {
      invoke: {
        id: 'placeBuyout',
        src: 'placeBuyout',
        input: ({ context }) => ({
          productIds: context.selected,
          idempotencyKey: context.idempotencyKey,
          payment: cardPaymentOf(context),
          expectedTotal: context.quote?.total ?? 0,
        }),
        onDone: {
          target: 'paid',
          actions: { type: 'rememberPaid', params: ({ event }) => ({ paid: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isPriceChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'quoting',
            actions: { type: 'rememberDecline', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'payment',
            actions: { type: 'rememberDecline', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    paid: {
      type: 'final',
    },
  },
});
