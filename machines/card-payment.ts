import { cardDraftProblems, isCardDraftValid } from './card-rules';
import type { CardDraft, CardToken } from './checkout-types';

/**
 * Paying by card, as the buyout and the partner's billing do it: a saved card is chosen (the
 * preferred one to start with) or a new one is typed; a new card is checked here, then tokenised
 * (`tokenizing`, the card goes to the processor, never to our API), and the token pays. A card
 * the tokeniser refuses shows its message on the field it names; a declined payment spends the
 * token, so the card is typed again. Each machine names these updates as its actions, with the
 * event's values as `params`.
 */
export interface CardPaymentContext {
  /** The saved card chosen; null pays with a new card. */
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  /** Messages by card field (`name`, `number`, `expiry`, `cvc`). */
  cardErrors: Record<string, string>;
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
  problem: null,
});

/** A new card chosen instead of a saved one. */
export const newCardChosen = { paymentMethodId: null, problem: null };

/** A new card that passes the checks, kept for the tokeniser. */
export const cardKept = (card: CardDraft | undefined) => ({
  cardDraft: card ?? null,
  cardErrors: {},
  problem: null,
});

/** A new card that does not pass the checks (or none typed): its messages by field. */
export const cardProblemsShown = (card: CardDraft | undefined) => ({
  cardDraft: card ?? null,
  cardErrors: card ? cardDraftProblems(card) : { number: 'Enter a card.' },
  problem: null,
});

/** The tokeniser refused the card: its message on the field it names (the number otherwise). */
export function cardRefused(problem: CardProblem) {
  const field = problem.field && problem.field !== 'payment' ? problem.field : 'number';
  return { cardErrors: { [field]: problem.message }, cardToken: null };
}

/** The payment was declined: the problem is shown and the spent token dropped. */
export const paymentDeclined = <TProblem extends CardProblem>(problem: TProblem) => ({
  problem,
  cardToken: null,
});
