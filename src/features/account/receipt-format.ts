/** Words and dates of the receipts pages, as pure functions. */
import { purchaseKindOf } from '../../../machines/purchase-options';
import { formatMoney, moneyWording } from '../../lib/money-format';

/** A receipt line's unit price as paid: `$78.00/mo` for a monthly option, `$249.00` once. */
export function unitPriceLabel(line: { purchaseOption: string; price: number }): string {
  return purchaseKindOf(line.purchaseOption) === 'PURCHASE'
    ? formatMoney(line.price)
    : `${formatMoney(line.price)}${moneyWording().suffix}`;
}

/**
 * What the order's monthly lines bill each later month before tax: each unit's monthly charge as
 * the server answers it (fee and PivotCare, decision 150), times its quantity.
 */
export function monthlyBeforeTax(
  lines: readonly {
    monthlyCharge?: { total: number } | null;
    quantity: number;
  }[],
): number {
  const cents = lines.reduce(
    (sum, line) =>
      sum + (line.monthlyCharge ? Math.round(line.monthlyCharge.total * 100) * line.quantity : 0),
    0,
  );
  return cents / 100;
}

const dateTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** An instant (ISO 8601) as the shopper's calendar day: "November 22, 2026". */
export function formatReceiptDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A calendar date (YYYY-MM-DD) as written: "Friday, November 27, 2026". */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

const WINDOWS: Record<string, string> = {
  MORNING: 'morning',
  AFTERNOON: 'afternoon',
  EVENING: 'evening',
  ANYTIME: 'any time of day',
  PICKUP: 'pickup at the depot',
};

/** "Friday, November 27, 2026, morning". */
export function formatDelivery(day: string | null, window: string | null | undefined): string {
  if (!day) return 'To be scheduled';
  const label = window ? WINDOWS[window] : undefined;
  return label ? `${formatCalendarDay(day)}, ${label}` : formatCalendarDay(day);
}

const STATUSES: Record<string, string> = {
  PENDING: 'Awaiting payment',
  CONFIRMED: 'Paid',
  SCHEDULED: 'Delivery scheduled',
  OUT_FOR_DELIVERY: 'Out for delivery',
  COMPLETED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment failed',
};

const RETURN_STATUSES: Record<string, string> = {
  SCHEDULED: 'Pickup scheduled',
  OUT_FOR_DELIVERY: 'Crew on its way',
  COMPLETED: 'Picked up',
};

export function statusLabel(status: string, type?: string): string {
  if (type === 'RETURN' && RETURN_STATUSES[status]) return RETURN_STATUSES[status];
  return STATUSES[status] ?? status;
}

const TYPES: Record<string, string> = {
  ORDER: 'Order',
  RETURN: 'Return',
  SWAP: 'Swap',
  MOVE: 'Move',
  BUYOUT: 'Buyout',
  SWATCH: 'Swatches',
};

export function orderTypeLabel(type: string): string {
  return TYPES[type] ?? type;
}

const CARD_NAMES: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  INTERAC: 'Interac',
};

/** "Visa ending 4242, expires 12/29": only the type, last four digits and expiry. */
export function cardLabel(card: {
  cardtype?: string | null;
  cardlastfourdigits?: string | null;
  cardexpirymonth?: number | null;
  cardexpiryyear?: number | null;
}): string {
  const name = card.cardtype ? (CARD_NAMES[card.cardtype] ?? card.cardtype) : 'Card';
  const ending = card.cardlastfourdigits ? ` ending ${card.cardlastfourdigits}` : '';
  const expiry =
    card.cardexpirymonth && card.cardexpiryyear
      ? `, expires ${String(card.cardexpirymonth).padStart(2, '0')}/${String(card.cardexpiryyear % 100).padStart(2, '0')}`
      : '';
  return `${name}${ending}${expiry}`;
}

/**
 * How a line was taken, by its option's kind: "Subscription, billed monthly", "Financing, 36
 * monthly payments of $104.55", "Rental, billed monthly until returned", "Purchase"; final sale
 * said after.
 */
export function purchaseLabel(line: {
  purchaseOption: string;
  termLength?: number | null;
  price: number;
  finalSale: boolean;
}): string {
  const kind = purchaseKindOf(line.purchaseOption);
  const label =
    kind === 'SUBSCRIPTION'
      ? 'Subscription, billed monthly'
      : kind === 'FINANCING'
        ? `Financing, ${line.termLength ?? 1} monthly payments of ${formatMoney(line.price)}`
        : kind === 'RENT'
          ? 'Rental, billed monthly until returned'
          : 'Purchase';
  return line.finalSale ? `${label}, final sale` : label;
}

/** "1 item", "3 items", "No items". */
export function itemCountLabel(count: number): string {
  if (count <= 0) return 'No items';
  return count === 1 ? '1 item' : `${count} items`;
}
