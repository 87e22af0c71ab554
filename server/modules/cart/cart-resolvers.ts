import { POS_ROLE } from '../../auth/tokens';
import { longDay } from '../../shared/calendar-date';
import type { SalesChannel } from './cart-service';
import type { CartLineInput, PriceSection, PricedCart } from './price-cart';
import type { AuthContext } from '../../api/auth-context';
import type { TaxLine } from '../../shared/sales-tax';
import type {
  CartProductInput,
  PriceSection as PriceSectionGql,
  PricedCart as PricedCartGql,
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

function mapSection(section: PriceSection): PriceSectionGql {
  return {
    subtotal: section.subtotalCents,
    taxes: priceLines(section.taxes),
    totalTax: section.totalTaxCents,
    total: section.totalCents,
  };
}

/** The channel a request prices for: POS when it acts in the point-of-sale role (decision 116). */
export function salesChannelOf(auth: AuthContext | null): SalesChannel {
  return auth?.role === POS_ROLE ? 'pos' : 'online';
}

export function mapPricedCart(cart: PricedCart, channel: SalesChannel = 'online'): PricedCartGql {
  const deliveryAssembly = cart.deliveryFeeCents + cart.assemblyPriceCents;
  return {
    products: cart.products.map((line) => ({
      productId: line.productId,
      parentProductId: line.parentProductId,
      quantity: line.quantity,
      price: line.priceCents,
      retailPrice: line.retailPriceCents,
      purchasePrice: line.purchasePriceCents,
      lineTotal: line.lineTotalCents,
      purchaseOption: line.purchaseOption,
      pricedPurchaseOption: line.pricedPurchaseOption,
      kind: line.kind,
      pivotCare: line.pivotCareCents === null ? null : line.pivotCareCents,
      pivotCareApplied: line.pivotCareApplied,
      monthly: line.monthlyCents,
      monthlyTotal: line.monthlyTotalCents,
      paymentsDue: line.paymentsDue,
      totalCost: line.totalCostCents === null ? null : line.totalCostCents,
      offers: line.prices.map((price) => ({
        purchaseOption: price.purchaseOption,
        termLength: price.termLength,
        price: price.priceCents,
      })),
      termLength: line.termLength,
      monthlyTermLength: line.termLength,
      name: line.name,
      slug: line.slug,
      image: line.image,
      condition: line.condition,
      options: line.options.map((option) => ({
        id: option.id,
        name: option.name,
        selectedValue: option.selectedValueId,
        values: option.values.map((value) => ({ id: value.id, name: value.name })),
      })),
      assemblyNotOffered: line.assemblyNotOffered,
      assemblyPrice: line.assemblyFeeCents === null ? null : line.assemblyFeeCents,
      finalSale: line.finalSale,
      availability: {
        available: line.availability.available,
        low: line.availability.low,
        high: line.availability.high,
        unit: line.availability.unit,
        stockfrom: line.availability.stockFrom,
      },
    })),
    returns: cart.returns.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      name: line.name,
      price: line.pricedHandling.priceCents,
      subscriptionPrice: line.subscriptionPriceCents,
      pricedHandling: {
        price: line.pricedHandling.priceCents,
        type: line.pricedHandling.type,
      },
      thumbUrl: line.thumbUrl,
      // Inside the free-return term the pickup is not free: said with the day it becomes free.
      happinessGuaranteeError:
        line.pricedHandling.type === 'EARLY_RETURN_FEE'
          ? `Free returns start on ${longDay(line.freeReturnFrom)}; before then the pickup costs twice the monthly membership fee.`
          : null,
    })),
    errors: cart.errors.map((error) => ({ ...error, available: error.available ?? null })),
    mode: cart.mode === 'liquidation' ? 'LIQUIDATION' : 'REGULAR',
    channel: channel === 'pos' ? 'POS' : 'ONLINE',
    finalSale: cart.finalSale,
    ownPurchase: cart.ownPurchaseCents,
    subscriptionSubtotal: cart.subscriptionSubtotalCents,
    monthlySubscription: mapSection(cart.monthlySubscription),
    monthlySubscriptionSubtotal: cart.monthlySubscription.subtotalCents,
    monthlyFinancing: mapSection(cart.monthlyFinancing),
    monthlyBill: mapSection(cart.monthly),
    delivery: cart.deliveryFeeCents,
    deliveryTotal: cart.deliveryTotalCents,
    assembly: cart.assemblyApplied,
    assemblyApplied: cart.assemblyApplied,
    assemblyPrice: cart.assemblyPriceCents,
    assemblyTotal: cart.assemblyTotalCents,
    deliveryAssembly: deliveryAssembly,
    deliveryAssemblyTotal: cart.deliveryAssemblyTotalCents,
    taxes: priceLines(cart.taxes),
    totalTax: cart.totalTaxCents,
    total: cart.amountDueCents,
    totalBeforeCredit: cart.totalCents,
    returnsSubtotal: cart.returnsSubtotalCents,
    returnsTax: cart.returnsTaxCents,
    returnsTaxes: priceLines(cart.returnsTaxes),
    returnsTotal: cart.returnsTotalCents,
    balanceUsed: cart.balanceUsedCents,
    amountDue: cart.amountDueCents,
    referrerid: cart.referrerId,
    estimatedDeliveryDate: cart.estimatedDeliveryDate,
    maxEstimatedDeliveryDate: cart.maxEstimatedDeliveryDate,
  };
}

const cartQueries: QueryResolvers = {
  async priceCart(_root, args, { cart, auth }) {
    const channel = salesChannelOf(auth);
    const priced = await cart.price({
      channel,
      cityId: args.cityId,
      products: cartLines(args.products),
      returns: args.returns ?? null,
      includeAssembly: args.includeAssembly ?? false,
      customerId: auth?.userId ?? null,
    });
    return mapPricedCart(priced, channel);
  },
};

export const cartResolvers: Resolvers = { Query: cartQueries };
