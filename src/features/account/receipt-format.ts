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
  PICKUP: 'pickup at the warehouse, 10 am to 5 pm',
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

const KINDS: Record<string, string> = {
  ORDER: 'Order',
  RETURN: 'Return',
  SWAP: 'Swap',
  MOVE: 'Move',
  BUYOUT: 'Buyout',
  SWATCH: 'Swatches',
  MONTHLY_BILL: 'Monthly bill',
  OVERDUE_PAYMENT: 'Overdue payment',
  TIP: 'Crew tip',
  REFUND: 'Refund',
  CREDIT: 'Account credit',
};

/** What a receipt is for, as the list and the printed receipt name it. */
export function receiptKindLabel(kind: string): string {
  return KINDS[kind] ?? kind;
}

const PAPER_STATUSES: Record<string, string> = {
  PAID: 'Paid',
  PAID_LATE: 'Paid late',
  DECLINED: 'Declined',
  OPEN: 'Being charged',
  REFUNDED: 'Refunded',
  CREDITED: 'Credited',
};

/** A receipt's status: an order's (statusLabel) or a bill's, tip's, refund's, credit's. */
export function receiptStatusLabel(status: string, kind: string): string {
  return PAPER_STATUSES[status] ?? statusLabel(status, kind);
}

const ACCOUNT_CREDIT_KINDS: Record<string, string> = {
  REFERRAL: 'Referral reward',
  REFUND: 'Refund to account credit',
  GOODWILL: 'Goodwill credit',
  ADJUSTMENT: 'Account credit adjustment',
};

/** The list's line under a receipt's heading: its first item, address, order or reason. */
export function receiptTitle(entry: {
  kind: string;
  title?: string | null;
  ordernumber?: string | null;
  itemcount: number;
}): string {
  switch (entry.kind) {
    case 'MONTHLY_BILL':
    case 'OVERDUE_PAYMENT':
      return entry.ordernumber
        ? `Owed on ${entry.ordernumber}`
        : `${entry.title ?? 'Your address'} · ${itemCountLabel(entry.itemcount)}`;
    case 'TIP':
      return `For the crew of ${entry.ordernumber ?? 'your delivery'}`;
    case 'REFUND':
      return [entry.title, entry.ordernumber ? `on ${entry.ordernumber}` : null]
        .filter(Boolean)
        .join(' ');
    case 'CREDIT':
      return ACCOUNT_CREDIT_KINDS[entry.title ?? ''] ?? 'Account credit';
    default:
      return `${entry.title ?? receiptKindLabel(entry.kind)} · ${itemCountLabel(entry.itemcount)}`;
  }
}

const BILL_STATUSES: Record<string, string> = {
  CHARGED: 'Charged',
  PAID_LATE: 'Paid late',
  DECLINED: 'Declined',
  PROCESSING: 'Being charged',
};

/** A monthly bill's place in the billing history. */
export function billStatusLabel(status: string): string {
  return BILL_STATUSES[status] ?? status;
}
