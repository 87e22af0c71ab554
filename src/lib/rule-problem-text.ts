/**
 * The shared form rules' problems (machines/address-rules.ts, machines/card-rules.ts) worded
 * from their codes in the page's language (decision 178), for the checkout, the partner steps
 * and the buyout's card form. The account's forms word the same codes in their own phrasing.
 */
import type { AddressProblem } from '../../machines/address-rules';
import type { CardProblemCode } from '../../machines/card-rules';
import { languageTag } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';
import { provinceLabel } from './province-names';

const CARD_PROBLEMS: Readonly<Record<CardProblemCode, () => string>> = {
  NAME_MISSING: m.checkout_problem_card_name,
  NUMBER_INVALID: m.checkout_problem_card_number,
  EXPIRY_FORMAT: m.checkout_problem_card_expiry,
  CVC_FORMAT: m.checkout_problem_card_cvc,
  CARD_MISSING: m.checkout_problem_enter_card,
  CHOOSE_CARD: m.checkout_problem_choose_card,
};

/** A card check's problem (machines/card-rules.ts) in the page's language. */
export function cardProblemText(code: CardProblemCode): string {
  return CARD_PROBLEMS[code]();
}

/** An address check's problem (machines/address-rules.ts) in the page's language. */
export function addressProblemText(problem: AddressProblem): string {
  switch (problem.code) {
    case 'FIRST_NAME_MISSING':
      return m.checkout_problem_first_name();
    case 'LAST_NAME_MISSING':
      return m.checkout_problem_last_name();
    case 'STREET_MISSING':
      return m.checkout_problem_street();
    case 'CITY_MISSING':
      return m.checkout_problem_city();
    case 'PROVINCE_MISSING':
      return m.checkout_problem_province();
    case 'POSTAL_MISSING':
      return m.checkout_problem_postal_code();
    case 'POSTAL_FORMAT':
      return m.checkout_problem_postal_format();
    case 'POSTAL_PROVINCE':
      return m.checkout_problem_postal_province({
        letter: problem.letter ?? '',
        provinces: new Intl.ListFormat(languageTag(), { type: 'disjunction' }).format(
          (problem.provinces ?? []).map(provinceLabel),
        ),
      });
    case 'PHONE_FORMAT':
      return m.checkout_problem_phone();
    case 'FLOOR_FORMAT':
      return m.checkout_problem_floor();
  }
}

/**
 * What a form shows under its fields: the server's (or the tokeniser's) words as they came, and
 * each of the rules' own problems worded from its code.
 */
export function shownAddressProblems(
  errors: Readonly<Record<string, string>>,
  problems: Readonly<Record<string, AddressProblem>>,
): Record<string, string> {
  const shown: Record<string, string> = { ...errors };
  for (const [field, problem] of Object.entries(problems))
    shown[field] = addressProblemText(problem);
  return shown;
}

/** The card form's problems: the tokeniser's words as they came, the rules' from their codes. */
export function shownCardProblems(
  errors: Readonly<Record<string, string>>,
  problems: Readonly<Record<string, CardProblemCode>>,
): Record<string, string> {
  const shown: Record<string, string> = { ...errors };
  for (const [field, code] of Object.entries(problems)) shown[field] = cardProblemText(code);
  return shown;
}
