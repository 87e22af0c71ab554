/**
 * Buyouts. NO_AUTH without an access token; the customer comes from the verified token, never
 * from the arguments.
 */
import { requireAuth } from '../../api/auth-context';
import { nameIn, optionsIn } from '../../shared/french-names';
import type { Resolvers } from '../../api/generated/resolvers-types';
import { centsOf } from '../../api/resolvers/money';
import { taxLabel } from '../account/index';

export const buyoutResolvers: Resolvers = {
  Query: {
    async buyoutProductPricing(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.buyout.pricing(userId);
    },
    async buyoutQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.buyout.quote(userId, args.productIds);
    },
  },
  Mutation: {
    async createBuyoutOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.buyout.createOrder(userId, {
        productIds: args.productIds,
        idempotencyKey: args.idempotencyKey,
        paymentMethodId: args.paymentMethodId ?? null,
        source: args.source ?? null,
        expectedTotalCents:
          args.expectedTotal === null || args.expectedTotal === undefined
            ? null
            : centsOf(args.expectedTotal, 'expectedTotal'),
      });
    },
  },
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  BuyoutPricingItem: {
    name: (item, _args, context) => nameIn(item, context.locale),
    options: (item, _args, context) => optionsIn(item, context.locale),
    amount: (item) => item.amountCents,
    fee: (item) => item.feeCents,
    monthlyCharge: (item) => item.monthly,
    retailValue: (item) => item.retailValueCents,
    paidToward: (item) => item.creditedCents,
    monthlyFee: (item) => item.monthlyFeeCents,
    unpaidCredit: (item) => item.unpaidCreditCents,
    floor: (item) => item.floorCents,
  },
  BuyoutQuote: {
    subtotal: (quote) => quote.subtotalCents,
    taxes: (quote) =>
      quote.taxes.map((tax) => ({
        name: tax.name,
        ratePercent: tax.ratePercent,
        amount: tax.amountCents,
        label: taxLabel(tax.name, tax.ratePercent),
      })),
    taxTotal: (quote) => quote.taxTotalCents,
    total: (quote) => quote.totalCents,
  },
  BuyoutOrderResult: {
    chargedamount: (result) => result.chargedCents,
  },
};
