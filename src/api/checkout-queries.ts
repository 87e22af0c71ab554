import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { pricingRole } from '../lib/session-store';
import { api } from './client';
import type { Operation } from './graphql-client';
import {
  AddShippingAddressDocument,
  CheckoutAgreementDocument,
  CheckoutQuoteDocument,
  CheckoutStartDocument,
  DeliveryScheduleDocument,
  FindOrdersDocument,
  PlaceOrderDocument,
  SignAgreementDocument,
  UnsignedAgreementsDocument,
} from '../../contract/graphql';
import type {
  CheckoutOrderFieldsFragment,
  CheckoutQuoteQuery,
  CheckoutQuoteQueryVariables,
  CheckoutStartQuery,
  DeliveryScheduleQuery,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  ShippingAddressFieldsFragment,
  ShippingAddressInput,
  SignAgreementMutation,
} from '../../contract/graphql';

export type CheckoutOrder = CheckoutOrderFieldsFragment;
export type ShippingAddress = ShippingAddressFieldsFragment;
export type SavedCard = CheckoutStartQuery['findPayment'][number];
export type DeliverySchedule = DeliveryScheduleQuery['deliverySchedule'];
export type CheckoutQuote = CheckoutQuoteQuery['checkoutQuote'];

/** A failed call with what a form needs: the message, the code, and the field(s) it is about. */
export interface CallFailure {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
}

/** Turns whatever a call threw into a CallFailure (network and auth failures included). */
export function callFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    const detail = error.details.find((candidate) => candidate.code) ?? error.details[0];
    const extensions = detail?.extensions ?? {};
    const fields =
      extensions.fields && typeof extensions.fields === 'object'
        ? (extensions.fields as Record<string, string>)
        : undefined;
    const message =
      error.kind === 'network'
        ? 'We could not reach our servers. Check your connection and try again.'
        : (detail?.message ?? error.message);
    return {
      message,
      code: error.code,
      field: typeof extensions.field === 'string' ? extensions.field : undefined,
      fields,
    };
  }
  return { message: 'Something went wrong. Please try again.' };
}

async function call<TResult, TVariables extends object>(
  document: Operation<TResult, TVariables>,
  variables?: TVariables,
  role?: string,
): Promise<TResult> {
  try {
    return await api.query(document, variables, { auth: 'required', ...(role ? { role } : {}) });
  } catch (error) {
    throw callFailure(error);
  }
}

export function fetchCheckoutStart(): Promise<CheckoutStartQuery> {
  return call(CheckoutStartDocument);
}

export async function fetchDeliverySchedule(cityId: string): Promise<DeliverySchedule> {
  return (await call(DeliveryScheduleDocument, { cityId })).deliverySchedule;
}

export async function fetchCheckoutQuote(
  variables: CheckoutQuoteQueryVariables,
): Promise<CheckoutQuote> {
  // Priced in the role cart prices use, so checkout charges what the cart showed.
  return (await call(CheckoutQuoteDocument, variables, pricingRole())).checkoutQuote;
}

/** The monthly payment agreement for the cart, written by the server from its pricing. */
export async function fetchCheckoutAgreement(variables: CheckoutQuoteQueryVariables) {
  return (await call(CheckoutAgreementDocument, variables, pricingRole())).checkoutAgreement;
}

export async function addShippingAddress(address: ShippingAddressInput): Promise<ShippingAddress> {
  return (await call(AddShippingAddressDocument, { address })).addShippingAddress;
}

export async function placeOrder(
  variables: PlaceOrderMutationVariables,
): Promise<PlaceOrderMutation['checkout']> {
  return (await call(PlaceOrderDocument, variables, pricingRole())).checkout;
}

export async function fetchOrders(orderIds: string[]): Promise<CheckoutOrder[]> {
  return (await call(FindOrdersDocument, { orderIds })).findOrders;
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: async () => (await fetchOrders([orderId]))[0] ?? null,
  });

export const unsignedAgreementsQuery = () =>
  queryOptions({
    queryKey: ['unsigned-agreements'],
    queryFn: async () => (await call(UnsignedAgreementsDocument)).unsignedAgreements,
  });

export async function signAgreement(
  orderId: string,
  signedName: string,
): Promise<SignAgreementMutation['signAgreement']> {
  return (await call(SignAgreementDocument, { orderId, signedName })).signAgreement;
}

export const savedAddressesQuery = () =>
  queryOptions({
    queryKey: ['checkout-start'],
    queryFn: fetchCheckoutStart,
  });

export interface CardTokenAnswer {
  source: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

/**
 * Sends the card to the payment processor's tokeniser (the sandbox here): our API only ever
 * sees the token it answers. A refusal carries the field it is about.
 */
export async function tokenizeCard(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}): Promise<CardTokenAnswer> {
  let response: Response;
  try {
    response = await fetch('/payments/sandbox/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
  } catch {
    throw {
      message: 'We could not reach the payment processor. Check your connection and try again.',
    } satisfies CallFailure;
  }
  const body = (await response.json().catch(() => null)) as
    (CardTokenAnswer & { code?: string; message?: string; field?: string }) | null;
  if (!response.ok || !body?.source) {
    throw {
      message: body?.message ?? 'The card could not be checked. Try again.',
      code: body?.code ?? 'card_error',
      field: body?.field,
    } satisfies CallFailure;
  }
  return { source: body.source, card: body.card };
}
