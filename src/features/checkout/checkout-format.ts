/** `2026-11-27` → `Friday, November 27, 2026` (the day as written, whatever the time zone). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}
