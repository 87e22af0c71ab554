import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './client';
import { OrderReceiptDocument, OrderReceiptsDocument } from './generated/graphql';
import type { OrderReceiptQuery, OrderReceiptsQuery } from './generated/graphql';

export type ReceiptPage = OrderReceiptsQuery['orderReceipts'];
export type ReceiptSummary = ReceiptPage['receipts'][number];
export type OrderReceipt = OrderReceiptQuery['getOrderReceiptData'];

/** Receipts shown per page of /account/receipts. */
export const RECEIPTS_PAGE_SIZE = 10;

/**
 * One page of the signed-in customer's receipts, newest first (`page` from 1). Keyed by the
 * customer, so another sign-in on this device never sees the last one's receipts. The previous
 * page stays on screen while the next one loads.
 */
export const receiptsQuery = (userId: string | null, page = 1) =>
  queryOptions({
    queryKey: ['receipts', userId, page],
    queryFn: async ({ signal }) =>
      (
        await api.query(
          OrderReceiptsDocument,
          { limit: RECEIPTS_PAGE_SIZE, offset: (Math.max(1, page) - 1) * RECEIPTS_PAGE_SIZE },
          { auth: 'required', signal },
        )
      ).orderReceipts,
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });

/**
 * One receipt of the signed-in customer; null when there is none by that id for them (another
 * customer's order answers the same way). Keyed by the customer, like the list.
 */
export const receiptQuery = (userId: string | null, orderId: string) =>
  queryOptions({
    queryKey: ['receipt', userId, orderId],
    enabled: userId !== null,
    queryFn: async ({ signal }): Promise<OrderReceipt | null> => {
      try {
        return (await api.query(OrderReceiptDocument, { orderId }, { auth: 'required', signal }))
          .getOrderReceiptData;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  });
