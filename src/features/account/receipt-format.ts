/** Words and dates of the receipts pages, as pure functions. */
import { purchaseKindOf } from '../../../machines/purchase-options';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl date format in the page's language, made on first use. */
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant (ISO 8601) as the shopper's calendar day: "November 22, 2026". */
export function formatReceiptDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat(languageTag(), { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A calendar date (YYYY-MM-DD) as written: "Friday, November 27, 2026". */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : dateFormat(languageTag(), {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date);
}

function windowLabel(window: string): string | undefined {
  switch (window) {
    case 'MORNING':
      return m.account_window_morning();
    case 'AFTERNOON':
      return m.account_window_afternoon();
    case 'EVENING':
      return m.account_window_evening();
    case 'ANYTIME':
      return m.account_window_anytime();
    case 'PICKUP':
      return m.account_window_pickup();
    default:
      return undefined;
  }
}

/** "Friday, November 27, 2026, morning". */
export function formatDelivery(day: string | null, window: string | null | undefined): string {
  if (!day) return m.account_to_be_scheduled();
  const label = window ? windowLabel(window) : undefined;
  return label
    ? m.account_day_window({ day: formatCalendarDay(day), window: label })
    : formatCalendarDay(day);
}

function orderStatusLabel(status: string): string | undefined {
  switch (status) {
    case 'PENDING':
      return m.account_status_pending();
    case 'CONFIRMED':
      return m.account_status_confirmed();
    case 'SCHEDULED':
      return m.account_status_scheduled();
    case 'OUT_FOR_DELIVERY':
      return m.account_status_out_for_delivery();
    case 'COMPLETED':
      return m.account_status_completed();
    case 'CANCELLED':
      return m.account_status_cancelled();
    case 'PAYMENT_FAILED':
      return m.account_status_payment_failed();
    default:
      return undefined;
  }
}

function returnStatusLabel(status: string): string | undefined {
  switch (status) {
    case 'SCHEDULED':
      return m.account_return_status_scheduled();
    case 'OUT_FOR_DELIVERY':
      return m.account_return_status_out_for_delivery();
    case 'COMPLETED':
      return m.account_return_status_completed();
    default:
      return undefined;
  }
}

export function statusLabel(status: string, type?: string): string {
  const returned = type === 'RETURN' ? returnStatusLabel(status) : undefined;
  if (returned) return returned;
  return orderStatusLabel(status) ?? status;
}

function typeLabel(type: string): string | undefined {
  switch (type) {
    case 'ORDER':
      return m.account_type_order();
    case 'RETURN':
      return m.account_type_return();
    case 'SWAP':
      return m.account_type_swap();
    case 'MOVE':
      return m.account_type_move();
    case 'BUYOUT':
      return m.account_type_buyout();
    case 'SWATCH':
      return m.account_type_swatch();
    default:
      return undefined;
  }
}

export function orderTypeLabel(type: string): string {
  return typeLabel(type) ?? type;
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
  const name = card.cardtype ? (CARD_NAMES[card.cardtype] ?? card.cardtype) : m.account_card();
  const ending = card.cardlastfourdigits
    ? m.account_card_ending({ name, digits: card.cardlastfourdigits })
    : name;
  return card.cardexpirymonth && card.cardexpiryyear
    ? m.account_card_expires({
        card: ending,
        expiry: `${String(card.cardexpirymonth).padStart(2, '0')}/${String(card.cardexpiryyear % 100).padStart(2, '0')}`,
      })
    : ending;
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
      ? m.account_purchase_subscription()
      : kind === 'FINANCING'
        ? m.account_purchase_financing({
            count: line.termLength ?? 1,
            amount: formatMoney(line.price),
          })
        : kind === 'RENT'
          ? m.account_purchase_rental()
          : m.account_purchase_purchase();
  return line.finalSale ? m.account_final_sale_suffix({ label }) : label;
}

/** "1 item", "3 items", "No items". */
export function itemCountLabel(count: number): string {
  if (count <= 0) return m.account_no_items();
  return m.account_item_count({ count });
}

function kindLabel(kind: string): string | undefined {
  switch (kind) {
    case 'MONTHLY_BILL':
      return m.account_kind_monthly_bill();
    case 'OVERDUE_PAYMENT':
      return m.account_kind_overdue_payment();
    case 'TIP':
      return m.account_kind_tip();
    case 'REFUND':
      return m.account_kind_refund();
    case 'CREDIT':
      return m.account_kind_credit();
    default:
      return typeLabel(kind);
  }
}

/** What a receipt is for, as the list and the printed receipt name it. */
export function receiptKindLabel(kind: string): string {
  return kindLabel(kind) ?? kind;
}

function paperStatusLabel(status: string): string | undefined {
  switch (status) {
    case 'PAID':
      return m.account_paper_status_paid();
    case 'PAID_LATE':
      return m.account_paper_status_paid_late();
    case 'DECLINED':
      return m.account_paper_status_declined();
    case 'OPEN':
      return m.account_paper_status_open();
    case 'REFUNDED':
      return m.account_paper_status_refunded();
    case 'CREDITED':
      return m.account_paper_status_credited();
    default:
      return undefined;
  }
}

/** A receipt's status: an order's (statusLabel) or a bill's, tip's, refund's, credit's. */
export function receiptStatusLabel(status: string, kind: string): string {
  return paperStatusLabel(status) ?? statusLabel(status, kind);
}

function accountCreditLabel(title: string): string {
  switch (title) {
    case 'REFERRAL':
      return m.account_credit_referral();
    case 'REFUND':
      return m.account_credit_refund();
    case 'GOODWILL':
      return m.account_credit_goodwill();
    case 'ADJUSTMENT':
      return m.account_credit_adjustment();
    default:
      return m.account_kind_credit();
  }
}

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
        ? m.account_owed_on({ number: entry.ordernumber })
        : m.account_title_count({
            title: entry.title ?? m.account_your_address(),
            count: itemCountLabel(entry.itemcount),
          });
    case 'TIP':
      return m.account_tip_for_crew_of({ number: entry.ordernumber ?? m.account_your_delivery() });
    case 'REFUND':
      return [
        entry.title,
        entry.ordernumber ? m.account_refund_on({ number: entry.ordernumber }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'CREDIT':
      return accountCreditLabel(entry.title ?? '');
    default:
      return m.account_title_count({
        title: entry.title ?? receiptKindLabel(entry.kind),
        count: itemCountLabel(entry.itemcount),
      });
  }
}

/** A monthly bill's place in the billing history. */
export function billStatusLabel(status: string): string {
  switch (status) {
    case 'CHARGED':
      return m.account_bill_charged();
    case 'PAID_LATE':
      return m.account_bill_paid_late();
    case 'DECLINED':
      return m.account_bill_declined();
    case 'PROCESSING':
      return m.account_bill_processing();
    default:
      return status;
  }
}

/** A card payment's status when it did not go through, in a word: "declined", "pending". */
export function paymentStatusWord(status: string): string {
  switch (status) {
    case 'PENDING':
      return m.account_payment_pending_status();
    case 'DECLINED':
      return m.account_payment_declined_status();
    case 'FAILED':
      return m.account_payment_failed_status();
    case 'REFUNDED':
      return m.account_payment_refunded_status();
    default:
      return status.toLowerCase();
  }
}
