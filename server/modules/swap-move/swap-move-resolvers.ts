/**
 * Swaps and moves (decisions 135 and 136). NO_AUTH without an access token; the customer comes
 * from the verified token, never from the arguments.
 */
import { requireAuth } from '../../api/auth-context';
import type { Resolvers } from '../../api/generated/resolvers-types';
import type { BookingCancellation } from './visit-bookings';
import type { VisitOrderResult } from './visit-orders';
import type { MonthlyCharge } from '../../shared/monthly-charge';

const heldItem = (item: {
  id: string;
  name: string;
  thumbUrl: string | null;
  options?: string[];
  purchaseOption: string;
  monthly: MonthlyCharge | null;
  addressId: string;
  addressLabel: string;
  cityId: number;
}) => ({
  id: item.id,
  name: item.name,
  thumbUrl: item.thumbUrl,
  options: item.options ?? [],
  purchaseOption: item.purchaseOption,
  monthlyPrice: item.monthly ? item.monthly.totalCents : null,
  monthlyCharge: item.monthly,
  addressId: item.addressId,
  addressLabel: item.addressLabel,
  cityId: String(item.cityId),
});

const taxes = (lines: { name: string; amountCents: number }[]) =>
  lines.map((line) => ({ name: line.name, price: line.amountCents }));

const result = (placed: VisitOrderResult) => ({
  orderId: placed.orderId,
  orderNumber: placed.orderNumber,
  chargedamount: placed.chargedCents,
  paymentStatus: placed.paymentStatus,
});

const cancellation = (answer: BookingCancellation) => ({
  orderId: answer.orderId,
  orderNumber: answer.orderNumber,
  type: answer.type,
  status: answer.status,
  canCancel: answer.canCancel,
  refusal: answer.refusal,
  refund: answer.refundCents,
  refundStatus: answer.refundStatus,
  cardType: answer.card?.cardType ?? null,
  cardLastFour: answer.card?.cardLastFour ?? null,
  firstVisitDate: answer.firstVisitDate,
  lastDayToCancel: answer.lastDayToCancel,
  keeps: answer.keeps.map((item) => ({
    name: item.name,
    monthlyPrice: item.monthlyCents,
  })),
  notComing: answer.notComing.map((item) => ({
    name: item.name,
    monthlyPrice: item.monthlyCents,
  })),
});

export const swapMoveResolvers: Resolvers = {
  Query: {
    async getBookingCancellation(_root, { orderId }, context) {
      const { userId } = requireAuth(context.auth);
      return cancellation(await context.visitBookings.preview(userId, orderId));
    },
    async swappableItems(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.swaps.swappable(userId)).map(heldItem);
    },
    async swapReplacements(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const rows = await context.swaps.replacements(
        userId,
        args.membershipProductId,
        args.search ?? null,
      );
      return rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        thumbUrl: row.thumbUrl,
        monthlyPrice: row.monthly.totalCents,
        monthlyCharge: row.monthly,
      }));
    },
    async swapQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const quote = await context.swaps.quote(userId, args.membershipProductId, args.productId);
      return {
        oldMonthly: quote.oldMonthlyCents,
        newMonthly: quote.newMonthlyCents,
        oldMonthlyCharge: quote.oldMonthly,
        newMonthlyCharge: quote.newMonthly,
        monthlyDifference: quote.differenceCents,
        fee: quote.feeCents,
        tax: quote.taxCents,
        taxes: taxes(quote.taxes),
        todayTotal: quote.totalCents,
      };
    },
    async movableItems(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.moves.movable(userId)).map(heldItem);
    },
    async moveQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const quote = await context.moves.quote(userId, {
        productIds: args.productIds,
        toAddressId: args.toAddressId,
        movedate: args.movedate ?? null,
      });
      return {
        fee: quote.feeCents,
        tax: quote.taxCents,
        taxes: taxes(quote.taxes),
        total: quote.totalCents,
        zone: quote.zone,
        basis: quote.basis,
        route: quote.route,
        checkRouteUrl: quote.checkRouteUrl,
        buyoutTotal: quote.buyoutCents === null ? null : quote.buyoutCents,
        costsMoreThanBuyout: quote.costsMoreThanBuyout,
        distanceKm: quote.distanceKm,
        fromDepot: quote.fromDepot,
        toDepot: quote.toDepot,
        toProvince: quote.toProvince,
        transitDays: quote.transitDays,
        earliestDate: quote.earliestDate,
        deliveryDate: quote.deliveryDate,
      };
    },
  },
  Mutation: {
    async cancelBooking(_root, { orderId }, context) {
      const { userId } = requireAuth(context.auth);
      return cancellation(await context.visitBookings.cancel(userId, orderId));
    },
    async createSwapOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return result(
        await context.swaps.createOrder(userId, {
          membershipProductId: args.membershipProductId,
          productId: args.productId,
          swapdate: args.swapdate,
          swaptimetype: args.swaptimetype,
          idempotencyKey: args.idempotencyKey,
        }),
      );
    },
    async createMoveOrder(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return result(
        await context.moves.createOrder(userId, {
          productIds: args.productIds,
          toAddressId: args.toAddressId,
          movedate: args.movedate,
          movetimetype: args.movetimetype,
          idempotencyKey: args.idempotencyKey,
        }),
      );
    },
  },
};
