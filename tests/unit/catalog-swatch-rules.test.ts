import { describe, expect, it } from 'vitest';
import { normalisePostalCode } from '../../machines/postal-code';
import {
  EMPTY_SWATCH_FORM,
  phoneToE164,
  validateSwatchForm,
} from '../../src/features/catalog/swatch-form-rules';
import { DomainError } from '../../server/shared/errors';
import {
  MAX_SWATCHES_PER_ORDER,
  orderNumberOf,
  toE164,
  validateSwatchOrder,
} from '../../server/modules/swatches/swatch-service';

const form = {
  fullName: 'Alex Tremblay',
  email: 'alex@example.ca',
  phoneNumber: '416-555-0123',
  streetAddress: '100 Queen St W',
  unitNumber: '',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5h 2n2',
};

describe('the swatch form (client)', () => {
  it('accepts a complete Canadian address', () => {
    expect(validateSwatchForm(form, 3, 10)).toEqual({});
  });

  it('puts a message on every empty required field and on the swatches', () => {
    expect(Object.keys(validateSwatchForm(EMPTY_SWATCH_FORM, 0, 10)).sort()).toEqual(
      [
        'city',
        'email',
        'fullName',
        'phoneNumber',
        'postalCode',
        'province',
        'streetAddress',
        'swatches',
      ].sort(),
    );
  });

  it('says when the postal code belongs to another province', () => {
    expect(validateSwatchForm({ ...form, postalCode: 'V6B 4Y8' }, 1, 10)).toEqual({
      postalCode: 'V6B 4Y8 is not a postal code in Ontario. Check the postal code or the province.',
    });
    expect(validateSwatchForm({ ...form, postalCode: '12345' }, 1, 10).postalCode).toBe(
      'Enter a Canadian postal code, like K1A 0B1.',
    );
    expect(validateSwatchForm({ ...form, province: 'NU', postalCode: 'X0A 0H0' }, 1, 10)).toEqual(
      {},
    );
  });

  it('checks email, phone and the swatch count', () => {
    const errors = validateSwatchForm({ ...form, email: 'alex@', phoneNumber: '555-0123' }, 11, 10);
    expect(errors).toEqual({
      email: 'Enter an email address like name@example.ca.',
      phoneNumber: 'Enter a 10-digit Canadian phone number, like 416-555-0123.',
      swatches: 'Choose at most 10 swatches per order.',
    });
  });

  it('formats postal codes and phone numbers', () => {
    expect(normalisePostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(normalisePostalCode('K1A-0B1')).toBe('K1A 0B1');
    expect(phoneToE164('(416) 555-0123')).toBe('+14165550123');
    expect(phoneToE164('+1 604 555 0199')).toBe('+16045550199');
    expect(phoneToE164('123-555-0123')).toBeNull();
    expect(phoneToE164('call me')).toBeNull();
  });
});

describe('the swatch order (server)', () => {
  const input = { ...form, swatches: ['1', '2', '2'] };

  it('normalises every field', () => {
    expect(validateSwatchOrder({ ...input, fullName: '  Alex   Tremblay ' })).toEqual({
      fullName: 'Alex Tremblay',
      email: 'alex@example.ca',
      phoneNumber: '+14165550123',
      streetAddress: '100 Queen St W',
      unitNumber: null,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
      swatchIds: [1, 2],
      addressId: null,
    });
  });

  it('refuses with every field at once', () => {
    try {
      validateSwatchOrder({
        ...input,
        email: 'x',
        province: 'BC',
        swatches: Array.from({ length: MAX_SWATCHES_PER_ORDER + 1 }, (_, i) => String(i + 1)),
      });
      throw new Error('expected a DomainError');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const domain = error as DomainError;
      expect(domain.code).toBe('BAD_USER_INPUT');
      expect(domain.details.field).toBe('email');
      expect(Object.keys(domain.details.fields as object)).toEqual([
        'email',
        'postalCode',
        'swatches',
      ]);
      expect(domain.message).toMatch(/^Check 3 fields:/);
    }
  });

  it('writes E.164 phone numbers and short order numbers', () => {
    expect(toE164('1 (905) 555-0100')).toBe('+19055550100');
    expect(toE164('905-055-0100')).toBeNull();
    expect(orderNumberOf('1a2b3c4d-0000-4000-8000-000000000000')).toBe('SW-1A2B3C4D');
  });
});
