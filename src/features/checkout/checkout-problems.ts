import { failureCode } from '../../../machines/checkout-failure';
import type { FailureCode } from '../../../machines/checkout-failure';
import type { AddressProblem } from '../../../machines/address-rules';
import { PROVINCES } from '../../../machines/provinces';
import type { CardProblemCode } from '../../../machines/card-rules';
import { deliveryAreaRefusal } from '../../../machines/checkout.machine';
import type { DeliveryAreaAnswer } from '../../../machines/checkout.machine';
import { getLocale, languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { provinceLabel } from '../../lib/province-names';

/**
 * The checkout's own words about a problem in the page's language (decision 178). The shared
 * rules give their problems as codes, which the screens word here; the machines' few messages
 * of their own are read by their English. A text the browser did not write (the server's,
 * already in the page's language) is shown as it is.
 */

const FAILURES: Record<FailureCode, () => string> = {
  unreachable: m.checkout_problem_unreachable,
  unknown: m.checkout_problem_unknown,
};

export { provinceLabel };

/** The provinces the address form offers, named in the page's language. */
export function provinceOptions(): { value: string; label: string }[] {
  return PROVINCES.map((province) => ({
    value: province.code,
    label: provinceLabel(province.code),
  }));
}

/** The machine's own message about the schedule step, by its English. */
const MACHINE_TEXTS: Readonly<Record<string, () => string>> = {
  'Choose a delivery day and a time window.': m.checkout_problem_choose_day,
};

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

/** One problem in the page's language (English pages show it as it is). */
export function checkoutProblem(text: string): string {
  if (getLocale() === 'en') return text;
  const code = failureCode(text);
  if (code) return FAILURES[code]();
  const own = MACHINE_TEXTS[text];
  return own ? own() : text;
}

/** The machine's error, when there is one, in the page's language. */
export function checkoutError(text: string | null | undefined): string | null {
  return text ? checkoutProblem(text) : null;
}

/**
 * Why the address step does not go on with an address the cart's city does not deliver to
 * (the words of `deliveryAreaRefusal`, in the page's language).
 */
export function deliveryAreaRefusalText(answer: DeliveryAreaAnswer): string {
  const others = answer.deliveringCities
    .map((city) => city.name)
    .filter((name) => name !== answer.city.name);
  const refused = m.checkout_area_refused({
    city: answer.city.name,
    postalCode: answer.postalCode,
  });
  if (others.length === 0) return m.checkout_area_none({ refused });
  const names = new Intl.ListFormat(languageTag(), { type: 'disjunction' }).format(others);
  return others.length === 1
    ? m.checkout_area_one({ refused, names })
    : m.checkout_area_other({ refused, names });
}

/** The address step's error: the delivery area's refusal in the page's language, else as above. */
export function addressStepError(
  text: string | null | undefined,
  area: DeliveryAreaAnswer | null | undefined,
): string | null {
  if (
    text &&
    area &&
    !area.delivers &&
    getLocale() !== 'en' &&
    text === deliveryAreaRefusal(area)
  ) {
    return deliveryAreaRefusalText(area);
  }
  return checkoutError(text);
}
