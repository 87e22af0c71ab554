/**
 * What placing an order leaves behind for billing (pricing contract, "Memberships"): one
 * membership_products row per unit of every monthly line, payment 1 already made (at checkout),
 * the next bill due a month after the delivery date.
 */
import type { DatabaseHandle } from '../../db/client';
import { findOrCreateMonthlyMembership, insertMembershipUnits } from './billing-repository';
import { addMonths, parseIsoDate } from '../../shared/calendar-date';
import { assertCents } from '../../shared/money';
import {
  isPurchaseOption,
  MONTHLY_PURCHASE_OPTIONS,
  type PurchaseOption,
} from '../../shared/purchase-options';

export interface MembershipLine {
  productId: number;
  /** A monthly option: subscription, financing or rent. */
  purchaseOption: PurchaseOption;
  termLengthMonths: number | null;
  quantity: number;
  /** The monthly fee or instalment, per unit. */
  monthlyPriceCents: number;
  /** PivotCare per month and unit; 0 without it. */
  pivotCareCents: number;
  /** The unit's purchase price (sale price if on sale). */
  retailValueCents: number;
  /** Monthly payments in all, payment 1 (charged at checkout) included; null for rent. */
  paymentsDue: number | null;
}

export interface CreateMembershipsInput {
  customerId: string;
  orderId: string;
  /** The shipping address the units go to (and are billed at). */
  addressId: string;
  /** The order's delivery date, 'YYYY-MM-DD'. */
  startDate: string;
  lines: readonly MembershipLine[];
}

function checkLine(line: MembershipLine, index: number): void {
  const where = `lines[${index}]`;
  if (!isPurchaseOption(line.purchaseOption)) {
    throw new RangeError(`${where}.purchaseOption is not a purchase option.`);
  }
  if (!(MONTHLY_PURCHASE_OPTIONS as readonly string[]).includes(line.purchaseOption)) {
    throw new RangeError(`${where}: ${line.purchaseOption} is paid once; it has no membership.`);
  }
  if (!Number.isSafeInteger(line.productId) || line.productId <= 0) {
    throw new RangeError(`${where}.productId must be a product id.`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`${where}.quantity must be a whole number of at least 1.`);
  }
  assertCents(line.monthlyPriceCents, `${where}.monthlyPriceCents`);
  assertCents(line.pivotCareCents, `${where}.pivotCareCents`);
  assertCents(line.retailValueCents, `${where}.retailValueCents`);
  if (
    line.paymentsDue !== null &&
    (!Number.isSafeInteger(line.paymentsDue) || line.paymentsDue < 1)
  ) {
    throw new RangeError(`${where}.paymentsDue must be null (rent) or at least 1.`);
  }
  if (
    line.termLengthMonths !== null &&
    (!Number.isSafeInteger(line.termLengthMonths) || line.termLengthMonths < 1)
  ) {
    throw new RangeError(`${where}.termLengthMonths must be null or at least 1.`);
  }
}

/**
 * Writes the order's membership units in the caller's transaction (`tx`: checkout's own, so the
 * units exist exactly when the order does) and returns their ids, one per unit, in line order.
 * Status PENDING_DELIVERY ("ordered"); the billing run bills them once they are DELIVERED.
 */
export async function createMembershipsForOrder(
  tx: DatabaseHandle,
  input: CreateMembershipsInput,
): Promise<string[]> {
  const startDate = parseIsoDate(input.startDate, 'startDate');
  input.lines.forEach(checkLine);
  if (input.lines.length === 0) return [];
  const membershipId = await findOrCreateMonthlyMembership(tx, input.customerId);
  return insertMembershipUnits(
    tx,
    { membershipId, orderId: input.orderId, addressId: input.addressId, startDate },
    input.lines.map((line) => ({
      ...line,
      nextBillDate: line.paymentsDue === 1 ? null : addMonths(startDate, 1),
    })),
  );
}
