import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, longDay, longUtcDay } from '../../src/lib/calendar-day';

/** Every day from 1900 to 2300, for the comparisons with Intl. */
const anyDay = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2300-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const longDayFormat = (tag: 'en-CA' | 'fr-CA') =>
  new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

describe('longUtcDay (decision 146)', () => {
  it('writes a day as Intl writes it in en-CA', () => {
    const intl = longDayFormat('en-CA');
    fc.assert(
      fc.property(anyDay, (date) => {
        expect(longUtcDay(date)).toBe(intl.format(date));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes the UTC day, whatever the hour', () => {
    expect(longUtcDay(new Date('2026-12-22T23:59:59Z'))).toBe('December 22, 2026');
    expect(longUtcDay(new Date('2026-02-01T00:00:00Z'))).toBe('February 1, 2026');
  });

  it('gives nothing for an invalid date', () => {
    expect(longUtcDay(new Date('not a day'))).toBe('');
  });
});

describe('longUtcDay in French (decision 178)', () => {
  it('writes a day as Intl writes it in fr-CA, with the first of the month as « 1er »', () => {
    const intl = longDayFormat('fr-CA');
    fc.assert(
      fc.property(anyDay, (date) => {
        const expected = intl.format(date).replace(/^1 /, '1er ');
        expect(longUtcDay(date, 'fr')).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('writes the days of the issue as a Quebec customer reads them', () => {
    expect(longDay('2026-11-27', 'fr')).toBe('27 novembre 2026');
    expect(longDay('2027-01-01', 'fr')).toBe('1er janvier 2027');
    expect(longDay('2026-08-15', 'fr')).toBe('15 août 2026');
    expect(formatDay('2026-11-27', 'fr')).toBe('vendredi 27 novembre 2026');
  });
});

describe('formatDay', () => {
  it('writes a calendar day with its weekday, whatever the time zone', () => {
    expect(formatDay('2026-11-27')).toBe('Friday, November 27, 2026');
    expect(formatDay('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDay('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });
});

describe('longDay', () => {
  it('writes a calendar day, or the day a timestamp starts with', () => {
    expect(longDay('2030-01-10')).toBe('January 10, 2030');
    expect(longDay('2026-11-22T23:30:00.000Z')).toBe('November 22, 2026');
  });

  it('gives back what is not a day', () => {
    expect(longDay('soon')).toBe('soon');
  });
});
