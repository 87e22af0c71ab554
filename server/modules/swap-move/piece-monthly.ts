/**
 * What the customer pays a month for one held piece, as the move writes it on its lines (the
 * receipt's monthly amounts): the account-wide answer of decision 150 (`monthlyChargeOf`), with
 * nothing a month for a piece that is owned or bought outright.
 */
import { monthlyChargeOf, type MonthlyCharge } from '../../shared/monthly-charge';
import type { PurchaseOption } from '../../shared/purchase-options';

export function pieceMonthly(unit: {
  purchaseOption: PurchaseOption;
  subscriptionStatus: string;
  monthlyPriceCents: number | null;
  pivotCare: boolean;
  pivotCareCents: number;
}): MonthlyCharge {
  return (
    monthlyChargeOf({
      purchaseOption: unit.purchaseOption,
      status: unit.subscriptionStatus,
      monthlyPriceCents: unit.monthlyPriceCents,
      pivotCareCents: unit.pivotCare ? unit.pivotCareCents : 0,
    }) ?? { feeCents: 0, pivotCareCents: 0, totalCents: 0 }
  );
}
