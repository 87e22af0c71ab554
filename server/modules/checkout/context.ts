/**
 * What every part of checkout shares: the database, the catalogue, the gateway, the options,
 * and this process's attempts in flight (see ./attempts).
 */
import type { DatabaseHandle } from '../../db/client';
import type { Charge, PaymentGateway } from '../../payments/payment-gateway';
import type { CatalogService } from '../catalog/index';
import type { InFlightAttempts } from './attempts';

/** How long a PENDING order may belong to a live attempt in another process (a charge times out well before). */
export const DEFAULT_PENDING_GRACE_MS = 60_000;
/** The most orders one findOrders call reads. */
export const MAX_ORDER_IDS = 50;
/** Gateway idempotency keys of checkout payments start with this. */
export const CHARGE_KEY_PREFIX = 'checkout:';

export interface CheckoutHooks {
  /** After the PENDING order is committed, before the card is charged. */
  beforeCharge?: (info: { orderId: string; chargeKey: string }) => void | Promise<void>;
  /** After the gateway answered, before the result is committed: tests inject a crash here. */
  afterCharge?: (info: {
    orderId: string;
    chargeKey: string;
    charge: Charge;
  }) => void | Promise<void>;
}

export interface CheckoutServiceOptions {
  hooks?: CheckoutHooks;
  /** A PENDING order untouched this long, not being charged by this process, is reconciled. */
  pendingGraceMs?: number;
  /**
   * How often a running server settles orders a crash left PENDING (any instance's), not only
   * at start-up; default SETTLE_EVERY_MS.
   */
  settleEveryMs?: number;
  now?: () => Date;
  /** Told how each checkout ended (the metric `checkouts_total`, decision 183). */
  onOutcome?: (outcome: CheckoutOutcome) => void;
  /**
   * The other flows' charges a crash left pending (buyouts, swap and move fees, tips), settled
   * on the same passes as checkout's orders, at start-up and while the server runs; how many.
   * The composition root gives it.
   */
  settleOtherCharges?: () => Promise<number>;
}

/**
 * How a checkout ended: placed (paid or nothing to pay), declined (the card), refused (the
 * request: input, stock, a conflict) or error (unexpected).
 */
export type CheckoutOutcome = 'placed' | 'declined' | 'refused' | 'error';

/** Pending orders are looked for every 30 s: a stuck paid order is settled within 90 s. */
export const SETTLE_EVERY_MS = 30_000;

export interface CheckoutContext {
  handle: DatabaseHandle;
  catalog: CatalogService;
  gateway: PaymentGateway;
  hooks: CheckoutHooks;
  pendingGraceMs: number;
  now: () => Date;
  attempts: InFlightAttempts;
}
