import { Heading, Stack } from '../../ui/layout';
import { SummaryRows } from '../../ui/summary-rows';
import { dueTodayRows, monthlyRows } from '../../lib/line-payment';
import type { MonthlyBill } from '../../lib/line-payment';

export interface Totals {
  /** Purchases paid today. */
  subtotal: number;
  /** The first month of every monthly line, paid today. */
  firstMonths: number;
  delivery: number;
  assembly: number;
  taxes: readonly { name: string; price: number }[];
  balanceUsed: number;
  /** Exactly what is charged today. */
  amountDue: number;
  /** Picked up at the warehouse (the liquidation sale): a pickup row instead of delivery. */
  pickup?: boolean;
  /** Each later month's bill; null or zero when nothing is monthly. */
  monthlyBill?: MonthlyBill | null | undefined;
}

/**
 * An order's totals in two blocks: "Due today" (purchases, first months, delivery, assembly,
 * each tax, credit and the charge) and, when something is monthly, "Then monthly".
 */
export function TotalsList({ quote, idPrefix }: { quote: Totals; idPrefix: string }) {
  const monthly = quote.monthlyBill && quote.monthlyBill.total > 0 ? quote.monthlyBill : null;
  return (
    <Stack gap={3}>
      <div role="group" aria-labelledby={`${idPrefix}-today`}>
        <Stack gap={2}>
          <Heading as="h3" size="sm" id={`${idPrefix}-today`} css={{ fontSize: '$3' }}>
            Due today
          </Heading>
          <SummaryRows
            lines={dueTodayRows(
              {
                ownPurchase: quote.subtotal,
                subscriptionSubtotal: quote.firstMonths,
                deliveryTotal: quote.delivery,
                assemblyTotal: quote.assembly,
                taxes: quote.taxes,
                balanceUsed: quote.balanceUsed,
                total: quote.amountDue,
                pickup: quote.pickup === true,
              },
              `${idPrefix}-due-today`,
            )}
          />
        </Stack>
      </div>
      {monthly ? (
        <div role="group" aria-labelledby={`${idPrefix}-monthly`}>
          <Stack gap={2}>
            <Heading as="h3" size="sm" id={`${idPrefix}-monthly`} css={{ fontSize: '$3' }}>
              Then monthly
            </Heading>
            <SummaryRows lines={monthlyRows(monthly, `${idPrefix}-monthly-total`)} />
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
