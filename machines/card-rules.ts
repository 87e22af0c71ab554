import type { CardDraft, SavedCardSummary } from './checkout-types';

/**
 * The new card's checks, run before the card goes to the card tokeniser. The tokeniser checks
 * again (the expiry against its own clock); the card never reaches our API.
 */

/** The Luhn checksum of a card number's digits. */
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

/** What the card checks found wrong, as a stable code the screens word (decision 178). */
export type CardProblemCode =
  | 'NAME_MISSING'
  | 'NUMBER_INVALID'
  | 'EXPIRY_FORMAT'
  | 'CVC_FORMAT'
  /** No card typed where one must be (a flow that has no saved cards to choose from). */
  | 'CARD_MISSING'
  /** Neither a saved card chosen nor a new one typed. */
  | 'CHOOSE_CARD';

/** Field → problem for a typed card; the tokeniser checks again (expiry against its clock). */
export function cardDraftProblemCodes(draft: CardDraft): Record<string, CardProblemCode> {
  const problems: Record<string, CardProblemCode> = {};
  if (draft.name.trim() === '') problems.name = 'NAME_MISSING';
  const digits = draft.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) problems.number = 'NUMBER_INVALID';
  if (!parseExpiry(draft.expiry)) problems.expiry = 'EXPIRY_FORMAT';
  if (!/^\d{3,4}$/.test(draft.cvc.trim())) problems.cvc = 'CVC_FORMAT';
  return problems;
}

/** Each problem in English, as the machines keep it. */
export const CARD_PROBLEM_ENGLISH: Readonly<Record<CardProblemCode, string>> = {
  NAME_MISSING: 'Enter the name on the card.',
  NUMBER_INVALID: 'Check the card number.',
  EXPIRY_FORMAT: 'Enter the expiry as MM/YY.',
  CVC_FORMAT: 'Enter the 3 or 4 digit security code.',
  CARD_MISSING: 'Enter a card.',
  CHOOSE_CARD: 'Choose a saved card or enter a new one.',
};

/** Field messages for a typed card, in English; the tokeniser checks again. */
export function cardDraftProblems(draft: CardDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cardDraftProblemCodes(draft)).map(([field, code]) => [
      field,
      CARD_PROBLEM_ENGLISH[code],
    ]),
  );
}

/** Whether a typed card may go to the tokeniser. */
export function isCardDraftValid(draft: CardDraft): boolean {
  return Object.keys(cardDraftProblems(draft)).length === 0;
}

/** The saved card the checkout starts with: the default one unless expired, else any unexpired. */
export function preferredCard(cards: readonly SavedCardSummary[]): SavedCardSummary | undefined {
  return (
    cards.find((card) => card.isDefault && !card.expired) ?? cards.find((card) => !card.expired)
  );
}
