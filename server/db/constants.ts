/**
 * Closed vocabularies stored as text columns with CHECK constraints.
 * The schema, the seed and the domain all read them from here, so a value
 * is added in one place (and in a migration that widens the CHECK).
 */

/** Spec section 3, "Purchase options". */
export const PURCHASE_OPTIONS = [
  'finalsalemonthlyv3',
  'finalsaleownv3',
  'monthlyv3',
  'own',
  'ownv2',
  'ownv3',
  'rentv2',
  'subscribe',
  'subscribev2',
] as const;
export type PurchaseOption = (typeof PURCHASE_OPTIONS)[number];

/** Options billed every month; the others are a single payment. */
export const MONTHLY_PURCHASE_OPTIONS = [
  'finalsalemonthlyv3',
  'monthlyv3',
  'rentv2',
  'subscribe',
  'subscribev2',
] as const satisfies readonly PurchaseOption[];

/** Condition grades (domain notes: "Better than new", "Made to order", "Light wear", "Heavy wear"). */
export const PRODUCT_CONDITIONS = [
  'BETTER_THAN_NEW',
  'MADE_TO_ORDER',
  'LIGHT_WEAR',
  'HEAVY_WEAR',
] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const PRODUCT_IMAGE_TYPES = ['SHOWCASE', 'DIMENSIONS'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

/** How a parent product may be acquired. */
export const PURCHASE_TYPES = ['SUBSCRIBE_OR_OWN', 'OWN_ONLY'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const AVAILABILITY_UNITS = ['DAYS', 'WEEKS'] as const;
export type AvailabilityUnit = (typeof AVAILABILITY_UNITS)[number];

/** Provinces and territories, ISO 3166-2:CA subdivision codes. */
export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const ADDRESS_TYPES = ['SHIPPING', 'BILLING'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The building the address is in (spec: typeofaddress). */
export const BUILDING_TYPES = ['HOUSE', 'APARTMENT', 'CONDO', 'TOWNHOUSE', 'OFFICE'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const MEMBERSHIP_TYPES = ['SUBSCRIPTION', 'OWNERSHIP'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const BILLING_TYPES = ['MONTHLY', 'ONE_TIME'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/**
 * Spec section 4 shows DELIVERED and RETURNED; the others complete the lifecycle.
 * PENDING_DELIVERY is "ordered"; OWNED is a subscription or financing whose last monthly
 * payment is paid (docs/decisions/104-billing-run.md).
 */
export const SUBSCRIPTION_STATUSES = [
  'PENDING_DELIVERY',
  'DELIVERED',
  'RETURN_SCHEDULED',
  'RETURNED',
  'BOUGHT_OUT',
  'CANCELLED',
  'OWNED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ORDER_TYPES = ['ORDER', 'RETURN', 'SWAP', 'MOVE', 'BUYOUT', 'SWATCH'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'SCHEDULED',
  'OUT_FOR_DELIVERY',
  'COMPLETED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Delivery and pickup windows offered at checkout (delivery runs 9 am to 9 pm). */
export const DELIVERY_TIME_TYPES = [
  'MORNING',
  'AFTERNOON',
  'EVENING',
  'ANYTIME',
  'PICKUP',
] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];

/** A crew's visit: bringing an order's products, or picking returned ones up (decision 127). */
export const DELIVERY_KINDS = ['DELIVERY', 'PICKUP'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Where a visit stands; the timeline's steps between are timestamps (decision 127). */
export const DELIVERY_STATUSES = [
  'SCHEDULED',
  'OUT_FOR_DELIVERY',
  'ARRIVED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How a customer hears about a visit. */
export const NOTIFY_CHANNELS = ['SMS', 'EMAIL'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/**
 * A customer notice in the outbox (decision 154): PENDING until every channel it goes by has
 * taken it, SENT then, FAILED after its last attempt.
 */
export const NOTICE_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const ORDER_LINE_KINDS = ['PRODUCT', 'RETURN'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export const TAX_NAMES = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

export const CHARGE_TYPES = ['CHARGE', 'REFUND', 'AUTHORIZATION'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'INTERAC'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * A monthly bill (docs/decisions/104-billing-run.md): OPEN once written and until the card's
 * answer is recorded; PAID (by card, credit, or later by payOverdueBalance or a retry);
 * DECLINED while what it owes is an open delinquent record.
 */
export const BILL_STATUSES = ['OPEN', 'PAID', 'DECLINED'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/**
 * Entries of the account credit ledger (docs/decisions/106-credit-ledger.md). Grants are
 * positive, spends (CHECKOUT, BILL) negative; a CHECKOUT entry is positive when an abandoned
 * checkout gives its credit back.
 */
export const CREDIT_ENTRY_KINDS = [
  'REFERRAL',
  'REFUND',
  'GOODWILL',
  'CHECKOUT',
  'BILL',
  'ADJUSTMENT',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const TIP_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

/** Where a review came from: a customer's held item, or the earlier review platform. */
export const REVIEW_SOURCES = ['CUSTOMER', 'IMPORTED'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const SWATCH_ORDER_STATUSES = ['PENDING', 'SHIPPED', 'CANCELLED'] as const;
export type SwatchOrderStatus = (typeof SWATCH_ORDER_STATUSES)[number];

/** Roles carried in access tokens (the auth issue owns their meaning). */
export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The one mode switch (feature_flags row): off is the regular storefront; on is the spec's
 * liquidation build (every line priced as ownv3, city fixed to the default depot, pickup only,
 * liquidation banner and '85% Off' badge). See docs/decisions/102-one-mode-switch-and-first-city.md.
 */
export const LIQUIDATION_FLAG = 'liquidation-sale';

/** Feature flags the seed creates. */
export const FEATURE_FLAG_NAMES = [LIQUIDATION_FLAG] as const;

/**
 * Flags of earlier builds, folded into LIQUIDATION_FLAG; every start deletes their rows from
 * databases seeded before (server/db/feature-flags.ts).
 */
export const RETIRED_FEATURE_FLAG_NAMES = [
  'liquidation-sale-banner',
  'eighty-five-off-badge',
  'pickup-only',
  'pin-default-depot',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export const CATEGORY_LOCALES = ['CA_EN', 'CA_FR'] as const;
export type CategoryLocale = (typeof CATEGORY_LOCALES)[number];

/** Image size sets of spec section 9; files are `{kind}/{key}-{width}.webp`. */
export const IMAGE_WIDTHS = {
  thumb: [375, 750, 1080],
  cover: [750, 1080, 2232],
  swatch: [64, 128],
  header: [375, 750, 1080],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;
