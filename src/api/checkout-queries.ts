import { m } from '../i18n/paraglide/messages.js';
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import type { CallFailure } from './call';
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

/** The request options for a role (none: the default customer role). */
function withRole(role: string | undefined) {
  return role ? { role } : {};
}

export function fetchCheckoutStart(): Promise<CheckoutStartQuery> {
  return call(CheckoutStartDocument);
}

export async function fetchDeliverySchedule(cityId: string): Promise<DeliverySchedule> {
  return (await call(DeliveryScheduleDocument, { cityId })).deliverySchedule;
}

/**
 * The cart priced for checkout. `role` is the role cart prices are asked in (lib/session-store's
 * `pricingRole()`), so checkout charges what the cart showed.
 */
export async function fetchCheckoutQuote(
  variables: CheckoutQuoteQueryVariables,
  role: string | undefined,
): Promise<CheckoutQuote> {
  return (await call(CheckoutQuoteDocument, variables, withRole(role))).checkoutQuote;
}

/** The monthly payment agreement for the cart, written by the server from its pricing. */
export async function fetchCheckoutAgreement(
  variables: CheckoutQuoteQueryVariables,
  role: string | undefined,
) {
  return (await call(CheckoutAgreementDocument, variables, withRole(role))).checkoutAgreement;
}

export async function addShippingAddress(address: ShippingAddressInput): Promise<ShippingAddress> {
  return (await call(AddShippingAddressDocument, { address })).addShippingAddress;
}

/** Places the order, priced in `role` like its quote. */
export async function placeOrder(
  variables: PlaceOrderMutationVariables,
  role: string | undefined,
): Promise<PlaceOrderMutation['checkout']> {
  return (await call(PlaceOrderDocument, variables, withRole(role))).checkout;
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
      message: m.api_unreachable_payments(),
    } satisfies CallFailure;
  }
  const body = (await response.json().catch(() => null)) as
    (CardTokenAnswer & { code?: string; message?: string; field?: string }) | null;
  if (!response.ok || !body?.source) {
    throw {
      message: body?.message ?? m.api_card_not_checked(),
      code: body?.code ?? 'card_error',
      field: body?.field,
    } satisfies CallFailure;
  }
  return { source: body.source, card: body.card };
}
