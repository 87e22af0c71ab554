/**
 * What the account pages show of a customer's furniture, bills and card (decisions 113 and 114):
 * each membership product with what is paid, what is left and its buyout price; the next bill
 * of every address, composed by the billing run's own code; the next delivery or pickup; the
 * card on file and replacing it. Every read is the token's customer's; ids of other customers'
 * addresses or orders answer NOT_FOUND, exactly like unknown ones.
 */
import type { DatabaseHandle } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import type { TaxName } from '../../db/constants';
import type { HeldProductRecord, UpcomingVisit } from './account-holdings-repository';
import * as holdings from './account-holdings-repository';
import { listShippingAddresses } from '../../db/repositories/address-repository';
import { listUnsignedAgreementOrderIds } from '../../db/repositories/order-repository';
import type { AddressRecord } from '../../db/repositories/address-repository';
import { listUpcomingMemberships } from '../billing/index';
import type { UpcomingMembership } from '../billing/index';
import { savePaymentMethod } from '../../db/repositories/payment-method-repository';
import { runInTransaction } from '../../db/transaction';
import type { CardSummary, PaymentGateway } from '../../payments/payment-gateway';
import { PaymentUnavailableError } from '../../payments/payment-gateway';
import { billableMembers, composeBill, ratePercentOf } from '../billing/index';
import { buyoutPrice, buyoutRefusal } from '../buyout/index';
import { localDate } from '../../shared/calendar-date';
import { DECLINE_TEXTS, isCardExpired } from '../checkout/index';
import { checkMailingAddress, throwIfAny } from '../addresses/index';
import type { MailingAddressInput } from '../addresses/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';
import { purchaseKindOf, type PurchaseKind } from '../../shared/purchase-options';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses in which the customer has the piece and owes on it. */
const HELD_STATUSES = new Set(['DELIVERED', 'RETURN_SCHEDULED']);

export interface HeldProduct extends HeldProductRecord {
  kind: PurchaseKind;
  /** What the customer pays a month for it (decision 150); null for purchases and settled pieces. */
  monthly: MonthlyCharge | null;
  /** Fees and instalments paid so far (PivotCare aside: it never counts toward owning). */
  paidCents: number;
  /**
   * Subscriptions: fees left until it is owned; financing: instalments left until paid off;
   * null for rentals, purchases and pieces no longer held.
   */
  leftCents: number | null;
  /** What buying it out now costs; null when it cannot be bought out (decisions 113, 117). */
  buyoutCents: number | null;
}

/**
 * The money of one membership product (decision 113). Paid: the fee times the periods billed,
 * less fees of bills still unpaid. Left: the fees still to bill until the last payment. Buyout:
 * exactly what the buyout flow charges (decision 117, the same functions); none for a piece the
 * flow would not take.
 */
export function holdingTerms(record: HeldProductRecord): HeldProduct {
  const kind = purchaseKindOf(record.purchaseOption);
  const fee = record.monthlyPriceCents ?? 0;
  const paidCents =
    kind === 'PURCHASE'
      ? (record.purchasePriceCents ?? 0)
      : Math.max(0, fee * record.paymentsMade - record.unpaidFeeCents);
  const owing =
    (kind === 'SUBSCRIPTION' || kind === 'FINANCING') &&
    record.paymentsDue !== null &&
    (HELD_STATUSES.has(record.status) || record.status === 'PENDING_DELIVERY');
  const leftCents = owing ? Math.max(0, fee * record.paymentsDue! - paidCents) : null;
  // The price the buyout flow charges (decision 117), for the items it would take.
  const refusal = buyoutRefusal({
    purchaseOption: record.purchaseOption,
    subscriptionStatus: record.status,
    retailValueCents: record.retailValueCents,
    monthlyPriceCents: fee,
    repaired: record.repairedMembershipProductId !== null,
    buyoutPending: false,
  });
  const buyoutCents =
    refusal === null && record.retailValueCents !== null
      ? buyoutPrice({
          purchaseOption: record.purchaseOption,
          retailValueCents: record.retailValueCents,
          monthlyPriceCents: fee,
          // Only paid months count (decision 117): a declined bill's month counts once paid.
          paidMonths: Math.max(0, record.paymentsMade - record.unpaidMonths),
          paymentsDue: record.paymentsDue,
        }).amountCents
      : null;
  const monthly = monthlyChargeOf({
    purchaseOption: record.purchaseOption,
    status: record.status,
    monthlyPriceCents: record.monthlyPriceCents,
    pivotCareCents: record.pivotCareCents,
  });
  return { ...record, kind, monthly, paidCents, leftCents, buyoutCents };
}

export interface AddressHoldings {
  address: AddressRecord;
  products: HeldProduct[];
}

export interface UpcomingBillLine {
  membershipProductId: string;
  productId: number;
  name: string;
  purchaseOption: UpcomingMembership['purchaseOption'];
  period: number;
  /** The membership's monthly charge: exactly what this bill line charges before tax. */
  monthly: MonthlyCharge;
}

export interface UpcomingBill {
  addressId: string;
  address: AddressRecord | null;
  province: string;
  billDate: string;
  lines: UpcomingBillLine[];
  subtotalCents: number;
  taxes: { name: TaxName; ratePercent: string; amountCents: number }[];
  taxTotalCents: number;
  totalCents: number;
  creditUsedCents: number;
  amountChargedCents: number;
  /** The card the bill will be charged to (the card on file); null when there is none. */
  card: PaymentCard | null;
  /**
   * Whether that card can be counted on: OK; DECLINED, a bill charged to it was declined and is
   * unpaid; EXPIRED, it expires before the bill's date; NONE, there is no card on file.
   */
  cardStatus: 'OK' | 'DECLINED' | 'EXPIRED' | 'NONE';
}

export interface PaymentCard {
  id: string;
  cardType: string;
  cardLastFour: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  isDefault: boolean;
  expired: boolean;
  /** A monthly bill charged to this card was declined and is still unpaid. */
  declined: boolean;
  billingAddress: AddressRecord | null;
}

/** The card's billing address as the card form sends it; null: the main delivery address. */
export type BillingAddressInput = MailingAddressInput | null;

/** Whether the card's expiry month ends before `day` (YYYY-MM-DD). */
function expiresBefore(card: PaymentCard, day: string): boolean {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return (
    card.cardExpiryYear < year || (card.cardExpiryYear === year && card.cardExpiryMonth < month)
  );
}

function cardStatusFor(card: PaymentCard | null, billDate: string): UpcomingBill['cardStatus'] {
  if (!card) return 'NONE';
  if (card.declined) return 'DECLINED';
  if (card.expired || expiresBefore(card, billDate)) return 'EXPIRED';
  return 'OK';
}

export interface AccountOverview {
  nextVisit: UpcomingVisit | null;
  creditCents: number;
  unsignedAgreements: number;
}

function addressNotFound(): DomainError {
  return new DomainError('NOT_FOUND', tr(m.errors_account_address_not_found));
}

export class AccountHoldingsService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every membership product of the customer, newest first. */
  async products(customerId: string, locale: Locale = 'en'): Promise<HeldProduct[]> {
    return (await holdings.listHeldProducts(this.handle, customerId, null, locale)).map(
      holdingTerms,
    );
  }

  /**
   * getProductsByShippingAddress: the products at each of `addressIds` (all of the customer's
   * active addresses when null or empty), in the order asked. NOT_FOUND when any id is not one
   * of the customer's active addresses.
   */
  async productsByAddress(
    customerId: string,
    addressIds: readonly string[] | null,
    locale: Locale = 'en',
  ): Promise<AddressHoldings[]> {
    const addresses = await listShippingAddresses(this.handle, customerId);
    let chosen = addresses;
    if (addressIds && addressIds.length > 0) {
      if (addressIds.length > 50)
        throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_max_addresses), {
          details: { field: 'addressId' },
        });
      const byId = new Map(addresses.map((address) => [address.id, address]));
      chosen = [...new Set(addressIds)].map((id) => {
        const found = UUID.test(id) ? byId.get(id.toLowerCase()) : undefined;
        if (!found) throw addressNotFound();
        return found;
      });
    }
    const products = await holdings.listHeldProducts(
      this.handle,
      customerId,
      chosen.map((address) => address.id),
      locale,
    );
    return chosen.map((address) => ({
      address,
      products: products.filter((held) => held.addressId === address.id).map(holdingTerms),
    }));
  }

  /**
   * The next bill of each address: the memberships the billing run bills on the address's
   * earliest next bill date, composed by the run's own composeBill with the credit the
   * customer has now (drawn by earlier bills first, as the daily runs would).
   */
  async upcomingBills(customerId: string, locale: Locale = 'en'): Promise<UpcomingBill[]> {
    const members = billableMembers(await listUpcomingMemberships(this.handle, customerId, locale));
    if (members.length === 0) return [];
    const earliest = new Map<string, string>();
    for (const member of members) {
      const seen = earliest.get(member.addressId);
      if (!seen || member.billDate < seen) earliest.set(member.addressId, member.billDate);
    }
    // Grouped like the run groups them (first membership id first within a date).
    const groups = new Map<string, (typeof members)[number][]>();
    for (const member of members) {
      if (earliest.get(member.addressId) !== member.billDate) continue;
      const group = groups.get(member.addressId);
      if (group) group.push(member);
      else groups.set(member.addressId, [member]);
    }
    const ordered = [...groups.values()].sort((a, b) =>
      a[0]!.billDate === b[0]!.billDate
        ? a[0]!.id.localeCompare(b[0]!.id)
        : a[0]!.billDate.localeCompare(b[0]!.billDate),
    );
    const addresses = new Map(
      (await holdings.allCustomerAddresses(this.handle, customerId)).map((address) => [
        address.id,
        address,
      ]),
    );
    let credit = await holdings.creditBalance(this.handle, customerId);
    const cards = await this.payment(customerId);
    // The billing run charges the default card (else the newest), as findPayment lists first.
    const card = cards[0] ?? null;
    return ordered.map((group) => {
      const first = group[0]!;
      const composed = composeBill(group, first.province, first.billDate, credit);
      credit -= composed.creditUsedCents;
      return {
        addressId: first.addressId,
        address: addresses.get(first.addressId) ?? null,
        province: first.province,
        billDate: first.billDate,
        lines: group.map((member) => ({
          membershipProductId: member.id,
          productId: member.productId,
          name: member.productName,
          purchaseOption: member.purchaseOption,
          period: member.period,
          monthly: {
            feeCents: member.feeCents,
            pivotCareCents: member.pivotCareCents,
            totalCents: member.feeCents + member.pivotCareCents,
          },
        })),
        subtotalCents: composed.subtotalCents,
        taxes: composed.taxLines.map((line) => ({
          name: line.code as TaxName,
          ratePercent: ratePercentOf(line),
          amountCents: line.amountCents,
        })),
        taxTotalCents: composed.taxTotalCents,
        totalCents: composed.totalCents,
        creditUsedCents: composed.creditUsedCents,
        amountChargedCents: composed.amountChargedCents,
        card,
        cardStatus: cardStatusFor(card, first.billDate),
      };
    });
  }

  /** The next delivery or pickup (today in Toronto onward), credit and unsigned agreements. */
  async overview(customerId: string): Promise<AccountOverview> {
    const today = localDate(this.now(), 'America/Toronto');
    const [nextVisit, creditCents, unsigned] = await Promise.all([
      holdings.nextVisit(this.handle, customerId, today),
      holdings.creditBalance(this.handle, customerId),
      listUnsignedAgreementOrderIds(this.handle, customerId, 50),
    ]);
    return { nextVisit, creditCents, unsignedAgreements: unsigned.length };
  }

  /** getOrderProducts: units delivered and picked up by one of the customer's orders. */
  async orderProducts(customerId: string, orderId: string): Promise<holdings.OrderProductCounts> {
    const found = UUID.test(orderId)
      ? await holdings.orderProductCounts(this.handle, customerId, orderId)
      : null;
    if (!found) throw new DomainError('NOT_FOUND', tr(m.errors_account_order_not_found));
    return found;
  }

  /** The customer's saved cards, default first, with the billing address of each. */
  async payment(customerId: string): Promise<PaymentCard[]> {
    const [cards, addresses] = await Promise.all([
      holdings.listCardsWithBillingAddress(this.handle, customerId),
      holdings.allCustomerAddresses(this.handle, customerId),
    ]);
    const byId = new Map(addresses.map((address) => [address.id, address]));
    const primary = addresses.find((address) => address.isPrimary && address.active) ?? null;
    const now = this.now();
    return cards.map((card) => ({
      id: card.id,
      cardType: card.cardType,
      cardLastFour: card.cardLastFour,
      cardExpiryMonth: card.cardExpiryMonth,
      cardExpiryYear: card.cardExpiryYear,
      isDefault: card.isDefault,
      expired: isCardExpired(
        {
          brand: card.cardType,
          last4: card.cardLastFour,
          expMonth: card.cardExpiryMonth,
          expYear: card.cardExpiryYear,
        },
        now,
      ),
      declined: card.declined,
      // A card saved without one is billed at the main address (decision 114).
      billingAddress: (card.billingAddressId && byId.get(card.billingAddressId)) || primary,
    }));
  }

  /**
   * Makes the card behind `source` (a token of the processor's tokenizer) the card on file.
   * The processor is asked first with a $1.00 authorization voided at once, as processors
   * verify a card they save; a refused card changes nothing (PAYMENT_DECLINED).
   */
  async replaceCard(
    customerId: string,
    source: string,
    billingAddress: BillingAddressInput = null,
  ): Promise<PaymentCard> {
    if (typeof source !== 'string' || !/^tok_[A-Za-z0-9_]{1,64}$/.test(source))
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_card_unreadable), {
        details: { field: 'source' },
      });
    // The billing address is checked before the processor is asked: a typo costs no hold.
    let billing = null;
    if (billingAddress) {
      const problems: Partial<Record<string, LocalizedText>> = {};
      billing = checkMailingAddress(billingAddress, problems, {
        fields: {
          streetAddress: 'billingAddress.streetAddress',
          unitNumber: 'billingAddress.unitNumber',
          city: 'billingAddress.city',
          province: 'billingAddress.province',
          postalCode: 'billingAddress.postalCode',
          country: 'billingAddress.country',
        },
        whose: 'the',
        outsideCanada: tr(m.errors_account_card_canada_only),
      });
      throwIfAny(problems);
    }
    const card = await this.gateway.describeSource(source, customerId);
    if (!card)
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_card_unreadable), {
        details: { field: 'source' },
      });
    await this.verifyCard(customerId, source, card);
    const addresses = await listShippingAddresses(this.handle, customerId);
    const primary = addresses.find((address) => address.isPrimary) ?? addresses[0] ?? null;
    await runInTransaction(this.handle, async (tx) => {
      // One replacement at a time per customer: two at once would both insert the card.
      await holdings.lockCustomer(tx, customerId);
      const billingAddressId = billing
        ? await holdings.insertBillingAddress(tx, customerId, billing)
        : (primary?.id ?? null);
      await savePaymentMethod(tx, {
        customerId,
        source,
        cardType: card.brand,
        cardLastFour: card.last4,
        cardExpiryMonth: card.expMonth,
        cardExpiryYear: card.expYear,
        billingAddressId,
      });
    });
    const saved = (await this.payment(customerId)).find((entry) => entry.isDefault);
    if (!saved) throw new Error(`the card saved for ${customerId} is not on file`);
    return saved;
  }

  private async verifyCard(customerId: string, source: string, card: CardSummary): Promise<void> {
    if (isCardExpired(card, this.now()))
      throw new DomainError('PAYMENT_DECLINED', DECLINE_TEXTS.expired_card, {
        details: { field: 'card' },
      });
    // One key per token: a retry of the same card gets the first answer, never a second hold.
    const key = `card-check:${customerId}:${source}`;
    let charge;
    try {
      charge = await this.gateway.charge({
        idempotencyKey: key,
        amountCents: 100,
        source,
        customerId,
        description: 'Card verification (voided)',
      });
    } catch (error) {
      if (error instanceof PaymentUnavailableError)
        throw new DomainError('CONFLICT', tr(m.errors_account_processor_unreachable), {
          details: { field: 'card' },
        });
      throw error;
    }
    if (charge.status === 'succeeded') {
      await this.gateway.voidCharge(key);
      return;
    }
    if (charge.status === 'voided') return;
    throw new DomainError(
      'PAYMENT_DECLINED',
      DECLINE_TEXTS[charge.declineCode ?? 'card_declined'],
      { details: { field: 'card' } },
    );
  }
}
