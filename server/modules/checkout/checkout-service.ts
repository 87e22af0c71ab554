/**
 * Checkout: from a signed-in customer's cart to a paid order, charged exactly once. This class
 * composes the parts under ./checkout/:
 *
 * - placement: the attempt, the charge and settling it (./checkout/placement), with
 *   transaction 1 as named steps (./checkout/place-pending-order);
 * - reconciliation: orders left PENDING by a crash (./checkout/reconciliation);
 * - the read side: quote, orders, agreements, saved cards, delivery schedule
 *   (./checkout/order-reads).
 *
 * docs/decisions/040-checkout-and-payments.md has the reasoning of the payment flow,
 * docs/decisions/094-checkout-on-the-server.md the way the code is split.
 */
import type { DatabaseHandle } from '../../db/client';
import type { OrderRecord } from '../../db/repositories/order-repository';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { CatalogService } from '../catalog/index';
import { InFlightAttempts } from './attempts';
import type { CheckoutContext, CheckoutServiceOptions } from './context';
import { DEFAULT_PENDING_GRACE_MS, SETTLE_EVERY_MS } from './context';
import * as reads from './order-reads';
import type { DeliverySchedule, QuoteArgs, SavedCard } from './order-reads';
import { placeOrder } from './placement';
import * as reconciliation from './reconciliation';
import type { ReconcileReport } from './reconciliation';
import type { CheckoutInput } from './checkout-request';
import { requestHash, validateCheckoutInput } from './checkout-request';
import type { PricedCart } from '../cart/index';
import { isDomainError } from '../../shared/errors';

export type { OrderRecord };
export type { PaymentMethodRecord } from '../../db/repositories/payment-method-repository';
export type { CheckoutHooks, CheckoutOutcome, CheckoutServiceOptions } from './context';
export { CHARGE_KEY_PREFIX, DEFAULT_PENDING_GRACE_MS, MAX_ORDER_IDS } from './context';
export type { DeliverySchedule, QuoteArgs, SavedCard } from './order-reads';
export { DECLINE_MESSAGES } from './payment';
export type { ReconcileReport } from './reconciliation';

export class CheckoutService {
  private readonly context: CheckoutContext;

  /** How often a running server settles pending orders (CheckoutServiceOptions). */
  readonly settleEveryMs: number;

  private readonly onOutcome: CheckoutServiceOptions['onOutcome'];
  private readonly settleOtherCharges: (() => Promise<number>) | null;

  constructor(
    handle: DatabaseHandle,
    catalog: CatalogService,
    gateway: PaymentGateway,
    options: CheckoutServiceOptions = {},
  ) {
    this.settleEveryMs = options.settleEveryMs ?? SETTLE_EVERY_MS;
    this.onOutcome = options.onOutcome;
    this.settleOtherCharges = options.settleOtherCharges ?? null;
    this.context = {
      handle,
      catalog,
      gateway,
      hooks: options.hooks ?? {},
      pendingGraceMs: options.pendingGraceMs ?? DEFAULT_PENDING_GRACE_MS,
      now: options.now ?? (() => new Date()),
      attempts: new InFlightAttempts(),
    };
  }

  // ------------------------------------------------------------------ reads

  /** What checkout would charge now: the cart priced from fresh facts, with account credit. */
  quote(customerId: string, args: QuoteArgs): Promise<PricedCart> {
    return reads.quote(this.context, customerId, args);
  }

  /** The customer's own orders among `orderIds`; other ids are left out, never reported. */
  findOrders(customerId: string, orderIds: readonly string[]): Promise<OrderRecord[]> {
    return reads.findOrders(this.context, customerId, orderIds);
  }

  /** Placed subscription orders of the customer whose agreement is not signed yet. */
  unsignedAgreements(customerId: string): Promise<OrderRecord[]> {
    return reads.unsignedAgreements(this.context, customerId);
  }

  /** Signs the agreement of one of the customer's subscription orders (again is fine). */
  signAgreement(customerId: string, orderId: string, signedName: string): Promise<OrderRecord> {
    return reads.signAgreement(this.context, customerId, orderId, signedName);
  }

  savedCards(customerId: string): Promise<SavedCard[]> {
    return reads.savedCards(this.context, customerId);
  }

  /** The days and windows a city's depot delivers, for the checkout's date step. */
  deliverySchedule(cityId: string): Promise<DeliverySchedule> {
    return reads.deliverySchedule(this.context, cityId);
  }

  // ------------------------------------------------------------------ placement

  /** Places (or finds again) the order of `input.idempotencyKey`; returns it paid. */
  async checkout(customerId: string, input: CheckoutInput): Promise<OrderRecord> {
    try {
      const request = validateCheckoutInput(input);
      const orderId = await placeOrder(
        this.context,
        customerId,
        request,
        requestHash(customerId, request),
      );
      const order = await reads.loadOrder(this.context, customerId, orderId);
      this.onOutcome?.('placed');
      return order;
    } catch (error) {
      this.onOutcome?.(
        isDomainError(error, 'PAYMENT_DECLINED')
          ? 'declined'
          : isDomainError(error)
            ? 'refused'
            : 'error',
      );
      throw error;
    }
  }

  // ------------------------------------------------------------------ reconciliation

  /**
   * Settles checkout orders left PENDING by a crash between charge and commit that are
   * untouched for `olderThanMs` (default: the grace period) and not being charged here.
   */
  async reconcilePendingOrders(options: { olderThanMs?: number } = {}): Promise<ReconcileReport> {
    return this.withOtherCharges(
      await reconciliation.reconcilePendingOrders(this.context, options),
    );
  }

  /** Start-up: every pending order on PGlite; on PostgreSQL those older than the grace period. */
  async reconcileAtStartup(): Promise<ReconcileReport> {
    return this.withOtherCharges(await reconciliation.reconcileAtStartup(this.context));
  }

  /** The same pass settles the other flows' pending charges (see CheckoutServiceOptions). */
  private async withOtherCharges(report: ReconcileReport): Promise<ReconcileReport> {
    if (!this.settleOtherCharges) return report;
    return { ...report, otherCharges: await this.settleOtherCharges() };
  }
}
