/**
 * Checkout: from a signed-in customer's cart to a paid order, charged exactly once.
 *
 * 1. Transaction 1 re-prices the cart from fresh database facts (the rules of priceCart, never
 *    the quote cache), checks the address and the delivery day, claims the client's
 *    idempotency key with a PENDING order (unique index), takes stock with one conditional
 *    UPDATE per product in id order, spends account credit, and writes lines, taxes and a
 *    PENDING payment. Any refusal rolls all of it back.
 * 2. The card is charged with the gateway key `checkout:<order id>` (one key per attempt).
 * 3. Approved: transaction 2 marks the order CONFIRMED (paid) and the payment SUCCEEDED.
 *    Declined: one transaction deletes the order, puts stock and credit back and keeps the
 *    payment row (without order) as the record of the attempt; the key is free for a retry
 *    with another card.
 *
 * A retry with the same key and request returns the same order; the same key with a different
 * request is a CONFLICT. Concurrent requests with one key: the unique index picks one winner;
 * the others wait for its result. A crash between 2 and 3 leaves a PENDING order that
 * `reconcilePendingOrders` settles by asking the gateway what happened to the key.
 * docs/decisions/040-checkout-and-payments.md has the reasoning.
 */
import type { DatabaseHandle } from '../db/client';
import type { TaxName } from '../db/constants';
import { findCustomerAddress } from '../db/repositories/address-repository';
import * as repo from '../db/repositories/checkout-repository';
import type {
  OrderKeyRow,
  OrderRow,
  PaymentMethodRow,
} from '../db/repositories/checkout-repository';
import { runInTransaction } from '../db/transaction';
import type { CardSummary, Charge, DeclineCode, PaymentGateway } from '../payments/payment-gateway';
import { deliveryAreaOf } from './address-service';
import { servesPostalCode } from './address-validation';
import type { IsoDate } from './calendar-date';
import { addDays, localDate } from './calendar-date';
import { CartService } from './cart-service';
import type { City } from './catalog-service';
import { CatalogService } from './catalog-service';
import type { CheckoutInput, CheckoutRequest } from './checkout-request';
import {
  isUuid,
  requestHash,
  signatureOf,
  SUBSCRIPTION_PURCHASE_OPTIONS,
  validateCheckoutInput,
} from './checkout-request';
import type { DeliveryWindow } from './delivery-schedule';
import { checkDeliveryChoice, deliveryWindows, MAX_DELIVERY_DAYS_AHEAD } from './delivery-schedule';
import { DomainError, isDomainError } from './errors';
import type { CartLineInput, PricedCart } from './price-cart';

export type { OrderRow, PaymentMethodRow };

/** How long a PENDING order may belong to a live attempt in another process (a charge times out well before). */
export const DEFAULT_PENDING_GRACE_MS = 60_000;
/** The most orders one findOrders call reads. */
export const MAX_ORDER_IDS = 50;
/** Gateway idempotency keys of checkout payments start with this. */
export const CHARGE_KEY_PREFIX = 'checkout:';

export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired. Try another card.',
};

const CANCELLED_MESSAGE =
  'Your payment could not be completed and was cancelled; you have not been charged. Please place your order again.';

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
  now?: () => Date;
}

export interface ReconcileReport {
  completed: string[];
  cancelled: string[];
  declined: string[];
}

export interface DeliverySchedule {
  city: City;
  today: IsoDate;
  latestDate: IsoDate;
  maxDaysAhead: number;
  windows: DeliveryWindow[];
}

export interface QuoteArgs {
  cityId: string;
  products: readonly CartLineInput[];
  includeAssembly?: boolean | null;
}

interface ResolvedPayment {
  source: string;
  card: CardSummary;
  /** Save the card after a successful charge (new cards only). */
  saveCard: boolean;
}

interface InFlightAttempt {
  hash: string;
  /** The order id once paid; null when another process claimed the key first. */
  result: Promise<string | null>;
}

interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  shippingAddressId: string;
  amountDueCents: number;
  chargeKey: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isCardExpired(card: CardSummary, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Spends account credit the way priceCart's rule 9 does: referral credit first, then balance. */
function withAccountCredit(priced: PricedCart, balanceCents: number): PricedCart {
  const accountBalanceUsedCents = Math.min(
    Math.max(0, balanceCents),
    priced.totalCents - priced.referralCreditUsedCents,
  );
  const balanceUsedCents = priced.referralCreditUsedCents + accountBalanceUsedCents;
  return {
    ...priced,
    accountBalanceUsedCents,
    balanceUsedCents,
    amountDueCents: priced.totalCents - balanceUsedCents,
  };
}

/** A quote line that cannot be sold stops the checkout with the quote's own message. */
function assertSellable(priced: PricedCart): void {
  const [problem] = priced.errors;
  if (!problem) {
    if (priced.products.length === 0) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'Your cart is empty. Add something before checking out.',
        {
          details: { field: 'products' },
        },
      );
    }
    return;
  }
  const stock = problem.reason === 'OUT_OF_STOCK' || problem.reason === 'NOT_ENOUGH_STOCK';
  throw new DomainError(
    stock ? 'OUT_OF_STOCK' : 'BAD_USER_INPUT',
    `${problem.productName ?? 'An item in your cart'}: ${problem.error}`,
    {
      details: {
        field: 'products',
        productId: problem.productId,
        reason: problem.reason,
        errors: priced.errors,
      },
    },
  );
}

function ratePercent(rate: { numerator: number; denominator: number }): number {
  return (rate.numerator * 100) / rate.denominator;
}

function dollarsText(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export class CheckoutService {
  private readonly hooks: CheckoutHooks;
  private readonly pendingGraceMs: number;
  private readonly now: () => Date;
  /**
   * Attempts this process is making now, by idempotency key, from before the key is claimed
   * until the outcome is committed: requests with the same key and request share the result.
   */
  private readonly inFlight = new Map<string, InFlightAttempt>();
  /** Orders this process left PENDING when an attempt failed half-way: nobody is charging them. */
  private readonly orphaned = new Set<string>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly gateway: PaymentGateway,
    options: CheckoutServiceOptions = {},
  ) {
    this.hooks = options.hooks ?? {};
    this.pendingGraceMs = options.pendingGraceMs ?? DEFAULT_PENDING_GRACE_MS;
    this.now = options.now ?? (() => new Date());
  }

  // ------------------------------------------------------------------ reads

  /** What checkout would charge now: the cart priced from fresh facts, with account credit. */
  async quote(customerId: string, args: QuoteArgs): Promise<PricedCart> {
    const customer = await this.customer(this.handle, customerId);
    const { priced } = await this.priceFresh(this.handle, customer.balance_cents, {
      cityId: args.cityId,
      products: args.products,
      includeAssembly: args.includeAssembly ?? false,
    });
    return priced;
  }

  /** The customer's own orders among `orderIds`; other ids are left out, never reported. */
  async findOrders(customerId: string, orderIds: readonly string[]): Promise<OrderRow[]> {
    if (orderIds.length > MAX_ORDER_IDS) {
      throw new DomainError('BAD_USER_INPUT', `Ask for at most ${MAX_ORDER_IDS} orders at once.`, {
        details: { field: 'orderIds' },
      });
    }
    const ids = orderIds.map((id) => id.trim().toLowerCase()).filter(isUuid);
    return repo.loadCustomerOrders(this.handle, customerId, [...new Set(ids)]);
  }

  /** Placed subscription orders of the customer whose agreement is not signed yet. */
  async unsignedAgreements(customerId: string): Promise<OrderRow[]> {
    const ids = await repo.listUnsignedAgreementOrderIds(this.handle, customerId, MAX_ORDER_IDS);
    return repo.loadCustomerOrders(this.handle, customerId, ids);
  }

  /** Signs the agreement of one of the customer's subscription orders (again is fine). */
  async signAgreement(customerId: string, orderId: string, signedName: string): Promise<OrderRow> {
    signatureOf(signedName);
    const id = orderId.trim().toLowerCase();
    const outcome = isUuid(id)
      ? await repo.signOrderAgreement(this.handle, customerId, id)
      : 'not-found';
    if (outcome === 'not-found') {
      throw new DomainError('NOT_FOUND', 'We could not find an agreement to sign for that order.', {
        details: { field: 'orderId' },
      });
    }
    return this.loadOrder(customerId, id);
  }

  async savedCards(customerId: string): Promise<(PaymentMethodRow & { expired: boolean })[]> {
    const rows = await repo.listPaymentMethods(this.handle, customerId);
    const now = this.now();
    return rows.map((row) => ({
      ...row,
      expired: isCardExpired(
        {
          brand: row.card_type,
          last4: row.card_last_four,
          expMonth: row.card_expiry_month,
          expYear: row.card_expiry_year,
        },
        now,
      ),
    }));
  }

  /** The days and windows a city's depot delivers, for the checkout's date step. */
  async deliverySchedule(cityId: string): Promise<DeliverySchedule> {
    const city = await this.catalog.resolveCity(cityId);
    const pickupOnly = await this.catalog.isFlagOn('pickup-only');
    const today = localDate(this.now(), city.timezone);
    return {
      city,
      today,
      latestDate: addDays(today, MAX_DELIVERY_DAYS_AHEAD),
      maxDaysAhead: MAX_DELIVERY_DAYS_AHEAD,
      windows: deliveryWindows(depotHours(city), pickupOnly),
    };
  }

  // ------------------------------------------------------------------ checkout

  /** Places (or finds again) the order of `input.idempotencyKey`; returns it paid. */
  async checkout(customerId: string, input: CheckoutInput): Promise<OrderRow> {
    const request = validateCheckoutInput(input);
    const hash = requestHash(customerId, request);
    const deadline = Date.now() + this.pendingGraceMs + 30_000;
    let pause = 20;
    for (;;) {
      const existing = await repo.findOrderByKey(this.handle, request.idempotencyKey);
      let orderId: string | null = null;
      const local = this.inFlight.get(request.idempotencyKey);
      if (existing) {
        orderId = await this.settleExisting(existing, customerId, hash);
      } else if (local) {
        // This process is already placing an order with the key: share its outcome when it is
        // this same request; otherwise wait for it to finish, then look again.
        if (local.hash === hash) await local.result;
        else await local.result.catch(() => undefined);
        continue;
      } else {
        orderId = await this.attempt(customerId, request, hash);
        if (orderId === null) continue; // another process claimed the key first: read it
      }
      if (orderId !== null) return this.loadOrder(customerId, orderId);
      if (Date.now() > deadline) {
        throw new DomainError(
          'CONFLICT',
          'Your order is still being processed. Check your orders in a minute before trying again.',
        );
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  }

  /**
   * What to do with an order that already holds the key: its id when it is settled, or null
   * to look again (after waiting for, or reconciling, the attempt that holds it).
   */
  private async settleExisting(
    existing: OrderKeyRow,
    customerId: string,
    hash: string,
  ): Promise<string | null> {
    if (existing.customer_id !== customerId || existing.request_hash !== hash) {
      throw new DomainError(
        'CONFLICT',
        'This checkout was already used for a different order. Reload the checkout page and place your order again.',
        { details: { field: 'idempotencyKey' } },
      );
    }
    if (existing.status !== 'PENDING') return existing.id;
    const running = this.inFlight.get(existing.idempotency_key);
    if (running) {
      // The winner's result is ours: its order, or its decline.
      return running.result;
    }
    if (existing.age_ms >= this.pendingGraceMs || this.orphaned.has(existing.id)) {
      await this.reconcileOrder(existing);
      this.orphaned.delete(existing.id);
    }
    return null;
  }

  private async resolvePayment(
    customerId: string,
    request: CheckoutRequest,
  ): Promise<ResolvedPayment | null> {
    const choice = request.payment;
    let resolved: ResolvedPayment;
    if (choice.kind === 'none') return null;
    if (choice.kind === 'saved') {
      const method = await repo.findPaymentMethod(this.handle, customerId, choice.paymentMethodId);
      if (!method) {
        throw new DomainError(
          'BAD_USER_INPUT',
          'That saved card was not found. Choose another card.',
          {
            details: { field: 'payment.paymentMethodId' },
          },
        );
      }
      resolved = {
        source: method.source,
        saveCard: false,
        card: {
          brand: method.card_type,
          last4: method.card_last_four,
          expMonth: method.card_expiry_month,
          expYear: method.card_expiry_year,
        },
      };
    } else {
      const card = await this.gateway.describeSource(choice.source);
      if (!card) {
        throw new DomainError(
          'BAD_USER_INPUT',
          'The card details have expired. Enter the card again.',
          {
            details: { field: 'payment.source' },
          },
        );
      }
      resolved = { source: choice.source, card, saveCard: choice.saveCard };
    }
    if (isCardExpired(resolved.card, this.now())) {
      throw new DomainError('PAYMENT_DECLINED', DECLINE_MESSAGES.expired_card, {
        details: { field: 'payment', declineCode: 'expired_card' },
      });
    }
    return resolved;
  }

  /**
   * One attempt, registered in `inFlight` for its whole life: transaction 1, the charge, then
   * transaction 2. Null when another process claimed the key first.
   */
  private async attempt(
    customerId: string,
    request: CheckoutRequest,
    hash: string,
  ): Promise<string | null> {
    const result = this.runAttempt(customerId, request, hash);
    const entry: InFlightAttempt = { hash, result };
    this.inFlight.set(request.idempotencyKey, entry);
    // Waiters attach their own handlers; this one only keeps a lone rejection from going unhandled.
    result.catch(() => undefined);
    try {
      return await result;
    } finally {
      if (this.inFlight.get(request.idempotencyKey) === entry) {
        this.inFlight.delete(request.idempotencyKey);
      }
    }
  }

  private async runAttempt(
    customerId: string,
    request: CheckoutRequest,
    hash: string,
  ): Promise<string | null> {
    const payment = await this.resolvePayment(customerId, request);
    const placed = await runInTransaction(this.handle, (tx) =>
      this.placePendingOrder(tx, customerId, request, hash, payment),
    );
    if (!placed) return null;
    this.catalog.invalidate();
    if (placed.chargeKey === null || !payment) return placed.orderId;
    try {
      return await this.chargeAndSettle(placed, payment);
    } catch (error) {
      // Declines settle before they throw; anything else (the gateway unreachable, the
      // database failing) leaves the order pending for reconciliation on the next try.
      if (!isDomainError(error)) this.orphaned.add(placed.orderId);
      throw error;
    }
  }

  /** Transaction 1. Throws (rolling back) on any refusal; null when the key is taken. */
  private async placePendingOrder(
    tx: DatabaseHandle,
    customerId: string,
    request: CheckoutRequest,
    hash: string,
    payment: ResolvedPayment | null,
  ): Promise<PlacedOrder | null> {
    // Cheap early exit for the losers of a double click; the unique index still decides.
    if (await repo.findOrderByKey(tx, request.idempotencyKey)) return null;

    const customer = await this.customer(tx, customerId);
    const { city, priced } = await this.priceFresh(tx, customer.balance_cents, request);
    assertSellable(priced);

    const pickupOnly = await new CatalogService(tx, { cache: false }).isFlagOn('pickup-only');
    const address = await findCustomerAddress(tx, customerId, request.shippingAddressId);
    if (!address || address.type !== 'SHIPPING') {
      throw new DomainError(
        'NOT_FOUND',
        'We could not find that delivery address. Choose or add an address.',
        { details: { field: 'shippingAddressId' } },
      );
    }
    if (!pickupOnly) {
      if (address.province !== city.provinceCode) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `${city.name} delivers to addresses in ${city.provinceCode}, and this address is in ${address.province}. Choose the city nearest the address, or another address.`,
          { details: { field: 'shippingAddressId' } },
        );
      }
      if (!servesPostalCode(deliveryAreaOf(city), address.postal_code)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `Our ${city.name} crew does not reach ${address.postal_code}. Choose the city nearest the address, or another address.`,
          { details: { field: 'shippingAddressId' } },
        );
      }
    }
    const window = checkDeliveryChoice(
      { date: request.deliveryDate, timeType: request.deliveryTimeType },
      depotHours(city),
      {
        earliest: priced.estimatedDeliveryDate ?? localDate(this.now(), city.timezone),
        now: this.now(),
        pickupOnly,
      },
    );

    if (
      request.expectedAmountDueCents !== null &&
      request.expectedAmountDueCents !== priced.amountDueCents
    ) {
      throw new DomainError(
        'CONFLICT',
        `Prices changed since you reviewed your order: the amount to pay is now ${dollarsText(priced.amountDueCents)}. Review your order and place it again.`,
        { details: { field: 'expectedAmountDue', amountDue: priced.amountDueCents / 100 } },
      );
    }
    if (priced.amountDueCents > 0 && !payment) {
      throw new DomainError('BAD_USER_INPUT', 'Choose a card to pay with.', {
        details: { field: 'payment' },
      });
    }

    const referrerId =
      request.referrer &&
      request.referrer !== customerId &&
      (await repo.customerExists(tx, request.referrer))
        ? request.referrer
        : customer.referrer_id;
    const paid = priced.amountDueCents === 0;
    const requiresAgreement = priced.products.some((line) =>
      SUBSCRIPTION_PURCHASE_OPTIONS.includes(line.purchaseOption),
    );
    const order = await repo.insertOrder(tx, {
      customerId,
      cityId: city.id,
      status: paid ? 'CONFIRMED' : 'PENDING',
      shippingAddressId: address.id,
      deliveryDate: request.deliveryDate,
      deliveryTimeType: window.type,
      includeAssembly: priced.assemblyApplied,
      productsSubtotalCents: priced.productsSubtotalCents,
      originalProductsSubtotalCents: priced.products.reduce(
        (sum, line) => sum + line.retailPriceCents * line.quantity,
        0,
      ),
      deliveryCents: priced.deliveryTotalCents,
      assemblyCents: priced.assemblyTotalCents,
      taxTotalCents: priced.totalTaxCents + priced.returnsTaxCents,
      totalCents: priced.totalCents,
      totalChargedCents: 0,
      balanceUsedCents: priced.balanceUsedCents,
      referrerId,
      clientVersion: request.clientVersion,
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      hasSignedAgreement: requiresAgreement && request.agreementSignedBy !== null,
    });
    if (!order) return null;

    // Stock: one conditional UPDATE per product, in id order so concurrent orders never deadlock.
    const wanted = new Map<number, { quantity: number; name: string }>();
    for (const line of priced.products) {
      const id = Number(line.productId);
      const entry = wanted.get(id) ?? { quantity: 0, name: line.name };
      entry.quantity += line.quantity;
      wanted.set(id, entry);
    }
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const tracked = await repo.inventoryTracking(tx, city.id, ids);
    for (const id of ids) {
      if (!tracked.get(id)) continue; // made to order: nothing to count down
      const { quantity, name } = wanted.get(id) as { quantity: number; name: string };
      if (!(await repo.takeStock(tx, city.id, id, quantity))) {
        throw new DomainError(
          'OUT_OF_STOCK',
          `Sorry, ${name} just sold out in ${city.name}. Remove it from your cart or choose fewer.`,
          { details: { field: 'products', productId: String(id) } },
        );
      }
    }

    const names = await repo.optionValueNames(tx, ids);
    await repo.insertOrderLines(
      tx,
      order.id,
      priced.products.map((line) => ({
        productId: Number(line.productId),
        name: line.name,
        thumbUrl: line.image,
        optionValueNames: names.get(Number(line.productId)) ?? [],
        condition: line.condition as repo.NewOrderLine['condition'],
        quantity: line.quantity,
        // Every line is sold as an outright purchase (spec section 5): that is what was paid.
        purchaseOption: line.pricedPurchaseOption,
        // A subscription line keeps its term (month to month is 1): the order then needs the
        // customer's signed agreement. Purchases have no term.
        termLengthMonths: SUBSCRIPTION_PURCHASE_OPTIONS.includes(line.purchaseOption)
          ? Math.max(1, line.termLength ?? 1)
          : null,
        priceCents: line.priceCents,
        originalPriceCents: line.retailPriceCents,
        assemblyCents:
          priced.assemblyApplied && line.assemblyFeeCents !== null
            ? line.assemblyFeeCents * line.quantity
            : 0,
        finalSale: line.finalSale,
      })),
    );
    await repo.insertOrderTaxes(
      tx,
      order.id,
      [...priced.taxes, ...priced.returnsTaxes].map((tax) => ({
        name: tax.code as TaxName,
        ratePercent: ratePercent(tax.rate),
        amountCents: tax.amountCents,
      })),
    );

    if (
      priced.balanceUsedCents > 0 &&
      !(await repo.deductBalance(tx, customerId, priced.balanceUsedCents))
    ) {
      throw new DomainError(
        'CONFLICT',
        'Your account balance changed while you were checking out. Review your order and place it again.',
        { details: { field: 'balanceUsed' } },
      );
    }

    let chargeKey: string | null = null;
    if (!paid && payment) {
      chargeKey = `${CHARGE_KEY_PREFIX}${order.id}`;
      await repo.insertPendingPayment(tx, {
        orderId: order.id,
        customerId,
        amountCents: priced.amountDueCents,
        chargeKey,
        cardType: payment.card.brand,
        cardLastFour: payment.card.last4,
        cardExpiryMonth: payment.card.expMonth,
        cardExpiryYear: payment.card.expYear,
      });
    }
    return {
      orderId: order.id,
      orderNumber: order.order_number,
      customerId,
      shippingAddressId: address.id,
      amountDueCents: priced.amountDueCents,
      chargeKey,
    };
  }

  /** Steps 2 and 3: charge once, then record the outcome. Returns the order id when paid. */
  private async chargeAndSettle(placed: PlacedOrder, payment: ResolvedPayment): Promise<string> {
    const chargeKey = placed.chargeKey as string;
    await this.hooks.beforeCharge?.({ orderId: placed.orderId, chargeKey });
    const charge = await this.gateway.charge({
      idempotencyKey: chargeKey,
      amountCents: placed.amountDueCents,
      source: payment.source,
      description: `Order ${placed.orderNumber}`,
    });
    await this.hooks.afterCharge?.({ orderId: placed.orderId, chargeKey, charge });

    if (charge.status === 'succeeded') {
      const completed = await this.complete(placed.orderId, chargeKey, charge, {
        ...payment,
        customerId: placed.customerId,
        billingAddressId: placed.shippingAddressId,
      });
      if (completed) return placed.orderId;
      // Settled meanwhile by a reconciliation: paid stays paid; cancelled was voided.
      if ((await this.orderStatus(placed.orderId)) === 'PAID') return placed.orderId;
      throw new DomainError('PAYMENT_DECLINED', CANCELLED_MESSAGE, {
        details: { field: 'payment', declineCode: 'voided' },
      });
    }
    const message =
      charge.status === 'declined' && charge.declineCode
        ? DECLINE_MESSAGES[charge.declineCode]
        : CANCELLED_MESSAGE;
    await this.abandon(placed.orderId, chargeKey, 'DECLINED', message, charge.id);
    throw new DomainError('PAYMENT_DECLINED', message, {
      details: { field: 'payment', declineCode: charge.declineCode ?? charge.status },
    });
  }

  private async orderStatus(orderId: string): Promise<'PAID' | 'GONE' | 'PENDING'> {
    const rows = await this.handle.query<{ status: string }>(
      'select status from orders where id = $1',
      [orderId],
    );
    const status = rows[0]?.status;
    if (status === undefined) return 'GONE';
    return status === 'PENDING' ? 'PENDING' : 'PAID';
  }

  /** Transaction 2: the order is paid. False when it is no longer pending. */
  private async complete(
    orderId: string,
    chargeKey: string,
    charge: Charge,
    save: (ResolvedPayment & { customerId: string; billingAddressId: string }) | null,
  ): Promise<boolean> {
    return runInTransaction(this.handle, async (tx) => {
      const card = charge.card;
      const done = await repo.markOrderPaid(tx, orderId, {
        chargeKey,
        chargedCents: charge.amountCents,
        gatewayReference: charge.id,
        cardType: card?.brand ?? null,
        cardLastFour: card?.last4 ?? null,
        cardExpiryMonth: card?.expMonth ?? null,
        cardExpiryYear: card?.expYear ?? null,
      });
      if (done && save?.saveCard) {
        await repo.savePaymentMethod(tx, {
          customerId: save.customerId,
          source: save.source,
          cardType: save.card.brand,
          cardLastFour: save.card.last4,
          cardExpiryMonth: save.card.expMonth,
          cardExpiryYear: save.card.expYear,
          billingAddressId: save.billingAddressId,
        });
      }
      return done;
    });
  }

  /**
   * No order after all: deletes the pending order, puts its stock and credit back and keeps
   * the payment row (without order) as the customer's record of the attempt, in one
   * transaction. False when the order was not pending any more.
   */
  private async abandon(
    orderId: string,
    chargeKey: string,
    status: 'DECLINED' | 'FAILED',
    details: string,
    gatewayReference: string | null,
  ): Promise<boolean> {
    const released = await runInTransaction(this.handle, async (tx) => {
      const gone = await repo.deletePendingOrder(tx, orderId, {
        chargeKey,
        status,
        details,
        gatewayReference,
      });
      if (!gone) return false;
      await repo.restoreStock(tx, gone.cityId, gone.lines);
      if (gone.customerId && gone.balanceUsedCents > 0) {
        await repo.restoreBalance(tx, gone.customerId, gone.balanceUsedCents);
      }
      return true;
    });
    if (released) this.catalog.invalidate();
    return released;
  }

  // ------------------------------------------------------------------ reconciliation

  /**
   * Settles checkout orders left PENDING by a crash between charge and commit (run at
   * start-up, and for one key when its retry finds it stuck): a succeeded charge completes the
   * order; a declined one, or none, removes it and puts stock back, voiding the key first so a
   * late charge cannot slip in. Orders this process is charging right now are left alone.
   */
  async reconcilePendingOrders(options: { olderThanMs?: number } = {}): Promise<ReconcileReport> {
    const olderThanMs = options.olderThanMs ?? this.pendingGraceMs;
    const report: ReconcileReport = { completed: [], cancelled: [], declined: [] };
    for (const order of await repo.listPendingCheckoutOrders(this.handle, olderThanMs)) {
      if (this.inFlight.has(order.idempotency_key)) continue; // being charged right now
      const outcome = await this.reconcileOrder(order);
      if (outcome !== 'unchanged') report[outcome].push(order.id);
    }
    return report;
  }

  /**
   * Start-up: an embedded database (PGlite) belongs to this one process, so every pending
   * order is orphaned; on PostgreSQL other instances may be charging theirs, so only orders
   * older than the grace period are settled.
   */
  async reconcileAtStartup(): Promise<ReconcileReport> {
    return this.reconcilePendingOrders({
      olderThanMs: this.handle.kind === 'pglite' ? 0 : this.pendingGraceMs,
    });
  }

  private async reconcileOrder(
    order: OrderKeyRow,
  ): Promise<'completed' | 'cancelled' | 'declined' | 'unchanged'> {
    const chargeKey = order.charge_key;
    if (!chargeKey) return 'unchanged';
    const charge = await this.gateway.findCharge(chargeKey);
    if (charge?.status === 'succeeded') {
      return (await this.complete(order.id, chargeKey, charge, null)) ? 'completed' : 'unchanged';
    }
    if (charge?.status === 'declined') {
      const message = charge.declineCode ? DECLINE_MESSAGES[charge.declineCode] : CANCELLED_MESSAGE;
      return (await this.abandon(order.id, chargeKey, 'DECLINED', message, charge.id))
        ? 'declined'
        : 'unchanged';
    }
    const voided = await this.gateway.voidCharge(chargeKey);
    const released = await this.abandon(
      order.id,
      chargeKey,
      'FAILED',
      'Checkout was interrupted before the payment completed; the payment was voided.',
      voided.id,
    );
    return released ? 'cancelled' : 'unchanged';
  }

  // ------------------------------------------------------------------ helpers

  private async customer(handle: DatabaseHandle, customerId: string) {
    const customer = isUuid(customerId)
      ? await repo.findCheckoutCustomer(handle, customerId)
      : null;
    if (!customer) {
      throw new DomainError('NO_AUTH', 'Your account was not found. Please sign in again.');
    }
    return customer;
  }

  /** The cart priced from the database as it is now (no cache), with the customer's credit. */
  private async priceFresh(
    handle: DatabaseHandle,
    balanceCents: number,
    args: { cityId: string; products: readonly CartLineInput[]; includeAssembly: boolean },
  ): Promise<{ city: City; priced: PricedCart }> {
    const fresh = new CatalogService(handle, { cache: false });
    const city = await fresh.resolveCity(args.cityId);
    const priced = await new CartService(fresh).price({
      cityId: String(city.id),
      products: args.products,
      includeAssembly: args.includeAssembly,
      today: this.now(),
    });
    return { city, priced: withAccountCredit(priced, balanceCents) };
  }

  private async loadOrder(customerId: string, orderId: string): Promise<OrderRow> {
    const [order] = await repo.loadCustomerOrders(this.handle, customerId, [orderId]);
    if (!order) throw new Error(`order ${orderId} of customer ${customerId} vanished`);
    return order;
  }
}

function depotHours(city: City) {
  return {
    name: city.name,
    timezone: city.timezone,
    deliveryStartHour: city.deliveryStartHour,
    deliveryEndHour: city.deliveryEndHour,
  };
}
