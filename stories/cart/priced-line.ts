import { purchaseKindOf } from '../../machines/purchase-options';
import type { PricedCart } from '../../src/api/cart-queries';

type PricedLine = PricedCart['products'][number];

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

/**
 * A priced cart line as priceCart answers it, by the pricing contract: a purchase adds its price
 * today; a monthly line adds its first month today and the same each later month (the fee, plus
 * PivotCare at 20% when chosen); financing is owned after its term, a subscription a month
 * before the fees reach the purchase price, a rental never.
 */
export function pricedLine(
  line: {
    productId: string;
    name: string;
    slug?: string;
    purchaseOption: string;
    termLength?: number | null;
    quantity?: number;
    /** The unit price: the monthly fee or instalment, or the purchase price. */
    price: number;
    /** The purchase price, for a subscription's payments (defaults to 30 fees). */
    purchasePrice?: number;
    pivotCare?: boolean;
  },
  extra: Partial<PricedLine> = {},
): PricedLine {
  const kind = purchaseKindOf(line.purchaseOption);
  const quantity = line.quantity ?? 1;
  const monthly = kind !== 'PURCHASE';
  const care =
    kind === 'SUBSCRIPTION' || kind === 'RENT'
      ? dollars(Math.round(cents(line.price) * 0.2))
      : null;
  const applied = care !== null && line.pivotCare === true;
  const unitMonthly = monthly ? dollars(cents(line.price) + (applied ? cents(care) : 0)) : 0;
  const purchasePrice = line.purchasePrice ?? (monthly ? line.price * 30 : line.price);
  const paymentsDue =
    kind === 'FINANCING'
      ? (line.termLength ?? 36)
      : kind === 'SUBSCRIPTION'
        ? Math.max(1, Math.ceil(cents(purchasePrice) / cents(line.price)) - 1)
        : null;
  const monthlyTotal = dollars(cents(unitMonthly) * quantity);
  return {
    productId: line.productId,
    quantity,
    purchaseOption: line.purchaseOption as PricedLine['purchaseOption'],
    termLength: line.termLength ?? null,
    kind,
    price: line.price,
    purchasePrice,
    retailPrice: purchasePrice,
    lineTotal: monthly ? monthlyTotal : dollars(cents(line.price) * quantity),
    pivotCare: care,
    pivotCareApplied: applied,
    monthly: unitMonthly,
    monthlyTotal,
    paymentsDue,
    totalCost:
      kind === 'RENT'
        ? null
        : kind === 'PURCHASE'
          ? dollars(cents(line.price) * quantity)
          : dollars(cents(line.price) * quantity * (paymentsDue ?? 1)),
    name: line.name,
    slug: line.slug ?? '',
    image: null,
    assemblyNotOffered: false,
    assemblyPrice: 49,
    finalSale: false,
    options: [],
    availability: null,
    ...extra,
  };
}

/** The quote's money fields for these lines: today's charge and the monthly bill at 13% HST. */
export function quoteTotals(
  lines: readonly PricedLine[],
  {
    delivery = 99,
    assembly = 0,
    credit = 0,
  }: { delivery?: number; assembly?: number; credit?: number } = {},
) {
  const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);
  const purchases = sum(
    lines.filter((line) => line.kind === 'PURCHASE').map((line) => line.lineTotal),
  );
  const firstMonths = sum(
    lines.filter((line) => line.kind !== 'PURCHASE').map((line) => line.lineTotal),
  );
  const taxable = purchases + firstMonths + cents(delivery) + cents(assembly);
  const tax = Math.round(taxable * 0.13);
  const monthly = sum(lines.map((line) => line.monthlyTotal));
  const monthlyTax = Math.round(monthly * 0.13);
  const before = taxable + tax;
  const due = Math.max(0, before - cents(credit));
  return {
    mode: 'REGULAR' as const,
    ownPurchase: dollars(purchases),
    subscriptionSubtotal: dollars(firstMonths),
    delivery,
    deliveryTotal: delivery,
    assemblyApplied: assembly > 0,
    assemblyPrice: assembly,
    assemblyTotal: assembly,
    taxes: [{ name: 'HST 13%', price: dollars(tax) }],
    totalTax: dollars(tax),
    totalBeforeCredit: dollars(before),
    balanceUsed: dollars(before - due),
    total: dollars(due),
    amountDue: dollars(due),
    monthlyBill: {
      subtotal: dollars(monthly),
      taxes: monthly > 0 ? [{ name: 'HST 13%', price: dollars(monthlyTax) }] : [],
      totalTax: dollars(monthlyTax),
      total: dollars(monthly + monthlyTax),
    },
  };
}
