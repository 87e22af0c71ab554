import { describe, expect, it } from 'vitest';
import { DomainError } from '../../server/shared/errors';
import {
  fsa,
  isValidPostalCode,
  normalizePostalCode,
  postalCodeMatchesProvince,
  provincesForPostalCode,
} from '../../server/shared/postal-code';

describe('normalizePostalCode', () => {
  it.each([
    ['a1a1a1', 'A1A 1A1'],
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    [' k1a-0b1 ', 'K1A 0B1'],
    ['m5v  3l9', 'M5V 3L9'],
  ])('%j → %j', (input, output) => {
    expect(normalizePostalCode(input)).toBe(output);
  });

  it('throws BAD_USER_INPUT with an example of the format', () => {
    try {
      normalizePostalCode('12345');
      throw new Error('expected a DomainError');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('BAD_USER_INPUT');
      expect((error as DomainError).message).toMatch(/K1A 0B1/);
      expect((error as DomainError).details).toEqual({ field: 'postalCode' });
    }
  });
});

describe('isValidPostalCode', () => {
  it.each(['K1A 0B1', 'H2X 1Y4', 'V6B 4Y8', 'X0A 0H0', 'Y1A 6L1', 'K1Z 1W1', 'T2P1J9'])(
    '%s is valid',
    (code) => {
      expect(isValidPostalCode(code)).toBe(true);
    },
  );

  for (const letter of ['D', 'F', 'I', 'O', 'Q', 'U']) {
    it(`never uses ${letter}, in any letter position`, () => {
      expect(isValidPostalCode(`${letter}1A 1A1`)).toBe(false);
      expect(isValidPostalCode(`K1${letter} 1A1`)).toBe(false);
      expect(isValidPostalCode(`K1A 1${letter}1`)).toBe(false);
    });
  }

  it('never starts with W or Z, though they appear later', () => {
    expect(isValidPostalCode('W1A 1A1')).toBe(false);
    expect(isValidPostalCode('Z1A 1A1')).toBe(false);
    expect(isValidPostalCode('K1W 1Z1')).toBe(true);
  });

  it.each(['', 'K1A 0B', 'K1A 0B12', 'KKA 0B1', '123 456', 'K1A_0B1', 'K1A 0B1 X'])(
    '%j is invalid',
    (code) => {
      expect(isValidPostalCode(code)).toBe(false);
    },
  );
});

describe('fsa', () => {
  it('is the first three characters of the normalised code', () => {
    expect(fsa('m5v3l9')).toBe('M5V');
  });

  it('refuses an invalid code', () => {
    expect(() => fsa('D5V 3L9')).toThrow(DomainError);
  });
});

describe('province by first letter', () => {
  const examples: [string, string][] = [
    ['A1A 1A1', 'NL'],
    ['B3H 1A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1C 1A1', 'NB'],
    ['G1R 1A1', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J4K 1A1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 1A1', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 1A1', 'ON'],
    ['P3A 1A1', 'ON'],
    ['R3C 1A1', 'MB'],
    ['S4P 1A1', 'SK'],
    ['T2P 1J9', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['Y1A 6L1', 'YT'],
  ];
  for (const [code, province] of examples) {
    it(`${code} is in ${province}`, () => {
      expect(provincesForPostalCode(code)).toEqual([province]);
      expect(postalCodeMatchesProvince(code, province)).toBe(true);
    });
  }

  it('X is shared by the Northwest Territories and Nunavut', () => {
    expect(provincesForPostalCode('X0A 0H0')).toEqual(['NT', 'NU']);
    expect(postalCodeMatchesProvince('X1A 2P3', 'NT')).toBe(true);
    expect(postalCodeMatchesProvince('X0A 0H0', 'NU')).toBe(true);
    expect(postalCodeMatchesProvince('X0A 0H0', 'YT')).toBe(false);
  });

  it('reports a province mismatch', () => {
    expect(postalCodeMatchesProvince('M5V 3L9', 'QC')).toBe(false);
    expect(postalCodeMatchesProvince('H2X 1Y4', 'ON')).toBe(false);
  });

  it('accepts loose input and a lower-case province', () => {
    expect(postalCodeMatchesProvince('m5v3l9', 'on')).toBe(true);
  });

  it('is false for an invalid code or an unknown province', () => {
    expect(postalCodeMatchesProvince('D5V 3L9', 'ON')).toBe(false);
    expect(postalCodeMatchesProvince('M5V 3L9', 'ZZ')).toBe(false);
  });
});
