/**
 * The shared form rules (machines/card-rules.ts, machines/address-rules.ts) word their problems
 * in English, as codes of a sort; the account's forms show each in the page's language. A problem
 * these pages do not know (the server's, already in the page's language) is shown as it is.
 */
import { m } from '../../i18n/paraglide/messages.js';
import { provinceLabel } from '../../lib/province-names';

const PROBLEMS: Record<string, () => string> = {
  'Enter the name on the card.': m.account_problem_card_name,
  'Check the card number.': m.account_problem_card_number,
  'Enter the expiry as MM/YY.': m.account_problem_expiry,
  'Enter the 3 or 4 digit security code.': m.account_problem_cvc,
  'Enter a first name.': m.account_problem_first_name,
  'Enter a last name.': m.account_problem_last_name,
  'Enter the street address.': m.account_problem_street,
  'Enter the city.': m.account_problem_city,
  'Choose a province.': m.account_problem_province,
  'Choose the province or territory.': m.account_problem_province_territory,
  'Enter a postal code.': m.account_problem_postal,
  'Enter the postal code.': m.account_problem_postal_the,
  'Enter a Canadian postal code like A1A 1A1.': m.account_problem_postal_format,
  'Enter a 10-digit phone number, e.g. 416 555 0134.': m.account_problem_phone,
  'Enter the floor as a number.': m.account_problem_floor,
  'Enter the six digits of the code we texted you.': m.account_problem_six_digits,
  'Something went wrong. Please try again.': m.account_problem_other,
};

/** A form rule's problem in the page's language. */
export function problemText(message: string): string {
  const text = PROBLEMS[message];
  return text ? text() : message;
}

/** Every problem of a form, each in the page's language. */
export function problemTexts<K extends string>(
  problems: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(problems) as K[]) {
    const message = problems[key];
    if (message !== undefined) out[key] = problemText(message);
  }
  return out;
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
