import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './client';
import {
  BillingHistoryDocument,
  CustomerReceiptDocument,
  CustomerReceiptsDocument,
} from '../../contract/graphql';
import type {
  AccountReceiptFieldsFragment,
  BillingHistoryQuery,
  CustomerReceiptsQuery,
  OrderReceiptFieldsFragment,
} from '../../contract/graphql';

/** A page of every receipt of the customer: orders, bills, overdue payments, tips, refunds, credits. */
export type ReceiptPage = CustomerReceiptsQuery['customerReceipts'];
export type ReceiptSummary = ReceiptPage['receipts'][number];
export type OrderReceipt = OrderReceiptFieldsFragment;
/** The receipt of a monthly bill, overdue payment, tip, refund or credit. */
export type AccountReceipt = AccountReceiptFieldsFragment;
export type BillHistoryPage = BillingHistoryQuery['billingHistory'];
export type BillHistoryEntry = BillHistoryPage['bills'][number];

/** Any receipt by its id: an order's, or one of the others. */
export type AnyReceipt =
  { order: OrderReceipt; paper?: never } | { paper: AccountReceipt; order?: never };

/** Bills shown per page of /account/billing-history (a year of one address). */
export const BILLS_PAGE_SIZE = 12;

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
          CustomerReceiptsDocument,
          { limit: RECEIPTS_PAGE_SIZE, offset: (Math.max(1, page) - 1) * RECEIPTS_PAGE_SIZE },
          { auth: 'required', signal },
        )
      ).customerReceipts,
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });

/**
 * One receipt of the signed-in customer by its id (an order's, a bill's, a tip's...); null when
 * there is none by that id for them (another customer's answers the same way). Keyed by the
 * customer, like the list.
 */
export const receiptQuery = (userId: string | null, receiptId: string) =>
  queryOptions({
    queryKey: ['receipt', userId, receiptId],
    enabled: userId !== null,
    queryFn: async ({ signal }): Promise<AnyReceipt | null> => {
      try {
        const { order, paper } = (
          await api.query(CustomerReceiptDocument, { id: receiptId }, { auth: 'required', signal })
        ).customerReceipt;
        if (order) return { order };
        return paper ? { paper } : null;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  });

/** One page of the signed-in customer's monthly bills, newest first (`page` from 1). */
export const billingHistoryQuery = (userId: string | null, page = 1) =>
  queryOptions({
    queryKey: ['billing-history', userId, page],
    queryFn: async ({ signal }) =>
      (
        await api.query(
          BillingHistoryDocument,
          { limit: BILLS_PAGE_SIZE, offset: (Math.max(1, page) - 1) * BILLS_PAGE_SIZE },
          { auth: 'required', signal },
        )
      ).billingHistory,
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
