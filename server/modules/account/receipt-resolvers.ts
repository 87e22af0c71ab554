/**
 * The signed-in customer's receipts. NO_AUTH without an access token; the customer id comes
 * from the verified token, never from the arguments. Amounts are integer cents here; the Money
 * scalar writes them in dollars (decision 175).
 */
import type { PaperAddress, PaperPayment } from './account-papers';
import type { ReceiptRecord } from './receipt-service';
import { paperNumber } from './account-papers';
import { monthlyChargeOf } from '../../shared/monthly-charge';
import { lineNamesIn } from '../../shared/french-names';
import type { Locale } from '../../i18n/locale';
import { requireAuth } from '../../api/auth-context';
import type {
  BillHistoryStatus,
  OrderType,
  ReceiptAddress,
  ReceiptKind,
  ReceiptPayment,
  ReceiptTax,
  Resolvers,
  TaxName,
} from '../../api/generated/resolvers-types';

function isoDateTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** "HST 13%", "QST 9.975%": the rate as stored, without trailing zeros. */
export function taxLabel(name: string, ratePercent: number): string {
  return `${name} ${Number(ratePercent)}%`;
}

/**
 * A receipt's product lines, as the wire shows them, named in the reader's language (decision
 * 185); what a line adds depends on the order's type.
 */
function receiptProducts(row: ReceiptRecord, locale: Locale) {
  return row.lines
    .filter((line) => line.kind === 'PRODUCT')
    .map((line) => ({
      productId: String(line.productId),
      ...lineNamesIn(line, locale),
      thumburl: line.thumbUrl,
      condition: line.condition,
      quantity: line.quantity,
      purchaseOption: line.purchaseOption,
      termLength: line.termLengthMonths,
      price: line.priceCents,
      originalprice: line.originalPriceCents,
      pivotCare: line.pivotCare ? line.pivotCareCents : null,
      monthlyCharge: monthlyChargeOf({
        purchaseOption: line.purchaseOption,
        monthlyPriceCents: line.priceCents,
        pivotCareCents: line.pivotCare ? line.pivotCareCents : 0,
      }),
      // What the line added to the charge: the price, or the first month with its PivotCare. A
      // move's pieces add nothing: its charge is the move fee; their price is what they cost a
      // month, unchanged by the move.
      lineTotal:
        row.type === 'MOVE'
          ? 0
          : (line.priceCents + (line.pivotCare ? line.pivotCareCents : 0)) * line.quantity,
      assembly: line.assemblyCents,
      finalSale: line.finalSale,
    }));
}

function receiptReturnLines(row: ReceiptRecord) {
  return row.lines.filter((line) => line.kind === 'RETURN');
}

function mapAddress(address: PaperAddress | null): ReceiptAddress | null {
  return address
    ? {
        name: `${address.firstName} ${address.lastName}`.trim(),
        streetaddress: address.streetAddress,
        unitnumber: address.unitNumber,
        city: address.city,
        province: address.province,
        postalcode: address.postalCode,
        country: address.country,
      }
    : null;
}

/** A payment of a paper or of an order's receipt (whose charge time is already a string). */
/** A receipt's tax line, account receipts and order receipts alike. */
function mapTax(tax: {
  name: TaxName;
  ratePercent: number | string;
  amountCents: number;
}): ReceiptTax {
  return {
    name: tax.name,
    ratePercent: Number(tax.ratePercent),
    amount: tax.amountCents,
    label: taxLabel(tax.name, Number(tax.ratePercent)),
  };
}

function mapPayment(
  payment: Omit<PaperPayment, 'details' | 'chargeTime'> & { chargeTime: Date | string },
): ReceiptPayment {
  return {
    chargetime: isoDateTime(payment.chargeTime),
    chargesuccess: payment.chargeSuccess,
    chargetype: payment.chargeType,
    status: payment.status,
    amount: payment.amountCents,
    cardtype: payment.cardType,
    cardlastfourdigits: payment.cardLastFour,
    cardexpirymonth: payment.cardExpiryMonth,
    cardexpiryyear: payment.cardExpiryYear,
  };
}

export const receiptResolvers: Resolvers = {
  Query: {
    async customerReceipts(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const page = await context.receipts.entries(userId, {
        limit: args.limit,
        offset: args.offset,
      });
      return {
        receipts: page.rows,
        totalCount: page.totalCount,
        limit: page.limit,
        offset: page.offset,
        hasMore: page.offset + page.rows.length < page.totalCount,
      };
    },
    async customerReceipt(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const found = await context.receipts.document(userId, args.id);
      return found.source === 'ORDER'
        ? { order: found.receipt, paper: null }
        : { order: null, paper: found.receipt };
    },
    async billingHistory(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const page = await context.receipts.billHistory(userId, {
        limit: args.limit,
        offset: args.offset,
      });
      return {
        bills: page.rows,
        totalCount: page.totalCount,
        limit: page.limit,
        offset: page.offset,
        hasMore: page.offset + page.rows.length < page.totalCount,
      };
    },
    async orderReceipts(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const page = await context.receipts.list(userId, {
        limit: args.limit,
        offset: args.offset,
      });
      return {
        receipts: page.rows,
        totalCount: page.totalCount,
        limit: page.limit,
        offset: page.offset,
        hasMore: page.offset + page.rows.length < page.totalCount,
      };
    },
    async getOrderReceiptData(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.receipts.get(userId, args.orderId);
    },
  },
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  ReceiptEntry: {
    kind: (row) => row.kind as ReceiptKind,
    title: (row, _args, context) =>
      context.locale === 'fr' ? (row.titleFr ?? row.title) : row.title,
    issuedtime: (row) => isoDateTime(row.issuedAt),
    total: (row) => row.totalCents,
    amount: (row) => row.amountCents,
    itemcount: (row) => row.itemCount,
    tipped: (row) => row.tippedCents,
    ordernumber: (row) => row.orderNumber,
  },
  ReceiptSummary: {
    ordernumber: (row) => row.orderNumber,
    createdtime: (row) => isoDateTime(row.createdAt),
    deliverydate: (row) => row.deliveryDate,
    itemcount: (row) => row.itemCount,
    firstitemname: (row, _args, context) =>
      context.locale === 'fr' ? (row.firstItemNameFr ?? row.firstItemName) : row.firstItemName,
    total: (row) => row.totalCents,
    totalcharged: (row) => row.totalChargedCents,
    tipped: (row) => row.tippedCents,
  },
  BillHistoryEntry: {
    number: (row) => paperNumber('BL', row.id),
    billdate: (row) => row.billDate,
    status: (row): BillHistoryStatus =>
      row.status === 'DECLINED'
        ? 'DECLINED'
        : row.status === 'OPEN'
          ? 'PROCESSING'
          : row.declinedAt
            ? 'PAID_LATE'
            : 'CHARGED',
    total: (row) => row.totalCents,
    totaltaxescharged: (row) => row.taxTotalCents,
    accountbalanceused: (row) => row.balanceUsedCents,
    amountcharged: (row) => row.amountChargedCents,
    owed: (row) => row.owedCents,
    paidtime: (row) => (row.paidAt ? isoDateTime(row.paidAt) : null),
    declinedtime: (row) => (row.declinedAt ? isoDateTime(row.declinedAt) : null),
    address: (row) => mapAddress(row.address),
    itemcount: (row) => row.itemCount,
  },
  AccountReceipt: {
    issuedtime: (row) => isoDateTime(row.issuedAt),
    billdate: (row) => row.billDate,
    declinedtime: (row) => (row.declinedAt ? isoDateTime(row.declinedAt) : null),
    customername: (row) => `${row.customer.firstName} ${row.customer.lastName}`.trim(),
    email: (row) => row.customer.email,
    address: (row) => mapAddress(row.address),
    subtotal: (row) => row.subtotalCents,
    taxes: (row) => row.taxes.map(mapTax),
    totaltaxescharged: (row) => row.taxTotalCents,
    total: (row) => row.totalCents,
    accountbalanceused: (row) => row.balanceUsedCents,
    totalcharged: (row) => row.chargedCents,
    owed: (row) => row.owedCents,
    payments: (row) => row.payments.map(mapPayment),
    order: (row) =>
      row.order
        ? {
            id: row.order.id,
            ordernumber: row.order.orderNumber,
            type: row.order.type as OrderType,
          }
        : null,
    bill: (row) => (row.bill ? { id: row.bill.id, billdate: row.bill.billDate } : null),
    paymentterms: (row) => row.paymentTerms,
  },
  PaperLine: {
    description: (line, _args, context) =>
      context.locale === 'fr' ? (line.descriptionFr ?? line.description) : line.description,
    amount: (line) => line.amountCents,
  },
  // An order's receipt: one record whose lines become the products and the returns.
  OrderReceipt: {
    ordernumber: (row) => row.orderNumber,
    cityid: (row) => String(row.cityId),
    cityname: (row) => row.cityName,
    createdtime: (row) => isoDateTime(row.createdAt),
    purchasedate: (row) => (row.purchaseDate === null ? null : isoDateTime(row.purchaseDate)),
    deliverydate: (row) => row.deliveryDate,
    deliverytimetype: (row) => row.deliveryTimeType,
    customername: (row) => `${row.customerFirstName} ${row.customerLastName}`.trim(),
    address: (row) => mapAddress(row.address),
    moveaddress: (row) => mapAddress(row.moveAddress),
    movebasis: (row) => row.moveBasis,
    products: (row, _args, context) => receiptProducts(row, context.locale),
    returns: (row, _args, context) =>
      receiptReturnLines(row).map((line) => ({
        ...lineNamesIn(line, context.locale),
        subscriptionLength: line.termLengthMonths,
        handlingPrice: line.handlingPriceCents,
      })),
    productsubtotal: (row) => row.productsSubtotalCents,
    originalproductsubtotal: (row) => row.originalProductsSubtotalCents,
    shippingprice: (row) => row.deliveryCents,
    assemblyprice: (row) => row.assemblyCents,
    handlingprice: (row) =>
      receiptReturnLines(row).reduce((sum, line) => sum + line.handlingPriceCents, 0),
    discount: (row) => row.discountCents,
    taxes: (row) => row.taxes.map(mapTax),
    totaltaxescharged: (row) => row.taxTotalCents,
    total: (row) => row.totalCents,
    accountbalanceused: (row) => row.balanceUsedCents,
    totalcharged: (row) => row.totalChargedCents,
    payments: (row) => row.payments.map(mapPayment),
  },
  ReceiptTip: {
    amount: (tip) => tip.amountCents,
    paidAt: (tip) => isoDateTime(tip.paidAt),
    cardtype: (tip) => tip.cardType,
    cardlastfourdigits: (tip) => tip.cardLastFour,
  },
};
