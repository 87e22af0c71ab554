/** Words for a variant's availability (spec section 3: low, high, unit, available, stockfrom). */
import { m } from '../../i18n/paraglide/messages.js';
import { longUtcDay } from '../../lib/calendar-day';

export interface AvailabilityFacts {
  low: number | null;
  high: number | null;
  unit: string | null;
  available: number;
  stockfrom: string | null;
}

export type AvailabilityStatus =
  'in-stock' | 'low-stock' | 'restocking' | 'made-to-order' | 'out-of-stock';

export interface AvailabilityText {
  status: AvailabilityStatus;
  headline: string;
  /** The delivery estimate, when there is one. */
  detail: string | null;
  canBuy: boolean;
}

/** At or below this many left, the page says how many. */
export const LOW_STOCK = 3;

/** 'YYYY-MM-DD' as 'December 22, 2026', the same day whatever the shopper's time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longUtcDay(new Date(Date.UTC(year, month - 1, day))) || date;
}

/** 'Delivers in 3-7 days', 'Delivers in 6-10 weeks', 'Delivers in 5 days'. */
export function deliveryEstimate(facts: AvailabilityFacts): string | null {
  const { low, high } = facts;
  if (low === null || high === null) return null;
  const weeks = (facts.unit ?? 'DAYS').toUpperCase() === 'WEEKS';
  if (low === high) {
    return weeks
      ? m.catalog_delivers_weeks({ count: low })
      : m.catalog_delivers_days({ count: low });
  }
  return weeks
    ? m.catalog_delivers_range_weeks({ low, high })
    : m.catalog_delivers_range_days({ low, high });
}

export function availabilityText(facts: AvailabilityFacts, cityName: string): AvailabilityText {
  const detail = deliveryEstimate(facts);
  if (facts.available > 0) {
    return facts.available <= LOW_STOCK
      ? {
          status: 'low-stock',
          headline: m.catalog_stock_only_left({ count: facts.available }),
          detail,
          canBuy: true,
        }
      : { status: 'in-stock', headline: m.catalog_stock_in(), detail, canBuy: true };
  }
  if (facts.stockfrom) {
    return {
      status: 'restocking',
      headline: m.catalog_stock_from({ date: formatCalendarDate(facts.stockfrom) }),
      detail,
      canBuy: true,
    };
  }
  // No stock is counted for made-to-order pieces; they still carry a lead time.
  if (detail)
    return {
      status: 'made-to-order',
      headline: m.catalog_stock_made_to_order(),
      detail,
      canBuy: true,
    };
  return {
    status: 'out-of-stock',
    headline: m.catalog_stock_out({ city: cityName }),
    detail: null,
    canBuy: false,
  };
}
