import { plainName } from '../../shared/plain-text';
/**
 * A Canadian delivery address as the checkout form sends it: every field checked at once, so
 * the form can show each message under its field; the postal code normalised to `A1A 1A1` and
 * matched to the province by its first letter (DOMAIN.md, "Addresses").
 *
 * The checks of a mailing address (street to country), the phone number and the way problems
 * are reported are the server's one version: saved addresses and swatch orders both use them.
 */
import type { BuildingType } from '../../db/constants';
import { BUILDING_TYPES } from '../../db/constants';
import { DomainError } from '../../shared/errors';
import { joined, tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeMatchesProvince,
} from '../../shared/postal-code';
import type { ProvinceCode } from '../../shared/provinces';
import { isProvinceCode } from '../../shared/provinces';

/** Field names as the API names them (spec section 3, "Address"). */
export interface ShippingAddressInput {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  streetaddress?: string | null;
  unitnumber?: string | null;
  city?: string | null;
  province?: string | null;
  postalcode?: string | null;
  country?: string | null;
  typeofaddress?: string | null;
  floornumber?: number | null;
  elevatoraccess?: boolean | null;
  receivinghours?: string | null;
  buzzernumber?: string | null;
  dockdooraccess?: boolean | null;
  deliveryinstructions?: string | null;
  primary?: boolean | null;
}

export type ShippingAddressField = keyof ShippingAddressInput;

export interface ValidShippingAddress {
  firstName: string;
  lastName: string;
  /** E.164, e.g. +14165550134. */
  phoneNumber: string | null;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: ProvinceCode;
  /** 'A1A 1A1'. */
  postalCode: string;
  country: 'CA';
  typeOfAddress: BuildingType | null;
  floorNumber: number | null;
  elevatorAccess: boolean | null;
  receivingHours: string | null;
  buzzerNumber: string | null;
  dockDoorAccess: boolean | null;
  deliveryInstructions: string | null;
  primary: boolean;
}

/** Spaces collapsed and trimmed; the empty string for anything that is not text. */
export function clean(value: unknown): string {
  return typeof value === 'string' ? plainName(value).replace(/\s+/g, ' ').trim() : '';
}

/**
 * A North American number as E.164 ('416-555-0134' → '+14165550134'); null when it is not a
 * ten-digit number whose area code and exchange start with 2-9.
 */
export function phoneToE164(input: string): string | null {
  const trimmed = clean(input);
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

function isBuildingType(value: string): value is BuildingType {
  return (BUILDING_TYPES as readonly string[]).includes(value);
}

/**
 * Throws BAD_USER_INPUT with every problem (`details.fields`: field → message) and the first
 * problem's field as `details.field`; does nothing when there is none.
 */
export function throwIfAny<Field extends string>(
  problems: Partial<Record<Field, LocalizedText>>,
): void {
  const entries = Object.entries(problems) as [Field, LocalizedText][];
  const [first] = entries;
  if (!first) return;
  const message =
    entries.length === 1
      ? first[1]
      : tr(m.errors_check_fields, {
          count: entries.length,
          texts: joined(
            entries.map(([, text]) => text),
            ' ',
          ),
        });
  throw new DomainError('BAD_USER_INPUT', message, {
    details: { field: first[0], fields: problems },
  });
}

/** The parts of a mailing address, as the caller's form names them. */
export interface MailingAddressInput {
  streetAddress?: unknown;
  unitNumber?: unknown;
  city?: unknown;
  province?: unknown;
  postalCode?: unknown;
  country?: unknown;
}

export interface MailingAddress {
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  /** Valid once no problem was reported. */
  province: ProvinceCode;
  /** 'A1A 1A1'; empty when the postal code had a problem. */
  postalCode: string;
}

/**
 * Checks street, unit, city, province, postal code (format, and province by its first letter)
 * and country, adding a message per bad field to `problems` under the caller's field names.
 * `whose` words the messages for the form: "Enter the city." or "Enter your city.".
 */
export function checkMailingAddress<Field extends string>(
  input: MailingAddressInput,
  problems: Partial<Record<Field, LocalizedText>>,
  wording: {
    fields: Record<keyof MailingAddressInput, Field>;
    whose: 'the' | 'your';
    outsideCanada: LocalizedText;
  },
): MailingAddress {
  const { fields, whose } = wording;
  const streetAddress = clean(input.streetAddress);
  const yours = whose === 'your';
  if (streetAddress.length < 3) {
    problems[fields.streetAddress] = yours
      ? tr(m.errors_address_street_your)
      : tr(m.errors_address_street_the);
  } else if (streetAddress.length > 200) {
    problems[fields.streetAddress] = tr(m.errors_address_street_long);
  }
  const unitNumber = clean(input.unitNumber) || null;
  if (unitNumber && unitNumber.length > 20) {
    problems[fields.unitNumber] = tr(m.errors_address_unit_long);
  }

  const city = clean(input.city);
  if (city.length < 2) {
    problems[fields.city] = yours ? tr(m.errors_address_city_your) : tr(m.errors_address_city_the);
  } else if (city.length > 100) problems[fields.city] = tr(m.errors_address_city_long);

  const province = clean(input.province).toUpperCase();
  if (!isProvinceCode(province))
    problems[fields.province] = yours
      ? tr(m.errors_address_province_your)
      : tr(m.errors_address_province_the);

  const postalInput = clean(input.postalCode);
  let postalCode = '';
  if (postalInput.length === 0) {
    problems[fields.postalCode] = yours
      ? tr(m.errors_address_postal_your)
      : tr(m.errors_address_postal_the);
  } else if (!isValidPostalCode(postalInput)) {
    problems[fields.postalCode] = tr(m.errors_address_postal_invalid);
  } else {
    postalCode = normalizePostalCode(postalInput);
    if (isProvinceCode(province) && !postalCodeMatchesProvince(postalCode, province)) {
      problems[fields.postalCode] = tr(m.errors_address_postal_province, { postalCode, province });
    }
  }

  const country = clean(input.country ?? 'CA').toUpperCase();
  if (country !== 'CA' && country !== 'CANADA') problems[fields.country] = wording.outsideCanada;

  return { streetAddress, unitNumber, city, province: province as ProvinceCode, postalCode };
}

/** Checks every field; throws BAD_USER_INPUT with `details.fields` (field → message). */
export function validateShippingAddress(input: ShippingAddressInput): ValidShippingAddress {
  const problems: Partial<Record<ShippingAddressField, LocalizedText>> = {};
  const text = (
    field: ShippingAddressField,
    max: number,
    tooLong: typeof m.errors_address_buzzer_long,
  ): string | null => {
    const value = clean(input[field]);
    if (value.length > max) problems[field] = tr(tooLong, { max });
    return value.length > 0 ? value : null;
  };

  const firstName = clean(input.firstName);
  if (firstName.length === 0) problems.firstName = tr(m.errors_address_first_name);
  else if (firstName.length > 60) problems.firstName = tr(m.errors_address_first_name_long);
  const lastName = clean(input.lastName);
  if (lastName.length === 0) problems.lastName = tr(m.errors_address_last_name);
  else if (lastName.length > 60) problems.lastName = tr(m.errors_address_last_name_long);

  let phoneNumber: string | null = null;
  if (clean(input.phoneNumber).length > 0) {
    phoneNumber = phoneToE164(clean(input.phoneNumber));
    if (!phoneNumber) {
      problems.phoneNumber = tr(m.errors_address_phone);
    }
  }

  const { streetAddress, unitNumber, city, province, postalCode } = checkMailingAddress(
    {
      streetAddress: input.streetaddress,
      unitNumber: input.unitnumber,
      city: input.city,
      province: input.province,
      postalCode: input.postalcode,
      country: input.country,
    },
    problems,
    {
      fields: {
        streetAddress: 'streetaddress',
        unitNumber: 'unitnumber',
        city: 'city',
        province: 'province',
        postalCode: 'postalcode',
        country: 'country',
      },
      whose: 'the',
      outsideCanada: tr(m.errors_addresses_canada_only),
    },
  );

  const building = clean(input.typeofaddress).toUpperCase();
  if (building.length > 0 && !isBuildingType(building)) {
    problems.typeofaddress = tr(m.errors_address_building);
  }

  const floor = input.floornumber;
  if (
    floor !== null &&
    floor !== undefined &&
    (!Number.isInteger(floor) || floor < -5 || floor > 200)
  ) {
    problems.floornumber = tr(m.errors_address_floor);
  }

  const receivingHours = text('receivinghours', 100, m.errors_address_receiving_hours_long);
  const buzzerNumber = text('buzzernumber', 20, m.errors_address_buzzer_long);
  const deliveryInstructions = text(
    'deliveryinstructions',
    500,
    m.errors_address_instructions_long,
  );

  throwIfAny(problems);
  return {
    firstName,
    lastName,
    phoneNumber,
    streetAddress,
    unitNumber,
    city,
    province,
    postalCode,
    country: 'CA',
    typeOfAddress: building.length > 0 ? (building as BuildingType) : null,
    floorNumber: floor ?? null,
    elevatorAccess: input.elevatoraccess ?? null,
    receivingHours,
    buzzerNumber,
    dockDoorAccess: input.dockdooraccess ?? null,
    deliveryInstructions,
    primary: input.primary ?? false,
  };
}

/** A depot city as far as delivery areas go. */
export interface DeliveryArea {
  readonly id: number;
  readonly name: string;
  readonly province: string;
  /** Forward sortation area prefixes within reach of the depot ('M', 'V5', 'T2A'). */
  readonly fsaPrefixes: readonly string[];
}

/** True when the postal code's forward sortation area is within reach of the city's depot. */
export function servesPostalCode(area: DeliveryArea, postalCode: string): boolean {
  if (!isValidPostalCode(postalCode)) return false;
  const compact = normalizePostalCode(postalCode).replace(' ', '');
  return area.fsaPrefixes.some((prefix) =>
    compact.startsWith(prefix.replace(/\s/g, '').toUpperCase()),
  );
}

/**
 * The depot city that delivers to an address, or null when none does. A city of the address's
 * own province comes first (Ottawa's depot also reaches Gatineau, QC).
 */
export function servingArea<T extends DeliveryArea>(
  areas: readonly T[],
  postalCode: string,
  province: string,
): T | null {
  const reaching = areas.filter((area) => servesPostalCode(area, postalCode));
  return reaching.find((area) => area.province === province) ?? reaching[0] ?? null;
}
