import type {
  CheckoutAgreementQuery,
  CheckoutQuoteQuery,
  CheckoutStartQuery,
  DeliveryAreaQuery,
  DeliveryAreaQueryVariables,
  DeliveryScheduleQuery,
  DeliveryTimeType,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  ShippingAddressFieldsFragment,
} from '../contract/graphql';
import type { AddressProblem } from './address-rules';
import type { CardProblemCode } from './card-rules';
import type { ChosenCartLine } from './cart-line';

/**
 * The checkout's types: what the machine holds (its context), what it is sent (its events), and
 * what its injected actors take and give. Whatever comes from or goes to the API is typed from
 * the generated operation types in `contract/` (decision 172), under the API's own field names;
 * only what the customer types and what the machine keeps for itself is declared here.
 */

export type DeliveryWindowType = DeliveryTimeType;

/** A cart line with the name the checkout shows. */
export type CheckoutCartLine = ChosenCartLine & { name: string };

export interface CheckoutCart {
  cityId: string;
  lines: CheckoutCartLine[];
  includeAssembly: boolean;
}

/** A saved address: the fields of the API's address the checkout reads. */
export type CheckoutAddress = Pick<
  ShippingAddressFieldsFragment,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'streetaddress'
  | 'unitnumber'
  | 'city'
  | 'province'
  | 'postalcode'
  | 'cityId'
  | 'primary'
>;

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

export type SavedCardSummary = CheckoutStartQuery['findPayment'][number];

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

type DeliverySchedule = DeliveryScheduleQuery['deliverySchedule'];

export type DeliveryWindowChoice = DeliverySchedule['windows'][number];

/** The city's delivery schedule as the API answers it, with what the checkout adds from the quote. */
export type DeliveryScheduleInfo = Pick<
  DeliverySchedule,
  'cityId' | 'timezone' | 'today' | 'latestDate' | 'windows'
> & {
  /** The delivery city, whose time the windows are in ("Montréal time"). */
  cityName?: string;
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
};

/** The agreement's clauses: each item's monthly amounts, PivotCare, today, each month after. */
export type CheckoutAgreementDocument = NonNullable<CheckoutAgreementQuery['checkoutAgreement']>;

/**
 * The checkout quote as the API answers it (dollars): `total` is exactly what is charged today,
 * `totalBeforeCredit` the same before account credit, `monthlyBill` each later month's bill.
 * The app refuses a quote with `errors` before the machine sees it.
 */
export type CheckoutQuote = CheckoutQuoteQuery['checkoutQuote'];

/** One line as the quote priced it: how it is paid, today and each month after. */
export type CheckoutQuoteLine = CheckoutQuote['products'][number];

/** The placed order: the fields of the API's answer the checkout reads. */
export type PlacedOrder = Pick<
  PlaceOrderMutation['checkout'],
  'id' | 'orderNumber' | 'amountCharged'
>;

/** A failed call as the machine sees it: a message, maybe a code and per-field messages. */
export interface CheckoutFailure {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
}

/**
 * What placing the order sends: the mutation's variables, with the cart as the checkout holds it
 * (the app prices it as every pricing call does: city, lines through `toCartProductInput`,
 * assembly). The same key each attempt.
 */
export type PlaceOrderInput = Omit<
  PlaceOrderMutationVariables,
  'cityId' | 'products' | 'includeAssembly'
> & { cart: CheckoutCart };

export interface CheckoutInput {
  cart: CheckoutCart;
  /** Made once when the checkout starts (a UUID); reused by every attempt. */
  idempotencyKey: string;
}

/** What the address step asks the server: does the cart's city deliver to this address? */
export type DeliveryAreaQuestion = { [K in keyof DeliveryAreaQueryVariables]: string };

/**
 * The server's answer (the rule placement applies, decision 100): whether the cart's `city`
 * delivers to the address, the postal code as the server writes it (A1A 1A1), and our cities that
 * deliver there (empty when none does).
 */
export type DeliveryAreaAnswer = DeliveryAreaQuery['deliveryArea'];

/** The signed-in customer's own name and phone (their profile), for a new address. */
export type CheckoutProfile = CheckoutStartQuery['getCustomerProfile'];

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
  /** Field → message: the rules' problems in English, or the server's words. */
  addressErrors: Record<string, string>;
  /** The rules' own problems as codes, for the screen to word (decision 178); {} otherwise. */
  addressProblems: Record<string, AddressProblem>;
  /** The server's answer for the chosen address; going on needs `delivers`. */
  deliveryArea: DeliveryAreaAnswer | null;
  schedule: DeliveryScheduleInfo | null;
  deliveryDate: string | null;
  deliveryWindow: DeliveryWindowType | null;
  agreementSignedBy: string | null;
  paymentMethodId: string | null;
  cardDraft: CardDraft | null;
  /** Field → message: the rules' problems in English, or the tokeniser's words. */
  cardErrors: Record<string, string>;
  /** The rules' own problems as codes, for the screen to word; {} otherwise. */
  cardProblems: Record<string, CardProblemCode>;
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
