/**
 * A signed-in customer's receipts (spec: /account/receipts, getOrderReceiptData). A customer
 * reads only their own orders: another customer's order answers exactly like a missing one, so
 * an order id reveals nothing. docs/decisions/061-account-receipts.md has the reasoning.
 */
import type { DatabaseHandle } from '../db/client';
import type { ReceiptRecord, ReceiptSummaryRecord } from '../db/repositories/receipt-repository';
import { listCustomerReceipts, loadCustomerReceipt } from '../db/repositories/receipt-repository';
import { isUuid } from './checkout-request';
import { DomainError } from './errors';

export type { ReceiptRecord, ReceiptSummaryRecord };

/** Receipts per page unless asked otherwise, and the most one page holds. */
export const DEFAULT_RECEIPTS_PAGE = 20;
export const MAX_RECEIPTS_PAGE = 50;

export const RECEIPT_NOT_FOUND_MESSAGE =
  'We could not find that receipt. It may belong to another account.';

export interface ReceiptPage {
  rows: ReceiptSummaryRecord[];
  totalCount: number;
  limit: number;
  offset: number;
}

export class ReceiptService {
  constructor(private readonly handle: DatabaseHandle) {}

  /** One page of the customer's receipts, newest first. */
  async list(
    customerId: string,
    page: { limit?: number | null; offset?: number | null } = {},
  ): Promise<ReceiptPage> {
    const limit = page.limit ?? DEFAULT_RECEIPTS_PAGE;
    const offset = page.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECEIPTS_PAGE) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Ask for 1 to ${MAX_RECEIPTS_PAGE} receipts at a time.`,
        { details: { field: 'limit' } },
      );
    }
    if (!Number.isInteger(offset) || offset < 0) {
      throw new DomainError('BAD_USER_INPUT', 'The offset starts at 0.', {
        details: { field: 'offset' },
      });
    }
    if (!isUuid(customerId)) return { rows: [], totalCount: 0, limit, offset };
    const { rows, totalCount } = await listCustomerReceipts(this.handle, customerId, {
      limit,
      offset,
    });
    return { rows, totalCount, limit, offset };
  }

  /** One of the customer's receipts; NOT_FOUND for a missing, malformed or foreign id alike. */
  async get(customerId: string, orderId: string): Promise<ReceiptRecord> {
    const id = orderId.trim().toLowerCase();
    const row =
      isUuid(id) && isUuid(customerId)
        ? await loadCustomerReceipt(this.handle, customerId, id)
        : null;
    if (!row) {
      throw new DomainError('NOT_FOUND', RECEIPT_NOT_FOUND_MESSAGE, {
        details: { field: 'orderId' },
      });
    }
    return row;
  }
}
