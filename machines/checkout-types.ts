import type { PurchaseKind } from './purchase-options';

/**
 * The checkout's types: what the machine holds (its context), what it is sent (its events), and
 * what its injected actors take and give. The app's actors map the API to these shapes.
 */

export type DeliveryWindowType = 'MORNING' | 'AFTERNOON' | 'EVENING' | 'ANYTIME' | 'PICKUP';

export interface CheckoutCartLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  /** PivotCare damage cover on the line (subscriptions and rentals). */
  pivotCare: boolean;
  options: { optionId: string; valueId: string }[];
  name: string;
}

export interface CheckoutCart {
  cityId: string;
  lines: CheckoutCartLine[];
  includeAssembly: boolean;
}

export interface CheckoutAddress {
  id: string;
  firstName: string;
  lastName: string;
  streetaddress: string;
  unitnumber: string | null;
  city: string;
  province: string;
  postalcode: string;
  cityId: string | null;
  primary: boolean;
}

/** What the customer types in the address form; strings as typed, checked before saving. */
export interface AddressDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  streetaddress: string;
  unitnumber: string;
  city: string;
  province: string;
  postalcode: string;
  typeofaddress: string;
  floornumber: string;
  elevatoraccess: boolean;
  buzzernumber: string;
  dockdooraccess: boolean;
  receivinghours: string;
  deliveryinstructions: string;
  primary: boolean;
}

export interface SavedCardSummary {
  id: string;
  cardType: string;
  cardLastFourDigits: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  isDefault: boolean;
  expired: boolean;
}

/** The new card as typed. It goes to the card tokeniser only, never to our API. */
export interface CardDraft {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  saveCard: boolean;
}

export interface CardToken {
  source: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface DeliveryWindowChoice {
  type: DeliveryWindowType;
  label: string;
  startHour: number;
  endHour: number;
}

export interface DeliveryScheduleInfo {
  cityId: string;
  /** The delivery city, whose time the windows are in ("Montréal time"). */
  cityName?: string;
  timezone: string;
  today: string;
  latestDate: string;
  windows: DeliveryWindowChoice[];
  /** The first day the cart can come (stock and lead time), from the quote. */
  earliestDate: string;
  /**
   * The cart as priced when the schedule was read: its line kinds say whether an agreement is
   * needed (none in the liquidation sale, where every line is a purchase), and the agreement
   * discloses financing's instalments and total cost from it. Absent: the cart's options decide.
   */
  quote?: CheckoutQuote;
  /**
   * The monthly payment agreement as the server writes it from the same pricing (decision 160):
   * what the agreement step shows and the order keeps. Absent: the step writes it from the quote.
   */
  agreement?: CheckoutAgreementDocument | null;
}

/** The agreement's clauses: each item's monthly amounts, PivotCare, today, each month after. */
export interface CheckoutAgreementDocument {
  version: string;
  clauses: { key: string; title: string; text: string }[];
}

/** One line as the quote priced it (dollars): how it is paid, today and each month after. */
export interface CheckoutQuoteLine {
  productId: string;
  name: string;
  purchaseOption: string;
  termLength: number | null;
  kind: PurchaseKind;
  quantity: number;
  /** Unit price: the monthly fee or instalment, or the purchase price. */
  price: number;
  /** What the piece costs outright before any sale (struck beside a lower sale price). */
  retailPrice?: number;
  /** What the line adds to today's charge: the purchase, or the first month. */
  lineTotal: number;
  /** What the line adds to each later month (PivotCare included); 0 for purchases. */
  monthlyTotal: number;
  /** Monthly PivotCare per unit when offered, else null. */
  pivotCare: number | null;
  pivotCareApplied: boolean;
  /** Monthly payments in all (today's included) before the piece is owned. */
  paymentsDue: number | null;
  /** What the line costs until owned; null for rentals. */
  totalCost: number | null;
}

/** A subtotal with its taxes: each later month's bill. */
export interface CheckoutPriceSection {
  subtotal: number;
  taxes: { name: string; price: number }[];
  totalTax: number;
  total: number;
}

export interface CheckoutQuote {
  /** REGULAR, or LIQUIDATION when every line is priced as a purchase. */
  mode: 'REGULAR' | 'LIQUIDATION';
  /** Each line as priced. */
  items: CheckoutQuoteLine[];
  /** Purchases paid today. */
  subtotal: number;
  /** The first month of every monthly line, paid today. */
  firstMonths: number;
  delivery: number;
  assembly: number;
  taxes: { name: string; price: number }[];
  totalTax: number;
  /** Today's charge before account credit. */
  total: number;
  balanceUsed: number;
  /** Exactly what is charged today. */
  amountDue: number;
  /** Each later month's bill (zero when nothing is monthly). */
  monthlyBill: CheckoutPriceSection;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  amountCharged: number;
}

/** A failed call as the machine sees it: a message, maybe a code and per-field messages. */
export interface CheckoutFailure {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
}

export interface PlaceOrderInput {
  cart: CheckoutCart;
  idempotencyKey: string;
  shippingAddressId: string;
  deliveryDate: string;
  deliveryWindow: DeliveryWindowType;
  payment: { source: string; saveCard: boolean } | { paymentMethodId: string } | null;
  expectedAmountDue: number;
  agreementSignedBy: string | null;
}

export interface CheckoutInput {
  cart: CheckoutCart;
  /** Made once when the checkout starts (a UUID); reused by every attempt. */
  idempotencyKey: string;
}

/** What the address step asks the server: does the cart's city deliver to this address? */
export interface DeliveryAreaQuestion {
  cityId: string;
  postalCode: string;
  province: string;
}

/** The server's answer (the rule placement applies, decision 100). */
export interface DeliveryAreaAnswer {
  delivers: boolean;
  /** The postal code as the server writes it (A1A 1A1). */
  postalCode: string;
  /** The cart's city. */
  cityName: string;
  /** Our cities that deliver there; empty when none does. */
  deliveringCities: string[];
  /** Their ids, in the same order, for switching the checkout to one of them. */
  deliveringCityIds?: string[];
}

/** The signed-in customer's own name and phone (their profile), for a new address. */
export interface CheckoutProfile {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

export interface CheckoutContext {
  cart: CheckoutCart;
  idempotencyKey: string;
  /** The customer's profile: a new address starts with its name and phone. */
  profile: CheckoutProfile | null;
  requiresAgreement: boolean;
  addresses: CheckoutAddress[];
  cards: SavedCardSummary[];
  addressId: string | null;
  addressDraft: AddressDraft | null;
  addressErrors: Record<string, string>;
  /** The server's answer for the chosen address; going on needs `delivers`. */
  deliveryArea: DeliveryAreaAnswer | null;
  schedule: DeliveryScheduleInfo | null;
  deliveryDate: string | null;
  deliveryWindow: DeliveryWindowType | null;
  agreementSignedBy: string | null;
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  cardErrors: Record<string, string>;
  cardToken: CardToken | null;
  quote: CheckoutQuote | null;
  order: PlacedOrder | null;
  /** What went wrong last, shown at the step it sends the customer to. */
  error: string | null;
  /** How many times the order was sent (the same key each time). */
  attempts: number;
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'step.back' }
  | { type: 'address.select'; addressId: string }
  | { type: 'address.submit'; address: AddressDraft }
  | { type: 'address.confirm' }
  | { type: 'date.select'; date: string; window: DeliveryWindowType }
  | { type: 'date.confirm' }
  | { type: 'agreement.sign'; name: string }
  | { type: 'agreement.edit' }
  | { type: 'payment.chooseSaved'; paymentMethodId: string }
  | { type: 'payment.enterCard'; card: CardDraft }
  | { type: 'payment.confirm' }
  | { type: 'address.edit' }
  | { type: 'date.edit' }
  | { type: 'payment.edit' }
  | { type: 'order.place' };
