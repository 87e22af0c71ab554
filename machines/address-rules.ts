import type { AddressDraft, CheckoutAddress, DeliveryAreaAnswer } from './checkout-types';
import {
  isPostalCode,
  normalisePostalCode,
  postalCodeMatchesProvince,
  provincesForPostalCode,
} from './postal-code';
import { PROVINCE_NAMES } from './provinces';

/**
 * The checkout address form's checks, run before the address is sent so mistakes show under
 * their fields at once. The server checks again (it trusts no client).
 */

const REQUIRED_FIELDS: readonly (readonly [keyof AddressDraft, string])[] = [
  ['firstName', 'Enter a first name.'],
  ['lastName', 'Enter a last name.'],
  ['streetaddress', 'Enter the street address.'],
  ['city', 'Enter the city.'],
  ['province', 'Choose a province.'],
  ['postalcode', 'Enter a postal code.'],
];

/** Field messages for an address draft; empty when it may be sent to the server. */
export function addressDraftProblems(draft: AddressDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, message] of REQUIRED_FIELDS) {
    if (String(draft[field]).trim() === '') problems[field] = message;
  }
  const postal = normalisePostalCode(draft.postalcode);
  const valid = isPostalCode(postal);
  if (draft.postalcode.trim() !== '' && !valid) {
    problems.postalcode = 'Enter a Canadian postal code like A1A 1A1.';
  } else if (valid && draft.province && !postalCodeMatchesProvince(postal, draft.province)) {
    const letter = postal.charAt(0);
    const expected = provincesForPostalCode(postal)
      .map((code) => PROVINCE_NAMES[code])
      .join(' or ');
    problems.postalcode = `A postal code starting with ${letter} is in ${expected}. Check the postal code or the province.`;
  }
  const phone = draft.phoneNumber.replace(/[\s().+-]/g, '');
  if (phone !== '' && !/^1?\d{10}$/.test(phone)) {
    problems.phoneNumber = 'Enter a 10-digit phone number, e.g. 416 555 0134.';
  }
  if (draft.floornumber.trim() !== '' && !/^-?\d{1,3}$/.test(draft.floornumber.trim())) {
    problems.floornumber = 'Enter the floor as a number.';
  }
  return problems;
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
 * letter against the province), field → message. The server checks again.
 */
export function billingAddressProblems(draft: BillingAddressDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.streetAddress.trim().length < 3) problems.streetAddress = 'Enter the street address.';
  if (draft.city.trim().length < 2) problems.city = 'Enter the city.';
  if (!PROVINCE_NAMES[draft.province]) problems.province = 'Choose the province or territory.';
  const postal = normalisePostalCode(draft.postalCode);
  if (draft.postalCode.trim() === '') problems.postalCode = 'Enter the postal code.';
  else if (!isPostalCode(postal)) {
    problems.postalCode = 'Enter a Canadian postal code like A1A 1A1.';
  } else if (PROVINCE_NAMES[draft.province] && !postalCodeMatchesProvince(postal, draft.province)) {
    const expected = provincesForPostalCode(postal)
      .map((code) => PROVINCE_NAMES[code])
      .join(' or ');
    problems.postalCode = `A postal code starting with ${postal.charAt(0)} is in ${expected}. Check the postal code or the province.`;
  }
  return problems;
}
