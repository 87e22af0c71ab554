import { failureCode } from '../../../machines/checkout-failure';
import type { FailureCode } from '../../../machines/checkout-failure';
import { PROVINCES } from '../../../machines/provinces';
import { deliveryAreaRefusal } from '../../../machines/checkout.machine';
import type { DeliveryAreaAnswer } from '../../../machines/checkout.machine';
import { getLocale, languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { provinceLabel } from '../../lib/province-names';
import {
  addressProblemText,
  cardProblemText,
  shownAddressProblems,
  shownCardProblems,
} from '../../lib/rule-problem-text';

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

export { addressProblemText, cardProblemText, shownAddressProblems, shownCardProblems };

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
