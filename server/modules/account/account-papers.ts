/**
 * The documents of a customer's money other than orders (docs/decisions/151): a monthly bill
 * per address (charged, declined, or paid late), an overdue amount paid after its decline, a
 * crew tip, a refund and a grant of account credit. Each is composed here from what the flows
 * stored (never recomputed from today's prices or rates): the lines, the taxes by name, what
 * the card was charged or refunded, the attempts, and the payment terms the receipt prints.
 */
import type {
  BillFacts,
  CreditFacts,
  OrderRefFacts,
  PaperAddress,
  PaperCustomer,
  PaperPayment,
  PaperTax,
  PaymentFacts,
  ReceiptEntryKind,
  TipFacts,
} from './account-receipt-repository';
import { isPurchaseOption, purchaseKindOf } from '../../shared/purchase-options';
import { RETRY_DAYS_AFTER_DECLINE } from '../billing/index';

export type PaperStatus = 'PAID' | 'PAID_LATE' | 'DECLINED' | 'OPEN' | 'REFUNDED' | 'CREDITED';

export interface PaperLine {
  description: string;
  /** The description for French readers where it names a product in French (decision 185). */
  descriptionFr?: string | null;
  detail: string | null;
  amountCents: number;
}

export interface PaperRecord {
  id: string;
  kind: Exclude<ReceiptEntryKind, 'ORDER' | 'RETURN' | 'SWAP' | 'MOVE' | 'BUYOUT' | 'SWATCH'>;
  number: string;
  status: PaperStatus;
  /** When the money moved; a bill not paid: when it was written. */
  issuedAt: Date;
  billDate: string | null;
  declinedAt: Date | null;
  customer: PaperCustomer;
  address: PaperAddress | null;
  lines: PaperLine[];
  subtotalCents: number;
  taxes: PaperTax[];
  taxTotalCents: number;
  totalCents: number;
  balanceUsedCents: number;
  /** Charged to the card (refunded, for a refund); 0 when nothing went through the card. */
  chargedCents: number;
  /** Still owed: a declined bill not paid since. */
  owedCents: number;
  payments: PaperPayment[];
  order: { id: string; orderNumber: string; type: string } | null;
  bill: { id: string; billDate: string } | null;
  paymentTerms: string;
  note: string | null;
}

/** The reference a document without an order number is quoted by (as the list shows it). */
export function paperNumber(prefix: 'BL' | 'TP' | 'PY' | 'CR', id: string): string {
  return `${prefix}-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/**
 * The share of each stored tax line in `partCents` of a `totalCents` that included them: a
 * refund or a payment of part of an amount carries its taxes in proportion (a whole amount
 * carries them exactly as stored).
 */
export function taxesOfPart(taxes: readonly PaperTax[], totalCents: number, partCents: number) {
  if (totalCents <= 0 || partCents >= totalCents) return taxes.map((tax) => ({ ...tax }));
  return taxes.map((tax) => ({
    ...tax,
    amountCents: Math.round((tax.amountCents * partCents) / totalCents),
  }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const ORDER_TYPE_WORDS: Readonly<Record<string, string>> = {
  ORDER: 'Order',
  RETURN: 'Return',
  SWAP: 'Swap',
  MOVE: 'Move',
  BUYOUT: 'Buyout',
  SWATCH: 'Swatch order',
};

function orderWords(order: Pick<OrderRefFacts, 'type' | 'orderNumber'>): string {
  return `${ORDER_TYPE_WORDS[order.type] ?? 'Order'} ${order.orderNumber}`;
}

/** "Subscription, payment 3 of 24", "Financing, payment 5 of 36", "Rental, month 7". */
export function billLineDetail(line: {
  purchaseOption: string;
  period: number;
  paymentsDue: number | null;
}): string {
  const kind = isPurchaseOption(line.purchaseOption)
    ? purchaseKindOf(line.purchaseOption)
    : 'SUBSCRIPTION';
  if (kind === 'RENT' || line.paymentsDue === null) return `Rental, month ${line.period}`;
  const of = `payment ${line.period} of ${line.paymentsDue}`;
  return kind === 'FINANCING' ? `Financing instalment, ${of}` : `Subscription fee, ${of}`;
}

const RETRIES = RETRY_DAYS_AFTER_DECLINE.join(', ').replace(/, (\d+)$/, ' and $1');

const orderRef = (order: OrderRefFacts | null) =>
  order ? { id: order.id, orderNumber: order.orderNumber, type: order.type } : null;

/** A monthly bill: its invoice while open or declined, its receipt once paid. */
export function billPaper(bill: BillFacts): PaperRecord {
  const late = bill.declinedAt !== null && bill.status === 'PAID';
  const status: PaperStatus = late
    ? 'PAID_LATE'
    : bill.status === 'PAID'
      ? 'PAID'
      : bill.status === 'DECLINED'
        ? 'DECLINED'
        : 'OPEN';
  const lines = bill.lines.flatMap((line): PaperLine[] => [
    {
      description: line.productName,
      descriptionFr: line.productNameFr,
      detail: billLineDetail(line),
      amountCents: line.feeCents,
    },
    ...(line.pivotCareCents > 0
      ? [
          {
            description: `PivotCare for ${line.productName}`,
            detail: 'Accidental damage cover, monthly',
            amountCents: line.pivotCareCents,
          },
        ]
      : []),
  ]);
  const terms =
    status === 'DECLINED'
      ? `Due on the bill date. The card on file was declined: the amount owed is retried ${RETRIES} days after the decline, and can be paid at any time from Payment information.`
      : status === 'PAID_LATE'
        ? 'Due on the bill date. The first charge was declined; the amount owed was paid afterwards, as shown under Payment.'
        : status === 'OPEN'
          ? 'Due on the bill date, charged to the card on file; the charge is being processed.'
          : 'Due on the bill date, charged to the card on file, after any account credit.';
  return {
    id: bill.id,
    kind: late ? 'OVERDUE_PAYMENT' : 'MONTHLY_BILL',
    number: paperNumber('BL', bill.id),
    status,
    issuedAt: bill.paidAt ?? bill.createdAt,
    billDate: bill.billDate,
    declinedAt: bill.declinedAt,
    customer: bill.customer,
    address: bill.address,
    lines,
    subtotalCents: bill.subtotalCents,
    taxes: bill.taxes,
    taxTotalCents: bill.taxTotalCents,
    totalCents: bill.totalCents,
    balanceUsedCents: bill.balanceUsedCents,
    chargedCents: bill.status === 'PAID' ? bill.amountChargedCents : 0,
    owedCents: bill.status === 'DECLINED' ? bill.owedCents || bill.amountChargedCents : 0,
    payments: bill.payments,
    order: null,
    bill: null,
    paymentTerms: `${terms} Monthly bills are in Canadian dollars, taxed at the rates in force on the bill date in the province of the address.`,
    note: null,
  };
}

/** A crew tip: charged once, apart from the order, not taxed. */
export function tipPaper(tip: TipFacts): PaperRecord {
  const paid = tip.payments.filter((payment) => payment.status === 'SUCCEEDED');
  return {
    id: tip.id,
    kind: 'TIP',
    number: paperNumber('TP', tip.id),
    status: 'PAID',
    issuedAt: paid.at(-1)?.chargeTime ?? new Date(0),
    billDate: null,
    declinedAt: null,
    customer: tip.customer,
    address: tip.order.address,
    lines: [
      {
        description: 'Tip for the crew',
        detail: `${orderWords(tip.order)}${tip.visitDate ? `, visit of ${tip.visitDate}` : ''}`,
        amountCents: tip.amountCents,
      },
    ],
    subtotalCents: tip.amountCents,
    taxes: [],
    taxTotalCents: 0,
    totalCents: tip.amountCents,
    balanceUsedCents: 0,
    chargedCents: tip.amountCents,
    owedCents: 0,
    payments: tip.payments,
    order: orderRef(tip.order),
    bill: null,
    paymentTerms:
      'Charged once to the card on file when you tipped, apart from the order. Tips go to the crew in full and carry no sales tax.',
    note: tip.note,
  };
}

/** A refund to the card, or an amount owed on an order paid after its decline. */
export function paymentPaper(facts: PaymentFacts): PaperRecord {
  const { payment } = facts;
  const refund = payment.chargeType === 'REFUND';
  // What the payment was part of: a bill, an order, or a tip (untaxed).
  const source = facts.bill
    ? { totalCents: facts.bill.totalCents, taxes: facts.bill.taxes }
    : facts.tip
      ? { totalCents: facts.tip.amountCents, taxes: [] }
      : facts.order
        ? { totalCents: facts.order.totalCents, taxes: facts.order.taxes }
        : { totalCents: payment.amountCents, taxes: [] };
  const taxes = taxesOfPart(source.taxes, source.totalCents, payment.amountCents);
  const taxTotal = sum(taxes.map((tax) => tax.amountCents));
  const what = facts.tip
    ? 'Tip for the crew'
    : facts.bill
      ? `Monthly bill of ${facts.bill.billDate}`
      : facts.order
        ? orderWords(facts.order)
        : 'Payment';
  const description = refund
    ? `Refund: ${what}`
    : facts.order?.type === 'RETURN'
      ? `Return fee, ${facts.order.orderNumber}`
      : `Overdue amount: ${what}`;
  return {
    id: facts.id,
    kind: refund ? 'REFUND' : 'OVERDUE_PAYMENT',
    number: paperNumber('PY', facts.id),
    status: refund ? 'REFUNDED' : 'PAID_LATE',
    issuedAt: payment.chargeTime,
    billDate: facts.bill?.billDate ?? null,
    declinedAt: null,
    customer: facts.customer,
    address: facts.bill?.address ?? facts.order?.address ?? null,
    lines: [
      {
        description,
        detail: payment.details,
        amountCents: payment.amountCents - taxTotal,
      },
    ],
    subtotalCents: payment.amountCents - taxTotal,
    taxes,
    taxTotalCents: taxTotal,
    totalCents: payment.amountCents,
    balanceUsedCents: 0,
    chargedCents: payment.amountCents,
    owedCents: 0,
    payments: [payment],
    order: orderRef(facts.order),
    bill: facts.bill ? { id: facts.bill.id, billDate: facts.bill.billDate } : null,
    paymentTerms: refund
      ? 'Refunded to the card shown, with the taxes charged on the refunded amount. Banks usually show a refund within 5 to 10 business days.'
      : 'Paid after the first charge was declined, to the card shown; nothing more is owed for it.',
    note: null,
  };
}

const CREDIT_WORDS: Readonly<Record<string, string>> = {
  REFERRAL: 'Referral reward',
  REFUND: 'Refund to account credit',
  GOODWILL: 'Goodwill credit',
  ADJUSTMENT: 'Account credit adjustment',
};

/** A grant of account credit: no card involved; a refund to credit carries its taxes. */
export function creditPaper(credit: CreditFacts): PaperRecord {
  const source =
    credit.kind === 'REFUND' ? (credit.bill ?? (credit.order ? credit.order : null)) : null;
  const taxes = source ? taxesOfPart(source.taxes, source.totalCents, credit.amountCents) : [];
  const taxTotal = sum(taxes.map((tax) => tax.amountCents));
  const about = credit.order
    ? orderWords(credit.order)
    : credit.bill
      ? `Monthly bill of ${credit.bill.billDate}`
      : null;
  return {
    id: credit.id,
    kind: 'CREDIT',
    number: paperNumber('CR', credit.id),
    status: 'CREDITED',
    issuedAt: credit.createdAt,
    billDate: null,
    declinedAt: null,
    customer: credit.customer,
    address: credit.order?.address ?? null,
    lines: [
      {
        description: CREDIT_WORDS[credit.kind] ?? 'Account credit',
        detail: [about, credit.note].filter(Boolean).join(' · ') || null,
        amountCents: credit.amountCents - taxTotal,
      },
    ],
    subtotalCents: credit.amountCents - taxTotal,
    taxes,
    taxTotalCents: taxTotal,
    totalCents: credit.amountCents,
    balanceUsedCents: 0,
    chargedCents: 0,
    owedCents: 0,
    payments: [],
    order: orderRef(credit.order),
    bill: credit.bill ? { id: credit.bill.id, billDate: credit.bill.billDate } : null,
    paymentTerms:
      'Added to your account credit, which is used first on your next checkout or monthly bill. Nothing was charged to a card.',
    note: null,
  };
}

export type { PaperAddress, PaperPayment };
