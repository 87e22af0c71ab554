import { addressDraftProblemCodes } from '../../../machines/address-rules';
import { normalisePostalCode } from '../../../machines/postal-code';
import { PROVINCE_NAMES } from '../../../machines/provinces';
import type { CustomerAddress, ShippingAddressInput } from '../../api/profile-queries';
import type { AddressDraft } from '../../ui/address-form';
import { displayPhone } from './phone-format';

/** The provinces of the shared address form. */
export const PROVINCE_OPTIONS = Object.entries(PROVINCE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** The checks checkout runs before sending an address (machines/address-rules.ts). */
export { addressDraftProblemCodes };

type SavedAddress = CustomerAddress['address'];

/** A saved address as the form's starting draft. */
export function draftFromAddress(address: SavedAddress): AddressDraft {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: displayPhone(address.phoneNumber),
    streetaddress: address.streetaddress,
    unitnumber: address.unitnumber ?? '',
    city: address.city,
    province: address.province,
    postalcode: address.postalcode,
    typeofaddress: address.typeofaddress ?? '',
    floornumber: address.floornumber === null ? '' : String(address.floornumber),
    elevatoraccess: address.elevatoraccess ?? false,
    buzzernumber: address.buzzernumber ?? '',
    dockdooraccess: address.dockdooraccess ?? false,
    receivinghours: address.receivinghours ?? '',
    deliveryinstructions: address.deliveryinstructions ?? '',
    primary: address.primary,
  };
}

/** The draft as the API's ShippingAddressInput: blanks as null, the postal code `A1A 1A1`. */
export function addressInput(draft: AddressDraft): ShippingAddressInput {
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
    typeofaddress: (blank(draft.typeofaddress) as ShippingAddressInput['typeofaddress']) ?? null,
    floornumber: blank(draft.floornumber) === null ? null : Number(draft.floornumber),
    elevatoraccess: draft.elevatoraccess,
    buzzernumber: blank(draft.buzzernumber),
    dockdooraccess: draft.dockdooraccess,
    receivinghours: blank(draft.receivinghours),
    deliveryinstructions: blank(draft.deliveryinstructions),
    primary: draft.primary,
  };
}

/**
 * Where /selectaddress may send the customer back: a path of this site (`/checkout`), never
 * another origin (`//evil.example`, `https://...`, `/\evil`). Anything else falls back.
 */
export function safeReturnPath(value: unknown, fallback = '/account/address'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return fallback;
  if (/[\\\s]/.test(value) || value.length > 500) return fallback;
  try {
    const base = 'https://storefront.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
