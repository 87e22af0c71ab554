/**
 * What the customer pays a month for one held piece: its membership fee and, when the unit has
 * it, PivotCare, named apart. Moves show it on the item list and write it on the move's lines
 * (the receipt's "monthly payments of"); every other reading of a piece's monthly amount in
 * the move flow goes through here, so the account-wide answer can replace this one function.
 */
export interface PieceMonthly {
  feeCents: number;
  pivotCareCents: number;
  totalCents: number;
}

export function pieceMonthly(unit: {
  monthlyPriceCents: number | null;
  pivotCare: boolean;
  pivotCareCents: number;
}): PieceMonthly {
  const feeCents = unit.monthlyPriceCents ?? 0;
  const pivotCareCents = unit.pivotCare ? unit.pivotCareCents : 0;
  return { feeCents, pivotCareCents, totalCents: feeCents + pivotCareCents };
}
