import { describe, expect, it } from 'vitest';
import { monthlyChargeOf } from '../../server/shared/monthly-charge';
import {
  monthlyChargeText,
  monthlyPartsText,
  monthlyTotalText,
} from '../../src/lib/monthly-charge';

describe('monthlyChargeOf (decision 150)', () => {
  it('is the fee and PivotCare of a monthly piece, named apart, with their sum', () => {
    expect(
      monthlyChargeOf({
        purchaseOption: 'subscribe',
        status: 'DELIVERED',
        monthlyPriceCents: 7700,
        pivotCareCents: 1540,
      }),
    ).toEqual({ feeCents: 7700, pivotCareCents: 1540, totalCents: 9240 });
    expect(
      monthlyChargeOf({ purchaseOption: 'monthlyv3', monthlyPriceCents: 1237, pivotCareCents: 0 }),
    ).toEqual({ feeCents: 1237, pivotCareCents: 0, totalCents: 1237 });
    expect(
      monthlyChargeOf({
        purchaseOption: 'rentv2',
        status: 'PENDING_DELIVERY',
        monthlyPriceCents: 11500,
        pivotCareCents: 2300,
      })?.totalCents,
    ).toBe(13800);
  });

  it('is none for a purchase, whatever its row holds, and for a piece no longer billed', () => {
    for (const purchaseOption of ['own', 'ownv2', 'ownv3', 'finalsaleownv3'] as const)
      expect(
        monthlyChargeOf({ purchaseOption, monthlyPriceCents: 0, pivotCareCents: 0 }),
      ).toBeNull();
    for (const status of ['OWNED', 'BOUGHT_OUT', 'RETURNED', 'CANCELLED'])
      expect(
        monthlyChargeOf({
          purchaseOption: 'subscribe',
          status,
          monthlyPriceCents: 7000,
          pivotCareCents: 1400,
        }),
      ).toBeNull();
    expect(
      monthlyChargeOf({ purchaseOption: 'subscribe', monthlyPriceCents: null, pivotCareCents: 0 }),
    ).toBeNull();
  });

  it('refuses amounts that are not whole cents: a bug, not a price', () => {
    expect(() =>
      monthlyChargeOf({ purchaseOption: 'subscribe', monthlyPriceCents: 77.5, pivotCareCents: 0 }),
    ).toThrow(RangeError);
  });
});

describe('how the screens write a monthly charge', () => {
  const chair = { fee: 77, pivotCare: 15.4, total: 92.4 };
  const table = { fee: 12.37, pivotCare: 0, total: 12.37 };

  it('writes the total, and the parts where the piece has PivotCare', () => {
    expect(monthlyTotalText(chair)).toBe('$92.40/mo');
    expect(monthlyPartsText(chair)).toBe('$77.00 fee + $15.40 PivotCare');
    expect(monthlyChargeText(chair)).toBe('$92.40/mo ($77.00 fee + $15.40 PivotCare)');
    expect(monthlyChargeText(table)).toBe('$12.37/mo');
    expect(monthlyPartsText(table, 'instalment')).toBe('$12.37 instalment');
  });

  it('writes nothing for a piece with no monthly charge, never $0.00/mo', () => {
    expect(monthlyTotalText(null)).toBeNull();
    expect(monthlyPartsText(null)).toBeNull();
    expect(monthlyChargeText(undefined)).toBeNull();
  });
});
