/**
 * The shared form rules (machines/card-rules.ts, machines/address-rules.ts) and the verification
 * machine give their problems as codes; the account's forms word each in the page's language
 * (decision 178). The server's problems come in the page's language already and are shown as
 * they are.
 */
import type { AddressProblem } from '../../../machines/address-rules';
import type { CardProblemCode } from '../../../machines/card-rules';
import type { VerificationProblem } from '../../../machines/verification.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { languageTag } from '../../i18n/locale';
import { provinceLabel } from '../../lib/province-names';

const CARD_PROBLEMS: Readonly<Record<CardProblemCode, () => string>> = {
  NAME_MISSING: m.account_problem_card_name,
  NUMBER_INVALID: m.account_problem_card_number,
  EXPIRY_FORMAT: m.account_problem_expiry,
  CVC_FORMAT: m.account_problem_cvc,
  // Never found by the account's own card form (it has a card typed); the checkout's words.
  CARD_MISSING: m.checkout_problem_enter_card,
  CHOOSE_CARD: m.checkout_problem_choose_card,
};

/** A card check's problem in the page's language. */
export function cardProblemText(code: CardProblemCode): string {
  return CARD_PROBLEMS[code]();
}

/** An address check's problem in the page's language: the address form's, or the card's billing address's words. */
export function addressProblemText(
  problem: AddressProblem,
  form: 'address' | 'billing' = 'address',
): string {
  switch (problem.code) {
    case 'FIRST_NAME_MISSING':
      return m.account_problem_first_name();
    case 'LAST_NAME_MISSING':
      return m.account_problem_last_name();
    case 'STREET_MISSING':
      return m.account_problem_street();
    case 'CITY_MISSING':
      return m.account_problem_city();
    case 'PROVINCE_MISSING':
      return form === 'billing'
        ? m.account_problem_province_territory()
        : m.account_problem_province();
    case 'POSTAL_MISSING':
      return form === 'billing' ? m.account_problem_postal_the() : m.account_problem_postal();
    case 'POSTAL_FORMAT':
      return m.account_problem_postal_format();
    case 'POSTAL_PROVINCE':
      return m.account_problem_postal_province({
        letter: problem.letter ?? '',
        provinces: new Intl.ListFormat(languageTag(), { type: 'disjunction' }).format(
          (problem.provinces ?? []).map(provinceLabel),
        ),
      });
    case 'PHONE_FORMAT':
      return m.account_problem_phone();
    case 'FLOOR_FORMAT':
      return m.account_problem_floor();
  }
}

/** Field → problem of an address form, each in the page's language. */
export function addressProblemTexts(
  problems: Readonly<Record<string, AddressProblem>>,
  form: 'address' | 'billing' = 'address',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, addressProblemText(problem, form)]),
  );
}

/** The verification's problem in the page's language (the server's words as they came). */
export function verificationProblemText(problem: VerificationProblem): string {
  if (problem.own === 'CODE_SHAPE') return m.account_problem_six_digits();
  if (problem.own === 'UNKNOWN') return m.account_problem_other();
  return problem.message;
}

export { provinceLabel };

/** The province list of a select, in the page's language. */
export function provinceOptions(
  provinces: readonly { code: string }[],
): { value: string; label: string }[] {
  return provinces.map((province) => ({
    value: province.code,
    label: provinceLabel(province.code),
  }));
}
