/**
 * Free fabric swatches by mail (spec section 7, checkoutSwatch): which fabrics can be ordered,
 * the rules an order must meet, and the one transactional write.
 */
import type { DatabaseHandle } from '../../db/client';
import * as repo from './swatch-repository';
import type { Swatch } from './swatch-repository';
import { parseId } from '../catalog/index';
import { checkMailingAddress, clean, phoneToE164, throwIfAny } from '../addresses/index';
import type { ProvinceCode } from '../../shared/provinces';
import { TtlCache } from '../../shared/ttl-cache';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export type { Swatch };

/** Enough to compare fabrics at home; more is a sample library, not a swatch order. */
export const MAX_SWATCHES_PER_ORDER = 10;
export const SWATCHES_TTL_MS = 60_000;

export interface SwatchOrderInput {
  fullName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  unitNumber?: string | null | undefined;
  city: string;
  province: string;
  postalCode: string;
  country?: string | null | undefined;
  swatches: readonly string[];
  addressId?: string | null | undefined;
}

export interface ValidSwatchOrder {
  fullName: string;
  email: string;
  /** E.164, e.g. +14165550123. */
  phoneNumber: string;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: ProvinceCode;
  /** 'A1A 1A1'. */
  postalCode: string;
  country: 'CA';
  swatchIds: number[];
  addressId: string | null;
}

export interface PlacedSwatchOrder {
  id: string;
  orderNumber: string;
  swatchCount: number;
}

export type SwatchOrderField = keyof SwatchOrderInput;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A phone number as E.164 ('(416) 555-0123' → '+14165550123'): the address checks' rule. */
export const toE164 = phoneToE164;

export function orderNumberOf(orderId: string): string {
  return `SW-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Checks every field and gives all the problems at once, so a form can show each under its
 * field. Throws BAD_USER_INPUT with `details.fields` (field → message).
 */
export function validateSwatchOrder(input: SwatchOrderInput): ValidSwatchOrder {
  const problems: Partial<Record<SwatchOrderField, LocalizedText>> = {};

  const fullName = clean(input.fullName);
  if (fullName.length < 2 || !/\p{L}/u.test(fullName)) {
    problems.fullName = tr(m.errors_swatches_full_name);
  } else if (fullName.length > 100) {
    problems.fullName = tr(m.errors_swatches_full_name_long);
  }

  const email = clean(input.email).toLowerCase();
  if (email.length === 0) problems.email = tr(m.errors_swatches_email);
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    problems.email = tr(m.errors_swatches_email_invalid);
  }

  const phoneNumber = toE164(input.phoneNumber);
  if (clean(input.phoneNumber).length === 0) problems.phoneNumber = tr(m.errors_swatches_phone);
  else if (!phoneNumber) {
    problems.phoneNumber = tr(m.errors_swatches_phone_invalid);
  }

  const { streetAddress, unitNumber, city, province, postalCode } = checkMailingAddress(
    input,
    problems,
    {
      fields: {
        streetAddress: 'streetAddress',
        unitNumber: 'unitNumber',
        city: 'city',
        province: 'province',
        postalCode: 'postalCode',
        country: 'country',
      },
      whose: 'your',
      outsideCanada: tr(m.errors_swatches_canada_only),
    },
  );

  const swatchIds: number[] = [];
  if (!Array.isArray(input.swatches) || input.swatches.length === 0) {
    problems.swatches = tr(m.errors_swatches_none);
  } else {
    try {
      for (const id of input.swatches.map((value) => parseId(value, 'swatches'))) {
        if (!swatchIds.includes(id)) swatchIds.push(id);
      }
      if (swatchIds.length > MAX_SWATCHES_PER_ORDER) {
        problems.swatches = tr(m.errors_swatches_many, { max: MAX_SWATCHES_PER_ORDER });
      }
    } catch {
      problems.swatches = tr(m.errors_swatches_unknown);
    }
  }

  const addressId = clean(input.addressId) || null;
  if (addressId && !UUID_PATTERN.test(addressId)) {
    problems.addressId = tr(m.errors_swatches_saved_address_invalid);
  }

  throwIfAny(problems);
  return {
    fullName,
    email,
    phoneNumber: phoneNumber as string,
    streetAddress,
    unitNumber,
    city,
    province,
    postalCode,
    country: 'CA',
    swatchIds,
    addressId,
  };
}

export class SwatchService {
  private readonly cache: TtlCache<Swatch[]>;

  constructor(
    private readonly handle: DatabaseHandle,
    options: { cache?: boolean } = {},
  ) {
    this.cache = new TtlCache(1, options.cache === false ? 0 : SWATCHES_TTL_MS);
  }

  async swatches(): Promise<Swatch[]> {
    return this.cache.getOrLoad('all', () => repo.listSwatches(this.handle));
  }

  /**
   * Validates, checks the swatches exist and a saved address is the caller's own, then writes
   * in one transaction. Guests may order; a signed-in customer's order is linked to them.
   */
  async placeOrder(
    input: SwatchOrderInput,
    caller: { customerId: string | null } = { customerId: null },
  ): Promise<PlacedSwatchOrder> {
    const order = validateSwatchOrder(input);
    const known = new Set(await repo.findSwatchIds(this.handle, order.swatchIds));
    if (order.swatchIds.some((id) => !known.has(id))) {
      throwIfAny<SwatchOrderField>({
        swatches: tr(m.errors_swatches_no_longer_offered),
      });
    }
    if (order.addressId) {
      if (!caller.customerId) {
        throwIfAny<SwatchOrderField>({
          addressId: tr(m.errors_swatches_sign_in_for_address),
        });
      }
      const saved = await repo.findAddress(this.handle, order.addressId);
      // Only the customer's own address, and the one written on the form.
      if (
        !saved ||
        saved.customerId !== caller.customerId ||
        saved.postalCode.replace(/\s/g, '') !== order.postalCode.replace(/\s/g, '')
      ) {
        throwIfAny<SwatchOrderField>({
          addressId: tr(m.errors_swatches_saved_address_not_found),
        });
      }
    }
    const { swatchIds, ...fields } = order;
    const row = await repo.insertSwatchOrder(
      this.handle,
      { ...fields, customerId: caller.customerId },
      swatchIds,
    );
    return { id: row.id, orderNumber: orderNumberOf(row.id), swatchCount: swatchIds.length };
  }
}
