/** An exact fraction, so 9.975% is 9975/100000 and never a binary float. */
export interface Rational {
  readonly numerator: number;
  readonly denominator: number;
}

/** Integer cents that survive arithmetic without losing precision. */
export function isCents(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * Guards figures that come from our own data (prices, fees, balances). A failure is a bug
 * or bad data, not something the shopper can fix, so it is not a DomainError.
 */
export function assertCents(value: unknown, field: string, { min = 0 } = {}): number {
  if (!isCents(value) || value < min) {
    throw new RangeError(
      `${field} must be an integer number of cents >= ${min}, got ${String(value)}.`,
    );
  }
  return value;
}

/** '9.975' → 9975/100000: the exact fraction of a percentage written in decimal. */
export function rationalFromPercent(percent: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(percent);
  if (!match) throw new RangeError(`"${percent}" is not a decimal percentage.`);
  const decimals = match[2] ?? '';
  return {
    numerator: Number(`${match[1]}${decimals}`),
    denominator: 100 * 10 ** decimals.length,
  };
}

/**
 * cents × rate, rounded half up to the cent (half away from zero for negative amounts, so a
 * credit note mirrors its invoice). Exact: BigInt arithmetic, no float in between.
 */
export function multiplyHalfUp(cents: number, rate: Rational): number {
  const product =
    BigInt(assertCents(cents, 'cents', { min: Number.MIN_SAFE_INTEGER })) * BigInt(rate.numerator);
  const denominator = BigInt(rate.denominator);
  const magnitude = product < 0n ? -product : product;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(product < 0n ? -rounded : rounded);
}
