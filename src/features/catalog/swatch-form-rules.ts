/**
 * The swatch order form's checks, run before sending so mistakes show under their fields at
 * once. The server checks the same things again (it trusts no client). Provinces and postal
 * codes follow the rules the checkout uses too, written once in `machines/`.
 */
import {
  isPostalCode,
  normalisePostalCode,
  postalCodeMatchesProvince,
} from '../../../machines/postal-code';
import { PROVINCES } from '../../../machines/provinces';

export interface SwatchForm {
  fullName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  unitNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

export type SwatchFormField = keyof SwatchForm;
export type SwatchFormErrors = Partial<Record<SwatchFormField | 'swatches', string>>;

export const EMPTY_SWATCH_FORM: SwatchForm = {
  fullName: '',
  email: '',
  phoneNumber: '',
  streetAddress: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
};

/** A ten-digit North American number as +1XXXXXXXXXX, or null. */
export function phoneToE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : null;
}

export function validateSwatchForm(
  form: SwatchForm,
  swatchCount: number,
  maxSwatches: number,
): SwatchFormErrors {
  const errors: SwatchFormErrors = {};
  const name = form.fullName.replace(/\s+/g, ' ').trim();
  if (name.length < 2 || !/\p{L}/u.test(name)) errors.fullName = 'Enter your full name.';
  else if (name.length > 100) errors.fullName = 'Enter a name of at most 100 characters.';

  const email = form.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(email)) {
    errors.email = 'Enter an email address like name@example.ca.';
  }

  if (!form.phoneNumber.trim()) errors.phoneNumber = 'Enter your phone number.';
  else if (!phoneToE164(form.phoneNumber)) {
    errors.phoneNumber = 'Enter a 10-digit Canadian phone number, like 416-555-0123.';
  }

  const street = form.streetAddress.trim();
  if (street.length < 3) errors.streetAddress = 'Enter your street address.';
  else if (street.length > 200) {
    errors.streetAddress = 'Enter a street address of at most 200 characters.';
  }
  if (form.unitNumber.trim().length > 20) {
    errors.unitNumber = 'Enter a unit number of at most 20 characters.';
  }
  const city = form.city.trim();
  if (city.length < 2) errors.city = 'Enter your city.';
  else if (city.length > 100) errors.city = 'Enter a city of at most 100 characters.';

  const province = PROVINCES.find((candidate) => candidate.code === form.province);
  if (!province) errors.province = 'Choose your province or territory.';

  const postal = normalisePostalCode(form.postalCode);
  if (!form.postalCode.trim()) errors.postalCode = 'Enter your postal code.';
  else if (!isPostalCode(postal)) {
    errors.postalCode = 'Enter a Canadian postal code, like K1A 0B1.';
  } else if (province && !postalCodeMatchesProvince(postal, province.code)) {
    errors.postalCode = `${postal} is not a postal code in ${province.name}. Check the postal code or the province.`;
  }

  if (swatchCount === 0) errors.swatches = 'Choose at least one swatch.';
  else if (swatchCount > maxSwatches) {
    errors.swatches = `Choose at most ${maxSwatches} swatches per order.`;
  }
  return errors;
}
