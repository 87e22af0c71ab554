/**
 * What the checkout mutation receives, checked and normalised, and the hash that tells a retry
 * of the same order (same key, same request) from a different order reusing a key.
 */
import { createHash } from 'node:crypto';
import { MAX_CART_LINES } from '../cart/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { Locale, LocalizedText } from '../../i18n/locale';
import type { SalesChannel } from '../cart/index';
import type { CartLineInput } from '../cart/index';
import { isUuid } from '../../shared/uuid';

/** A UUID made when the checkout starts is the usual key; any 8-100 url-safe characters work. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface CheckoutPaymentInput {
  /** A token from the processor's tokenizer (sandbox: POST /payments/sandbox/tokens). */
  source?: string | null;
  /** One of the customer's saved cards (findPayment). */
  paymentMethodId?: string | null;
  /** Keep the new card (a `source`) for next time. */
  saveCard?: boolean | null;
}

export interface CheckoutInput {
  cityId: string;
  products: readonly CartLineInput[];
  returns?: readonly { id: string; quantity: number }[] | null;
  shippingAddressId: string;
  deliverydate: string;
  deliverytimetype: string;
  referrer?: string | null;
  clientVersion?: string | null;
  includeAssembly?: boolean | null;
  idempotencyKey: string;
  payment?: CheckoutPaymentInput | null;
  /** What the review step showed as the amount to pay; a different amount is a CONFLICT. */
  expectedAmountDueCents?: number | null;
  /** The subscription agreement, signed at checkout by typing a name. */
  agreement?: { signedName: string } | null;
  /** Default `online`: the request's role decides it (decision 116). */
  channel?: SalesChannel | null;
  /** The request's language: the agreement is written and signed in it (decision 179). */
  locale?: Locale | null;
}

export type PaymentChoice =
  | { kind: 'token'; source: string; saveCard: boolean }
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'none' };

export interface CheckoutRequest {
  cityId: string;
  products: readonly CartLineInput[];
  shippingAddressId: string;
  deliveryDate: string;
  deliveryTimeType: string;
  referrer: string | null;
  clientVersion: string | null;
  includeAssembly: boolean;
  idempotencyKey: string;
  payment: PaymentChoice;
  expectedAmountDueCents: number | null;
  /** Who signed the subscription agreement at checkout; null when it was not signed. */
  agreementSignedBy: string | null;
  /** The language the agreement is written and signed in (not part of the order's identity). */
  locale: Locale;
  channel: SalesChannel;
}

function bad(field: string, message: LocalizedText): DomainError {
  return new DomainError('BAD_USER_INPUT', message, { details: { field } });
}

export { isUuid };

function paymentChoice(payment: CheckoutPaymentInput | null | undefined): PaymentChoice {
  const source = payment?.source?.trim() || null;
  const paymentMethodId = payment?.paymentMethodId?.trim() || null;
  if (source && paymentMethodId) {
    throw bad('payment', tr(m.errors_checkout_card_either));
  }
  if (source) {
    if (source.length > 255 || !/^[A-Za-z0-9_-]+$/.test(source)) {
      throw bad('payment.source', tr(m.errors_checkout_card_details_expired));
    }
    return { kind: 'token', source, saveCard: payment?.saveCard ?? false };
  }
  if (paymentMethodId) {
    if (!isUuid(paymentMethodId)) {
      throw bad('payment.paymentMethodId', tr(m.errors_checkout_saved_card_not_found));
    }
    return { kind: 'saved', paymentMethodId: paymentMethodId.toLowerCase() };
  }
  return { kind: 'none' };
}

/** Shape checks that need no database; pricing checks the lines themselves. */
export function validateCheckoutInput(input: CheckoutInput): CheckoutRequest {
  if (typeof input.idempotencyKey !== 'string' || !KEY_PATTERN.test(input.idempotencyKey)) {
    throw bad('idempotencyKey', tr(m.errors_checkout_idempotency_key));
  }
  if (input.returns && input.returns.length > 0) {
    throw bad('returns', tr(m.errors_checkout_no_returns));
  }
  if (!Array.isArray(input.products) || input.products.length === 0) {
    throw bad('products', tr(m.errors_checkout_cart_empty));
  }
  if (input.products.length > MAX_CART_LINES) {
    throw bad('products', tr(m.errors_cart_max_lines, { max: MAX_CART_LINES }));
  }
  if (!isUuid(input.shippingAddressId)) {
    throw bad('shippingAddressId', tr(m.errors_checkout_choose_address));
  }
  const expected = input.expectedAmountDueCents;
  if (
    expected !== null &&
    expected !== undefined &&
    !(Number.isSafeInteger(expected) && expected >= 0)
  ) {
    throw bad('expectedAmountDue', tr(m.errors_checkout_expected_amount));
  }
  const referrer = input.referrer?.trim() || null;
  const agreementSignedBy = input.agreement ? signatureOf(input.agreement.signedName) : null;
  return {
    cityId: input.cityId,
    products: input.products,
    shippingAddressId: input.shippingAddressId.toLowerCase(),
    deliveryDate: typeof input.deliverydate === 'string' ? input.deliverydate.trim() : '',
    deliveryTimeType: typeof input.deliverytimetype === 'string' ? input.deliverytimetype : '',
    referrer: isUuid(referrer) ? referrer.toLowerCase() : null,
    clientVersion: input.clientVersion?.slice(0, 100) ?? null,
    includeAssembly: input.includeAssembly ?? false,
    idempotencyKey: input.idempotencyKey,
    payment: paymentChoice(input.payment),
    expectedAmountDueCents: expected ?? null,
    agreementSignedBy,
    locale: input.locale === 'fr' ? 'fr' : 'en',
    channel: input.channel === 'pos' ? 'pos' : 'online',
  };
}

/** A typed signature: the customer's full name, 2 to 100 characters. */
export function signatureOf(name: unknown): string {
  const signed = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  if (signed.length < 2 || signed.length > 100) {
    throw bad('agreement.signedName', tr(m.errors_checkout_sign_full_name));
  }
  return signed;
}

/**
 * What makes an order this order: the customer, the city, the lines, the address, the day and
 * window, assembly and referrer. The card is left out on purpose, so a shopper whose card was
 * declined can pay with another under the same key; the client version is left out too.
 */
export function requestHash(customerId: string, request: CheckoutRequest): string {
  const lines = request.products.map((line) => ({
    productId: String(line.productId),
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength ?? null,
    options: [...(line.options ?? [])]
      .map((option) => [String(option.optionId), String(option.valueId)])
      .sort(([a = ''], [b = '']) => a.localeCompare(b)),
  }));
  const canonical = JSON.stringify({
    customerId,
    cityId: String(request.cityId),
    lines,
    shippingAddressId: request.shippingAddressId,
    deliveryDate: request.deliveryDate,
    deliveryTimeType: request.deliveryTimeType,
    includeAssembly: request.includeAssembly,
    referrer: request.referrer,
    // Only when it differs, so requests hashed before channels existed hash the same.
    ...(request.channel === 'pos' ? { channel: 'pos' } : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}
