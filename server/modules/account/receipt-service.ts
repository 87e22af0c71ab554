/**
 * A signed-in customer's receipts (spec: /account/receipts, getOrderReceiptData). A customer
 * reads only their own orders: another customer's order answers exactly like a missing one, so
 * an order id reveals nothing. docs/decisions/061-account-receipts.md has the reasoning.
 */
import type { DatabaseHandle } from '../../db/client';
import type {
  ReceiptRecord,
  ReceiptSummaryRecord,
  ReceiptTipRecord,
} from '../../db/repositories/receipt-repository';
import {
  listCustomerReceipts,
  loadCustomerReceipt,
} from '../../db/repositories/receipt-repository';
import type { BillHistoryRecord, ReceiptEntryRecord } from './account-receipt-repository';
import {
  findReceiptSource,
  listBillHistory,
  listReceiptEntries,
  loadBillFacts,
  loadCreditFacts,
  loadPaymentFacts,
  loadTipFacts,
} from './account-receipt-repository';
import type { PaperRecord } from './account-papers';
import { billPaper, creditPaper, paymentPaper, tipPaper } from './account-papers';
import { isUuid } from '../../shared/uuid';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export type {
  BillHistoryRecord,
  PaperRecord,
  ReceiptEntryRecord,
  ReceiptRecord,
  ReceiptSummaryRecord,
  ReceiptTipRecord,
};

/** Bills per page of the billing history unless asked otherwise. */
export const DEFAULT_BILLS_PAGE = 12;

/**
 * The stable address of a receipt, whatever its kind (an order, a monthly bill, a tip, a refund,
 * an overdue payment, a credit): mails and pages link here (decision 151).
 */
export function receiptPath(id: string): string {
  return `/account/receipts/print/${id}`;
}

/** One of a customer's receipts: an order's, or one of the other papers. */
export type AnyReceipt =
  { source: 'ORDER'; receipt: ReceiptRecord } | { source: 'PAPER'; receipt: PaperRecord };

/** Receipts per page unless asked otherwise, and the most one page holds. */
export const DEFAULT_RECEIPTS_PAGE = 20;
export const MAX_RECEIPTS_PAGE = 50;

export const RECEIPT_NOT_FOUND_TEXT: LocalizedText = tr(m.errors_receipts_not_found);

export interface ReceiptPage {
  rows: ReceiptSummaryRecord[];
  totalCount: number;
  limit: number;
  offset: number;
}

export interface Page<T> {
  rows: T[];
  totalCount: number;
  limit: number;
  offset: number;
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', RECEIPT_NOT_FOUND_TEXT, {
    details: { field: 'orderId' },
  });
}

/** A page's limit (1 to MAX_RECEIPTS_PAGE) and offset (from 0), or BAD_USER_INPUT. */
function checkPage(
  page: { limit?: number | null; offset?: number | null },
  defaultLimit: number,
  what: LocalizedText = tr(m.errors_words_receipts),
): { limit: number; offset: number } {
  const limit = page.limit ?? defaultLimit;
  const offset = page.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECEIPTS_PAGE) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_receipts_page_size, { max: MAX_RECEIPTS_PAGE, what }),
      {
        details: { field: 'limit' },
      },
    );
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new DomainError('BAD_USER_INPUT', tr(m.errors_offset_from_zero), {
      details: { field: 'offset' },
    });
  }
  return { limit, offset };
}

export class ReceiptService {
  constructor(private readonly handle: DatabaseHandle) {}

  /** One page of the customer's receipts, newest first. */
  async list(
    customerId: string,
    page: { limit?: number | null; offset?: number | null } = {},
  ): Promise<ReceiptPage> {
    const { limit, offset } = checkPage(page, DEFAULT_RECEIPTS_PAGE);
    if (!isUuid(customerId)) return { rows: [], totalCount: 0, limit, offset };
    const { rows, totalCount } = await listCustomerReceipts(this.handle, customerId, {
      limit,
      offset,
    });
    return { rows, totalCount, limit, offset };
  }

  /**
   * One page of every receipt of the customer, newest first: orders, paid monthly bills,
   * overdue payments, tips, refunds and account credits (decision 151).
   */
  async entries(
    customerId: string,
    page: { limit?: number | null; offset?: number | null } = {},
  ): Promise<Page<ReceiptEntryRecord>> {
    const { limit, offset } = checkPage(page, DEFAULT_RECEIPTS_PAGE);
    if (!isUuid(customerId)) return { rows: [], totalCount: 0, limit, offset };
    const { rows, totalCount } = await listReceiptEntries(this.handle, customerId, {
      limit,
      offset,
    });
    return { rows, totalCount, limit, offset };
  }

  /** One page of the customer's monthly bills, newest first, each charged, declined or paid late. */
  async billHistory(
    customerId: string,
    page: { limit?: number | null; offset?: number | null } = {},
  ): Promise<Page<BillHistoryRecord>> {
    const { limit, offset } = checkPage(page, DEFAULT_BILLS_PAGE, tr(m.errors_words_bills));
    if (!isUuid(customerId)) return { rows: [], totalCount: 0, limit, offset };
    const { rows, totalCount } = await listBillHistory(this.handle, customerId, { limit, offset });
    return { rows, totalCount, limit, offset };
  }

  /**
   * Any receipt of the customer by its id; NOT_FOUND, with one message, for a missing,
   * malformed or foreign id alike (decision 061).
   */
  async document(customerId: string, receiptId: string): Promise<AnyReceipt> {
    const id = receiptId.trim().toLowerCase();
    const source =
      isUuid(id) && isUuid(customerId)
        ? await findReceiptSource(this.handle, customerId, id)
        : null;
    const found =
      source === 'ORDER'
        ? await this.get(customerId, id).then((receipt) => ({ source, receipt }) as const)
        : source === 'BILL'
          ? await loadBillFacts(this.handle, customerId, id).then(
              (facts) => facts && billPaper(facts),
            )
          : source === 'TIP'
            ? await loadTipFacts(this.handle, customerId, id).then(
                (facts) => facts && tipPaper(facts),
              )
            : source === 'PAYMENT'
              ? await loadPaymentFacts(this.handle, customerId, id).then(
                  (facts) => facts && paymentPaper(facts),
                )
              : source === 'CREDIT'
                ? await loadCreditFacts(this.handle, customerId, id).then(
                    (facts) => facts && creditPaper(facts),
                  )
                : null;
    if (!found) throw notFound();
    if ('source' in found) return found;
    return { source: 'PAPER', receipt: found };
  }
  /** One of the customer's receipts; NOT_FOUND for a missing, malformed or foreign id alike. */
  async get(customerId: string, orderId: string): Promise<ReceiptRecord> {
    const id = orderId.trim().toLowerCase();
    const row =
      isUuid(id) && isUuid(customerId)
        ? await loadCustomerReceipt(this.handle, customerId, id)
        : null;
    if (!row) throw notFound();
    return row.status === 'PENDING' ? beingConfirmed(row) : row;
  }
}

/**
 * An order still being confirmed (its charge not settled yet): its lines and total as placed,
 * and no taxes or payments, which nothing settled backs yet; the screen says it is being
 * confirmed and reads it again until it is.
 */
function beingConfirmed(row: ReceiptRecord): ReceiptRecord {
  return { ...row, taxes: [], taxTotalCents: 0, totalChargedCents: 0, payments: [], tips: [] };
}
