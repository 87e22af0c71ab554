import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { GetOrderStatusDocument } from '../../contract/graphql';
import type { GetOrderStatusQuery } from '../../contract/graphql';

export type DelinquentRecord = GetOrderStatusQuery['getOrderStatus'][number];

/**
 * The signed-in customer's open delinquent records (spec: getOrderStatus; auth). Keyed by the
 * customer, so signing in as someone else asks again; never sent for guests.
 */
export const orderStatusQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['order-status', userId],
    queryFn: ({ signal }) => api.query(GetOrderStatusDocument, {}, { auth: 'required', signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
