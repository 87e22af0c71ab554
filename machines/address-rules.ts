import type { AddressDraft, CheckoutAddress, DeliveryAreaAnswer } from './checkout-types';
import {
  isPostalCode,
  normalisePostalCode,
  postalCodeMatchesProvince,
  provincesForPostalCode,
} from './postal-code';
import { PROVINCE_NAMES } from './provinces';
import type { ProvinceCode } from './provinces';

/**
 * The checkout address form's checks, run before the address is sent so mistakes show under
 * their fields at once. The server checks again (it trusts no client).
 */

/**
 * What a rule found wrong, as a stable code (with what its words need): the screens word each
 * in the page's language (decision 178); `addressProblemEnglish` is the English the machines
 * keep.
 */
export type AddressProblemCode =
  | 'FIRST_NAME_MISSING'
  | 'LAST_NAME_MISSING'
  | 'STREET_MISSING'
  | 'CITY_MISSING'
  | 'PROVINCE_MISSING'
  | 'POSTAL_MISSING'
  | 'POSTAL_FORMAT'
  | 'POSTAL_PROVINCE'
  | 'PHONE_FORMAT'
  | 'FLOOR_FORMAT';

export interface AddressProblem {
  code: AddressProblemCode;
  /** POSTAL_PROVINCE: the postal code's first letter and the provinces it is used in. */
  letter?: string;
  provinces?: readonly ProvinceCode[];
}

const REQUIRED_FIELDS: readonly (readonly [keyof AddressDraft, AddressProblemCode])[] = [
  ['firstName', 'FIRST_NAME_MISSING'],
  ['lastName', 'LAST_NAME_MISSING'],
  ['streetaddress', 'STREET_MISSING'],
  ['city', 'CITY_MISSING'],
  ['province', 'PROVINCE_MISSING'],
  ['postalcode', 'POSTAL_MISSING'],
];

/** The postal code's first letter belongs to other provinces than the one chosen. */
function postalProvince(postal: string): AddressProblem {
  return {
    code: 'POSTAL_PROVINCE',
    letter: postal.charAt(0),
    provinces: provincesForPostalCode(postal),
  };
}

/** Field → problem for an address draft; empty when it may be sent to the server. */
export function addressDraftProblemCodes(draft: AddressDraft): Record<string, AddressProblem> {
  const problems: Record<string, AddressProblem> = {};
  for (const [field, code] of REQUIRED_FIELDS) {
    if (String(draft[field]).trim() === '') problems[field] = { code };
  }
  const postal = normalisePostalCode(draft.postalcode);
  const valid = isPostalCode(postal);
  if (draft.postalcode.trim() !== '' && !valid) {
    problems.postalcode = { code: 'POSTAL_FORMAT' };
  } else if (valid && draft.province && !postalCodeMatchesProvince(postal, draft.province)) {
    problems.postalcode = postalProvince(postal);
  }
  const phone = draft.phoneNumber.replace(/[\s().+-]/g, '');
  if (phone !== '' && !/^1?\d{10}$/.test(phone)) {
    problems.phoneNumber = { code: 'PHONE_FORMAT' };
  }
  if (draft.floornumber.trim() !== '' && !/^-?\d{1,3}$/.test(draft.floornumber.trim())) {
    problems.floornumber = { code: 'FLOOR_FORMAT' };
  }
  return problems;
}

const ENGLISH: Readonly<Record<Exclude<AddressProblemCode, 'POSTAL_PROVINCE'>, string>> = {
  FIRST_NAME_MISSING: 'Enter a first name.',
  LAST_NAME_MISSING: 'Enter a last name.',
  STREET_MISSING: 'Enter the street address.',
  CITY_MISSING: 'Enter the city.',
  PROVINCE_MISSING: 'Choose a province.',
  POSTAL_MISSING: 'Enter a postal code.',
  POSTAL_FORMAT: 'Enter a Canadian postal code like A1A 1A1.',
  PHONE_FORMAT: 'Enter a 10-digit phone number, e.g. 416 555 0134.',
  FLOOR_FORMAT: 'Enter the floor as a number.',
};

/** A problem in English, as the machines keep it (the checkout's and the partner's forms). */
export function addressProblemEnglish(problem: AddressProblem): string {
  if (problem.code !== 'POSTAL_PROVINCE') return ENGLISH[problem.code];
  const expected = (problem.provinces ?? []).map((code) => PROVINCE_NAMES[code]).join(' or ');
  return `A postal code starting with ${problem.letter ?? ''} is in ${expected}. Check the postal code or the province.`;
}

/** Field messages for an address draft, in English; empty when it may be sent to the server. */
export function addressDraftProblems(draft: AddressDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(addressDraftProblemCodes(draft)).map(([field, problem]) => [
      field,
      addressProblemEnglish(problem),
    ]),
  );
}

/** Whether an address draft may be sent to the server. */
export function isAddressDraftValid(draft: AddressDraft): boolean {
  return Object.keys(addressDraftProblems(draft)).length === 0;
}

/** The address the checkout starts with: the primary one, else the first. */
export function preferredAddress(
  addresses: readonly CheckoutAddress[],
): CheckoutAddress | undefined {
  return addresses.find((address) => address.primary) ?? addresses[0];
}

/**
 * Why the address step does not go on with an address the cart's city does not deliver to, and
 * which of our cities do: "Toronto doesn't deliver to K1A 0B1. Ottawa delivers there: change
 * your city to Ottawa, or choose another address."
 */
export function deliveryAreaRefusal(answer: DeliveryAreaAnswer): string {
  const others = answer.deliveringCities
    .map((city) => city.name)
    .filter((name) => name !== answer.city.name);
  const refused = `${answer.city.name} doesn't deliver to ${answer.postalCode}.`;
  if (others.length === 0) {
    return `${refused} None of our cities delivers there yet: choose another address.`;
  }
  const names = new Intl.ListFormat('en-CA', { type: 'disjunction' }).format(others);
  const verb = others.length === 1 ? 'delivers' : 'deliver';
  return `${refused} ${names} ${verb} there: change your city to ${names}, or choose another address.`;
}

/** The address form's strings as the API's input: numbers, null for blanks, postal code tidied. */
export function addressDraftInput(draft: AddressDraft) {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phoneNumber: blank(draft.phoneNumber),
    streetaddress: draft.streetaddress.trim(),
    unitnumber: blank(draft.unitnumber),
    city: draft.city.trim(),
    province: draft.province,
    postalcode: normalisePostalCode(draft.postalcode),
    country: 'CA',
    /** One of the building types, or null. */
    typeofaddress: blank(draft.typeofaddress),
    floornumber: blank(draft.floornumber) === null ? null : Number(draft.floornumber),
    elevatoraccess: draft.elevatoraccess,
    buzzernumber: blank(draft.buzzernumber),
    dockdooraccess: draft.dockdooraccess,
    receivinghours: blank(draft.receivinghours),
    deliveryinstructions: blank(draft.deliveryinstructions),
    primary: draft.primary,
  };
}

/** A card's billing address as the card form holds it. */
export interface BillingAddressDraft {
  streetAddress: string;
  unitNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

/**
 * The card form's billing address checks (DOMAIN.md: the postal code's format, and its first
 * letter against the province), field → problem. The server checks again.
 */
export function billingAddressProblems(draft: BillingAddressDraft): Record<string, AddressProblem> {
  const problems: Record<string, AddressProblem> = {};
  if (draft.streetAddress.trim().length < 3) problems.streetAddress = { code: 'STREET_MISSING' };
  if (draft.city.trim().length < 2) problems.city = { code: 'CITY_MISSING' };
  if (!PROVINCE_NAMES[draft.province]) problems.province = { code: 'PROVINCE_MISSING' };
  const postal = normalisePostalCode(draft.postalCode);
  if (draft.postalCode.trim() === '') problems.postalCode = { code: 'POSTAL_MISSING' };
  else if (!isPostalCode(postal)) {
    problems.postalCode = { code: 'POSTAL_FORMAT' };
  } else if (PROVINCE_NAMES[draft.province] && !postalCodeMatchesProvince(postal, draft.province)) {
    problems.postalCode = postalProvince(postal);
  }
  return problems;
}
