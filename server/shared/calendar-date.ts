import { DomainError } from './errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

/** A calendar day, 'YYYY-MM-DD', with no time zone attached. */
export type IsoDate = string;

/** A calendar day, or an instant to be read in a time zone. */
export type DateInput = IsoDate | Date;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function toUtcMs(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1) return false;
  // Rejects days that do not exist, such as 2025-02-29: the round trip would move them.
  const utc = new Date(0);
  utc.setUTCFullYear(year, Number(match[2]) - 1, Number(match[3]));
  return utc.toISOString().slice(0, 10) === value;
}

export function parseIsoDate(value: string, field = 'date'): IsoDate {
  if (isIsoDate(value)) return value;
  throw new DomainError('BAD_USER_INPUT', tr(m.errors_not_a_date, { value: String(value) }), {
    details: { field },
  });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch (cause) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_time_zone_unknown, { zone: timeZone }), {
        details: { field: 'timeZone' },
        cause,
      });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a time zone, e.g. the depot's 'America/Toronto'. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_date_invalid), {
      details: { field: 'date' },
    });
  }
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** A plain 'YYYY-MM-DD' is taken as is; a Date is read in `timeZone`. */
export function toIsoDate(value: DateInput, timeZone: string, field = 'date'): IsoDate {
  return value instanceof Date ? localDate(value, timeZone) : parseIsoDate(value, field);
}

const longDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A calendar day written out for customers: `2030-01-10` is `January 10, 2030`. */
export function longDay(date: IsoDate): string {
  return longDayFormat.format(new Date(`${date}T00:00:00Z`));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** Same day of month `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}
