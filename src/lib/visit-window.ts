/**
 * The time windows of a visit (a delivery, a return pickup, a swap, a move) in the page's language
 * (decision 178). The server names each window in English (`Morning, 9 am to noon`); a French
 * page writes it from its type and hours as Quebec writes times: `Matin, de 9 h à 12 h`. English
 * keeps the server's words exactly.
 */
import { getLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';

/** A window as the schedule gives it: its type, the server's English label and its hours. */
export interface VisitWindowHours {
  type: string;
  label: string;
  startHour: number;
  endHour?: number | null | undefined;
}

const FRENCH_PERIODS: Readonly<Record<string, string>> = {
  MORNING: 'Matin',
  AFTERNOON: 'Après-midi',
  EVENING: 'Soir',
  ANYTIME: 'Toute la journée',
  PICKUP: 'Ramassage à l’entrepôt',
};

/** The period in a sentence: `le matin`, `en soirée`, for a window whose hours are not known. */
const FRENCH_PERIOD_PHRASES: Readonly<Record<string, string>> = {
  MORNING: 'le matin',
  AFTERNOON: 'l’après-midi',
  EVENING: 'le soir',
  ANYTIME: 'à toute heure de la journée',
  PICKUP: 'au ramassage à l’entrepôt',
};

/** An hour of the day as Quebec writes it: `9 h`, `12 h`, `0 h` (midnight). */
export function frenchHour(hour: number): string {
  return `${hour % 24} h`;
}

/** `de 9 h à 12 h`. */
export function frenchHourRange(startHour: number, endHour: number): string {
  return `de ${frenchHour(startHour)} à ${frenchHour(endHour)}`;
}

/**
 * A window's name in a list of windows: the server's label in English, `Matin, de 9 h à 12 h` in
 * French (the period alone when its end hour is not known).
 */
export function visitWindowLabel(window: VisitWindowHours, locale: Locale = getLocale()): string {
  if (locale !== 'fr') return window.label;
  const period = FRENCH_PERIODS[window.type] ?? window.type;
  return typeof window.endHour === 'number'
    ? `${period}, ${frenchHourRange(window.startHour, window.endHour)}`
    : period;
}

/**
 * The chosen window in a sentence (`Pickup on Friday, November 27, 2026, morning.`): its type in
 * lower case in English, as before; `de 9 h à 12 h` in French when its hours are among `windows`,
 * otherwise `le matin`.
 */
export function visitWindowPhrase(
  type: string,
  windows: readonly VisitWindowHours[] = [],
  locale: Locale = getLocale(),
): string {
  if (locale !== 'fr') return type.toLowerCase();
  const window = windows.find((candidate) => candidate.type === type);
  if (window && typeof window.endHour === 'number')
    return frenchHourRange(window.startHour, window.endHour);
  return FRENCH_PERIOD_PHRASES[type] ?? type.toLowerCase();
}

/** A window's period in a sentence, without its hours: `morning` / `le matin`. */
export function visitPeriodPhrase(type: string, locale: Locale = getLocale()): string | undefined {
  if (locale !== 'fr') return undefined;
  return FRENCH_PERIOD_PHRASES[type];
}
