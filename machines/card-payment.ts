import {
  CARD_PROBLEM_ENGLISH,
  cardDraftProblemCodes,
  cardDraftProblems,
  isCardDraftValid,
} from './card-rules';
import type { CardProblemCode } from './card-rules';
import type { CardDraft, CardToken } from './checkout-types';

/**
 * Paying by card, as the buyout and the partner's billing do it: a saved card is chosen (the
 * preferred one to start with) or a new one is typed; a new card is checked here, then tokenised
 * (`tokenizing`, the card goes to the processor, never to our API), and the token pays. A card
 * the tokeniser refuses shows its message on the field it names; a declined payment spends the
 * token, so the card is typed again.
 *
 * Each machine names these updates as its actions, with the event's values as `params`, and
 * writes its card steps with the fragment below (decision 176): `cardChoice(paying)` for the
 * payment step's events and `tokenizingCard(paying, payStep)` for the `tokenizing` state. The
 * fragment names actions, guards and the `tokenizeCard` actor the machine's `setup` declares, so
 * the machine's own types check it where it is used.
 */
export interface CardPaymentContext {
  /** The saved card chosen; null pays with a new card. */
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  /** Messages by card field (`name`, `number`, `expiry`, `cvc`): the rules' English, or the tokeniser's words. */
  cardErrors: Record<string, string>;
  /** The rules' own problems as codes, for the screen to word (decision 178); {} otherwise. */
  cardProblems: Record<string, CardProblemCode>;
  cardToken: CardToken | null;
}

/** A problem as the card steps read it: the message and the field it is about. */
interface CardProblem {
  message: string;
  field?: string | undefined;
}

/** Whether a new card was typed and passes the checks the tokeniser would make. */
export function isNewCardReady(card: CardDraft | undefined): boolean {
  return card !== undefined && isCardDraftValid(card);
}

/** A saved card chosen: the new card's messages go. */
export const savedCardChosen = (paymentMethodId: string) => ({
  paymentMethodId,
  cardErrors: {},
  cardProblems: {},
  problem: null,
});

/** A new card chosen instead of a saved one. */
export const newCardChosen = { paymentMethodId: null, problem: null };

/** A new card that passes the checks, kept for the tokeniser. */
export const cardKept = (card: CardDraft | undefined) => ({
  cardDraft: card ?? null,
  cardErrors: {},
  cardProblems: {},
  problem: null,
});

/** A new card that does not pass the checks (or none typed): its messages by field. */
export const cardProblemsShown = (card: CardDraft | undefined) => ({
  cardDraft: card ?? null,
  cardErrors: card ? cardDraftProblems(card) : { number: CARD_PROBLEM_ENGLISH.CARD_MISSING },
  cardProblems: card
    ? cardDraftProblemCodes(card)
    : ({ number: 'CARD_MISSING' } as Record<string, CardProblemCode>),
  problem: null,
});

/** The tokeniser refused the card: its message on the field it names (the number otherwise). */
export function cardRefused(problem: CardProblem) {
  const field = problem.field && problem.field !== 'payment' ? problem.field : 'number';
  return { cardErrors: { [field]: problem.message }, cardProblems: {}, cardToken: null };
}

/** The payment was declined: the problem is shown and the spent token dropped. */
export const paymentDeclined = <TProblem extends CardProblem>(problem: TProblem) => ({
  problem,
  cardToken: null,
});

/** The card the payment is sent with: the saved card chosen, or the new card's token. */
export function cardPaymentOf(
  context: Pick<CardPaymentContext, 'paymentMethodId' | 'cardToken'>,
): { paymentMethodId: string } | { source: string } {
  return context.paymentMethodId !== null
    ? { paymentMethodId: context.paymentMethodId }
    : { source: context.cardToken?.source ?? '' };
}

/**
 * The payment step's card events, for the flow's own names of them: choosing a saved card or a
 * new one, and paying, which goes to `paying` with a saved card, to `tokenizing` with a new card
 * that passes the checks, and otherwise stays to show the new card's problems. Uses the actions
 * `chooseSaved`, `chooseNewCard`, `rememberCard`, `showCardProblems` and the guards
 * `isPayingWithSavedCard`, `isNewCardValid`.
 */
export function cardChoice<const TPaying extends string>(paying: TPaying) {
  return {
    chooseSaved: {
      actions: {
        type: 'chooseSaved',
        params: ({ event }: { event: { paymentMethodId: string } }) => ({
          paymentMethodId: event.paymentMethodId,
        }),
      },
    },
    chooseNewCard: { actions: 'chooseNewCard' },
    pay: [
      { guard: 'isPayingWithSavedCard', target: paying },
      {
        guard: { type: 'isNewCardValid', params: cardOfEvent },
        target: 'tokenizing',
        actions: { type: 'rememberCard', params: cardOfEvent },
      },
      { actions: { type: 'showCardProblems', params: cardOfEvent } },
    ],
  } as const;
}

function cardOfEvent({ event }: { event: { card?: CardDraft | undefined } }) {
  return { card: event.card };
}

/**
 * The `tokenizing` state: the new card goes to the card processor (the app's `tokenizeCard`);
 * its token goes on to `paying`, a refusal back to `payStep` with its message on the card's
 * field. Uses the actions `rememberToken` and `rememberCardRefusal`.
 */
export function tokenizingCard<const TPaying extends string, const TPayStep extends string>(
  paying: TPaying,
  payStep: TPayStep,
) {
  return {
    invoke: {
      id: 'tokenizeCard',
      src: 'tokenizeCard',
      input: ({ context }: { context: Pick<CardPaymentContext, 'cardDraft'> }) => ({
        card: context.cardDraft as CardDraft,
      }),
      onDone: {
        target: paying,
        actions: {
          type: 'rememberToken',
          params: ({ event }: { event: { output: CardToken } }) => ({ token: event.output }),
        },
      },
      onError: {
        target: payStep,
        actions: {
          type: 'rememberCardRefusal',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  } as const;
}
