import type { CheckoutFailure } from './checkout-types';

/**
 * What the checkout makes of a failed call: every actor may throw anything (an API error with a
 * code and fields, a tokeniser error, a bare string when the network fails), and the machine
 * reads it through these.
 */

/** Shown when a call failed without an answer from our servers. */
export const GENERIC_FAILURE =
  'We could not reach our servers. Check your connection and try again.';

/** Shown when an actor threw something with no message at all. */
export const UNKNOWN_FAILURE = 'Something went wrong.';

/**
 * The failures the checkout words itself, by code: the machine keeps the English words (its
 * tests read them), and the screen shows each code's message in the page's language.
 */
export const FAILURE_CODES = { unreachable: GENERIC_FAILURE, unknown: UNKNOWN_FAILURE } as const;

export type FailureCode = keyof typeof FAILURE_CODES;

/** The code of a failure the checkout worded itself, or null for the server's own words. */
export function failureCode(message: string): FailureCode | null {
  const found = Object.entries(FAILURE_CODES).find(([, words]) => words === message);
  return found ? (found[0] as FailureCode) : null;
}

/** Normalises whatever an actor threw into a CheckoutFailure. */
export function failureOf(error: unknown): CheckoutFailure {
  if (error && typeof error === 'object' && 'message' in error) {
    const failure = error as Partial<CheckoutFailure>;
    return {
      message: String(failure.message),
      code: typeof failure.code === 'string' ? failure.code : undefined,
      field: typeof failure.field === 'string' ? failure.field : undefined,
      fields: failure.fields && typeof failure.fields === 'object' ? failure.fields : undefined,
    };
  }
  return { message: typeof error === 'string' ? error : UNKNOWN_FAILURE };
}

/** Whether the call failed without an answer (a bare string: the network, not our servers). */
export function isUnanswered(error: unknown): boolean {
  return failureOf(error).code === undefined && typeof error === 'string';
}

/** The message to show for a failure: the server's words, or the generic one when unanswered. */
export function messageOf(error: unknown): string {
  return isUnanswered(error) ? GENERIC_FAILURE : failureOf(error).message;
}

/** Whether the server named the fields it refused (each with its message). */
export function hasFieldErrors(error: unknown): boolean {
  const { fields } = failureOf(error);
  return fields !== undefined && Object.keys(fields).length > 0;
}

/** The payment was declined: nothing was kept, pay with another card. */
export function isDeclined(error: unknown): boolean {
  return failureOf(error).code === 'PAYMENT_DECLINED';
}

/** The amount due changed since the review. */
export function isPriceChanged(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.code === 'CONFLICT' && failure.field === 'expectedAmountDue';
}

/** The server refused the shipping address. */
export function isAddressProblem(error: unknown): boolean {
  return failureOf(error).field === 'shippingAddressId';
}

/** The server refused the agreement's signature (not the order's name, decision 159). */
export function isSignatureProblem(error: unknown): boolean {
  return failureOf(error).field === 'agreement.signedName';
}

/** The server refused the delivery day or window. */
export function isDateProblem(error: unknown): boolean {
  const { field } = failureOf(error);
  return field === 'deliverydate' || field === 'deliverytimetype';
}

/** The tokeniser's failure as card field messages (its expiry fields are the form's `expiry`). */
export function cardErrorsOf(error: unknown): Record<string, string> {
  if (isUnanswered(error)) return {};
  const failure = failureOf(error);
  const field =
    failure.field === 'expMonth' || failure.field === 'expYear'
      ? 'expiry'
      : (failure.field ?? 'number');
  return { [field]: failure.message };
}
