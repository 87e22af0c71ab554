/**
 * What the account pages read of the customer's furniture, bills and card (spec section 7:
 * getProductsByShippingAddress, findPayment; getUpcomingBill, getAccountOverview), and the two
 * payment mutations. Every one needs a session; failures arrive as AccountFailure.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { orderStatusQuery } from './account-queries';
import { accountCall as call } from './call';
import {
  AccountOverviewDocument,
  FindPaymentDocument,
  GetProductsByShippingAddressDocument,
  GetReferralDocument,
  GetUpcomingBillDocument,
  PayOverdueBalanceDocument,
  ReplacePaymentCardDocument,
} from '../../contract/graphql';
import type {
  BillingAddressInput,
  AccountOverviewQuery,
  FindPaymentQuery,
  GetProductsByShippingAddressQuery,
  GetReferralQuery,
  MembershipProductFieldsFragment,
  PaymentCardFieldsFragment,
  UpcomingBillFieldsFragment,
} from '../../contract/graphql';

export type MembershipProduct = MembershipProductFieldsFragment;
export type UpcomingBill = UpcomingBillFieldsFragment;
export type PaymentCard = PaymentCardFieldsFragment;
export type AddressProducts =
  GetProductsByShippingAddressQuery['getProductsByShippingAddress'][number];
export type AccountOverview = AccountOverviewQuery;
export type PaymentInformation = FindPaymentQuery;

/** /account: holdings by address, next bills, the next visit, credit and what waits. */
export const accountOverviewQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['account-overview', userId],
    queryFn: ({ signal }) => call(AccountOverviewDocument, {}, signal),
    enabled: userId !== null,
  });

/** /account/my-products: every address's products (all addresses when `addressIds` is empty). */
export const productsByAddressQuery = (userId: string | null, addressIds: readonly string[] = []) =>
  queryOptions({
    queryKey: ['products-by-address', userId, [...addressIds]],
    queryFn: async ({ signal }) =>
      (
        await call(
          GetProductsByShippingAddressDocument,
          { addressId: addressIds.length > 0 ? [...addressIds] : null },
          signal,
        )
      ).getProductsByShippingAddress,
    enabled: userId !== null,
  });

/** /account/upcoming-bill: the next bill of each address, as the billing run will write it. */
export const upcomingBillQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['upcoming-bill', userId],
    queryFn: async ({ signal }) =>
      (await call(GetUpcomingBillDocument, {}, signal)).getUpcomingBill,
    enabled: userId !== null,
  });

/** /account/payment-information: the cards on file and the overdue balance. */
export const paymentInformationQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['payment-information', userId],
    queryFn: ({ signal }) => call(FindPaymentDocument, {}, signal),
    enabled: userId !== null,
  });

/** Makes the tokenized card the card on file; the processor verifies it first. */
/** `billingAddress` null: the card is billed at the main delivery address. */
export async function replacePaymentCard(
  source: string,
  billingAddress: BillingAddressInput | null = null,
): Promise<PaymentCard> {
  return (await call(ReplacePaymentCardDocument, { source, billingAddress })).replacePaymentCard;
}

/**
 * Pays every open delinquent record with the card on file (safe to repeat: a record is never
 * charged twice), then puts the records left where the billing alert reads them, so it goes
 * at once, without waiting for a refetch.
 */
export async function payOverdueBalance(
  client: QueryClient,
  userId: string,
): Promise<{ paid: number; remaining: { id: string; totalremaining: number }[] }> {
  const answer = (await call(PayOverdueBalanceDocument, {})).payOverdueBalance;
  client.setQueryData(orderStatusQuery(userId).queryKey, { getOrderStatus: answer.remaining });
  client.setQueryData(
    paymentInformationQuery(userId).queryKey,
    (current: PaymentInformation | undefined) =>
      current ? { ...current, getOrderStatus: answer.remaining } : current,
  );
  client.setQueryData(
    accountOverviewQuery(userId).queryKey,
    (current: AccountOverview | undefined) =>
      current ? { ...current, getOrderStatus: answer.remaining } : current,
  );
  await client.invalidateQueries({ queryKey: accountOverviewQuery(userId).queryKey });
  // The payment's receipt and the bill's new state (decision 151). The papers, their list and
  // the billing history are dropped, not merely marked stale: a page opened next never shows a
  // bill as declined (or its invoice) before the fresh answer arrives.
  for (const key of ['receipts', 'receipt', 'billing-history'])
    client.removeQueries({ queryKey: [key, userId] });
  return answer;
}

export type Referral = GetReferralQuery['getReferral'];

/** /account/referral: the customer's link, who joined through it, the credit earned. */
export const referralQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['referral', userId],
    queryFn: async ({ signal }) => (await call(GetReferralDocument, {}, signal)).getReferral,
    enabled: userId !== null,
  });
