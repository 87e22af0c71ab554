import { describe, expect, it } from 'vitest';
import { monthlyFromPrice } from '../../server/modules/catalog/from-price';

const row = (purchaseOption: string, termLengthMonths: number | null, priceCents: number) => ({
  purchaseOption,
  termLengthMonths,
  priceCents,
});

const sofa = [
  row('subscribe', 12, 16_800),
  row('subscribev2', 6, 19_900),
  row('rentv2', 3, 27_500),
  row('monthlyv3', 12, 25_409),
  row('monthlyv3', 24, 13_512),
  row('monthlyv3', 36, 9_837),
  row('own', null, 304_900),
  row('ownv3', null, 304_900),
];

describe('monthlyFromPrice (decision 161)', () => {
  it('is the lowest monthly way to pay the product page offers, never a purchase', () => {
    expect(monthlyFromPrice(sofa)).toEqual({
      purchaseOption: 'monthlyv3',
      termLength: 36,
      monthlyCents: 9_837,
    });
    expect(monthlyFromPrice([row('ownv3', null, 500), row('subscribe', 12, 900)])).toEqual({
      purchaseOption: 'subscribe',
      termLength: 12,
      monthlyCents: 900,
    });
  });

  it("counts a final-sale piece's financing", () => {
    expect(
      monthlyFromPrice([
        row('finalsaleownv3', null, 235_900),
        row('finalsalemonthlyv3', 12, 19_659),
        row('finalsalemonthlyv3', 24, 10_455),
      ]),
    ).toEqual({ purchaseOption: 'finalsalemonthlyv3', termLength: 24, monthlyCents: 10_455 });
  });

  it('gives a tie to the longer term', () => {
    expect(monthlyFromPrice([row('subscribe', 12, 5_000), row('monthlyv3', 36, 5_000)])).toEqual({
      purchaseOption: 'monthlyv3',
      termLength: 36,
      monthlyCents: 5_000,
    });
  });

  it('is null with nothing monthly, and in the liquidation sale', () => {
    expect(monthlyFromPrice([row('ownv3', null, 304_900)])).toBeNull();
    expect(monthlyFromPrice([])).toBeNull();
    expect(monthlyFromPrice(sofa, 'liquidation')).toBeNull();
    expect(monthlyFromPrice([row('monthlyv3', 36, 0), row('unknown', 12, 100)])).toBeNull();
  });
});
