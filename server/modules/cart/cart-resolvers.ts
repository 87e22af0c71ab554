import { POS_ROLE } from '../../auth/tokens';
import { longDay } from '../../shared/calendar-date';
import type { ChannelPricedCart, SalesChannel } from './cart-service';
import type { CartLineInput, PricedCart } from './price-cart';
import type { AuthContext } from '../../api/auth-context';
import type { TaxLine } from '../../shared/sales-tax';
import type {
  CartProductInput,
  QueryResolvers,
  Resolvers,
} from '../../api/generated/resolvers-types';

/** The cart lines a query or mutation was sent, as the domain reads them. */
export function cartLines(products: readonly CartProductInput[]): CartLineInput[] {
  return products.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength ?? null,
    pivotCare: line.pivotCare ?? false,
    options: line.options ?? null,
  }));
}

function priceLines(taxes: readonly TaxLine[]) {
  return taxes.map((line) => ({ name: line.name, price: line.amountCents }));
}

/** The channel a request prices for: POS when it acts in the point-of-sale role (decision 116). */
export function salesChannelOf(auth: AuthContext | null): SalesChannel {
  return auth?.role === POS_ROLE ? 'pos' : 'online';
}

/** A priced cart with the channel it was priced for: what a priced cart's resolvers read. */
export function pricedFor(cart: PricedCart, channel: SalesChannel): ChannelPricedCart {
  return { ...cart, channel };
}

const cartQueries: QueryResolvers = {
  async priceCart(_root, args, { cart, auth, locale }) {
    const channel = salesChannelOf(auth);
    const priced = await cart.price({
      channel,
      locale,
      cityId: args.cityId,
      products: cartLines(args.products),
      returns: args.returns ?? null,
      includeAssembly: args.includeAssembly ?? false,
      customerId: auth?.userId ?? null,
    });
    return pricedFor(priced, channel);
  },
};

export const cartResolvers: Resolvers = {
  Query: cartQueries,
  // The priced cart and its parts (mappers in scripts/codegen.ts, decision 175): only the fields
  // named otherwise on the wire are resolved here; the others are read by name.
  PricedCart: {
    mode: (cart) => (cart.mode === 'liquidation' ? 'LIQUIDATION' : 'REGULAR'),
    channel: (cart) => (cart.channel === 'pos' ? 'POS' : 'ONLINE'),
    ownPurchase: (cart) => cart.ownPurchaseCents,
    subscriptionSubtotal: (cart) => cart.subscriptionSubtotalCents,
    monthlySubscriptionSubtotal: (cart) => cart.monthlySubscription.subtotalCents,
    monthlyBill: (cart) => cart.monthly,
    delivery: (cart) => cart.deliveryFeeCents,
    deliveryTotal: (cart) => cart.deliveryTotalCents,
    assembly: (cart) => cart.assemblyApplied,
    assemblyPrice: (cart) => cart.assemblyPriceCents,
    assemblyTotal: (cart) => cart.assemblyTotalCents,
    deliveryAssembly: (cart) => cart.deliveryFeeCents + cart.assemblyPriceCents,
    deliveryAssemblyTotal: (cart) => cart.deliveryAssemblyTotalCents,
    taxes: (cart) => priceLines(cart.taxes),
    totalTax: (cart) => cart.totalTaxCents,
    total: (cart) => cart.amountDueCents,
    totalBeforeCredit: (cart) => cart.totalCents,
    returnsSubtotal: (cart) => cart.returnsSubtotalCents,
    returnsTax: (cart) => cart.returnsTaxCents,
    returnsTaxes: (cart) => priceLines(cart.returnsTaxes),
    returnsTotal: (cart) => cart.returnsTotalCents,
    balanceUsed: (cart) => cart.balanceUsedCents,
    amountDue: (cart) => cart.amountDueCents,
    referrerid: (cart) => cart.referrerId,
  },
  PriceSection: {
    subtotal: (section) => section.subtotalCents,
    taxes: (section) => priceLines(section.taxes),
    totalTax: (section) => section.totalTaxCents,
    total: (section) => section.totalCents,
  },
  PricedCartProduct: {
    price: (line) => line.priceCents,
    retailPrice: (line) => line.retailPriceCents,
    purchasePrice: (line) => line.purchasePriceCents,
    lineTotal: (line) => line.lineTotalCents,
    pivotCare: (line) => line.pivotCareCents,
    monthly: (line) => line.monthlyCents,
    monthlyTotal: (line) => line.monthlyTotalCents,
    totalCost: (line) => line.totalCostCents,
    offers: (line) => [...line.prices],
    monthlyTermLength: (line) => line.termLength,
    assemblyPrice: (line) => line.assemblyFeeCents,
    availability: (line) => ({
      available: line.availability.available,
      low: line.availability.low,
      high: line.availability.high,
      unit: line.availability.unit,
      stockfrom: line.availability.stockFrom,
    }),
  },
  PriceOffer: {
    price: (price) => price.priceCents,
  },
  PricedCartOption: {
    selectedValue: (option) => option.selectedValueId,
  },
  PricedCartError: {
    available: (error) => error.available ?? null,
  },
  PricedReturn: {
    price: (line) => line.pricedHandling.priceCents,
    subscriptionPrice: (line) => line.subscriptionPriceCents,
    pricedHandling: (line) => ({
      price: line.pricedHandling.priceCents,
      type: line.pricedHandling.type,
    }),
    // Inside the free-return term the pickup is not free: said with the day it becomes free.
    happinessGuaranteeError: (line) =>
      line.pricedHandling.type === 'EARLY_RETURN_FEE'
        ? `Free returns start on ${longDay(line.freeReturnFrom)}; before then the pickup costs twice the monthly membership fee.`
        : null,
  },
};
