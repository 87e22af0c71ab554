/**
 * What each notice says (decision 154), read when it is sent from the stored figures the
 * receipts show: the order's amounts and tax lines, the bill's lines and taxes, the payment's
 * amount and card. Every link is absolute, from SITE_URL.
 */
import { PICKUP_WAREHOUSE, pickupSentence } from '../../shared/liquidation-sale';
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
import { localDate, longDay } from '../../shared/calendar-date';
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
}

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** $1,234.56 (negative amounts as −$5.00). */
export function formatCents(cents: number): string {
  return cents < 0 ? `−${money.format(-cents / 100)}` : money.format(cents / 100);
}

const CARD_NAMES: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  INTERAC: 'Interac',
};

function cardLabel(type: string | null, lastFour: string | null): string {
  if (!lastFour) return 'your card on file';
  return `${CARD_NAMES[type ?? ''] ?? 'card'} ending in ${lastFour}`;
}

function taxLabel(tax: { name: string; ratePercent: number }): string {
  return `${tax.name} (${Number(tax.ratePercent.toFixed(3))}%)`;
}

function windowLabel(visit: DeliveryRecord): string {
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
  return window ? window.label.replace(/^./, (first) => first.toLowerCase()) : '';
}

function visitWhen(visit: DeliveryRecord): string {
  return `${weekday(visit.date)}, ${longDay(visit.date)}, ${windowLabel(visit)}`;
}

const weekdayFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' });
function weekday(date: string): string {
  return weekdayFormat.format(new Date(`${date}T00:00:00Z`));
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

function visitNoun(visit: DeliveryRecord, orderType: string): string {
  if (visit.timeType === 'PICKUP') return 'warehouse pickup';
  if (orderType === 'SWAP') return 'swap visit';
  if (orderType === 'MOVE') return visit.kind === 'PICKUP' ? 'move pickup' : 'move delivery';
  return visit.kind === 'PICKUP' ? 'pickup' : 'delivery';
}

/** The receipt's money, as the receipt page lists it. */
function orderRows(receipt: ReceiptRecord): NoticeRow[] {
  const rows: NoticeRow[] = [];
  const subtotalLabel: Record<string, string> = {
    ORDER: 'Items',
    RETURN: 'Return fee',
    SWAP: 'Swap',
    MOVE: 'Move',
    BUYOUT: 'Buyout',
    SWATCH: 'Swatches',
  };
  const deliveryLabel: Record<string, string> = {
    SWAP: 'Visit fee',
    MOVE: 'Move fee',
  };
  if (receipt.productsSubtotalCents > 0 || receipt.type === 'ORDER')
    rows.push({
      label: subtotalLabel[receipt.type] ?? 'Subtotal',
      amount: formatCents(receipt.productsSubtotalCents),
    });
  if (receipt.deliveryCents > 0)
    rows.push({
      label: deliveryLabel[receipt.type] ?? 'Delivery',
      amount: formatCents(receipt.deliveryCents),
    });
  if (receipt.assemblyCents > 0)
    rows.push({ label: 'Assembly', amount: formatCents(receipt.assemblyCents) });
  if (receipt.discountCents > 0)
    rows.push({ label: 'Discount', amount: formatCents(-receipt.discountCents) });
  for (const tax of receipt.taxes)
    rows.push({ label: taxLabel(tax), amount: formatCents(tax.amountCents) });
  rows.push({ label: 'Total', amount: formatCents(receipt.totalCents), total: true });
  if (receipt.balanceUsedCents > 0)
    rows.push({ label: 'Account credit used', amount: formatCents(-receipt.balanceUsedCents) });
  const paid = receipt.payments.find(
    (payment) => payment.chargeType === 'CHARGE' && payment.status === 'SUCCEEDED',
  );
  if (receipt.type !== 'RETURN')
    rows.push({
      label: `Charged to ${cardLabel(paid?.cardType ?? null, paid?.cardLastFour ?? null)}`,
      amount: formatCents(receipt.totalChargedCents),
    });
  return rows;
}

function itemsOf(receipt: ReceiptRecord): string[] {
  return receipt.lines.map((line) =>
    line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
  );
}

interface Context {
  handle: DatabaseHandle;
  siteUrl: string;
  notice: NoticeRecord;
  contact: NoticeContact;
}

function base(
  context: Context,
  content: Omit<NoticeMessage, 'to' | 'greeting' | 'sms' | 'facts' | 'items' | 'rows' | 'links'> &
    Partial<Pick<NoticeMessage, 'facts' | 'items' | 'rows' | 'links'>>,
  sms: { channel: 'customer' | 'visit'; visit?: DeliveryRecord | null; body: string },
): NoticeMessage {
  const { contact } = context;
  const texts =
    sms.channel === 'visit'
      ? sms.visit?.notifyChannel === 'SMS' && contact.mobile !== null
      : contact.texts;
  return {
    to: contact.email,
    greeting: contact.firstName ? `Hi ${contact.firstName},` : 'Hello,',
    facts: [],
    items: [],
    rows: [],
    links: [],
    ...content,
    sms: texts && contact.mobile ? { to: contact.mobile, body: `Pivot: ${sms.body}` } : null,
  };
}

const receiptUrl = (siteUrl: string, orderId: string) =>
  `${siteUrl}/account/receipts/print/${orderId}`;

async function orderNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl } = context;
  if (!notice.orderId) return null;
  const receipt = await loadCustomerReceipt(handle, notice.customerId, notice.orderId);
  const facts = await noticeOrderFacts(handle, notice.orderId);
  if (!receipt || !facts) return null;
  const visits = (await Promise.all(facts.visitIds.map((id) => findDelivery(handle, id)))).filter(
    (visit): visit is DeliveryRecord => visit !== null,
  );
  const visit = visits[0] ?? null;
  const number = receipt.orderNumber;
  const receiptLink = { label: 'View your receipt', url: receiptUrl(siteUrl, receipt.id) };
  const visitFacts = visits.map((one) => ({
    label: `${visitNoun(one, receipt.type).replace(/^./, (c) => c.toUpperCase())}`,
    value: visitWhen(one),
  }));
  // Picked up at the warehouse (the liquidation sale): no delivery address to show.
  const addressFacts =
    receipt.address && visit?.timeType !== 'PICKUP'
      ? [{ label: 'Address', value: addressLine(receipt.address) }]
      : [];
  const moveFacts = receipt.moveAddress
    ? [{ label: 'Moving to', value: addressLine(receipt.moveAddress) }]
    : [];
  const common = {
    items: itemsOf(receipt),
    rows: orderRows(receipt),
    action: receiptLink,
    links: visit
      ? [{ label: 'Follow or change your visits', url: `${siteUrl}/account/deliveries` }]
      : [],
  };
  const reminder = visit ? ' We will email you the day before.' : '';
  const total = formatCents(receipt.totalChargedCents);
  switch (receipt.type) {
    case 'RETURN': {
      const fee = receipt.totalCents;
      return base(
        context,
        {
          ...common,
          subject: `Your return pickup is booked (${number})`,
          preview: visit ? `Pickup on ${longDay(visit.date)}` : 'Your return is booked',
          heading: 'Your return pickup is booked',
          paragraphs: [
            `Return ${number} is booked.${reminder} Leave the items where the crew can reach them.`,
            fee > 0
              ? `The return fee of ${formatCents(fee)} is charged to your card on file when the crew picks the items up; billing for them stops that day.`
              : 'This pickup is free; billing for the items stops the day they are picked up.',
          ],
          facts: [...visitFacts, ...addressFacts, { label: 'Return number', value: number }],
        },
        {
          channel: 'customer',
          body: `return ${number} booked${visit ? ` for ${longDay(visit.date)}` : ''}. Receipt: ${receiptLink.url}`,
        },
      );
    }
    case 'SWAP':
      return base(
        context,
        {
          ...common,
          subject: `Your swap is booked (${number})`,
          preview: `${total} charged · visit on ${visit ? longDay(visit.date) : 'the day you chose'}`,
          heading: 'Your swap is booked',
          paragraphs: [
            `Swap ${number} is booked: one crew visit brings your new piece and takes the old one away.${reminder}`,
          ],
          facts: [...visitFacts, ...addressFacts, { label: 'Order number', value: number }],
        },
        {
          channel: 'customer',
          body: `swap ${number} booked, ${total} charged. Receipt: ${receiptLink.url}`,
        },
      );
    case 'MOVE':
      return base(
        context,
        {
          ...common,
          subject: `Your move is booked (${number})`,
          preview: `${total} charged`,
          heading: 'Your move is booked',
          paragraphs: [
            `Move ${number} is booked.${visit ? ' We will email you the day before the pickup and again before the delivery at your new address.' : ''}`,
          ],
          facts: [
            ...visitFacts,
            ...addressFacts,
            ...moveFacts,
            { label: 'Order number', value: number },
          ],
        },
        {
          channel: 'customer',
          body: `move ${number} booked, ${total} charged. Receipt: ${receiptLink.url}`,
        },
      );
    case 'BUYOUT':
      return base(
        context,
        {
          ...common,
          subject: `Your buyout receipt (${number})`,
          preview: `${total} charged · the pieces are yours`,
          heading: 'The pieces are yours',
          paragraphs: [
            `Buyout ${number} is paid: the pieces below are yours to keep, and their monthly billing has stopped.`,
          ],
          facts: [{ label: 'Order number', value: number }],
        },
        {
          channel: 'customer',
          body: `buyout ${number} paid, ${total}. Receipt: ${receiptLink.url}`,
        },
      );
    default: {
      const partner = facts.partnerStore;
      // The liquidation sale: where and when to pick up, in place of a delivery (decision 157).
      const pickup = visit?.timeType === 'PICKUP' ? visit : null;
      const pickupFacts = pickup
        ? [{ label: 'Pick up at', value: `${PICKUP_WAREHOUSE.name}, ${PICKUP_WAREHOUSE.address}` }]
        : [];
      return base(
        context,
        {
          ...common,
          subject: partner
            ? `Your ${partner} order is confirmed (${number})`
            : `Your Pivot order is confirmed (${number})`,
          preview: pickup
            ? `Pickup on ${longDay(pickup.date)}`
            : visit
              ? `Delivery on ${longDay(visit.date)}`
              : `Order ${number}`,
          heading: partner ? `Your ${partner} order is confirmed` : 'Thank you for your order',
          paragraphs: [
            partner
              ? `Thank you for completing the order ${partner} placed for you. Order ${number} is confirmed.${reminder}`
              : `Order ${number} is placed.${reminder}`,
            ...(pickup
              ? [
                  `${pickupSentence(`${weekday(pickup.date)}, ${longDay(pickup.date)}`)} Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift.`,
                ]
              : []),
          ],
          facts: [
            ...visitFacts,
            ...pickupFacts,
            ...addressFacts,
            { label: 'Order number', value: number },
          ],
        },
        {
          channel: 'customer',
          body: `order ${number} confirmed${pickup ? `, pickup ${longDay(pickup.date)} at ${PICKUP_WAREHOUSE.address}` : visit ? `, delivery ${longDay(visit.date)}` : ''}. Receipt: ${receiptLink.url}`,
        },
      );
    }
  }
}

async function visitOf(context: Context): Promise<DeliveryRecord | null> {
  return context.notice.deliveryId ? findDelivery(context.handle, context.notice.deliveryId) : null;
}

async function reminderNotice(context: Context): Promise<NoticeMessage | null> {
  const visit = await visitOf(context);
  // A visit moved or cancelled since the pass wrote the reminder: nothing to remind of.
  const day = context.notice.dedupeKey.split(':').at(-1);
  if (!visit || visit.status !== 'SCHEDULED' || visit.date !== day) return null;
  const receipt = await loadCustomerReceipt(
    context.handle,
    context.notice.customerId,
    visit.orderId,
  );
  const noun = visitNoun(visit, receipt?.type ?? 'ORDER');
  const when = visitWhen(visit);
  const manage = `${context.siteUrl}/account/deliveries/${visit.id}`;
  return base(
    context,
    {
      subject: `Reminder: your ${noun} is tomorrow`,
      preview: when,
      heading: `Your ${noun} is tomorrow`,
      paragraphs: [
        visit.timeType === 'PICKUP'
          ? 'Your order is ready at the warehouse tomorrow. Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift.'
          : visit.kind === 'PICKUP'
            ? 'Our crew comes tomorrow. Leave the items where the crew can reach them, with a clear path to the door.'
            : 'Our crew comes tomorrow. Clear a path to the room the pieces go in; someone 18 or older needs to be home.',
        'Follow the crew on the day from the link below. To change the window, do it today.',
      ],
      facts: [
        { label: 'When', value: when },
        ...(visit.timeType === 'PICKUP'
          ? []
          : [{ label: 'Address', value: addressLine(visit.address) }]),
        { label: 'Order number', value: visit.orderNumber },
      ],
      items: receipt ? itemsOf(receipt) : [],
      action: { label: 'See your visit', url: manage },
      links: [
        { label: 'Follow the crew on the day', url: `${context.siteUrl}/delivery/${visit.id}` },
      ],
    },
    { channel: 'visit', visit, body: `your ${noun} is tomorrow, ${when}. Details: ${manage}` },
  );
}

async function deliveredNotice(context: Context): Promise<NoticeMessage | null> {
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
    label: 'View your receipt',
    url: receiptUrl(context.siteUrl, visit.orderId),
  };
  // The day the crew finished, in the depot's zone (a visit can be done before its booked day).
  const doneDay = visit.completedAt
    ? localDate(visit.completedAt, visit.depot.timezone)
    : visit.date;
  if (visit.timeType === 'PICKUP') {
    // Collected at the warehouse: no crew came, so no tip; a review still helps.
    return base(
      context,
      {
        subject: `Picked up: order ${visit.orderNumber}`,
        preview: 'Enjoy your pieces. A review?',
        heading: 'You picked up your order',
        paragraphs: [
          'Thank you for picking up your order. We hope you enjoy your new pieces; a review helps other customers choose.',
        ],
        facts: [
          { label: 'Picked up', value: `${weekday(doneDay)}, ${longDay(doneDay)}` },
          { label: 'Order number', value: visit.orderNumber },
        ],
        items: receipt ? itemsOf(receipt) : [],
        action: { label: 'Review your pieces', url: review },
        links: [receiptLink],
      },
      {
        channel: 'visit',
        visit,
        body: `order ${visit.orderNumber} is picked up. Review: ${review}`,
      },
    );
  }
  return base(
    context,
    {
      subject: `Delivered: order ${visit.orderNumber}`,
      preview: 'Enjoy your pieces. A tip for the crew? A review?',
      heading: 'Your pieces are delivered',
      paragraphs: [
        'The crew has finished. We hope you enjoy your new pieces.',
        'If the crew did a great job, you can thank them with a tip; all of it goes to them. And a review helps other customers choose.',
      ],
      facts: [
        { label: 'Delivered', value: `${weekday(doneDay)}, ${longDay(doneDay)}` },
        { label: 'Order number', value: visit.orderNumber },
      ],
      items: receipt ? itemsOf(receipt) : [],
      action: { label: 'Tip the crew', url: tip },
      links: [{ label: 'Review your pieces', url: review }, receiptLink],
    },
    {
      channel: 'visit',
      visit,
      body: `order ${visit.orderNumber} is delivered. Tip the crew: ${tip} Review: ${review}`,
    },
  );
}

async function cancelledNotice(context: Context): Promise<NoticeMessage | null> {
  const visit = await visitOf(context);
  if (!visit || visit.status !== 'CANCELLED') return null;
  const receipt = await loadCustomerReceipt(
    context.handle,
    context.notice.customerId,
    visit.orderId,
  );
  // A swap or a move is cancelled as one booking (decision 148): the mail names the booking.
  const noun =
    receipt?.type === 'SWAP'
      ? 'swap'
      : receipt?.type === 'MOVE'
        ? 'move'
        : visitNoun(visit, receipt?.type ?? 'ORDER');
  const refunded = await noticeRefundedCents(context.handle, visit.orderId);
  const receiptLink = receiptUrl(context.siteUrl, visit.orderId);
  return base(
    context,
    {
      subject: `Your ${noun} is cancelled (${visit.orderNumber})`,
      preview:
        refunded > 0 ? `${formatCents(refunded)} refunded` : `${longDay(visit.date)} cancelled`,
      heading: `Your ${noun} is cancelled`,
      paragraphs: [
        `The ${noun} of ${weekday(visit.date)}, ${longDay(visit.date)} is cancelled, as you asked.`,
        refunded > 0
          ? `We refunded ${formatCents(refunded)} to your card; it shows on your statement within 5 to 10 business days.`
          : 'Nothing was charged for it, so there is nothing to refund.',
        visit.kind === 'PICKUP' ? 'The items stay with you, billed as before.' : '',
      ].filter(Boolean),
      facts: [{ label: 'Order number', value: visit.orderNumber }],
      items: receipt ? itemsOf(receipt) : [],
      rows: refunded > 0 ? [{ label: 'Refunded', amount: formatCents(refunded), total: true }] : [],
      action: { label: 'View your receipt', url: receiptLink },
    },
    {
      channel: 'customer',
      body: `your ${noun} of ${longDay(visit.date)} is cancelled${refunded > 0 ? `, ${formatCents(refunded)} refunded` : ''}. ${receiptLink}`,
    },
  );
}

async function tipNotice(context: Context): Promise<NoticeMessage | null> {
  const visit = await visitOf(context);
  const tip = visit ? await noticeTipOf(context.handle, visit.id) : null;
  if (!visit || !tip) return null;
  const amount = formatCents(tip.amountCents);
  const receiptLink = receiptUrl(context.siteUrl, visit.orderId);
  return base(
    context,
    {
      subject: `Thank you for your tip of ${amount}`,
      preview: `${amount} for the crew of order ${visit.orderNumber}`,
      heading: 'Thank you for your tip',
      paragraphs: ['All of it goes to the crew that made your visit. It is on your receipt.'],
      facts: [{ label: 'Order number', value: visit.orderNumber }],
      rows: [
        { label: 'Tip', amount, total: true },
        {
          label: `Charged to ${cardLabel(tip.cardType, tip.cardLastFour)}`,
          amount,
        },
      ],
      action: { label: 'View your receipt', url: receiptLink },
    },
    { channel: 'customer', body: `thank you for your ${amount} tip. Receipt: ${receiptLink}` },
  );
}

async function billNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl } = context;
  const bill = notice.billId ? await noticeBillOf(handle, notice.billId) : null;
  if (!bill) return null;
  const month = longDay(bill.billDate);
  const rows: NoticeRow[] = [
    ...bill.lines.map((line) => ({
      label: `${line.name} (payment ${line.period})${line.pivotCareCents > 0 ? `, with PivotCare ${formatCents(line.pivotCareCents)}` : ''}`,
      amount: formatCents(line.amountCents),
    })),
    { label: 'Subtotal', amount: formatCents(bill.subtotalCents) },
    ...bill.taxes.map((tax) => ({ label: taxLabel(tax), amount: formatCents(tax.amountCents) })),
    { label: 'Total', amount: formatCents(bill.totalCents), total: true },
    ...(bill.balanceUsedCents > 0
      ? [{ label: 'Account credit used', amount: formatCents(-bill.balanceUsedCents) }]
      : []),
  ];
  const facts = [
    { label: 'Bill date', value: month },
    { label: 'Address', value: addressLine(bill.address) },
  ];
  // A paid bill has a receipt of its own, at the bill's id (decision 151).
  const receipts = receiptUrl(siteUrl, notice.billId as string);
  if (notice.kind === 'BILL_DECLINED') {
    const pay = `${siteUrl}/account/payment-information`;
    const owed = formatCents(bill.amountChargedCents);
    return base(
      context,
      {
        subject: `Your card was declined: ${owed} is due`,
        preview: `Your monthly bill of ${month} could not be charged`,
        heading: 'We could not charge your monthly bill',
        paragraphs: [
          `Your card (${cardLabel(bill.cardType, bill.cardLastFour)}) declined the monthly bill of ${month}. ${owed} is now overdue.`,
          'Pay it now with the card on file or a new card. We will also try your card again in a few days.',
        ],
        facts,
        rows:
          bill.balanceUsedCents > 0
            ? [...rows, { label: 'Due now', amount: owed, total: true }]
            : rows,
        action: { label: `Pay ${owed} now`, url: pay },
      },
      {
        channel: 'customer',
        body: `your card declined your monthly bill of ${owed}. Pay it here: ${pay}`,
      },
    );
  }
  const charged = formatCents(bill.amountChargedCents);
  return base(
    context,
    {
      subject: `Your monthly bill receipt: ${charged}`,
      preview: `Monthly bill of ${month}`,
      heading: 'Your monthly bill is paid',
      paragraphs: [`Thank you. Here is the receipt of your monthly bill of ${month}.`],
      facts,
      rows: [
        ...rows,
        {
          label: `Charged to ${cardLabel(bill.cardType, bill.cardLastFour)}`,
          amount: charged,
        },
      ],
      action: { label: 'View your receipt', url: receipts },
    },
    { channel: 'customer', body: `your monthly bill of ${charged} is paid. Receipt: ${receipts}` },
  );
}

async function overduePaidNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl } = context;
  const payment = notice.paymentKey ? await noticePaymentByKey(handle, notice.paymentKey) : null;
  if (!payment || payment.status !== 'SUCCEEDED') return null;
  const amount = formatCents(payment.amountCents);
  const receipts =
    notice.orderId && !notice.billId
      ? receiptUrl(siteUrl, notice.orderId)
      : `${siteUrl}/account/receipts`;
  return base(
    context,
    {
      subject: `Payment received: ${amount}`,
      preview: 'Your overdue balance is paid',
      heading: 'Thank you, your overdue balance is paid',
      paragraphs: [`We received your payment of ${amount} for what was overdue. Thank you.`],
      rows: [
        { label: 'Paid', amount, total: true },
        { label: `Charged to ${cardLabel(payment.cardType, payment.cardLastFour)}`, amount },
      ],
      action: { label: 'Your receipts', url: receipts },
    },
    { channel: 'customer', body: `we received your payment of ${amount}. Receipts: ${receipts}` },
  );
}

async function returnFeeNotice(context: Context): Promise<NoticeMessage | null> {
  const { handle, notice, siteUrl } = context;
  if (!notice.orderId) return null;
  const payment = await noticePaymentByKey(handle, returnFeeKey(notice.orderId));
  const receipt = await loadCustomerReceipt(handle, notice.customerId, notice.orderId);
  if (!payment || !receipt) return null;
  const amount = formatCents(payment.amountCents);
  const receiptLink = receiptUrl(siteUrl, notice.orderId);
  const rows: NoticeRow[] = [
    { label: 'Return fee', amount: formatCents(receipt.productsSubtotalCents) },
    ...receipt.taxes.map((tax) => ({ label: taxLabel(tax), amount: formatCents(tax.amountCents) })),
    { label: 'Total', amount, total: true },
  ];
  if (notice.kind === 'RETURN_FEE_DECLINED') {
    const pay = `${siteUrl}/account/payment-information`;
    return base(
      context,
      {
        subject: `Your card was declined: the return fee of ${amount} is due`,
        preview: `Return ${receipt.orderNumber}`,
        heading: 'We could not charge the return fee',
        paragraphs: [
          `The crew picked up return ${receipt.orderNumber}, and billing for the items stopped. Your card declined the return fee of ${amount}; it is now overdue.`,
          'Pay it now with the card on file or a new card. We will also try your card again in a few days.',
        ],
        facts: [{ label: 'Return number', value: receipt.orderNumber }],
        items: itemsOf(receipt),
        rows,
        action: { label: `Pay ${amount} now`, url: pay },
        links: [{ label: 'View your receipt', url: receiptLink }],
      },
      {
        channel: 'customer',
        body: `your card declined the return fee of ${amount}. Pay it here: ${pay}`,
      },
    );
  }
  return base(
    context,
    {
      subject: `Return fee charged: ${amount} (${receipt.orderNumber})`,
      preview: 'Your items are picked up',
      heading: 'Your items are picked up',
      paragraphs: [
        `The crew picked up return ${receipt.orderNumber}, and billing for the items stopped. We charged the return fee of ${amount} to ${cardLabel(payment.cardType, payment.cardLastFour)}.`,
      ],
      facts: [{ label: 'Return number', value: receipt.orderNumber }],
      items: itemsOf(receipt),
      rows,
      action: { label: 'View your receipt', url: receiptLink },
    },
    {
      channel: 'customer',
      body: `return ${receipt.orderNumber} picked up, return fee of ${amount} charged. Receipt: ${receiptLink}`,
    },
  );
}

/** The notice's message, or null when what it reports is gone (it is then not sent). */
export async function composeNotice(
  handle: DatabaseHandle,
  notice: NoticeRecord,
  siteUrl: string,
): Promise<NoticeMessage | null> {
  const contact = await noticeContactOf(handle, notice.customerId);
  if (!contact) return null;
  const context: Context = { handle, siteUrl, notice, contact };
  switch (notice.kind) {
    case 'ORDER':
      return orderNotice(context);
    case 'VISIT_REMINDER':
      return reminderNotice(context);
    case 'DELIVERED':
      return deliveredNotice(context);
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
