import { DomainError } from '../../shared/errors';
import type { MonthlyCharge } from '../../shared/monthly-charge';

/** Integer cents to the API's dollar amounts; the only place the API divides money. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : dollars(cents);
}

/** Dollars from the API to integer cents; more than two decimals is refused, not rounded. */
export function centsOf(value: number, field: string): number {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(cents - value * 100) > 1e-6) {
    throw new DomainError('BAD_USER_INPUT', 'Amounts are in dollars with at most two decimals.', {
      details: { field },
    });
  }
  return cents;
}

/** A piece's monthly charge (decision 150) as the API's MonthlyCharge, in dollars. */
export function monthlyChargeDollars(charge: MonthlyCharge): {
  fee: number;
  pivotCare: number;
  total: number;
};
export function monthlyChargeDollars(
  charge: MonthlyCharge | null,
): { fee: number; pivotCare: number; total: number } | null;
export function monthlyChargeDollars(charge: MonthlyCharge | null) {
  return charge
    ? {
        fee: dollars(charge.feeCents),
        pivotCare: dollars(charge.pivotCareCents),
        total: dollars(charge.totalCents),
      }
    : null;
}
