/**
 * What each notice says (decision 154), read when it is sent from the stored figures the
 * receipts show: the order's amounts and tax lines, the bill's lines and taxes, the payment's
 * amount and card. Every link is absolute, from SITE_URL. Each is written in the customer's
 * language (decision 179), its links to the store's pages in that language (`/fr/...`).
 */
import { PICKUP_WAREHOUSE, pickupSentence } from '../../shared/liquidation-sale';
import { hourIn, longDayIn, moneyIn, taxWithRateIn, weekdayIn } from '../../i18n/format';
import { readerLocale } from '../../i18n/locale';
import { nameIn } from '../../shared/french-names';
import type { Locale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { readerFactsOf } from '../../db/repositories/reader-language-repository';
import type { DatabaseHandle } from '../../db/client';
import type { NoticeContact, NoticeRecord } from './notice-repository';
import {
  noticeBillOf,
  noticeContactOf,
  noticeOrderFacts,
  noticePaymentByKey,
  noticeRefundedCents,
  noticeTipOf,
} from './notice-repository';
import { findDelivery } from '../../db/repositories/delivery-repository';
import type { DeliveryRecord } from '../../db/repositories/delivery-repository';
import type { ReceiptRecord } from '../../db/repositories/receipt-repository';
import { loadCustomerReceipt } from '../../db/repositories/receipt-repository';
import { localDate } from '../../shared/calendar-date';
import { deliveryWindows } from '../../shared/delivery-schedule';
import { returnFeeKey } from '../../shared/charge-keys';

/** Where customers reach the store, printed under every notice. */
export const CARE = { phone: '1-844-555-0142', email: 'care@pivotfurniture.ca' } as const;

export interface NoticeRow {
  label: string;
  amount: string;
  /** The total: drawn bold, after a rule. */
  total?: boolean;
}

export interface NoticeLink {
  label: string;
  url: string;
}

/** One notice, ready for the mail template and the text message. */
export interface NoticeMessage {
  to: string;
  /** The language it is written in. */
  locale: Locale;
  subject: string;
  /** The inbox's preview line. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** Facts in a list: the day and window, the address, the order number. */
  facts: { label: string; value: string }[];
  items: string[];
  rows: NoticeRow[];
  action: NoticeLink | null;
  links: NoticeLink[];
  /** The text message, when the customer chose texts for it; null: mail only. */
  sms: { to: string; body: string } | null;
  /** When true and there is a text, the text is sent instead of the mail (the crew's notices). */
  textInsteadOfMail?: boolean;
}

/** $1,234.56 (negative amounts as −$5.00); `1 234,56 $` in French. */
export function formatCents(cents: number, locale: Locale = 'en'): string {
  return moneyIn(cents, locale);
}

/** The store's address for a reader: its French pages are under `/fr`. */
export function storeUrl(siteUrl: string, locale: Locale): string {
  const site = siteUrl.replace(/\/+$/, '');
  return locale === 'fr' ? `${site}/fr` : site;
}

const CARD_NAMES: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  INTERAC: 'Interac',
};

function cardLabel(type: string | null, lastFour: string | null, locale: Locale): string {
  const l = { locale };
  if (!lastFour) return m.mail_card_on_file({}, l);
  return m.mail_card_ending(
    { card: CARD_NAMES[type ?? ''] ?? m.mail_card_generic({}, l), lastFour },
    l,
  );
}

function taxLabel(tax: { name: string; ratePercent: number }, locale: Locale): string {
  return taxWithRateIn(tax.name, tax.ratePercent, locale);
}

const WINDOW_NAMES = {
  MORNING: m.mail_window_morning,
  AFTERNOON: m.mail_window_afternoon,
  EVENING: m.mail_window_evening,
  ANYTIME: m.mail_window_anytime,
  PICKUP: m.mail_window_pickup,
} as const;

function windowLabel(visit: DeliveryRecord, locale: Locale): string {
  const windows = deliveryWindows(
    {
      name: visit.depot.name,
      timezone: visit.depot.timezone,
      deliveryStartHour: visit.depot.deliveryStartHour,
      deliveryEndHour: visit.depot.deliveryEndHour,
    },
    visit.timeType === 'PICKUP',
  );
  const window = windows.find((candidate) => candidate.type === visit.timeType) ?? windows.at(-1);
  if (!window) return '';
  if (locale === 'en') return window.label.replace(/^./, (first) => first.toLowerCase());
  return m.mail_window_range(
    {
      name: WINDOW_NAMES[window.type]({}, { locale }),
      start: hourIn(window.startHour, locale),
      end: hourIn(window.endHour, locale),
    },
    { locale },
  );
}

/** `Friday, November 27, 2026` / `vendredi 27 novembre 2026`. */
function dayWithWeekday(date: string, locale: Locale): string {
  return m.mail_day_with_weekday(
    { weekday: weekdayIn(date, locale), day: longDayIn(date, locale) },
    { locale },
  );
}

function visitWhen(visit: DeliveryRecord, locale: Locale): string {
  return m.mail_visit_when(
    {
      weekday: weekdayIn(visit.date, locale),
      day: longDayIn(visit.date, locale),
      window: windowLabel(visit, locale),
    },
    { locale },
  );
}

function addressLine(address: {
  streetAddress?: string;
  line1?: string;
  unitNumber?: string | null;
  line2?: string | null;
  city: string;
  province: string;
  postalCode?: string;
}): string {
  const street = address.streetAddress ?? address.line1 ?? '';
  const unit = address.unitNumber ?? address.line2;
  return [unit ? `${unit}-${street}` : street, address.city, address.province, address.postalCode]
    .filter(Boolean)
    .join(', ');
}

type VisitNoun =
  'delivery' | 'pickup' | 'warehouse_pickup' | 'swap_visit' | 'move_pickup' | 'move_delivery';
type BookingNoun = VisitNoun | 'swap' | 'move';

/**
 * A visit or booking named three ways: after "your" (English `delivery`, French `votre
 * livraison`), after "the" (`la livraison`), and as a label (`Delivery`). French nouns carry
 * their gender in their article, so the sentences around them need none.
 */
const NOUNS: Record<
  BookingNoun,
  { your: (typeof m)['mail_noun_delivery']; the: (typeof m)['mail_noun_delivery'] }
> = {
  delivery: { your: m.mail_noun_delivery, the: m.mail_noun_delivery_the },
  pickup: { your: m.mail_noun_pickup, the: m.mail_noun_pickup_the },
  warehouse_pickup: { your: m.mail_noun_warehouse_pickup, the: m.mail_noun_warehouse_pickup_the },
  swap_visit: { your: m.mail_noun_swap_visit, the: m.mail_noun_swap_visit_the },
  move_pickup: { your: m.mail_noun_move_pickup, the: m.mail_noun_move_pickup_the },
  move_delivery: { your: m.mail_noun_move_delivery, the: m.mail_noun_move_delivery_the },
  swap: { your: m.mail_noun_swap, the: m.mail_noun_swap_the },
  move: { your: m.mail_noun_move, the: m.mail_noun_move_the },
};

const NOUN_LABELS: Record<VisitNoun, (typeof m)['mail_noun_delivery']> = {
  delivery: m.mail_noun_delivery_label,
  pickup: m.mail_noun_pickup_label,
  warehouse_pickup: m.mail_noun_warehouse_pickup_label,
  swap_visit: m.mail_noun_swap_visit_label,
  move_pickup: m.mail_noun_move_pickup_label,
  move_delivery: m.mail_noun_move_delivery_label,
};

function visitNoun(visit: DeliveryRecord, orderType: string): VisitNoun {
  if (visit.timeType === 'PICKUP') return 'warehouse_pickup';
  if (orderType === 'SWAP') return 'swap_visit';
  if (orderType === 'MOVE') return visit.kind === 'PICKUP' ? 'move_pickup' : 'move_delivery';
  return visit.kind === 'PICKUP' ? 'pickup' : 'delivery';
}

/** The receipt's money, as the receipt page lists it. */
function orderRows(receipt: ReceiptRecord, locale: Locale): NoticeRow[] {
  const l = { locale };
  const money = (cents: number) => formatCents(cents, locale);
  const rows: NoticeRow[] = [];
  const subtotalLabel: Record<string, () => string> = {
    ORDER: () => m.mail_row_items({}, l),
    RETURN: () => m.mail_row_return_fee({}, l),
    SWAP: () => m.mail_row_swap({}, l),
    MOVE: () => m.mail_row_move({}, l),
    BUYOUT: () => m.mail_row_buyout({}, l),
    SWATCH: () => m.mail_row_swatches({}, l),
  };
  const deliveryLabel: Record<string, () => string> = {
    SWAP: () => m.mail_row_visit_fee({}, l),
    MOVE: () => m.mail_row_move_fee({}, l),
  };
  if (receipt.productsSubtotalCents > 0 || receipt.type === 'ORDER')
    rows.push({
      label: subtotalLabel[receipt.type]?.() ?? m.mail_row_subtotal({}, l),
      amount: money(receipt.productsSubtotalCents),
    });
  if (receipt.deliveryCents > 0)
    rows.push({
      label: deliveryLabel[receipt.type]?.() ?? m.mail_row_delivery({}, l),
      amount: money(receipt.deliveryCents),
    });
  if (receipt.assemblyCents > 0)
    rows.push({ label: m.mail_row_assembly({}, l), amount: money(receipt.assemblyCents) });
  if (receipt.discountCents > 0)
    rows.push({ label: m.mail_row_discount({}, l), amount: money(-receipt.discountCents) });
  for (const tax of receipt.taxes)
    rows.push({ label: taxLabel(tax, locale), amount: money(tax.amountCents) });
  rows.push({ label: m.mail_row_total({}, l), amount: money(receipt.totalCents), total: true });
  if (receipt.balanceUsedCents > 0)
    rows.push({ label: m.mail_row_credit_used({}, l), amount: money(-receipt.balanceUsedCents) });
  const paid = receipt.payments.find(
    (payment) => payment.chargeType === 'CHARGE' && payment.status === 'SUCCEEDED',
  );
  if (receipt.type !== 'RETURN')
    rows.push({
      label: m.mail_charged_to(
        { card: cardLabel(paid?.cardType ?? null, paid?.cardLastFour ?? null, locale) },
        l,
      ),
      amount: money(receipt.totalChargedCents),
    });
  return rows;
}

/** The receipt's lines, named in the mail's language (decision 185). */
function itemsOf(receipt: ReceiptRecord, locale: Locale): string[] {
  return receipt.lines.map((line) => {
    const name = nameIn(line, locale);
    return line.quantity > 1 ? `${name} × ${line.quantity}` : name;
  });
}

interface Context {
  handle: DatabaseHandle;
  /** The store's address in the reader's language (`/fr` for French). */
  siteUrl: string;
  notice: NoticeRecord;
  contact: NoticeContact;
  locale: Locale;
}

function base(
  context: Context,
  content: Omit<
    NoticeMessage,
    'to' | 'locale' | 'greeting' | 'sms' | 'facts' | 'items' | 'rows' | 'links'
  > &
    Partial<Pick<NoticeMessage, 'facts' | 'items' | 'rows' | 'links'>>,
  sms: { channel: 'customer' | 'visit'; visit?: DeliveryRecord | null; body: string },
): NoticeMessage {
  const { contact, locale } = context;
  const l = { locale };
  const texts =
    sms.channel === 'visit'
      ? sms.visit?.notifyChannel === 'SMS' && contact.mobile !== null
      : contact.texts;
  return {
    to: contact.email,
    locale,
    greeting: contact.firstName
      ? m.mail_greeting_named({ name: contact.firstName }, l)
      : m.mail_greeting({}, l),
    facts: [],
    items: [],
    rows: [],
    links: [],
    ...content,
    sms:
      texts && contact.mobile
        ? { to: contact.mobile, body: m.mail_sms({ body: sms.body }, l) }
        : null,
  };
}

const receiptUrl = (siteUrl: string, orderId: string) =>
  `${siteUrl}/account/receipts/print/${orderId}`;

async function orderNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl, locale } = context;
  const l = { locale };
  const money = (cents: number) => formatCents(cents, locale);
  const day = (date: string) => longDayIn(date, locale);
  if (!notice.orderId) return null;
  const receipt = await loadCustomerReceipt(handle, notice.customerId, notice.orderId);
  const facts = await noticeOrderFacts(handle, notice.orderId);
  if (!receipt || !facts) return null;
  const visits = (await Promise.all(facts.visitIds.map((id) => findDelivery(handle, id)))).filter(
    (visit): visit is DeliveryRecord => visit !== null,
  );
  const visit = visits[0] ?? null;
  const number = receipt.orderNumber;
  const receiptLink = { label: m.mail_link_receipt({}, l), url: receiptUrl(siteUrl, receipt.id) };
  const visitFacts = visits.map((one) => ({
    label: NOUN_LABELS[visitNoun(one, receipt.type)]({}, l),
    value: visitWhen(one, locale),
  }));
  // Picked up at the warehouse (the liquidation sale): no delivery address to show.
  const addressFacts =
    receipt.address && visit?.timeType !== 'PICKUP'
      ? [{ label: m.mail_fact_address({}, l), value: addressLine(receipt.address) }]
      : [];
  const moveFacts = receipt.moveAddress
    ? [{ label: m.mail_fact_moving_to({}, l), value: addressLine(receipt.moveAddress) }]
    : [];
  const orderFact = { label: m.mail_fact_order_number({}, l), value: number };
  const common = {
    items: itemsOf(receipt, locale),
    rows: orderRows(receipt, locale),
    action: receiptLink,
    links: visit
      ? [{ label: m.mail_link_visits({}, l), url: `${siteUrl}/account/deliveries` }]
      : [],
  };
  const reminder = visit ? ` ${m.mail_email_day_before({}, l)}` : '';
  const total = money(receipt.totalChargedCents);
  const url = receiptLink.url;
  switch (receipt.type) {
    case 'RETURN': {
      const fee = receipt.totalCents;
      return base(
        context,
        {
          ...common,
          subject: m.mail_return_subject({ number }, l),
          preview: visit
            ? m.mail_return_preview_day({ day: day(visit.date) }, l)
            : m.mail_return_preview({}, l),
          heading: m.mail_return_heading({}, l),
          paragraphs: [
            m.mail_return_booked({ number, reminder }, l),
            fee > 0 ? m.mail_return_fee_later({ fee: money(fee) }, l) : m.mail_return_free({}, l),
          ],
          facts: [
            ...visitFacts,
            ...addressFacts,
            { label: m.mail_fact_return_number({}, l), value: number },
          ],
        },
        {
          channel: 'customer',
          body: visit
            ? m.mail_return_sms_day({ number, day: day(visit.date), url }, l)
            : m.mail_return_sms({ number, url }, l),
        },
      );
    }
    case 'SWAP':
      return base(
        context,
        {
          ...common,
          subject: m.mail_swap_subject({ number }, l),
          preview: visit
            ? m.mail_swap_preview({ total, day: day(visit.date) }, l)
            : m.mail_swap_preview_no_day({ total }, l),
          heading: m.mail_swap_heading({}, l),
          paragraphs: [m.mail_swap_booked({ number, reminder }, l)],
          facts: [...visitFacts, ...addressFacts, orderFact],
        },
        { channel: 'customer', body: m.mail_swap_sms({ number, total, url }, l) },
      );
    case 'MOVE':
      return base(
        context,
        {
          ...common,
          subject: m.mail_move_subject({ number }, l),
          preview: m.mail_charged_preview({ total }, l),
          heading: m.mail_move_heading({}, l),
          paragraphs: [
            visit ? m.mail_move_booked_visits({ number }, l) : m.mail_move_booked({ number }, l),
          ],
          facts: [...visitFacts, ...addressFacts, ...moveFacts, orderFact],
        },
        { channel: 'customer', body: m.mail_move_sms({ number, total, url }, l) },
      );
    case 'BUYOUT':
      return base(
        context,
        {
          ...common,
          subject: m.mail_buyout_subject({ number }, l),
          preview: m.mail_buyout_preview({ total }, l),
          heading: m.mail_buyout_heading({}, l),
          paragraphs: [m.mail_buyout_paid({ number }, l)],
          facts: [orderFact],
        },
        { channel: 'customer', body: m.mail_buyout_sms({ number, total, url }, l) },
      );
    default: {
      const partner = facts.partnerStore;
      // The liquidation sale: where and when to pick up, in place of a delivery (decision 157).
      const pickup = visit?.timeType === 'PICKUP' ? visit : null;
      const warehouse = locale === 'en' ? PICKUP_WAREHOUSE.name : m.mail_warehouse_name({}, l);
      const pickupFacts = pickup
        ? [
            {
              label: m.mail_fact_pick_up_at({}, l),
              value: `${warehouse}, ${PICKUP_WAREHOUSE.address}`,
            },
          ]
        : [];
      const pickupText = (date: string) =>
        locale === 'en'
          ? pickupSentence(dayWithWeekday(date, locale))
          : m.mail_pickup_sentence(
              {
                place: warehouse,
                address: PICKUP_WAREHOUSE.address,
                day: dayWithWeekday(date, locale),
                open: hourIn(PICKUP_WAREHOUSE.openHour, locale),
                close: hourIn(PICKUP_WAREHOUSE.closeHour, locale),
              },
              l,
            );
      return base(
        context,
        {
          ...common,
          subject: partner
            ? m.mail_order_subject_partner({ partner, number }, l)
            : m.mail_order_subject({ number }, l),
          preview: pickup
            ? m.mail_order_preview_pickup({ day: day(pickup.date) }, l)
            : visit
              ? m.mail_order_preview_delivery({ day: day(visit.date) }, l)
              : m.mail_order_preview({ number }, l),
          heading: partner
            ? m.mail_order_heading_partner({ partner }, l)
            : m.mail_order_heading({}, l),
          paragraphs: [
            partner
              ? m.mail_order_placed_partner({ partner, number, reminder }, l)
              : m.mail_order_placed({ number, reminder }, l),
            ...(pickup ? [`${pickupText(pickup.date)} ${m.mail_pickup_bring({}, l)}`] : []),
          ],
          facts: [...visitFacts, ...pickupFacts, ...addressFacts, orderFact],
        },
        {
          channel: 'customer',
          body: pickup
            ? m.mail_order_sms_pickup(
                { number, day: day(pickup.date), address: PICKUP_WAREHOUSE.address, url },
                l,
              )
            : visit
              ? m.mail_order_sms_delivery({ number, day: day(visit.date), url }, l)
              : m.mail_order_sms({ number, url }, l),
        },
      );
    }
  }
}

async function visitOf(context: Context): Promise<DeliveryRecord | null> {
  return context.notice.deliveryId ? findDelivery(context.handle, context.notice.deliveryId) : null;
}

async function reminderNotice(context: Context): Promise<NoticeMessage | null> {
  const { locale } = context;
  const l = { locale };
  const visit = await visitOf(context);
  // A visit moved or cancelled since the pass wrote the reminder: nothing to remind of.
  const day = context.notice.dedupeKey.split(':').at(-1);
  if (!visit || visit.status !== 'SCHEDULED' || visit.date !== day) return null;
  const receipt = await loadCustomerReceipt(
    context.handle,
    context.notice.customerId,
    visit.orderId,
  );
  const noun = NOUNS[visitNoun(visit, receipt?.type ?? 'ORDER')].your({}, l);
  const when = visitWhen(visit, locale);
  const manage = `${context.siteUrl}/account/deliveries/${visit.id}`;
  return base(
    context,
    {
      subject: m.mail_reminder_subject({ noun }, l),
      preview: when,
      heading: m.mail_reminder_heading({ noun }, l),
      paragraphs: [
        visit.timeType === 'PICKUP'
          ? m.mail_reminder_warehouse({}, l)
          : visit.kind === 'PICKUP'
            ? m.mail_reminder_pickup({}, l)
            : m.mail_reminder_delivery({}, l),
        m.mail_reminder_follow({}, l),
      ],
      facts: [
        { label: m.mail_fact_when({}, l), value: when },
        ...(visit.timeType === 'PICKUP'
          ? []
          : [{ label: m.mail_fact_address({}, l), value: addressLine(visit.address) }]),
        { label: m.mail_fact_order_number({}, l), value: visit.orderNumber },
      ],
      items: receipt ? itemsOf(receipt, locale) : [],
      action: { label: m.mail_link_see_visit({}, l), url: manage },
      links: [
        { label: m.mail_link_follow_crew({}, l), url: `${context.siteUrl}/delivery/${visit.id}` },
      ],
    },
    { channel: 'visit', visit, body: m.mail_reminder_sms({ noun, when, url: manage }, l) },
  );
}

async function deliveredNotice(context: Context): Promise<NoticeMessage | null> {
  const { locale } = context;
  const l = { locale };
  const visit = await visitOf(context);
  if (!visit || visit.status !== 'COMPLETED') return null;
  const receipt = await loadCustomerReceipt(
    context.handle,
    context.notice.customerId,
    visit.orderId,
  );
  const tip = `${context.siteUrl}/delivery/${visit.id}`;
  const review = `${context.siteUrl}/account/product-review`;
  const receiptLink = {
    label: m.mail_link_receipt({}, l),
    url: receiptUrl(context.siteUrl, visit.orderId),
  };
  const number = visit.orderNumber;
  // The day the crew finished, in the depot's zone (a visit can be done before its booked day).
  const doneDay = visit.completedAt
    ? localDate(visit.completedAt, visit.depot.timezone)
    : visit.date;
  if (visit.timeType === 'PICKUP') {
    // Collected at the warehouse: no crew came, so no tip; a review still helps.
    return base(
      context,
      {
        subject: m.mail_picked_up_subject({ number }, l),
        preview: m.mail_picked_up_preview({}, l),
        heading: m.mail_picked_up_heading({}, l),
        paragraphs: [m.mail_picked_up_thanks({}, l)],
        facts: [
          { label: m.mail_fact_picked_up({}, l), value: dayWithWeekday(doneDay, locale) },
          { label: m.mail_fact_order_number({}, l), value: number },
        ],
        items: receipt ? itemsOf(receipt, locale) : [],
        action: { label: m.mail_link_review({}, l), url: review },
        links: [receiptLink],
      },
      { channel: 'visit', visit, body: m.mail_picked_up_sms({ number, review }, l) },
    );
  }
  return base(
    context,
    {
      subject: m.mail_delivered_subject({ number }, l),
      preview: m.mail_delivered_preview({}, l),
      heading: m.mail_delivered_heading({}, l),
      paragraphs: [m.mail_delivered_done({}, l), m.mail_delivered_tip({}, l)],
      facts: [
        { label: m.mail_fact_delivered({}, l), value: dayWithWeekday(doneDay, locale) },
        { label: m.mail_fact_order_number({}, l), value: number },
      ],
      items: receipt ? itemsOf(receipt, locale) : [],
      action: { label: m.mail_link_tip({}, l), url: tip },
      links: [{ label: m.mail_link_review({}, l), url: review }, receiptLink],
    },
    { channel: 'visit', visit, body: m.mail_delivered_sms({ number, tip, review }, l) },
  );
}

/**
 * The crew's "on its way" and "30 minutes away" (decision 186): the text where the customer
 * chose texts for the visit, otherwise the mail, each linking to the tracker.
 */
async function visitStepNotice(context: Context): Promise<NoticeMessage | null> {
  const { locale, contact } = context;
  const l = { locale };
  const visit = await visitOf(context);
  if (!visit || visit.status === 'CANCELLED') return null;
  const pickup = visit.kind === 'PICKUP';
  const words = { name: contact.firstName, url: `${context.siteUrl}/delivery/${visit.id}` };
  const nearby = context.notice.kind === 'VISIT_NEARBY';
  const subject = nearby
    ? m.mail_feed_nearby_subject({}, l)
    : pickup
      ? m.mail_feed_out_subject_pickup({}, l)
      : m.mail_feed_out_subject_delivery({}, l);
  const text = nearby
    ? m.mail_feed_nearby_text(words, l)
    : pickup
      ? m.mail_feed_out_text_pickup(words, l)
      : m.mail_feed_out_text_delivery(words, l);
  return {
    ...base(
      context,
      { subject, preview: subject, heading: subject, paragraphs: [text], action: null },
      { channel: 'visit', visit, body: text },
    ),
    textInsteadOfMail: true,
  };
}

async function cancelledNotice(context: Context): Promise<NoticeMessage | null> {
  const { locale } = context;
  const l = { locale };
  const money = (cents: number) => formatCents(cents, locale);
  const visit = await visitOf(context);
  if (!visit || visit.status !== 'CANCELLED') return null;
  const receipt = await loadCustomerReceipt(
    context.handle,
    context.notice.customerId,
    visit.orderId,
  );
  // A swap or a move is cancelled as one booking (decision 148): the mail names the booking.
  const kind: BookingNoun =
    receipt?.type === 'SWAP'
      ? 'swap'
      : receipt?.type === 'MOVE'
        ? 'move'
        : visitNoun(visit, receipt?.type ?? 'ORDER');
  const noun = NOUNS[kind].your({}, l);
  const number = visit.orderNumber;
  const day = longDayIn(visit.date, locale);
  const refunded = await noticeRefundedCents(context.handle, visit.orderId);
  const receiptLink = receiptUrl(context.siteUrl, visit.orderId);
  return base(
    context,
    {
      subject: m.mail_cancelled_subject({ noun, number }, l),
      preview:
        refunded > 0
          ? m.mail_cancelled_preview_refund({ amount: money(refunded) }, l)
          : m.mail_cancelled_preview({ day }, l),
      heading: m.mail_cancelled_heading({ noun }, l),
      paragraphs: [
        m.mail_cancelled_as_asked(
          { noun: NOUNS[kind].the({}, l), when: dayWithWeekday(visit.date, locale) },
          l,
        ),
        refunded > 0
          ? m.mail_cancelled_refunded({ amount: money(refunded) }, l)
          : m.mail_cancelled_nothing({}, l),
        visit.kind === 'PICKUP' ? m.mail_cancelled_items_stay({}, l) : '',
      ].filter(Boolean),
      facts: [{ label: m.mail_fact_order_number({}, l), value: number }],
      items: receipt ? itemsOf(receipt, locale) : [],
      rows:
        refunded > 0
          ? [{ label: m.mail_row_refunded({}, l), amount: money(refunded), total: true }]
          : [],
      action: { label: m.mail_link_receipt({}, l), url: receiptLink },
    },
    {
      channel: 'customer',
      body:
        refunded > 0
          ? m.mail_cancelled_sms_refund({ noun, day, amount: money(refunded), url: receiptLink }, l)
          : m.mail_cancelled_sms({ noun, day, url: receiptLink }, l),
    },
  );
}

async function tipNotice(context: Context): Promise<NoticeMessage | null> {
  const { locale } = context;
  const l = { locale };
  const visit = await visitOf(context);
  const tip = visit ? await noticeTipOf(context.handle, visit.id) : null;
  if (!visit || !tip) return null;
  const amount = formatCents(tip.amountCents, locale);
  const receiptLink = receiptUrl(context.siteUrl, visit.orderId);
  return base(
    context,
    {
      subject: m.mail_tip_subject({ amount }, l),
      preview: m.mail_tip_preview({ amount, number: visit.orderNumber }, l),
      heading: m.mail_tip_heading({}, l),
      paragraphs: [m.mail_tip_all_crew({}, l)],
      facts: [{ label: m.mail_fact_order_number({}, l), value: visit.orderNumber }],
      rows: [
        { label: m.mail_row_tip({}, l), amount, total: true },
        {
          label: m.mail_charged_to({ card: cardLabel(tip.cardType, tip.cardLastFour, locale) }, l),
          amount,
        },
      ],
      action: { label: m.mail_link_receipt({}, l), url: receiptLink },
    },
    { channel: 'customer', body: m.mail_tip_sms({ amount, url: receiptLink }, l) },
  );
}

async function billNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl, locale } = context;
  const l = { locale };
  const money = (cents: number) => formatCents(cents, locale);
  const bill = notice.billId ? await noticeBillOf(handle, notice.billId) : null;
  if (!bill) return null;
  const month = longDayIn(bill.billDate, locale);
  const card = cardLabel(bill.cardType, bill.cardLastFour, locale);
  const rows: NoticeRow[] = [
    ...bill.lines.map((line) => ({
      label:
        line.pivotCareCents > 0
          ? m.mail_row_bill_line_care(
              { name: nameIn(line, locale), period: line.period, care: money(line.pivotCareCents) },
              l,
            )
          : m.mail_row_bill_line({ name: nameIn(line, locale), period: line.period }, l),
      amount: money(line.amountCents),
    })),
    { label: m.mail_row_subtotal({}, l), amount: money(bill.subtotalCents) },
    ...bill.taxes.map((tax) => ({ label: taxLabel(tax, locale), amount: money(tax.amountCents) })),
    { label: m.mail_row_total({}, l), amount: money(bill.totalCents), total: true },
    ...(bill.balanceUsedCents > 0
      ? [{ label: m.mail_row_credit_used({}, l), amount: money(-bill.balanceUsedCents) }]
      : []),
  ];
  const facts = [
    { label: m.mail_fact_bill_date({}, l), value: month },
    { label: m.mail_fact_address({}, l), value: addressLine(bill.address) },
  ];
  // A paid bill has a receipt of its own, at the bill's id (decision 151).
  const receipts = receiptUrl(siteUrl, notice.billId as string);
  if (notice.kind === 'BILL_DECLINED') {
    const pay = `${siteUrl}/account/payment-information`;
    const owed = money(bill.amountChargedCents);
    return base(
      context,
      {
        subject: m.mail_declined_subject({ amount: owed }, l),
        preview: m.mail_declined_preview({ day: month }, l),
        heading: m.mail_declined_heading({}, l),
        paragraphs: [
          m.mail_declined_card({ card, day: month, amount: owed }, l),
          m.mail_declined_pay({}, l),
        ],
        facts,
        rows:
          bill.balanceUsedCents > 0
            ? [...rows, { label: m.mail_row_due_now({}, l), amount: owed, total: true }]
            : rows,
        action: { label: m.mail_link_pay({ amount: owed }, l), url: pay },
      },
      { channel: 'customer', body: m.mail_declined_sms({ amount: owed, url: pay }, l) },
    );
  }
  const charged = money(bill.amountChargedCents);
  return base(
    context,
    {
      subject: m.mail_bill_subject({ amount: charged }, l),
      preview: m.mail_bill_preview({ day: month }, l),
      heading: m.mail_bill_heading({}, l),
      paragraphs: [m.mail_bill_thanks({ day: month }, l)],
      facts,
      rows: [...rows, { label: m.mail_charged_to({ card }, l), amount: charged }],
      action: { label: m.mail_link_receipt({}, l), url: receipts },
    },
    { channel: 'customer', body: m.mail_bill_sms({ amount: charged, url: receipts }, l) },
  );
}

async function overduePaidNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl, locale } = context;
  const l = { locale };
  const payment = notice.paymentKey ? await noticePaymentByKey(handle, notice.paymentKey) : null;
  if (!payment || payment.status !== 'SUCCEEDED') return null;
  const amount = formatCents(payment.amountCents, locale);
  const receipts =
    notice.orderId && !notice.billId
      ? receiptUrl(siteUrl, notice.orderId)
      : `${siteUrl}/account/receipts`;
  return base(
    context,
    {
      subject: m.mail_overdue_subject({ amount }, l),
      preview: m.mail_overdue_preview({}, l),
      heading: m.mail_overdue_heading({}, l),
      paragraphs: [m.mail_overdue_received({ amount }, l)],
      rows: [
        { label: m.mail_row_paid({}, l), amount, total: true },
        {
          label: m.mail_charged_to(
            { card: cardLabel(payment.cardType, payment.cardLastFour, locale) },
            l,
          ),
          amount,
        },
      ],
      action: { label: m.mail_link_receipts({}, l), url: receipts },
    },
    { channel: 'customer', body: m.mail_overdue_sms({ amount, url: receipts }, l) },
  );
}

async function returnFeeNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl, locale } = context;
  const l = { locale };
  const money = (cents: number) => formatCents(cents, locale);
  if (!notice.orderId) return null;
  const payment = await noticePaymentByKey(handle, returnFeeKey(notice.orderId));
  const receipt = await loadCustomerReceipt(handle, notice.customerId, notice.orderId);
  if (!payment || !receipt) return null;
  const amount = money(payment.amountCents);
  const number = receipt.orderNumber;
  const receiptLink = receiptUrl(siteUrl, notice.orderId);
  const rows: NoticeRow[] = [
    { label: m.mail_row_return_fee({}, l), amount: money(receipt.productsSubtotalCents) },
    ...receipt.taxes.map((tax) => ({
      label: taxLabel(tax, locale),
      amount: money(tax.amountCents),
    })),
    { label: m.mail_row_total({}, l), amount, total: true },
  ];
  const numberFact = { label: m.mail_fact_return_number({}, l), value: number };
  if (notice.kind === 'RETURN_FEE_DECLINED') {
    const pay = `${siteUrl}/account/payment-information`;
    return base(
      context,
      {
        subject: m.mail_fee_declined_subject({ amount }, l),
        preview: m.mail_fee_declined_preview({ number }, l),
        heading: m.mail_fee_declined_heading({}, l),
        paragraphs: [m.mail_fee_declined_picked({ number, amount }, l), m.mail_declined_pay({}, l)],
        facts: [numberFact],
        items: itemsOf(receipt, locale),
        rows,
        action: { label: m.mail_link_pay({ amount }, l), url: pay },
        links: [{ label: m.mail_link_receipt({}, l), url: receiptLink }],
      },
      { channel: 'customer', body: m.mail_fee_declined_sms({ amount, url: pay }, l) },
    );
  }
  return base(
    context,
    {
      subject: m.mail_fee_subject({ amount, number }, l),
      preview: m.mail_fee_preview({}, l),
      heading: m.mail_fee_heading({}, l),
      paragraphs: [
        m.mail_fee_charged(
          { number, amount, card: cardLabel(payment.cardType, payment.cardLastFour, locale) },
          l,
        ),
      ],
      facts: [numberFact],
      items: itemsOf(receipt, locale),
      rows,
      action: { label: m.mail_link_receipt({}, l), url: receiptLink },
    },
    {
      channel: 'customer',
      body: m.mail_fee_sms({ number, amount, url: receiptLink }, l),
    },
  );
}

/** The language a notice is written in: the customer's (decision 179). */
async function noticeLocale(handle: DatabaseHandle, notice: NoticeRecord): Promise<Locale> {
  const facts = await readerFactsOf(handle, notice.customerId, {
    orderId: notice.orderId,
    deliveryId: notice.deliveryId,
    billId: notice.billId,
  });
  return facts ? readerLocale(facts) : 'en';
}

/** The notice's message, or null when what it reports is gone (it is then not sent). */
export async function composeNotice(
  handle: DatabaseHandle,
  notice: NoticeRecord,
  siteUrl: string,
): Promise<NoticeMessage | null> {
  const contact = await noticeContactOf(handle, notice.customerId);
  if (!contact) return null;
  const locale = await noticeLocale(handle, notice);
  const context: Context = { handle, siteUrl: storeUrl(siteUrl, locale), notice, contact, locale };
  switch (notice.kind) {
    case 'ORDER':
      return orderNotice(context);
    case 'VISIT_REMINDER':
      return reminderNotice(context);
    case 'DELIVERED':
      return deliveredNotice(context);
    case 'VISIT_ON_THE_WAY':
    case 'VISIT_NEARBY':
      return visitStepNotice(context);
    case 'VISIT_CANCELLED':
      return cancelledNotice(context);
    case 'TIP':
      return tipNotice(context);
    case 'BILL_PAID':
    case 'BILL_DECLINED':
      return billNotice(context);
    case 'OVERDUE_PAID':
      return overduePaidNotice(context);
    case 'RETURN_FEE_PAID':
    case 'RETURN_FEE_DECLINED':
      return returnFeeNotice(context);
  }
}
