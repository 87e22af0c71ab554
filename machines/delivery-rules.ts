import type { DeliveryScheduleInfo, DeliveryWindowType } from './checkout-types';

/**
 * Whether a delivery day and window can be offered by the schedule: the day between the
 * earliest the cart can come and the last bookable day, the window one the city offers.
 */
export function fitsSchedule(
  schedule: DeliveryScheduleInfo,
  date: string | null,
  window: DeliveryWindowType | null,
): boolean {
  return (
    date !== null &&
    date >= schedule.earliestDate &&
    date <= schedule.latestDate &&
    schedule.windows.some((choice) => choice.type === window)
  );
}
