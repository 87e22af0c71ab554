/**
 * The composition root (docs/decisions/171-server-in-vertical-modules.md): the one place that
 * builds the repositories' database handle users, the gateways and the services, once, and
 * injects each into the modules that need it. It also subscribes every module's reactions to
 * the events other modules announce (deliveries' "visit completed": swaps and moves, returns
 * and referrals react), so no module imports another to call it back. The GraphQL plugin
 * (./api/api-plugin.ts) receives what is built here; it builds nothing.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from './db/client';
import { AccountAddressService } from './modules/account/index';
import { AccountHoldingsService } from './modules/account/index';
import { AccountProfileService } from './modules/account/index';
import { AccountService } from './modules/account/index';
import { MobileVerificationService } from './modules/account/index';
import type { VerificationCodeStore } from './modules/account/index';
import { AddressService } from './modules/addresses/index';
import { BillingService } from './modules/billing/index';
import { BuyoutService } from './modules/buyout/index';
import { CartService } from './modules/cart/index';
import { CatalogService } from './modules/catalog/index';
import { CheckoutService } from './modules/checkout/index';
import type { CheckoutServiceOptions } from './modules/checkout/index';
import { SimulatedDeliveryFeed } from './modules/deliveries/index';
import { advanceDelivery as advanceVisit, DeliveryService } from './modules/deliveries/index';
import type { DeliveryEventBus, DeliveryEvents } from './modules/deliveries/index';
import type { TrackerBus } from './modules/deliveries/index';
import { PartnerService } from './modules/partner/index';
import { ReceiptService } from './modules/account/index';
import { referralReaction, ReferralService } from './modules/referrals/index';
import { FilePhotoStore } from './modules/returns/index';
import type { PhotoStore } from './modules/returns/index';
import { returnPickupReaction, settlePendingReturnFees } from './modules/returns/index';
import { ReturnPhotoService } from './modules/returns/index';
import { MembershipReturnItems, ReturnService } from './modules/returns/index';
import { ReviewService } from './modules/reviews/index';
import { ShareService } from './modules/share/index';
import { MOVE_NOTICE_DAYS } from './modules/swap-move/index';
import { MoveService } from './modules/swap-move/index';
import { SWAP_NOTICE_DAYS, SwapService } from './modules/swap-move/index';
import { VisitBookingService } from './modules/swap-move/index';
import { onBookingMoved, onVisitCompleted } from './modules/swap-move/index';
import { settleStaleVisitOrders } from './modules/swap-move/index';
import { SwatchService } from './modules/swatches/index';
import { TipService } from './modules/tips/index';
import type { PaymentGateway } from './payments/payment-gateway';
import { countedGateway } from './payments/counted-gateway';
import type { ChargeFlow, CountCharge } from './payments/counted-gateway';
import type { CheckoutOutcome } from './modules/checkout/index';
import { SandboxGateway } from './payments/sandbox-gateway';
import { EventBus } from './shared/events';
import type { SmsGateway } from './sms/sms-gateway';
import { OutboxSmsGateway } from './sms/sms-gateway';

export interface ApiServices {
  catalog: CatalogService;
  cart: CartService;
  swatches: SwatchService;
  /** The card processor: the built-in sandbox unless another gateway is given. */
  payments: PaymentGateway;
  /** The processor as the billing run charges through it (counted as `billing`). */
  billingPayments: PaymentGateway;
  checkout: CheckoutService;
  addresses: AddressService;
  /** The signed-in customer's billing standing (getOrderStatus). */
  account: AccountService;
  accountProfile: AccountProfileService;
  accountAddresses: AccountAddressService;
  /** Products by address, the upcoming bill, the card on file (decisions 113 and 114). */
  accountHoldings: AccountHoldingsService;
  /** The customer's referral link, friends and credit (decision 115). */
  referrals: ReferralService;
  /** Deliveries and pickups: list, notices, moves (decision 127). */
  deliveries: DeliveryService;
  /** Where crews are: the simulator (decision 128); `tick()` moves it, `start()` on a timer. */
  deliveryFeed: SimulatedDeliveryFeed;
  mobileVerification: MobileVerificationService;
  /** Where text messages go (verification codes). */
  sms: SmsGateway;
  /** The signed-in customer's receipts (orderReceipts, getOrderReceiptData). */
  receipts: ReceiptService;
  /** Shared carts and packages. */
  share: ShareService;
  /** Monthly bills: paying the overdue balance (payOverdueBalance). */
  billing: BillingService;
  /** Buying out held items (buyoutProductPricing, createBuyoutOrder). */
  buyout: BuyoutService;
  /** Tips for a crew (checkoutTipCart, decision 132). */
  tips: TipService;
  /** Product reviews (getMembershipProductsWithReview, writeReview, decision 133). */
  reviews: ReviewService;
  /** Returns (returnableItems, createReturnOrder). */
  returns: ReturnService;
  /** Swaps (swappableItems, swapReplacements, swapQuote, createSwapOrder; decision 135). */
  swaps: SwapService;
  /** Moves (movableItems, moveQuote, createMoveOrder; decision 136). */
  moves: MoveService;
  /** Cancelling a swap or a move as one booking (cancelBooking; decision 148). */
  visitBookings: VisitBookingService;
  /** Photos of returned items (getSignedURLs and the photo routes). */
  returnPhotos: ReturnPhotoService;
  /** Partner orders (partnerOrder, setPartnerOrderAddress, completePartnerOrder). */
  partner: PartnerService;
  /** Where deliveries announce completed visits and moved bookings; the reactions subscribed. */
  deliveryEvents: DeliveryEventBus;
  /** Charges every return fee claimed at a pickup and not answered (the billing job's after-run). */
  settleReturnFees: () => Promise<number>;
}

/**
 * Deliveries' events with every module's reaction subscribed, in the order the completion
 * path has always run them: in the visit's transaction a move's units change address, then a
 * pickup's items are returned and its fee claimed; after commit the fee is charged and a
 * referrer credited. A moved swap ends its held item on the pickup's new day.
 */
export function createDeliveryEvents(
  database: DatabaseHandle,
  /** The card processor return fees are charged through (the services' own). */
  payments: PaymentGateway,
): DeliveryEventBus {
  return new EventBus<DeliveryEvents>()
    .on('visitCompleted', onVisitCompleted)
    .on('visitCompleted', returnPickupReaction(database, { gateway: payments }))
    .on('visitCompleted', referralReaction(database))
    .on('bookingMoved', onBookingMoved);
}

/** Where the business metrics are counted (server/metrics.ts). */
export interface BusinessCounters {
  charge: CountCharge;
  checkout: (outcome: CheckoutOutcome) => void;
}

/** The domain services the API resolves with, over one database. */
export function createServices(
  database: DatabaseHandle,
  options: {
    /** SITE_URL, for the absolute links in texts and mails. */
    siteUrl: string;
    cache?: boolean;
    paymentGateway?: PaymentGateway;
    checkout?: CheckoutServiceOptions;
    /** Default: a local outbox (no provider). */
    sms?: SmsGateway;
    /** Where pending verification codes live; default in this process's memory. */
    verificationStore?: VerificationCodeStore;
    /** Where return photos are kept; default files under the system's temporary folder. */
    photoStore?: PhotoStore;
    /** The key photo URLs are signed with; default a random one (one instance only). */
    photoSigningKey?: Buffer;
    /** Carries tracker updates between instances (decision 167); default this process only. */
    trackerBus?: TrackerBus;
    /** Counts checkouts and charges by outcome (METRICS_PORT, decision 183). */
    counters?: BusinessCounters;
  },
): ApiServices {
  const catalog = new CatalogService(database, options);
  const payments = options.paymentGateway ?? new SandboxGateway(database);
  // Each flow charges through its own counted view of the processor.
  const { counters } = options;
  const charging = (flow: ChargeFlow) =>
    counters ? countedGateway(payments, flow, counters.charge) : payments;
  const deliveryEvents = createDeliveryEvents(database, charging('return'));
  const addresses = new AddressService(database, catalog);
  const accountHoldings = new AccountHoldingsService(database, charging('card_check'));
  const sms = options.sms ?? new OutboxSmsGateway();
  const cart = new CartService(catalog, new MembershipReturnItems(database));
  const buyout = new BuyoutService(database, charging('buyout'));
  const tips = new TipService(database, charging('tip'));
  // A charge a crash left pending in any flow is settled on checkout's passes (start-up, and
  // every settleEveryMs while the server runs), not only when the customer tries again.
  const settleOtherCharges = async () =>
    (await buyout.settlePending()) +
    (await settleStaleVisitOrders(database, payments)) +
    (await tips.settlePending());
  return {
    catalog,
    cart,
    swatches: new SwatchService(database, options),
    payments,
    checkout: new CheckoutService(database, catalog, charging('checkout'), {
      settleOtherCharges,
      ...options.checkout,
      ...(counters ? { onOutcome: counters.checkout } : {}),
    }),
    billingPayments: charging('billing'),
    addresses,
    account: new AccountService(database),
    accountProfile: new AccountProfileService(database),
    accountAddresses: new AccountAddressService(database, catalog, addresses),
    accountHoldings,
    referrals: new ReferralService(database),
    // A swap's or a move's visits move together and keep the notice they were booked with.
    deliveries: new DeliveryService(database, deliveryEvents, undefined, {
      noticeDays: { SWAP: SWAP_NOTICE_DAYS, MOVE: MOVE_NOTICE_DAYS },
    }),
    // The crew's notices go through the notices outbox (decision 186).
    deliveryFeed: new SimulatedDeliveryFeed(
      database,
      deliveryEvents,
      undefined,
      options.trackerBus,
    ),
    mobileVerification: new MobileVerificationService(database, sms, options.verificationStore),
    sms,
    receipts: new ReceiptService(database),
    share: new ShareService(database, catalog),
    billing: new BillingService(database, charging('billing')),
    buyout,
    tips,
    reviews: new ReviewService(database, { onReviewChanged: () => catalog.invalidate() }),
    returns: new ReturnService(database, catalog, cart),
    swaps: new SwapService(database, catalog, cart, charging('swap')),
    moves: new MoveService(database, catalog, charging('move')),
    visitBookings: new VisitBookingService(database, charging('visit')),
    returnPhotos: new ReturnPhotoService(
      database,
      options.photoStore ?? new FilePhotoStore(path.join(tmpdir(), 'storefront-photos')),
      options.photoSigningKey ?? randomBytes(32),
    ),
    partner: new PartnerService(database, catalog, addresses, accountHoldings),
    deliveryEvents,
    settleReturnFees: () => settlePendingReturnFees(database, { gateway: charging('return') }),
  };
}

/**
 * Moves a visit along its timeline with deliveries' events composed as the services compose
 * them (for scripts and tests that drive a visit without the delivery feed); return fees go
 * through `payments`, by default the database's sandbox, as `createServices` chooses.
 */
export function advanceDelivery(
  database: DatabaseHandle,
  deliveryId: string,
  step: 'OUT_FOR_DELIVERY' | 'NEARBY' | 'ARRIVED' | 'COMPLETED',
  at: Date,
  payments: PaymentGateway = new SandboxGateway(database),
): Promise<boolean> {
  return advanceVisit(database, deliveryId, step, at, createDeliveryEvents(database, payments));
}
