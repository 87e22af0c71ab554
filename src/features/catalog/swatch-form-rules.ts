/**
 * The swatch order form's checks, run before sending so mistakes show under their fields at
 * once. The server checks the same things again (it trusts no client). Provinces and postal
 * codes follow the rules the checkout uses too, written once in `machines/`.
 */
import { m } from '../../i18n/paraglide/messages.js';
import {
  isPostalCode,
  normalisePostalCode,
  postalCodeMatchesProvince,
} from '../../../machines/postal-code';
import { PROVINCES } from '../../../machines/provinces';
import { provinceLabel } from '../../lib/province-names';

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
  if (name.length < 2 || !/\p{L}/u.test(name)) errors.fullName = m.catalog_error_full_name();
  else if (name.length > 100) errors.fullName = m.catalog_error_full_name_long();

  const email = form.email.trim();
  if (!email) errors.email = m.catalog_error_email();
  else if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(email)) {
    errors.email = m.catalog_error_email_invalid();
  }

  if (!form.phoneNumber.trim()) errors.phoneNumber = m.catalog_error_phone();
  else if (!phoneToE164(form.phoneNumber)) {
    errors.phoneNumber = m.catalog_error_phone_invalid();
  }

  const street = form.streetAddress.trim();
  if (street.length < 3) errors.streetAddress = m.catalog_error_street();
  else if (street.length > 200) {
    errors.streetAddress = m.catalog_error_street_long();
  }
  if (form.unitNumber.trim().length > 20) {
    errors.unitNumber = m.catalog_error_unit_long();
  }
  const city = form.city.trim();
  if (city.length < 2) errors.city = m.catalog_error_city();
  else if (city.length > 100) errors.city = m.catalog_error_city_long();

  const province = PROVINCES.find((candidate) => candidate.code === form.province);
  if (!province) errors.province = m.catalog_error_province();

  const postal = normalisePostalCode(form.postalCode);
  if (!form.postalCode.trim()) errors.postalCode = m.catalog_error_postal_code();
  else if (!isPostalCode(postal)) {
    errors.postalCode = m.catalog_error_postal_code_invalid();
  } else if (province && !postalCodeMatchesProvince(postal, province.code)) {
    errors.postalCode = m.catalog_error_postal_code_province({
      postal,
      province: provinceLabel(province.code),
    });
  }

  if (swatchCount === 0) errors.swatches = m.catalog_error_swatches_none();
  else if (swatchCount > maxSwatches) {
    errors.swatches = m.catalog_error_swatches_many({ max: maxSwatches });
  }
  return errors;
}
