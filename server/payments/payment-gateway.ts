/**
 * The card processor, seen from checkout. The built-in implementation is the sandbox
 * (./sandbox-gateway): a processor's test mode kept in our own database. A real processor is
 * another class implementing this interface (docs/decisions/040-checkout-and-payments.md says
 * how); checkout does not change.
 *
 * The rules every implementation keeps, as card processors guarantee them:
 * - `charge` is idempotent per key: the same key returns the first result (approved, declined
 *   or voided) without charging again; the same key with a different amount or source throws
 *   PaymentConflictError.
 * - A declined card is a result (`status: 'declined'`), not an exception. Exceptions mean the
 *   outcome is unknown (network, outage): the caller asks `findCharge` later.
 * - `findCharge` answers from the processor's records, so it tells the truth after a crash.
 */

/** The card types we display and store (server/db/constants CARD_TYPES). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'INTERAC';

/** What may be shown and kept of a card: never its number. */
export interface CardSummary {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export type ChargeStatus = 'succeeded' | 'declined' | 'voided' | 'refunded';

/** Why a card was refused, in the processors' common vocabulary. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';

export interface Charge {
  /** The processor's reference, e.g. ch_3Nx... */
  readonly id: string;
  readonly idempotencyKey: string;
  readonly amountCents: number;
  readonly currency: 'cad';
  readonly status: ChargeStatus;
  readonly declineCode: DeclineCode | null;
  /** null for a key voided before anything was charged. */
  readonly card: CardSummary | null;
  readonly createdAt: Date;
}

export interface ChargeRequest {
  /** One key per payment attempt; retries of the attempt reuse it. */
  readonly idempotencyKey: string;
  readonly amountCents: number;
  /** A card token or a saved card's reusable reference. */
  readonly source: string;
  /** Shown on the processor's dashboard, e.g. the order number. */
  readonly description?: string;
  /**
   * The customer charged. A card saved to a customer at the processor can be charged for that
   * customer only (declined as `card_declined` otherwise, and when this is missing).
   */
  readonly customerId?: string;
}

export interface PaymentGateway {
  /** A short name for logs and receipts: 'sandbox', 'stripe', ... */
  readonly name: string;
  /** The card behind a source, or null when the processor does not know it (or it expired). */
  /** With `customerId`, a card saved to another customer is unknown (null). */
  describeSource(source: string, customerId?: string): Promise<CardSummary | null>;
  charge(request: ChargeRequest): Promise<Charge>;
  findCharge(idempotencyKey: string): Promise<Charge | null>;
  /**
   * Cancels whatever the key did: a succeeded charge is voided (refunded in full), and a key
   * that charged nothing is closed, so a late `charge` with it is refused (status 'voided').
   * Returns the record after the change.
   */
  voidCharge(idempotencyKey: string): Promise<Charge>;
  /** Refunds a succeeded charge in full; other states are returned unchanged. */
  refundCharge(idempotencyKey: string): Promise<Charge | null>;
}

/** The same idempotency key was used with a different amount or source. */
export class PaymentConflictError extends Error {
  override readonly name = 'PaymentConflictError';
}

/** The processor could not be reached or failed; the charge's outcome is unknown. */
export class PaymentUnavailableError extends Error {
  override readonly name = 'PaymentUnavailableError';
}
