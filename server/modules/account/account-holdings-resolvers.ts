/**
 * What the customer holds, will be billed and pays with (decisions 113 and 114). Every operation
 * needs an access token (NO_AUTH without) and reads the token's customer only; ids of other
 * customers' addresses and orders answer NOT_FOUND, exactly like unknown ones.
 */
import type { HeldProduct, PaymentCard, UpcomingBill } from './account-holdings';
import { requireAuth } from '../../api/auth-context';
import type {
  DeliveryTimeType,
  Resolvers,
  SavedCard,
  ResolversParentTypes,
} from '../../api/generated/resolvers-types';
import { mapShippingAddress } from '../../api/resolvers/address-mapping';
import { taxLabel } from './receipt-resolvers';

export function mapMembershipProduct(held: HeldProduct): ResolversParentTypes['MembershipProduct'] {
  return {
    id: held.id,
    name: held.name,
    slug: held.slug,
    productid: String(held.productId),
    parentproductid: String(held.parentProductId),
    thumburl: held.thumbUrl,
    options: held.options,
    startdate: held.startDate,
    subscription_status: held.status,
    purchaseoption: held.purchaseOption,
    kind: held.kind,
    addressId: held.addressId,
    monthlyPrice: held.monthlyPriceCents,
    pivotCare: held.pivotCareCents,
    monthlyCharge: held.monthly,
    termLength: held.termLengthMonths,
    paymentsMade: held.paymentsMade,
    paymentsDue: held.paymentsDue,
    nextBillDate: held.nextBillDate,
    paidSoFar: held.paidCents,
    leftToPay: held.leftCents,
    buyoutPrice: held.buyoutCents,
    repairedmembershipproductid: held.repairedMembershipProductId,
  };
}

function mapBill(bill: UpcomingBill): ResolversParentTypes['UpcomingBill'] {
  return {
    address: bill.address ? mapShippingAddress(bill.address) : null,
    province: bill.province,
    billDate: bill.billDate,
    lines: bill.lines.map((line) => ({
      membershipProductId: line.membershipProductId,
      productId: String(line.productId),
      name: line.name,
      purchaseOption: line.purchaseOption,
      period: line.period,
      fee: line.monthly.feeCents,
      pivotCare: line.monthly.pivotCareCents,
      monthlyCharge: line.monthly,
    })),
    subtotal: bill.subtotalCents,
    taxes: bill.taxes.map((tax) => ({
      name: tax.name,
      ratePercent: Number(tax.ratePercent),
      amount: tax.amountCents,
      label: taxLabel(tax.name, Number(tax.ratePercent)),
    })),
    taxTotal: bill.taxTotalCents,
    total: bill.totalCents,
    creditApplied: bill.creditUsedCents,
    amountCharged: bill.amountChargedCents,
    card: bill.card ? mapPaymentCard(bill.card) : null,
    cardStatus: bill.cardStatus,
  };
}

export function mapPaymentCard(card: PaymentCard): ResolversParentTypes['SavedCard'] {
  return {
    id: card.id,
    cardType: card.cardType as SavedCard['cardType'],
    cardLastFourDigits: card.cardLastFour,
    cardExpiryMonth: card.cardExpiryMonth,
    cardExpiryYear: card.cardExpiryYear,
    isDefault: card.isDefault,
    expired: card.expired,
    billingAddress: card.billingAddress ? mapShippingAddress(card.billingAddress) : null,
    declined: card.declined,
  };
}

export const accountHoldingsResolvers: Resolvers = {
  Query: {
    async getProductsByShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const groups = await context.accountHoldings.productsByAddress(
        userId,
        args.addressId ?? null,
      );
      return groups.map((group) => ({
        address: mapShippingAddress(group.address),
        products: group.products.map(mapMembershipProduct),
      }));
    },
    async getUpcomingBill(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.accountHoldings.upcomingBills(userId)).map(mapBill);
    },
    async getAccountOverview(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      const overview = await context.accountHoldings.overview(userId);
      return {
        nextVisit: overview.nextVisit
          ? {
              orderId: overview.nextVisit.orderId,
              ordernumber: overview.nextVisit.orderNumber,
              kind: overview.nextVisit.kind,
              date: overview.nextVisit.date,
              timetype: overview.nextVisit.timeType as DeliveryTimeType | null,
            }
          : null,
        accountCredit: overview.creditCents,
        unsignedAgreements: overview.unsignedAgreements,
      };
    },
    async getOrderProducts(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const counts = await context.accountHoldings.orderProducts(userId, args.orderid);
      return {
        orderid: counts.orderId,
        ordernumber: counts.orderNumber,
        products: counts.products,
        returns: counts.returns,
      };
    },
  },
  Mutation: {
    async replacePaymentCard(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapPaymentCard(
        await context.accountHoldings.replaceCard(userId, args.source, args.billingAddress ?? null),
      );
    },
  },
};
