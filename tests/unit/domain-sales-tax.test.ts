import { describe, expect, it } from 'vitest';
import { localDate } from '../../server/shared/calendar-date';
import { DomainError } from '../../server/shared/errors';
import { multiplyHalfUp, rationalFromPercent } from '../../server/shared/money';
import { PROVINCE_CODES } from '../../server/shared/provinces';
import { sumTaxLines, taxLinesFor } from '../../server/shared/sales-tax';
import { TAX_RATES, TAX_TABLE_STARTS, ratesInEffect } from '../../server/shared/tax-rates';

function summary(province: string, cents: number, date: string | Date, timeZone?: string) {
  return taxLinesFor(province, cents, date, timeZone).map((l) => [l.name, l.amountCents]);
}

function expectDomainError(run: () => unknown, code: string, message?: RegExp): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    if (message) expect((error as DomainError).message).toMatch(message);
    return;
  }
  throw new Error('expected a DomainError');
}

describe('taxLinesFor: every province and territory on $100.00 (2025-06-01)', () => {
  const expected: Record<string, [string, number][]> = {
    AB: [['GST 5%', 500]],
    YT: [['GST 5%', 500]],
    NT: [['GST 5%', 500]],
    NU: [['GST 5%', 500]],
    BC: [
      ['GST 5%', 500],
      ['PST 7%', 700],
    ],
    MB: [
      ['GST 5%', 500],
      ['RST 7%', 700],
    ],
    SK: [
      ['GST 5%', 500],
      ['PST 6%', 600],
    ],
    QC: [
      ['GST 5%', 500],
      ['QST 9.975%', 998],
    ],
    ON: [['HST 13%', 1300]],
    NB: [['HST 15%', 1500]],
    NL: [['HST 15%', 1500]],
    PE: [['HST 15%', 1500]],
    NS: [['HST 14%', 1400]],
  };

  it('covers exactly the 13 codes', () => {
    expect(Object.keys(expected).sort()).toEqual([...PROVINCE_CODES].sort());
  });

  for (const [province, lines] of Object.entries(expected)) {
    it(`${province}: ${lines.map(([name]) => name).join(' + ')}`, () => {
      expect(summary(province, 10_000, '2025-06-01')).toEqual(lines);
    });
  }

  it('gives each line a code and an exact rational rate', () => {
    expect(taxLinesFor('QC', 10_000, '2025-06-01')).toEqual([
      { code: 'GST', name: 'GST 5%', rate: { numerator: 5, denominator: 100 }, amountCents: 500 },
      {
        code: 'QST',
        name: 'QST 9.975%',
        rate: { numerator: 9975, denominator: 100_000 },
        amountCents: 998,
      },
    ]);
  });
});

describe('Nova Scotia HST reduction', () => {
  it('is 15% on 2025-03-31 and 14% from 2025-04-01', () => {
    expect(summary('NS', 10_000, '2025-03-31')).toEqual([['HST 15%', 1500]]);
    expect(summary('NS', 10_000, '2025-04-01')).toEqual([['HST 14%', 1400]]);
  });

  it('reads a Date in Halifax time by default', () => {
    // 02:30 UTC on April 1 is 23:30 on March 31 in Halifax (UTC-3 in summer time).
    expect(summary('NS', 10_000, new Date('2025-04-01T02:30:00Z'))).toEqual([['HST 15%', 1500]]);
    expect(summary('NS', 10_000, new Date('2025-04-01T03:30:00Z'))).toEqual([['HST 14%', 1400]]);
  });

  it("reads a Date in the depot's time zone when given", () => {
    expect(summary('NS', 10_000, new Date('2025-04-01T03:30:00Z'), 'America/Vancouver')).toEqual([
      ['HST 15%', 1500],
    ]);
  });
});

describe('Quebec QST', () => {
  it('is computed on the price excluding GST', () => {
    // 9.975% of $100.00 is $9.975 → $9.98; on $105.00 (GST included) it would be $10.47.
    const [gst, qst] = taxLinesFor('QC', 10_000, '2025-06-01');
    expect(gst?.amountCents).toBe(500);
    expect(qst?.amountCents).toBe(998);
  });

  it('rounds each line on the subtotal: $19.99 → GST $1.00, QST $1.99, total $22.98', () => {
    // GST 99.95¢ → 100¢; QST 199.40025¢ → 199¢.
    const lines = taxLinesFor('QC', 1999, '2025-06-01');
    expect(lines.map((l) => l.amountCents)).toEqual([100, 199]);
    expect(1999 + sumTaxLines(lines)).toBe(2298);
  });

  it('rounds once on the subtotal, not per item', () => {
    // Three items at 5¢: per item QST is 0.49875¢ → 0¢ (0¢ in all); on the 15¢ subtotal 1.49625¢ → 1¢.
    const qst = (cents: number) => taxLinesFor('QC', cents, '2025-06-01')[1]?.amountCents;
    expect(3 * (qst(5) ?? NaN)).toBe(0);
    expect(qst(15)).toBe(1);
  });
});

describe('half-up rounding to the cent', () => {
  const cases: [string, number, string, number][] = [
    ['ON', 50, 'HST 13% of 50¢ = 6.5¢', 7],
    ['ON', 150, 'HST 13% of 150¢ = 19.5¢', 20],
    ['AB', 50, 'GST 5% of 50¢ = 2.5¢ (banker’s rounding would give 2)', 3],
    ['AB', 10, 'GST 5% of 10¢ = 0.5¢', 1],
    ['AB', 9, 'GST 5% of 9¢ = 0.45¢', 0],
    ['AB', 29, 'GST 5% of 29¢ = 1.45¢', 1],
    ['AB', 30, 'GST 5% of 30¢ = 1.5¢', 2],
    ['AB', 0, 'nothing taxable', 0],
  ];
  for (const [province, cents, label, tax] of cases) {
    it(label, () => {
      expect(sumTaxLines(taxLinesFor(province, cents, '2025-06-01'))).toBe(tax);
    });
  }

  it('MB RST 7% of 50¢ = 3.5¢ → 4¢ and NS HST 14% of 25¢ = 3.5¢ → 4¢', () => {
    expect(summary('MB', 50, '2025-06-01')).toEqual([
      ['GST 5%', 3],
      ['RST 7%', 4],
    ]);
    expect(summary('NS', 25, '2025-04-01')).toEqual([['HST 14%', 4]]);
  });

  it('mirrors credits: -50¢ in Ontario is -7¢', () => {
    expect(summary('ON', -50, '2025-06-01')).toEqual([['HST 13%', -7]]);
  });

  it('stays exact at the largest safe amount', () => {
    const cents = Number.MAX_SAFE_INTEGER;
    const exact = (2n * BigInt(cents) * 13n + 100n) / 200n;
    expect(BigInt(multiplyHalfUp(cents, { numerator: 13, denominator: 100 }))).toBe(exact);
  });

  it('refuses fractional cents', () => {
    expect(() => taxLinesFor('ON', 10.5, '2025-06-01')).toThrow(RangeError);
  });

  it('is exactly half-up for every amount from 0 to $200.00 in every province', () => {
    for (const province of PROVINCE_CODES) {
      for (let cents = 0; cents <= 20_000; cents += 1) {
        for (const line of taxLinesFor(province, cents, '2025-06-01')) {
          // Half-up means -d < 2(a·d - t·n) <= d, checked in integers.
          const d = BigInt(line.rate.denominator);
          const error =
            2n * (BigInt(line.amountCents) * d - BigInt(cents) * BigInt(line.rate.numerator));
          if (!(error > -d && error <= d)) {
            throw new Error(`${province} ${line.name} of ${cents}¢ gave ${line.amountCents}¢`);
          }
        }
      }
    }
  });
});

describe('bad input', () => {
  it('rejects an unknown province with BAD_USER_INPUT', () => {
    expectDomainError(() => taxLinesFor('ZZ', 100, '2025-06-01'), 'BAD_USER_INPUT', /ZZ/);
    expectDomainError(() => taxLinesFor('', 100, '2025-06-01'), 'BAD_USER_INPUT');
  });

  it('accepts a province code in any case', () => {
    expect(summary(' on ', 10_000, '2025-06-01')).toEqual([['HST 13%', 1300]]);
  });

  it('rejects a day that does not exist or is not YYYY-MM-DD', () => {
    expectDomainError(() => taxLinesFor('ON', 100, '2025-02-29'), 'BAD_USER_INPUT');
    expectDomainError(() => taxLinesFor('ON', 100, '2025-6-1'), 'BAD_USER_INPUT');
    expectDomainError(() => taxLinesFor('ON', 100, new Date('nonsense')), 'BAD_USER_INPUT');
  });

  it('refuses dates before the table is complete for a province', () => {
    expectDomainError(
      () => taxLinesFor('MB', 100, '2019-06-30'),
      'BAD_USER_INPUT',
      /MB are recorded from 2019-07-01/,
    );
    expect(summary('MB', 10_000, '2019-07-01')).toEqual([
      ['GST 5%', 500],
      ['RST 7%', 700],
    ]);
  });

  it('rejects an unknown time zone', () => {
    expectDomainError(
      () => taxLinesFor('ON', 100, new Date('2025-06-01T12:00:00Z'), 'Mars/Olympus'),
      'BAD_USER_INPUT',
    );
  });
});

describe('the rate table', () => {
  it('has no overlapping rates for one tax in one province', () => {
    for (const a of TAX_RATES) {
      for (const b of TAX_RATES) {
        if (a === b || a.province !== b.province || a.code !== b.code) continue;
        const overlap = a.from < (b.to ?? '9999-12-31') && b.from < (a.to ?? '9999-12-31');
        expect(overlap, `${a.province} ${a.code} ${a.from} / ${b.from}`).toBe(false);
      }
    }
  });

  it('answers with distinct taxes at every change date from each province’s start', () => {
    const dates = new Set(TAX_RATES.flatMap((r) => [r.from, r.to ?? r.from]));
    for (const province of PROVINCE_CODES) {
      for (const date of [...dates, TAX_TABLE_STARTS[province]]) {
        if (date < TAX_TABLE_STARTS[province]) continue;
        const codes = ratesInEffect(province, date).map((r) => r.code);
        expect(codes.length).toBeGreaterThan(0);
        expect(new Set(codes).size).toBe(codes.length);
      }
    }
  });

  it('parses percentages into exact fractions', () => {
    expect(rationalFromPercent('9.975')).toEqual({ numerator: 9975, denominator: 100_000 });
    expect(rationalFromPercent('13')).toEqual({ numerator: 13, denominator: 100 });
    expect(() => rationalFromPercent('1/3')).toThrow(RangeError);
  });
});

describe('localDate', () => {
  it('gives the calendar day in the time zone', () => {
    expect(localDate(new Date('2025-01-01T04:59:00Z'), 'America/Toronto')).toBe('2024-12-31');
    expect(localDate(new Date('2025-01-01T05:00:00Z'), 'America/Toronto')).toBe('2025-01-01');
  });

  it("handles St. John's half-hour offset", () => {
    expect(localDate(new Date('2025-01-01T03:29:00Z'), 'America/St_Johns')).toBe('2024-12-31');
    expect(localDate(new Date('2025-01-01T03:30:00Z'), 'America/St_Johns')).toBe('2025-01-01');
  });
});
