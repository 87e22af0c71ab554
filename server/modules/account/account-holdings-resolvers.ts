/**
 * What the customer holds, will be billed and pays with (decisions 113 and 114). Every operation
 * needs an access token (NO_AUTH without) and reads the token's customer only; ids of other
 * customers' addresses and orders answer NOT_FOUND, exactly like unknown ones.
 */
import type { PaymentCard } from './account-holdings';
import { requireAuth } from '../../api/auth-context';
import type {
  DeliveryTimeType,
  Resolvers,
  SavedCard,
  ResolversParentTypes,
} from '../../api/generated/resolvers-types';
import { mapShippingAddress } from '../../api/resolvers/address-mapping';
import { taxLabel } from './receipt-resolvers';

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
        context.locale,
      );
      return groups.map((group) => ({
        address: mapShippingAddress(group.address),
        products: group.products,
      }));
    },
    async getUpcomingBill(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return context.accountHoldings.upcomingBills(userId, context.locale);
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
  // The domain's records (mappers in scripts/codegen.ts): only the fields named otherwise on
  // the wire are resolved here; the others are read by name. Amounts are cents (Money).
  MembershipProduct: {
    productid: (held) => String(held.productId),
    parentproductid: (held) => String(held.parentProductId),
    thumburl: (held) => held.thumbUrl,
    startdate: (held) => held.startDate,
    subscription_status: (held) => held.status,
    purchaseoption: (held) => held.purchaseOption,
    monthlyPrice: (held) => held.monthlyPriceCents,
    pivotCare: (held) => held.pivotCareCents,
    monthlyCharge: (held) => held.monthly,
    termLength: (held) => held.termLengthMonths,
    paidSoFar: (held) => held.paidCents,
    leftToPay: (held) => held.leftCents,
    buyoutPrice: (held) => held.buyoutCents,
    repairedmembershipproductid: (held) => held.repairedMembershipProductId,
  },
  UpcomingBill: {
    address: (bill) => (bill.address ? mapShippingAddress(bill.address) : null),
    subtotal: (bill) => bill.subtotalCents,
    taxes: (bill) =>
      bill.taxes.map((tax) => ({
        name: tax.name,
        ratePercent: Number(tax.ratePercent),
        amount: tax.amountCents,
        label: taxLabel(tax.name, Number(tax.ratePercent)),
      })),
    taxTotal: (bill) => bill.taxTotalCents,
    total: (bill) => bill.totalCents,
    creditApplied: (bill) => bill.creditUsedCents,
    amountCharged: (bill) => bill.amountChargedCents,
    card: (bill) => (bill.card ? mapPaymentCard(bill.card) : null),
  },
  UpcomingBillLine: {
    productId: (line) => String(line.productId),
    fee: (line) => line.monthly.feeCents,
    pivotCare: (line) => line.monthly.pivotCareCents,
    monthlyCharge: (line) => line.monthly,
  },
};
