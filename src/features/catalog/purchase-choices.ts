/**
 * The ways to pay for a variant, from its price list: every purchase option with its price,
 * monthly ones with their term, final-sale ones labelled (spec sections 3 and 5).
 */
import { m } from '../../i18n/paraglide/messages.js';
import { PURCHASE_OPTIONS } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';

export interface OptionPrice {
  purchaseoption: PurchaseOption;
  termlength: number | null;
  price: number;
  originalprice: number | null;
  monthly: boolean;
}

export interface PurchaseChoice {
  /** `${option}:${term}`, unique within a variant. */
  key: string;
  option: PurchaseOption;
  termLength: number | null;
  title: string;
  detail: string;
  price: number;
  originalPrice: number | null;
  monthly: boolean;
  finalSale: boolean;
}

/** The name of each way to pay, in the page's language (called when drawn, decision 178). */
const TITLES: Record<PurchaseOption, () => string> = {
  monthlyv3: m.catalog_pay_finance,
  finalsalemonthlyv3: m.catalog_pay_final_sale_finance,
  subscribe: m.catalog_pay_subscribe,
  subscribev2: m.catalog_pay_subscribe_short,
  rentv2: m.catalog_pay_rent,
  ownv3: m.catalog_pay_buy,
  finalsaleownv3: m.catalog_pay_final_sale_buy,
  own: m.catalog_pay_buy_classic,
  ownv2: m.catalog_pay_buy_v2,
};

/** Whether an option's title names its term ('Finance over 36 months'). */
function namesTerm(option: string, termLength: number | null | undefined): boolean {
  return (option === 'monthlyv3' || option === 'finalsalemonthlyv3') && Boolean(termLength);
}

/** Whether a choice's title already says how many months it runs. */
export function titleNamesTerm(choice: Pick<PurchaseChoice, 'option' | 'termLength'>): boolean {
  return namesTerm(choice.option, choice.termLength);
}

/** Display order: the purchase options' own order, monthly financing first, outright last. */
const ORDER: readonly PurchaseOption[] = PURCHASE_OPTIONS;

/** Spec section 4: the ownership preference defaults to monthlyv3. */
export const DEFAULT_PURCHASE_OPTION: PurchaseOption = 'monthlyv3';

export function choiceKey(option: string, termLength: number | null | undefined): string {
  return `${option}:${termLength ?? ''}`;
}

/** 'Finance over 36 months' for options with several terms; the plain name otherwise. */
function titleOf(price: OptionPrice): string {
  const title = TITLES[price.purchaseoption]?.() ?? price.purchaseoption;
  const term = price.termlength;
  return term && namesTerm(price.purchaseoption, term)
    ? m.catalog_pay_over_term({ title, term })
    : title;
}

/**
 * A subscription's monthly payments before the piece is the customer's (the pricing contract):
 * one fewer than it takes the fees to reach the purchase price, at least one.
 */
export function subscriptionPayments(feeDollars: number, purchaseDollars: number): number {
  const fee = Math.round(feeDollars * 100);
  const value = Math.round(purchaseDollars * 100);
  return fee > 0 ? Math.max(1, Math.ceil(value / fee) - 1) : 1;
}

function detailOf(price: OptionPrice, outright: OptionPrice | undefined): string {
  const term = price.termlength;
  switch (price.purchaseoption) {
    case 'monthlyv3':
    case 'finalsalemonthlyv3':
      return m.catalog_pay_finance_detail({ term: String(term) });
    case 'subscribe':
    case 'subscribev2':
      return outright
        ? m.catalog_pay_subscribe_detail({
            count: subscriptionPayments(price.price, outright.price),
          })
        : m.catalog_pay_subscribe_minimum({ term: String(term) });
    case 'rentv2':
      return m.catalog_pay_rent_detail();
    case 'finalsaleownv3':
      return m.catalog_pay_final_sale_buy_detail();
    default:
      return m.catalog_pay_buy_detail();
  }
}

/**
 * One choice per (option, term). The legacy outright options (own, ownv2) only show when
 * their price differs from the current outright price, since they would otherwise repeat it.
 */
export function purchaseChoices(prices: readonly OptionPrice[]): PurchaseChoice[] {
  const outright = prices.find(
    (price) => price.purchaseoption === 'ownv3' || price.purchaseoption === 'finalsaleownv3',
  );
  const seen = new Set<string>();
  const choices: PurchaseChoice[] = [];
  for (const price of prices) {
    const legacy = price.purchaseoption === 'own' || price.purchaseoption === 'ownv2';
    if (legacy && outright && outright.price === price.price) continue;
    // A final-sale variant's ownv3 repeats its finalsaleownv3 price.
    if (
      price.purchaseoption === 'ownv3' &&
      prices.some(
        (other) => other.purchaseoption === 'finalsaleownv3' && other.price === price.price,
      )
    ) {
      continue;
    }
    const key = choiceKey(price.purchaseoption, price.termlength);
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push({
      key,
      option: price.purchaseoption,
      termLength: price.termlength,
      title: titleOf(price),
      detail: detailOf(price, outright),
      price: price.price,
      originalPrice: price.originalprice,
      monthly: price.monthly,
      finalSale: price.purchaseoption.startsWith('finalsale'),
    });
  }
  return choices.sort(
    (a, b) =>
      ORDER.indexOf(a.option) - ORDER.indexOf(b.option) ||
      (b.termLength ?? 0) - (a.termLength ?? 0),
  );
}

/**
 * The choice to show selected: the one wanted (the URL's, else the shopper's ownership
 * preference) when the variant offers it or its final-sale form, else the default preference
 * (longest financing term), else the first.
 */
export function selectedChoice(
  choices: readonly PurchaseChoice[],
  wanted: { option?: string | undefined; term?: number | undefined },
): PurchaseChoice | undefined {
  if (wanted.option) {
    const exact = choices.find(
      (choice) =>
        choice.option === wanted.option &&
        (wanted.term === undefined || choice.termLength === wanted.term),
    );
    if (exact) return exact;
    // A final-sale piece offers the final-sale form of the option (ownv3 → finalsaleownv3).
    const finalSale = choices.find((choice) => choice.option === `finalsale${wanted.option}`);
    if (finalSale) return finalSale;
  }
  return (
    choices.find((choice) => choice.option === DEFAULT_PURCHASE_OPTION) ??
    choices.find((choice) => choice.option === 'finalsalemonthlyv3') ??
    choices[0]
  );
}
