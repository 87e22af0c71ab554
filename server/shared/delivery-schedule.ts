/**
 * When an order can be delivered: the depot's days and time windows, in the depot's time zone.
 *
 * Rules (DOMAIN.md: delivery and assembly seven days a week, 9 am to 9 pm, by depot; the
 * city's `delivery_start_hour` / `delivery_end_hour` hold each depot's hours):
 * - the day is no earlier than the quote's estimated delivery date (stock must reach the depot
 *   and the crew needs the city's lead time) and at most 60 days ahead;
 * - the depot delivers on that weekday (every day today; DEPOT_DELIVERY_WEEKDAYS changes it);
 * - the window is one the depot offers, and when the day is the depot's today the window must
 *   not have started yet;
 * - PICKUP is the only choice in liquidation mode (LIQUIDATION_FLAG, `liquidation-sale`), and is
 *   not offered otherwise.
 */
import type { IsoDate } from './calendar-date';
import { addDays, isIsoDate, localDate } from './calendar-date';
import { DomainError } from './errors';
import type { Locale, LocalizedText, TextInEither } from '../i18n/locale';
import { dayKeptInEnglish, frenchTime, joined, tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';
import { PICKUP_WAREHOUSE, PICKUP_WITHIN_DAYS } from './liquidation-sale';

/** How far ahead a delivery can be booked. */
export const MAX_DELIVERY_DAYS_AHEAD = 60;

/** How far ahead a visit can be booked: a sale pickup within 14 days, a delivery within 60. */
export function latestDaysAhead(pickupOnly: boolean): number {
  return pickupOnly ? PICKUP_WITHIN_DAYS : MAX_DELIVERY_DAYS_AHEAD;
}

/** Days of the week (0 Sunday ... 6 Saturday) the depots deliver: all seven (DOMAIN.md). */
export const DEPOT_DELIVERY_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

export type DeliveryTimeType = 'MORNING' | 'AFTERNOON' | 'EVENING' | 'ANYTIME' | 'PICKUP';

export interface DeliveryWindow {
  readonly type: DeliveryTimeType;
  readonly label: string;
  /** Local hours of the day, [startHour, endHour). */
  readonly startHour: number;
  readonly endHour: number;
}

export interface DepotHours {
  readonly name: string;
  readonly timezone: string;
  readonly deliveryStartHour: number;
  readonly deliveryEndHour: number;
}

const NOON = 12;
const FIVE_PM = 17;

function hourLabel(hour: number): string {
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

/** An hour as French writes it: `9 h`, `minuit`. */
function frenchHourLabel(hour: number): string {
  return hour === 0 || hour === 24 ? 'minuit' : frenchTime(hour);
}

const WINDOW_NAMES: Readonly<Record<DeliveryTimeType, LocalizedText>> = {
  MORNING: tr(m.errors_window_morning),
  AFTERNOON: tr(m.errors_window_afternoon),
  EVENING: tr(m.errors_window_evening),
  ANYTIME: tr(m.errors_window_anytime),
  PICKUP: tr(m.errors_window_pickup),
};

/** A window's label in the language read: `Morning, 9 am to noon`, `Matin, de 9 h à 12 h`. */
export function windowLabelText(window: DeliveryWindow): LocalizedText {
  return (locale: Locale) =>
    locale === 'en'
      ? window.label
      : tr(m.errors_window_label, {
          name: WINDOW_NAMES[window.type],
          from: frenchHourLabel(window.startHour),
          to: frenchHourLabel(window.endHour),
        })(locale);
}

function window(type: DeliveryTimeType, name: string, start: number, end: number): DeliveryWindow {
  return {
    type,
    label: `${name}, ${hourLabel(start)} to ${hourLabel(end)}`,
    startHour: start,
    endHour: end,
  };
}

/** The windows a depot offers, earliest first; ANYTIME spans its whole day. */
export function deliveryWindows(depot: DepotHours, pickupOnly: boolean): DeliveryWindow[] {
  const start = depot.deliveryStartHour;
  const end = depot.deliveryEndHour;
  if (pickupOnly) {
    // The sale's orders are picked up during the warehouse's hours (decision 157).
    return [
      window(
        'PICKUP',
        'Pickup at the warehouse',
        PICKUP_WAREHOUSE.openHour,
        PICKUP_WAREHOUSE.closeHour,
      ),
    ];
  }
  const windows: DeliveryWindow[] = [];
  if (start < NOON) windows.push(window('MORNING', 'Morning', start, Math.min(NOON, end)));
  if (Math.max(start, NOON) < Math.min(end, FIVE_PM)) {
    windows.push(window('AFTERNOON', 'Afternoon', Math.max(start, NOON), Math.min(end, FIVE_PM)));
  }
  if (end > FIVE_PM) windows.push(window('EVENING', 'Evening', Math.max(start, FIVE_PM), end));
  windows.push(window('ANYTIME', 'Any time', start, end));
  return windows;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0-23) an instant falls on in a time zone. */
export function localHour(instant: Date, timeZone: string): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  const hour = formatter.formatToParts(instant).find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

function weekday(date: IsoDate): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

const FRENCH_WEEKDAY_NAMES = [
  'dimanche',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
];

function weekdayName(day: number): LocalizedText {
  return (locale) => (locale === 'fr' ? FRENCH_WEEKDAY_NAMES : WEEKDAY_NAMES)[day] ?? '';
}

export interface DeliveryChoice {
  readonly date: string;
  readonly timeType: string;
}

/**
 * How a refusal names the visit and which request fields it points at: a delivery's own words
 * by default; a return's pickup says "pickup day" and points at its own fields, so the check's
 * errors carry the caller's code and field from where they are raised (no rewriting after).
 */
export interface VisitWords {
  /** "delivery day" or "pickup day" (in the language read: decision 179). */
  readonly day: TextInEither;
  /** "delivery time" or "pickup time". */
  readonly time: TextInEither;
  /** "Deliveries" or "Pickups". */
  readonly plural: TextInEither;
  /** "deliver" or "pick up". */
  readonly verb: TextInEither;
  /** What the earliest day is said of: " for this order", or nothing. */
  readonly forWhat: TextInEither;
  readonly dateField: string;
  readonly timeField: string;
}

export const DELIVERY_WORDS: VisitWords = {
  day: tr(m.errors_words_delivery_day),
  time: tr(m.errors_words_delivery_time),
  plural: tr(m.errors_words_deliveries),
  verb: tr(m.errors_words_deliver),
  forWhat: tr(m.errors_words_for_this_order),
  dateField: 'deliverydate',
  timeField: 'deliverytimetype',
};

/** A pickup's words; the caller names its own fields. */
export const pickupWords = (fields: { dateField: string; timeField: string }): VisitWords => ({
  day: tr(m.errors_words_pickup_day),
  time: tr(m.errors_words_pickup_time),
  plural: tr(m.errors_words_pickups),
  verb: tr(m.errors_words_pick_up),
  forWhat: '',
  ...fields,
});

function refuse(field: string, message: LocalizedText): never {
  throw new DomainError('BAD_USER_INPUT', message, { details: { field } });
}

/**
 * Checks the chosen day and window; throws BAD_USER_INPUT (`details.field` deliverydate or
 * deliverytimetype, or the fields `words` names) with what to choose instead. Returns the window.
 */
export function checkDeliveryChoice(
  choice: DeliveryChoice,
  depot: DepotHours,
  options: { earliest: IsoDate; now: Date; pickupOnly: boolean; words?: VisitWords },
): DeliveryWindow {
  const words = options.words ?? DELIVERY_WORDS;
  if (!isIsoDate(choice.date)) {
    refuse(words.dateField, tr(m.errors_visit_choose_day, { day: words.day }));
  }
  const today = localDate(options.now, depot.timezone);
  const latest = addDays(today, latestDaysAhead(options.pickupOnly));
  const earliest = options.earliest > today ? options.earliest : today;
  if (choice.date < earliest) {
    refuse(
      words.dateField,
      tr(m.errors_visit_earliest, {
        day: words.day,
        forWhat: words.forWhat,
        date: dayKeptInEnglish(earliest),
      }),
    );
  }
  if (choice.date > latest) {
    refuse(
      words.dateField,
      options.pickupOnly
        ? tr(m.errors_sale_pickup_within, {
            days: PICKUP_WITHIN_DAYS,
            date: dayKeptInEnglish(latest),
          })
        : tr(m.errors_visit_days_ahead, {
            plural: words.plural,
            days: MAX_DELIVERY_DAYS_AHEAD,
            date: dayKeptInEnglish(latest),
          }),
    );
  }
  if (!DEPOT_DELIVERY_WEEKDAYS.includes(weekday(choice.date))) {
    refuse(
      words.dateField,
      tr(m.errors_visit_no_weekday, {
        depot: depot.name,
        verb: words.verb,
        weekday: weekdayName(weekday(choice.date)),
      }),
    );
  }
  const windows = deliveryWindows(depot, options.pickupOnly);
  const chosen = windows.find((candidate) => candidate.type === choice.timeType);
  if (!chosen) {
    refuse(
      words.timeField,
      options.pickupOnly
        ? tr(m.errors_sale_choose_pickup)
        : tr(m.errors_visit_choose_time, {
            time: words.time,
            windows: joined(windows.map(windowLabelText), '; '),
          }),
    );
  }
  if (choice.date === today && localHour(options.now, depot.timezone) >= chosen.startHour) {
    refuse(words.timeField, tr(m.errors_window_started));
  }
  return chosen;
}

/** The depot's delivery hours of a city. */
export function depotHours(city: DepotHours): DepotHours {
  return {
    name: city.name,
    timezone: city.timezone,
    deliveryStartHour: city.deliveryStartHour,
    deliveryEndHour: city.deliveryEndHour,
  };
}
