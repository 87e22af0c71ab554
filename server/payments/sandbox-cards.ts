/**
 * Card details as the sandbox's tokenizer checks them: a Luhn-valid number of a brand we take,
 * an expiry that has not passed, a 3- or 4-digit CVC and a name. The test numbers of card
 * processors decide what a charge does later (DOMAIN.md, "Payments").
 */
import type { CardBrand, CardSummary, DeclineCode } from './payment-gateway';

/** What charging the card will do: approve, or decline with a code. */
export type SandboxOutcome = 'approve' | Exclude<DeclineCode, 'expired_card'>;

/** Processors' published test numbers with a fixed outcome; every other valid number approves. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

/** Card details as the browser posts them. */
export interface CardInput {
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export type CardInputErrorCode =
  | 'invalid_number'
  | 'unsupported_brand'
  | 'invalid_expiry'
  | 'expired_card'
  | 'invalid_cvc'
  | 'invalid_name';

/** A refused card, with the field to fix and a message a person can act on. */
export class CardInputError extends Error {
  override readonly name = 'CardInputError';
  constructor(
    readonly code: CardInputErrorCode,
    readonly field: keyof CardInput,
    message: string,
  ) {
    super(message);
  }
}

export interface CheckedCard {
  readonly card: CardSummary;
  readonly outcome: SandboxOutcome;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/** The brand by the number's issuer prefix and length; null for brands we do not take. */
export function cardBrand(digits: string): CardBrand | null {
  const length = digits.length;
  const prefix2 = Number(digits.slice(0, 2));
  const prefix3 = Number(digits.slice(0, 3));
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4') && [13, 16, 19].includes(length)) return 'VISA';
  if (((prefix2 >= 51 && prefix2 <= 55) || (prefix4 >= 2221 && prefix4 <= 2720)) && length === 16)
    return 'MASTERCARD';
  if ((prefix2 === 34 || prefix2 === 37) && length === 15) return 'AMEX';
  if (
    (digits.startsWith('6011') || digits.startsWith('65') || (prefix3 >= 644 && prefix3 <= 649)) &&
    length >= 16 &&
    length <= 19
  )
    return 'DISCOVER';
  return null;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return null;
}

/** True when a card valid through `month`/`year` has expired at `now` (it works all month). */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Checks what the browser sent and keeps only what may be stored: brand, last four, expiry,
 * and the test outcome the number stands for. Throws CardInputError for the first problem.
 */
export function checkCard(input: CardInput, now: Date = new Date()): CheckedCard {
  const raw = typeof input.number === 'string' ? input.number : '';
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new CardInputError(
      'invalid_number',
      'number',
      'That card number is not valid. Check the digits and try again.',
    );
  }
  const brand = cardBrand(digits);
  if (!brand) {
    throw new CardInputError(
      'unsupported_brand',
      'number',
      'We take Visa, Mastercard, American Express and Discover. Use one of those cards.',
    );
  }

  const month = wholeNumber(input.expMonth);
  if (month === null || month < 1 || month > 12) {
    throw new CardInputError(
      'invalid_expiry',
      'expMonth',
      'Enter the expiry month as a number from 1 to 12.',
    );
  }
  let year = wholeNumber(input.expYear);
  if (year !== null && year < 100) year += 2000;
  const thisYear = now.getUTCFullYear();
  if (year === null || year < 2000 || year > thisYear + 20) {
    throw new CardInputError(
      'invalid_expiry',
      'expYear',
      'Enter the expiry year as it is printed on the card, like 2029.',
    );
  }
  if (isExpired(month, year, now)) {
    throw new CardInputError(
      'expired_card',
      'expYear',
      `This card expired at the end of ${String(month).padStart(2, '0')}/${year}. Use another card.`,
    );
  }

  const cvc =
    typeof input.cvc === 'string' || typeof input.cvc === 'number' ? String(input.cvc) : '';
  if (!/^\d{3,4}$/.test(cvc.trim())) {
    throw new CardInputError(
      'invalid_cvc',
      'cvc',
      'Enter the 3- or 4-digit security code (CVC) from the card.',
    );
  }

  const name = typeof input.name === 'string' ? input.name.replace(/\s+/g, ' ').trim() : '';
  if (name.length < 2 || name.length > 100 || !/\p{L}/u.test(name)) {
    throw new CardInputError(
      'invalid_name',
      'name',
      'Enter the name as it is printed on the card.',
    );
  }

  return {
    card: { brand, last4: digits.slice(-4), expMonth: month, expYear: year },
    outcome: SANDBOX_TEST_CARDS[digits] ?? 'approve',
  };
}
