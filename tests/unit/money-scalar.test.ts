import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MONEY_NOT_CENTS, MoneyScalar } from '../../server/api/resolvers/money';
import { isDomainError } from '../../server/shared/errors';

describe('the Money scalar (decision 175)', () => {
  it('writes integer cents as dollars with at most two decimals', () => {
    expect(MoneyScalar.serialize(123450)).toBe(1234.5);
    expect(MoneyScalar.serialize(1999)).toBe(19.99);
    expect(MoneyScalar.serialize(0)).toBe(0);
    expect(MoneyScalar.serialize(-250)).toBe(-2.5);
  });

  it('refuses loudly what is not whole cents, never rounding it', () => {
    for (const value of [12.5, Number.NaN, '1999', null, 2 ** 60]) {
      expect(() => MoneyScalar.serialize(value)).toThrow(MONEY_NOT_CENTS);
    }
  });

  it('reads dollars into cents, refusing more than two decimals as the arguments do', () => {
    expect(MoneyScalar.parseValue(19.99)).toBe(1999);
    expect(MoneyScalar.parseValue(847)).toBe(84700);
    expect(MoneyScalar.parseLiteral({ kind: Kind.FLOAT, value: '0.1' })).toBe(10);
    expect(MoneyScalar.parseLiteral({ kind: Kind.INT, value: '12' })).toBe(1200);
    let refusal: unknown;
    try {
      MoneyScalar.parseValue(847.499);
    } catch (error) {
      refusal = error;
    }
    expect(isDomainError(refusal) && refusal.code).toBe('BAD_USER_INPUT');
    expect((refusal as Error).message).toBe('Amounts are in dollars with at most two decimals.');
    expect(() => MoneyScalar.parseValue('12')).toThrow(/non-numeric/);
    expect(() => MoneyScalar.parseLiteral({ kind: Kind.STRING, value: '12' })).toThrow(
      /non-numeric/,
    );
  });
});
