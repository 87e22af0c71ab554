import { failureCode } from '../../../machines/checkout-failure';
import type { FailureCode } from '../../../machines/checkout-failure';
import { PROVINCES } from '../../../machines/provinces';
import { deliveryAreaRefusal } from '../../../machines/checkout.machine';
import type { DeliveryAreaAnswer } from '../../../machines/checkout.machine';
import { getLocale, languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { provinceLabel } from '../../lib/province-names';

/**
 * The checkout's own words about a problem in the page's language (decision 178). The machines
 * and the shared rules keep their English (their tests read it); the screen shows the message
 * of each. A text the browser did not write (the server's, already in the page's language) is
 * shown as it is.
 */

const FAILURES: Record<FailureCode, () => string> = {
  unreachable: m.checkout_problem_unreachable,
  unknown: m.checkout_problem_unknown,
};

/** The words of the machines' and rules' own checks, by their English. */
const RULE_TEXTS: Readonly<Record<string, () => string>> = {
  'Choose a delivery day and a time window.': m.checkout_problem_choose_day,
  'Choose a saved card or enter a new one.': m.checkout_problem_choose_card,
  'Enter a card.': m.checkout_problem_enter_card,
  'Enter the name on the card.': m.checkout_problem_card_name,
  'Check the card number.': m.checkout_problem_card_number,
  'Enter the expiry as MM/YY.': m.checkout_problem_card_expiry,
  'Enter the 3 or 4 digit security code.': m.checkout_problem_card_cvc,
  'Enter a first name.': m.checkout_problem_first_name,
  'Enter a last name.': m.checkout_problem_last_name,
  'Enter the street address.': m.checkout_problem_street,
  'Enter the city.': m.checkout_problem_city,
  'Choose a province.': m.checkout_problem_province,
  'Enter a postal code.': m.checkout_problem_postal_code,
  'Enter a Canadian postal code like A1A 1A1.': m.checkout_problem_postal_format,
  'Enter a 10-digit phone number, e.g. 416 555 0134.': m.checkout_problem_phone,
  'Enter the floor as a number.': m.checkout_problem_floor,
};

export { provinceLabel };

/** The provinces the address form offers, named in the page's language. */
export function provinceOptions(): { value: string; label: string }[] {
  return PROVINCES.map((province) => ({
    value: province.code,
    label: provinceLabel(province.code),
  }));
}

const POSTAL_PROVINCE =
  /^A postal code starting with (\w) is in (.+)\. Check the postal code or the province\.$/;

/** One problem in the page's language (English pages show it as it is). */
export function checkoutProblem(text: string): string {
  if (getLocale() === 'en') return text;
  const code = failureCode(text);
  if (code) return FAILURES[code]();
  const rule = RULE_TEXTS[text];
  if (rule) return rule();
  const postal = POSTAL_PROVINCE.exec(text);
  if (postal) {
    const names = (postal[2] ?? '').split(' or ').map((name) => {
      const province = PROVINCES.find((candidate) => candidate.name === name);
      return province ? provinceLabel(province.code) : name;
    });
    return m.checkout_problem_postal_province({
      letter: postal[1] ?? '',
      provinces: new Intl.ListFormat(languageTag(), { type: 'disjunction' }).format(names),
    });
  }
  return text;
}

/** The machine's error, when there is one, in the page's language. */
export function checkoutError(text: string | null | undefined): string | null {
  return text ? checkoutProblem(text) : null;
}

/** Field → problem, each in the page's language (the same object on English pages). */
export function checkoutProblems(
  problems: Readonly<Record<string, string>>,
): Record<string, string> {
  if (getLocale() === 'en') return problems as Record<string, string>;
  return Object.fromEntries(
    Object.entries(problems).map(([field, text]) => [field, checkoutProblem(text)]),
  );
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
