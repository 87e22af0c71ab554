/**
 * Swaps and moves (decisions 135 and 136). NO_AUTH without an access token; the customer comes
 * from the verified token, never from the arguments.
 */
import { requireAuth } from '../../api/auth-context';
import { nameIn, optionsIn } from '../../shared/french-names';
import type { Resolvers } from '../../api/generated/resolvers-types';

export const swapMoveResolvers: Resolvers = {
  Query: {
    async getBookingCancellation(_root, { orderId }, context) {
      const { userId } = requireAuth(context.auth);
      return context.visitBookings.preview(userId, orderId);
    },
    async swappableItems(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.swaps.swappable(userId);
    },
    async swapReplacements(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.swaps.replacements(userId, args.membershipProductId, args.search ?? null);
    },
    async swapQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.swaps.quote(userId, args.membershipProductId, args.productId);
    },
    async movableItems(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.moves.movable(userId);
    },
    async moveQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.moves.quote(userId, {
        productIds: args.productIds,
        toAddressId: args.toAddressId,
        movedate: args.movedate ?? null,
      });
    },
  },
  Mutation: {
    async cancelBooking(_root, { orderId }, context) {
      const { userId } = requireAuth(context.auth);
      return context.visitBookings.cancel(userId, orderId);
    },
    async createSwapOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.swaps.createOrder(userId, {
        membershipProductId: args.membershipProductId,
        productId: args.productId,
        swapdate: args.swapdate,
        swaptimetype: args.swaptimetype,
        idempotencyKey: args.idempotencyKey,
      });
    },
    async createMoveOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.moves.createOrder(userId, {
        productIds: args.productIds,
        toAddressId: args.toAddressId,
        movedate: args.movedate,
        movetimetype: args.movetimetype,
        idempotencyKey: args.idempotencyKey,
      });
    },
  },
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  HeldVisitItem: {
    // A piece to move has no options to show; a piece to swap lists them.
    name: (item, _args, context) => nameIn(item, context.locale),
    options: (item, _args, context) => ('options' in item ? optionsIn(item, context.locale) : []),
    monthlyPrice: (item) => (item.monthly ? item.monthly.totalCents : null),
    monthlyCharge: (item) => item.monthly,
    cityId: (item) => String(item.cityId),
  },
  SwapReplacement: {
    name: (replacement, _args, context) => nameIn(replacement, context.locale),
    monthlyPrice: (replacement) => replacement.monthly.totalCents,
    monthlyCharge: (replacement) => replacement.monthly,
  },
  SwapQuote: {
    oldMonthly: (quote) => quote.oldMonthlyCents,
    newMonthly: (quote) => quote.newMonthlyCents,
    oldMonthlyCharge: (quote) => quote.oldMonthly,
    newMonthlyCharge: (quote) => quote.newMonthly,
    monthlyDifference: (quote) => quote.differenceCents,
    fee: (quote) => quote.feeCents,
    tax: (quote) => quote.taxCents,
    todayTotal: (quote) => quote.totalCents,
  },
  MoveQuote: {
    fee: (quote) => quote.feeCents,
    tax: (quote) => quote.taxCents,
    total: (quote) => quote.totalCents,
    buyoutTotal: (quote) => quote.buyoutCents,
  },
  QuoteTax: {
    price: (tax) => tax.amountCents,
  },
  VisitOrderResult: {
    chargedamount: (placed) => placed.chargedCents,
  },
  BookingCancellation: {
    refund: (answer) => answer.refundCents,
    refusal: (answer, _args, context) => answer.refusalText?.(context.locale) ?? null,
    cardType: (answer) => answer.card?.cardType ?? null,
    cardLastFour: (answer) => answer.card?.cardLastFour ?? null,
  },
  BookingCancellationItem: {
    name: (item, _args, context) => nameIn(item, context.locale),
    monthlyPrice: (item) => item.monthlyCents,
  },
};
