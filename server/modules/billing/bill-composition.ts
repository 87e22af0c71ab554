/**
 * What one monthly bill comes to (docs/decisions/104-billing-run.md): the memberships of one
 * customer, address and bill date, their fees and PivotCare, the taxes of the address's province
 * at the bill's date, and the account credit drawn first. The billing run writes exactly this;
 * the account's upcoming bill shows exactly this before the run (decision 113).
 */
import { monthlyChargeOf, type MonthlyChargeFacts } from '../../shared/monthly-charge';
import { sumTaxLines, taxLinesFor, type TaxLine } from '../../shared/sales-tax';

/** One membership's period on the bill. */
export interface BillMember {
  feeCents: number;
  pivotCareCents: number;
}

/**
 * The members a bill may hold, each with the fee and PivotCare it is billed: exactly the
 * membership's monthly charge (monthlyChargeOf, decision 150). A row with no monthly charge (a
 * purchase, a settled piece) is left out: it makes no bill line.
 */
export function billableMembers<T extends MonthlyChargeFacts>(
  rows: readonly T[],
): (T & BillMember)[] {
  return rows.flatMap((row) => {
    const charge = monthlyChargeOf(row);
    return charge
      ? [{ ...row, feeCents: charge.feeCents, pivotCareCents: charge.pivotCareCents }]
      : [];
  });
}

export interface ComposedBill {
  subtotalCents: number;
  taxLines: TaxLine[];
  taxTotalCents: number;
  totalCents: number;
  /** Account credit drawn first, never more than the total. */
  creditUsedCents: number;
  /** What the card is charged: total less credit. */
  amountChargedCents: number;
}

/**
 * One bill of `members` (all at one address and bill date) taxed in `province` at `billDate`,
 * drawing at most `availableCreditCents` of account credit.
 */
export function composeBill(
  members: readonly BillMember[],
  province: string,
  billDate: string,
  availableCreditCents: number,
): ComposedBill {
  const subtotalCents = members.reduce((sum, m) => sum + m.feeCents + m.pivotCareCents, 0);
  const taxLines = taxLinesFor(province, subtotalCents, billDate);
  const totalCents = subtotalCents + sumTaxLines(taxLines);
  const creditUsedCents = Math.max(0, Math.min(availableCreditCents, totalCents));
  return {
    subtotalCents,
    taxLines,
    taxTotalCents: totalCents - subtotalCents,
    totalCents,
    creditUsedCents,
    amountChargedCents: totalCents - creditUsedCents,
  };
}

/** A tax line's rate as bill_taxes stores it: percent, e.g. '9.975'. */
export function ratePercentOf(line: TaxLine): string {
  return String((line.rate.numerator * 100) / line.rate.denominator);
}
