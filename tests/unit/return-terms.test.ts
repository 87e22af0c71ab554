import { describe, expect, it } from 'vitest';
import { returnTerms } from '../../src/features/returns/return-terms';

describe("an item's return terms on the returns list", () => {
  const sofa = { freeReturnFrom: '2027-03-03', earlyReturnFee: 140 };

  it('says when the pickup becomes free and what it costs before then', () => {
    expect(returnTerms(sofa, '2026-11-27')).toBe(
      'Free to return from March 3, 2027; a pickup before then costs $140.00',
    );
  });

  it('says only that it is free from the day the term ends', () => {
    expect(returnTerms(sofa, '2027-03-03')).toBe('Free to return');
    expect(returnTerms(sofa, '2027-03-04')).toBe('Free to return');
  });

  it("says both when the depot's day is not known", () => {
    expect(returnTerms(sofa, undefined)).toBe(
      'Free to return from March 3, 2027; a pickup before then costs $140.00',
    );
  });
});
