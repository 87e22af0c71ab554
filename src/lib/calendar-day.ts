/**
 * Calendar days written out as English Canada writes them in full (`December 22, 2026`), exactly
 * as `Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' })` does
 * (a unit test compares the two). Written out rather than asked of Intl on the catalogue's
 * pages: a page's first Intl format loads the browser's locale data, about 25 ms of one task on
 * a fast machine, in the middle of starting the page (decision 146).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The UTC calendar day of `date`, e.g. `December 22, 2026`; an invalid date gives ''. */
export function longUtcDay(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A calendar day (`2026-11-22`, or a timestamp starting with one) as written: `November 22, 2026`. */
export function longDay(iso: string): string {
  return longUtcDay(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) || iso;
}

let weekdayFormat: Intl.DateTimeFormat | undefined;

/**
 * `2026-11-27` → `Friday, November 27, 2026` (the day as written, whatever the time zone). Asked of
 * Intl, made on first use: used on pages drawn in the browser (checkout, the account, the booking
 * flows), never while a drawn page starts.
 */
export function formatDay(iso: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return weekdayFormat.format(new Date(`${iso}T12:00:00Z`));
}
