import type { DateInput, IsoDate } from '../../shared/calendar-date';
import { addDays, addMonths, isIsoDate, toIsoDate } from '../../shared/calendar-date';
import { DomainError } from '../../shared/errors';
import type { LocalizedText, TextInEither } from '../../i18n/locale';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import { assertCents, multiplyHalfUp } from '../../shared/money';
import type { Rational } from '../../shared/money';
import type { ProvinceCode } from '../../shared/provinces';
import { parseProvinceCode } from '../../shared/provinces';
import type { PurchaseKind, PurchaseOption } from '../../shared/purchase-options';
import {
  LIQUIDATION_PURCHASE_OPTION,
  PURCHASE_OPTIONS,
  isPurchaseOption,
  offersPivotCare,
  purchaseKindOf,
} from '../../shared/purchase-options';
import { liquidationPriceCents } from '../../shared/liquidation-sale';
import type { TaxLine } from '../../shared/sales-tax';
import { sumTaxLines, taxLinesFor } from '../../shared/sales-tax';
import type { PricingMode } from '../../shared/liquidation-sale';

/**
 * How the cart is priced: 'regular' prices every line by its own purchase option; 'liquidation'
 * (the final sale of spec section 5) prices every line as an outright ownv3 purchase.
 */
export type { PricingMode };
/** PivotCare costs 20% of the item's monthly fee (domain notes, "The business"). */
export const PIVOT_CARE_RATE: Rational = { numerator: 20, denominator: 100 };
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 20;
/** The delivery window is five days wide: earliest day plus four. */
export const DELIVERY_WINDOW_EXTRA_DAYS = 4;

// ---------------------------------------------------------------- input

export interface SelectedOptionInput {
  readonly optionId: string;
  readonly valueId: string;
}

/** A line of the shopper's cart, as the browser sends it: the only untrusted input. */
export interface CartLineInput {
  readonly productId: string;
  readonly quantity: number;
  readonly purchaseOption: string;
  readonly termLength?: number | null;
  /** PivotCare chosen for this line (subscriptions and rentals only). */
  readonly pivotCare?: boolean | null;
  readonly options?: readonly SelectedOptionInput[] | null;
}

export interface DepotAvailability {
  /** Units the depot can still sell. */
  readonly available: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly unit: string | null;
  /** First day the stock is at the depot, when it is not there yet. */
  readonly stockFrom: IsoDate | null;
}

/** One way a product is offered: its option, term (null for a single payment) and price. */
export interface PriceFact {
  readonly purchaseOption: PurchaseOption;
  readonly termLength: number | null;
  /** Monthly for the monthly options, once for the purchases. */
  readonly priceCents: number;
}

export interface ProductOptionFact {
  readonly id: string;
  readonly name: string;
  readonly selectedValueId: string | null;
  readonly values: readonly { readonly id: string; readonly name: string }[];
}

/** What the caller loaded from the database for one product at the quoted depot. */
export interface ProductFacts {
  readonly productId: string;
  readonly parentProductId: string;
  readonly name: string;
  readonly slug: string;
  readonly image: string | null;
  readonly condition: string;
  readonly finalSale: boolean;
  readonly visible: boolean;
  readonly retailPriceCents: number;
  readonly salePriceCents: number | null;
  /** null: assembly is not offered for this product. */
  readonly assemblyFeeCents: number | null;
  /** null: not sold at this depot. */
  readonly availability: DepotAvailability | null;
  /** Every purchase option the product is offered with. */
  readonly prices: readonly PriceFact[];
  readonly options?: readonly ProductOptionFact[];
}

export interface CityFacts {
  readonly id: string;
  readonly name: string;
  readonly province: string;
  readonly deliveryFeeCents: number;
  readonly defaultDeliveryDays: number;
  readonly timezone: string;
}

/** A subscribed item the customer asks us to pick up, with its membership facts loaded. */
export interface ReturnLineFacts {
  readonly id: string;
  readonly name: string;
  readonly thumbUrl: string | null;
  readonly quantity: number;
  readonly monthlyPriceCents: number;
  readonly subscriptionStartDate: IsoDate;
  /** The free-return term of the agreement the item was signed under (6, 24, 48 months...). */
  readonly freeReturnAfterMonths: number;
  /** An earlier pickup costs this many monthly fees per unit (the same agreement's). */
  readonly earlyReturnFeeMonths: number;
}

export interface ReferralCredit {
  readonly referrerId: string;
  readonly creditCents: number;
}

export interface PriceCartInput {
  readonly lines: readonly CartLineInput[];
  readonly products: ReadonlyMap<string, ProductFacts>;
  readonly city: CityFacts;
  readonly includeAssembly: boolean;
  /** 'regular' unless the liquidation sale is on. */
  readonly mode?: PricingMode;
  readonly returns?: readonly ReturnLineFacts[];
  /** A 'YYYY-MM-DD' is taken as is; a Date is read in the city's time zone. */
  readonly today: DateInput;
  /** Account credit the customer may spend; 0 for guests. */
  readonly balanceCents?: number;
  readonly referral?: ReferralCredit | null;
}

// ---------------------------------------------------------------- output

export type PricedCartErrorReason =
  | 'UNKNOWN_PRODUCT'
  | 'NOT_VISIBLE'
  | 'NOT_AT_DEPOT'
  | 'NOT_FOR_SALE'
  | 'OUT_OF_STOCK'
  | 'NOT_ENOUGH_STOCK';

export interface PricedCartError {
  readonly productId: string;
  /** null when the product is unknown to us. */
  readonly productName: string | null;
  readonly error: string;
  readonly reason: PricedCartErrorReason;
  /** OUT_OF_STOCK and NOT_ENOUGH_STOCK: the units the depot can still sell of the product. */
  readonly available?: number;
}

export interface PricedCartOption {
  readonly id: string;
  readonly name: string;
  readonly selectedValueId: string | null;
  readonly values: readonly { readonly id: string; readonly name: string }[];
}

export interface PricedCartProduct {
  readonly productId: string;
  readonly parentProductId: string;
  readonly name: string;
  readonly slug: string;
  readonly image: string | null;
  readonly condition: string;
  /** The option stored on the cart line. */
  readonly purchaseOption: PurchaseOption;
  /** The option the line was priced with: its own, or ownv3 in the liquidation sale. */
  readonly pricedPurchaseOption: PurchaseOption;
  readonly kind: PurchaseKind;
  /** Financing: the term; subscriptions and rentals: the minimum term; purchases: null. */
  readonly termLength: number | null;
  readonly quantity: number;
  /** Unit price of the priced option: the monthly fee, or the purchase price. */
  readonly priceCents: number;
  readonly retailPriceCents: number;
  /** What the piece costs outright (the sale price when there is one): its retail value. */
  readonly purchasePriceCents: number;
  /** Monthly PivotCare per unit when the option offers it, else null. */
  readonly pivotCareCents: number | null;
  readonly pivotCareApplied: boolean;
  /** Charged per unit each month (fee plus PivotCare when applied); 0 for purchases. */
  readonly monthlyCents: number;
  /** What the line adds to today's charge before tax: the purchase, or the first month. */
  readonly lineTotalCents: number;
  /** What the line adds to each later monthly bill; 0 when nothing more is billed. */
  readonly monthlyTotalCents: number;
  /**
   * Monthly payments in all, the first (today's) included: the subscription's payments before
   * it is owned, the financing term; null for rentals (until returned) and purchases.
   */
  readonly paymentsDue: number | null;
  /** Everything the line costs until owned (fees or instalments, PivotCare excluded); null for rent. */
  readonly totalCostCents: number | null;
  readonly finalSale: boolean;
  readonly assemblyNotOffered: boolean;
  /** Per unit; null when not offered. */
  readonly assemblyFeeCents: number | null;
  readonly availability: DepotAvailability;
  readonly options: readonly PricedCartOption[];
  /** Every way the product is offered, for the cart's "change how you pay". */
  readonly prices: readonly PriceFact[];
}

export interface PricedReturnLine {
  readonly id: string;
  readonly name: string;
  readonly thumbUrl: string | null;
  readonly quantity: number;
  readonly subscriptionPriceCents: number;
  readonly pricedHandling: {
    readonly priceCents: number;
    readonly type: 'EARLY_RETURN_FEE' | 'FREE_RETURN';
  };
  /** The first day the return would be free. */
  readonly freeReturnFrom: IsoDate;
}

export interface PricedCart {
  readonly cityId: string;
  readonly province: ProvinceCode;
  /** The depot's calendar day the quote (and its tax rates) is for. */
  readonly quoteDate: IsoDate;
  readonly mode: PricingMode;
  readonly products: readonly PricedCartProduct[];
  readonly errors: readonly PricedCartError[];
  readonly finalSale: boolean;

  /** Today's product charges: purchases plus the first month of every monthly line. */
  readonly productsSubtotalCents: number;
  /** Purchases paid today. */
  readonly ownPurchaseCents: number;
  /** The first month of every monthly line (fees, instalments, PivotCare), paid today. */
  readonly subscriptionSubtotalCents: number;
  /** Each later month: subscriptions and rentals (with PivotCare), taxed at today's rates. */
  readonly monthlySubscription: PriceSection;
  /** Each later month: financing instalments, taxed at today's rates. */
  readonly monthlyFinancing: PriceSection;
  /** Each later month, the whole bill: both sections taxed together, as the bill will be. */
  readonly monthly: PriceSection;
  /** The city's fee; charged (deliveryTotalCents) only when something is delivered. */
  readonly deliveryFeeCents: number;
  readonly deliveryTotalCents: number;
  /** What assembly costs for the priced lines, whether or not it was asked for. */
  readonly assemblyPriceCents: number;
  readonly assemblyTotalCents: number;
  readonly assemblyApplied: boolean;
  readonly assemblyNotOffered: readonly {
    readonly productId: string;
    readonly productName: string;
  }[];
  readonly deliveryAssemblyTotalCents: number;
  readonly taxableSubtotalCents: number;
  readonly taxes: readonly TaxLine[];
  readonly totalTaxCents: number;

  readonly returns: readonly PricedReturnLine[];
  readonly returnsSubtotalCents: number;
  readonly returnsTaxes: readonly TaxLine[];
  readonly returnsTaxCents: number;
  readonly returnsTotalCents: number;

  /** taxableSubtotal + totalTax + returnsTotal: today's charge before account credit. */
  readonly totalCents: number;
  /** Referral credit plus account balance spent, never more than the total. */
  readonly balanceUsedCents: number;
  readonly referralCreditUsedCents: number;
  readonly accountBalanceUsedCents: number;
  readonly amountDueCents: number;
  readonly referrerId: string | null;

  readonly estimatedDeliveryDate: IsoDate | null;
  readonly maxEstimatedDeliveryDate: IsoDate | null;
}

/** A subtotal with its taxes, as an invoice section shows it. */
export interface PriceSection {
  readonly subtotalCents: number;
  readonly taxes: readonly TaxLine[];
  readonly totalTaxCents: number;
  readonly totalCents: number;
}

// ---------------------------------------------------------------- rules

function badLine(index: number, field: string, message: LocalizedText): DomainError {
  return new DomainError('BAD_USER_INPUT', message, {
    details: { field: `lines[${index}].${field}` },
  });
}

function assertQuantity(quantity: unknown, error: () => DomainError): void {
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < MIN_LINE_QUANTITY ||
    quantity > MAX_LINE_QUANTITY
  ) {
    throw error();
  }
}

function validateLine(line: CartLineInput, index: number): PurchaseOption {
  if (typeof line.productId !== 'string' || line.productId.trim() === '') {
    throw badLine(index, 'productId', tr(m.errors_cart_line_no_product));
  }
  assertQuantity(line.quantity, () =>
    badLine(
      index,
      'quantity',
      tr(m.errors_cart_quantity_range, {
        min: MIN_LINE_QUANTITY,
        max: MAX_LINE_QUANTITY,
        got: String(line.quantity),
      }),
    ),
  );
  if (!isPurchaseOption(line.purchaseOption)) {
    throw badLine(
      index,
      'purchaseOption',
      tr(m.errors_cart_not_purchase_option, {
        option: String(line.purchaseOption),
        options: PURCHASE_OPTIONS.join(', '),
      }),
    );
  }
  const term = line.termLength;
  if (term !== undefined && term !== null && !(Number.isInteger(term) && term > 0)) {
    throw badLine(index, 'termLength', tr(m.errors_cart_term_whole_months));
  }
  const options = line.options;
  if (options !== undefined && options !== null) {
    const wellFormed =
      Array.isArray(options) &&
      options.every(
        (o: unknown) =>
          typeof o === 'object' &&
          o !== null &&
          typeof (o as SelectedOptionInput).optionId === 'string' &&
          typeof (o as SelectedOptionInput).valueId === 'string',
      );
    if (!wellFormed) {
      throw badLine(index, 'options', tr(m.errors_cart_options_unreadable));
    }
  }
  return line.purchaseOption;
}

function assertFacts(facts: ProductFacts): void {
  const at = `product ${facts.productId}`;
  assertCents(facts.retailPriceCents, `${at} retailPriceCents`);
  if (facts.salePriceCents !== null) assertCents(facts.salePriceCents, `${at} salePriceCents`);
  if (facts.assemblyFeeCents !== null) {
    assertCents(facts.assemblyFeeCents, `${at} assemblyFeeCents`);
  }
  for (const price of facts.prices) assertCents(price.priceCents, `${at} ${price.purchaseOption}`);
  const availability = facts.availability;
  if (availability !== null) {
    if (!Number.isSafeInteger(availability.available)) {
      throw new RangeError(`${at} availability.available must be a whole number of units.`);
    }
    if (availability.stockFrom !== null && !isIsoDate(availability.stockFrom)) {
      throw new RangeError(`${at} availability.stockFrom must be YYYY-MM-DD.`);
    }
  }
}

function unitPriceCents(facts: ProductFacts): number {
  return facts.salePriceCents ?? facts.retailPriceCents;
}

/** Each refused product's reason as a person reads it, in either language (decision 179). */
const problemTexts = new WeakMap<PricedCartError, LocalizedText>();

/** A refused product's reason in the language read; its English `error` when it has no other. */
export function cartProblemText(problem: PricedCartError): TextInEither {
  return problemTexts.get(problem) ?? problem.error;
}

/** Why a product cannot be sold in this quote, checking the whole requested quantity at once. */
function productProblem(
  productId: string,
  facts: ProductFacts | undefined,
  requested: number,
  cityName: string,
): PricedCartError | null {
  const problem = (
    reason: PricedCartErrorReason,
    text: LocalizedText,
    available?: number,
  ): PricedCartError => {
    const found: PricedCartError = {
      productId,
      productName: facts?.name ?? null,
      error: text('en'),
      reason,
      ...(available === undefined ? {} : { available }),
    };
    problemTexts.set(found, text);
    return found;
  };
  if (facts === undefined) {
    return problem('UNKNOWN_PRODUCT', tr(m.errors_cart_no_longer_sold));
  }
  if (!facts.visible) {
    return problem('NOT_VISIBLE', tr(m.errors_cart_no_longer_available));
  }
  if (facts.availability === null) {
    return problem('NOT_AT_DEPOT', tr(m.errors_cart_not_at_depot, { city: cityName }));
  }
  // Spec section 5: a product with no retail price is not for sale.
  if (facts.retailPriceCents === 0 || unitPriceCents(facts) === 0) {
    return problem('NOT_FOR_SALE', tr(m.errors_cart_not_for_sale));
  }
  const available = facts.availability.available;
  if (available <= 0) return problem('OUT_OF_STOCK', tr(m.errors_cart_out_of_stock), 0);
  if (requested > available) {
    // Refused, not capped: the shopper chooses the quantity again, told how many there are.
    return problem(
      'NOT_ENOUGH_STOCK',
      tr(m.errors_cart_not_enough_stock, { available, city: cityName }),
      available,
    );
  }
  return null;
}

function pricedOptions(
  facts: ProductFacts,
  chosen: readonly SelectedOptionInput[] | null | undefined,
): PricedCartOption[] {
  return (facts.options ?? []).map((option) => {
    const choice = chosen?.find((c) => c.optionId === option.id)?.valueId;
    const valid = choice !== undefined && option.values.some((v) => v.id === choice);
    return {
      id: option.id,
      name: option.name,
      selectedValueId: valid ? choice : option.selectedValueId,
      values: option.values,
    };
  });
}

function priceReturn(line: ReturnLineFacts, index: number, today: IsoDate): PricedReturnLine {
  assertQuantity(
    line.quantity,
    () =>
      new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_cart_return_quantity_range, { min: MIN_LINE_QUANTITY, max: MAX_LINE_QUANTITY }),
        { details: { field: `returns[${index}].quantity` } },
      ),
  );
  assertCents(line.monthlyPriceCents, `return ${line.id} monthlyPriceCents`);
  if (!isIsoDate(line.subscriptionStartDate)) {
    throw new RangeError(`return ${line.id} subscriptionStartDate must be YYYY-MM-DD.`);
  }
  if (!Number.isInteger(line.freeReturnAfterMonths) || line.freeReturnAfterMonths < 0) {
    throw new RangeError(`return ${line.id} freeReturnAfterMonths must be a whole number >= 0.`);
  }
  if (!Number.isInteger(line.earlyReturnFeeMonths) || line.earlyReturnFeeMonths < 0) {
    throw new RangeError(`return ${line.id} earlyReturnFeeMonths must be a whole number >= 0.`);
  }
  const freeReturnFrom = addMonths(line.subscriptionStartDate, line.freeReturnAfterMonths);
  const free = today >= freeReturnFrom;
  return {
    id: line.id,
    name: line.name,
    thumbUrl: line.thumbUrl,
    quantity: line.quantity,
    subscriptionPriceCents: line.monthlyPriceCents,
    pricedHandling: free
      ? { priceCents: 0, type: 'FREE_RETURN' }
      : {
          priceCents: line.earlyReturnFeeMonths * line.monthlyPriceCents * line.quantity,
          type: 'EARLY_RETURN_FEE',
        },
    freeReturnFrom,
  };
}

/** Payments a subscription takes before it is owned: they stop a month before the fees reach the retail value. */
export function subscriptionPayments(monthlyFeeCents: number, retailValueCents: number): number {
  if (monthlyFeeCents <= 0) return 1;
  return Math.max(1, Math.ceil(retailValueCents / monthlyFeeCents) - 1);
}

/** Monthly PivotCare for a fee: 20%, rounded half up to the cent. */
export function pivotCareFor(monthlyFeeCents: number): number {
  return multiplyHalfUp(monthlyFeeCents, PIVOT_CARE_RATE);
}

const KIND_WORDS: Readonly<Record<PurchaseKind, LocalizedText>> = {
  SUBSCRIPTION: tr(m.errors_cart_kind_subscription),
  FINANCING: tr(m.errors_cart_kind_financing),
  RENT: tr(m.errors_cart_kind_rent),
  PURCHASE: tr(m.errors_cart_kind_purchase),
};

/**
 * The price row a line asks for: its option, and its term when the product offers several.
 * A shopper cannot fix a missing row by waiting, so each is a per-line BAD_USER_INPUT that
 * names the product; nothing is charged.
 */
function chosenPrice(
  line: CartLineInput & { purchaseOption: PurchaseOption },
  index: number,
  facts: ProductFacts,
): PriceFact {
  const rows = facts.prices.filter((price) => price.purchaseOption === line.purchaseOption);
  const kind = purchaseKindOf(line.purchaseOption);
  const problem = (field: string, message: LocalizedText) =>
    new DomainError('BAD_USER_INPUT', message, {
      details: { field: `lines[${index}].${field}`, productId: facts.productId },
    });
  if (rows.length === 0) {
    throw problem(
      'purchaseOption',
      tr(m.errors_cart_not_offered_as, {
        name: facts.name,
        kind: KIND_WORDS[kind],
        option: line.purchaseOption,
      }),
    );
  }
  const term = line.termLength ?? null;
  if (term === null) {
    if (rows.length > 1) {
      const terms = rows.map((row) => row.termLength).join(', ');
      throw problem('termLength', tr(m.errors_cart_choose_term, { name: facts.name, terms }));
    }
    return rows[0] as PriceFact;
  }
  const row = rows.find((price) => price.termLength === term);
  if (!row) {
    const terms = rows.flatMap((price) => (price.termLength === null ? [] : [price.termLength]));
    throw problem(
      'termLength',
      terms.length === 0
        ? tr(m.errors_cart_outright_no_term, { name: facts.name, term })
        : tr(m.errors_cart_term_not_offered, {
            name: facts.name,
            term,
            terms: terms.join(', '),
          }),
    );
  }
  return row;
}

/** One priced line: what it costs today, each later month, and until it is owned. */
function priceLine(
  line: CartLineInput & { purchaseOption: PurchaseOption },
  index: number,
  facts: ProductFacts & { availability: DepotAvailability },
  mode: PricingMode,
): PricedCartProduct {
  const purchasePriceCents = unitPriceCents(facts);
  const quantity = line.quantity;
  const common = {
    productId: facts.productId,
    parentProductId: facts.parentProductId,
    name: facts.name,
    slug: facts.slug,
    image: facts.image,
    condition: facts.condition,
    purchaseOption: line.purchaseOption,
    quantity,
    retailPriceCents: facts.retailPriceCents,
    purchasePriceCents,
    finalSale: facts.finalSale,
    assemblyNotOffered: facts.assemblyFeeCents === null,
    assemblyFeeCents: facts.assemblyFeeCents,
    availability: facts.availability,
    options: pricedOptions(facts, line.options),
    prices: facts.prices,
  };
  if (mode === 'liquidation') {
    // The final sale sells every line outright at 85% off its retail price, rounded per unit;
    // PivotCare, assembly and delivery do not apply (decision 157).
    const saleCents = liquidationPriceCents(facts.retailPriceCents);
    return {
      ...common,
      purchasePriceCents: saleCents,
      pricedPurchaseOption: LIQUIDATION_PURCHASE_OPTION,
      kind: 'PURCHASE',
      termLength: null,
      priceCents: saleCents,
      pivotCareCents: null,
      pivotCareApplied: false,
      monthlyCents: 0,
      lineTotalCents: saleCents * quantity,
      monthlyTotalCents: 0,
      paymentsDue: null,
      totalCostCents: saleCents * quantity,
      assemblyNotOffered: true,
      assemblyFeeCents: null,
      // The one way the sale sells it: outright, at the sale price.
      prices: [
        { purchaseOption: LIQUIDATION_PURCHASE_OPTION, termLength: null, priceCents: saleCents },
      ],
    };
  }
  const row = chosenPrice(line, index, facts);
  const kind = purchaseKindOf(line.purchaseOption);
  const pivotCareOffered = offersPivotCare(line.purchaseOption);
  if (line.pivotCare === true && !pivotCareOffered) {
    throw new DomainError(
      'BAD_USER_INPUT',
      tr(m.errors_cart_pivotcare_not_offered, { name: facts.name, kind: KIND_WORDS[kind] }),
      { details: { field: `lines[${index}].pivotCare`, productId: facts.productId } },
    );
  }
  if (kind === 'PURCHASE') {
    return {
      ...common,
      pricedPurchaseOption: line.purchaseOption,
      kind,
      termLength: null,
      priceCents: row.priceCents,
      pivotCareCents: null,
      pivotCareApplied: false,
      monthlyCents: 0,
      lineTotalCents: row.priceCents * quantity,
      monthlyTotalCents: 0,
      paymentsDue: null,
      totalCostCents: row.priceCents * quantity,
    };
  }
  const feeCents = row.priceCents;
  const pivotCareCents = pivotCareOffered ? pivotCareFor(feeCents) : null;
  const pivotCareApplied = pivotCareCents !== null && line.pivotCare === true;
  const monthlyCents = feeCents + (pivotCareApplied ? (pivotCareCents ?? 0) : 0);
  let paymentsDue: number | null = null;
  if (kind === 'SUBSCRIPTION') paymentsDue = subscriptionPayments(feeCents, purchasePriceCents);
  if (kind === 'FINANCING') paymentsDue = row.termLength ?? 1;
  return {
    ...common,
    pricedPurchaseOption: line.purchaseOption,
    kind,
    termLength: row.termLength,
    priceCents: feeCents,
    pivotCareCents,
    pivotCareApplied,
    monthlyCents,
    lineTotalCents: monthlyCents * quantity,
    monthlyTotalCents: paymentsDue === 1 ? 0 : monthlyCents * quantity,
    paymentsDue,
    totalCostCents: paymentsDue === null ? null : feeCents * paymentsDue * quantity,
  };
}

function section(province: ProvinceCode, subtotalCents: number, today: IsoDate): PriceSection {
  const taxes = subtotalCents > 0 ? taxLinesFor(province, subtotalCents, today) : [];
  const totalTaxCents = sumTaxLines(taxes);
  return { subtotalCents, taxes, totalTaxCents, totalCents: subtotalCents + totalTaxCents };
}

function sum<T>(items: readonly T[], cents: (item: T) => number): number {
  return items.reduce((total, item) => total + cents(item), 0);
}

/**
 * Prices a cart for one depot on one day. Pure: the caller loads the product, city and
 * membership facts; the result is the whole quote in integer cents. Bad shopper input throws
 * a DomainError (BAD_USER_INPUT); a product that cannot be sold becomes an entry in `errors`
 * and is left out of the totals, so one sold-out item never blocks the rest of the cart.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const lines = input.lines.map((line, index) => ({
    ...line,
    purchaseOption: validateLine(line, index),
  }));
  const { city } = input;
  const province = parseProvinceCode(city.province);
  const deliveryFeeCents = assertCents(city.deliveryFeeCents, `city ${city.id} deliveryFeeCents`);
  if (!Number.isInteger(city.defaultDeliveryDays) || city.defaultDeliveryDays < 0) {
    throw new RangeError(`city ${city.id} defaultDeliveryDays must be a whole number >= 0.`);
  }
  const today = toIsoDate(input.today, city.timezone, 'today');
  const balanceCents = assertCents(input.balanceCents ?? 0, 'balanceCents');
  const referralCreditCents = assertCents(input.referral?.creditCents ?? 0, 'referral.creditCents');

  // Stock is checked against everything asked of one product, across all its lines.
  const requested = new Map<string, number>();
  for (const line of lines) {
    requested.set(line.productId, (requested.get(line.productId) ?? 0) + line.quantity);
  }
  const errors: PricedCartError[] = [];
  const sellable = new Map<string, ProductFacts>();
  for (const [productId, quantity] of requested) {
    const facts = input.products.get(productId);
    if (facts !== undefined) assertFacts(facts);
    const problem = productProblem(productId, facts, quantity, city.name);
    if (problem) errors.push(problem);
    else if (facts) sellable.set(productId, facts);
  }

  const mode = input.mode ?? 'regular';
  const products: PricedCartProduct[] = [];
  lines.forEach((line, index) => {
    const facts = sellable.get(line.productId);
    if (!facts?.availability) return;
    products.push(priceLine(line, index, { ...facts, availability: facts.availability }, mode));
  });

  const ownPurchaseCents = sum(
    products.filter((p) => p.kind === 'PURCHASE'),
    (p) => p.lineTotalCents,
  );
  const subscriptionSubtotalCents = sum(
    products.filter((p) => p.kind !== 'PURCHASE'),
    (p) => p.lineTotalCents,
  );
  const productsSubtotalCents = ownPurchaseCents + subscriptionSubtotalCents;
  const monthlySubscriptionCents = sum(
    products.filter((p) => p.kind === 'SUBSCRIPTION' || p.kind === 'RENT'),
    (p) => p.monthlyTotalCents,
  );
  const monthlyFinancingCents = sum(
    products.filter((p) => p.kind === 'FINANCING'),
    (p) => p.monthlyTotalCents,
  );
  // The liquidation sale is picked up at the warehouse: nothing is delivered.
  const pickupOnly = mode === 'liquidation';
  const deliveryTotalCents = products.length > 0 && !pickupOnly ? deliveryFeeCents : 0;
  const assemblyPriceCents = sum(products, (p) => (p.assemblyFeeCents ?? 0) * p.quantity);
  const assemblyApplied = input.includeAssembly && products.some((p) => !p.assemblyNotOffered);
  const assemblyTotalCents = assemblyApplied ? assemblyPriceCents : 0;
  const assemblyNotOffered = products
    .filter((p) => p.assemblyNotOffered && !pickupOnly)
    .map((p) => ({ productId: p.productId, productName: p.name }));
  const taxableSubtotalCents = productsSubtotalCents + deliveryTotalCents + assemblyTotalCents;
  const taxes = taxLinesFor(province, taxableSubtotalCents, today);
  const totalTaxCents = sumTaxLines(taxes);

  // Return fees are their own invoice section, rounded on their own subtotal.
  const returns = (input.returns ?? []).map((line, index) => priceReturn(line, index, today));
  const returnsSubtotalCents = sum(returns, (r) => r.pricedHandling.priceCents);
  const returnsTaxes = returns.length > 0 ? taxLinesFor(province, returnsSubtotalCents, today) : [];
  const returnsTaxCents = sumTaxLines(returnsTaxes);
  const returnsTotalCents = returnsSubtotalCents + returnsTaxCents;

  const totalCents = taxableSubtotalCents + totalTaxCents + returnsTotalCents;
  // Referral credit first: it is usually single-use, while the account balance carries over.
  const referralCreditUsedCents = Math.min(referralCreditCents, totalCents);
  const accountBalanceUsedCents = Math.min(balanceCents, totalCents - referralCreditUsedCents);
  const balanceUsedCents = referralCreditUsedCents + accountBalanceUsedCents;

  let estimatedDeliveryDate: IsoDate | null = null;
  let maxEstimatedDeliveryDate: IsoDate | null = null;
  if (products.length > 0) {
    // Nothing can be delivered before it reaches the depot.
    estimatedDeliveryDate = products.reduce(
      (earliest, p) =>
        p.availability.stockFrom !== null && p.availability.stockFrom > earliest
          ? p.availability.stockFrom
          : earliest,
      // A sale order can be picked up from the next day; a delivery needs the city's lead time.
      addDays(today, pickupOnly ? 1 : city.defaultDeliveryDays),
    );
    // A pickup is on the day the shopper books: there is no delivery window to estimate.
    maxEstimatedDeliveryDate = pickupOnly
      ? null
      : addDays(estimatedDeliveryDate, DELIVERY_WINDOW_EXTRA_DAYS);
  }

  return {
    cityId: city.id,
    province,
    quoteDate: today,
    mode,
    products,
    errors,
    finalSale: products.some((p) => p.finalSale),
    productsSubtotalCents,
    ownPurchaseCents,
    subscriptionSubtotalCents,
    monthlySubscription: section(province, monthlySubscriptionCents, today),
    monthlyFinancing: section(province, monthlyFinancingCents, today),
    monthly: section(province, monthlySubscriptionCents + monthlyFinancingCents, today),
    deliveryFeeCents: pickupOnly ? 0 : deliveryFeeCents,
    deliveryTotalCents,
    assemblyPriceCents,
    assemblyTotalCents,
    assemblyApplied,
    assemblyNotOffered,
    deliveryAssemblyTotalCents: deliveryTotalCents + assemblyTotalCents,
    taxableSubtotalCents,
    taxes,
    totalTaxCents,
    returns,
    returnsSubtotalCents,
    returnsTaxes,
    returnsTaxCents,
    returnsTotalCents,
    totalCents,
    balanceUsedCents,
    referralCreditUsedCents,
    accountBalanceUsedCents,
    amountDueCents: totalCents - balanceUsedCents,
    referrerId: input.referral?.referrerId ?? null,
    estimatedDeliveryDate,
    maxEstimatedDeliveryDate,
  };
}
