import { Heading, Stack } from '../../ui/layout';
import { SummaryRows } from '../../ui/summary-rows';
import { dueTodayRows, monthlyRows } from '../../lib/line-payment';
import type { MonthlyBill, TodayCharges } from '../../lib/line-payment';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What the totals show, under the API's names (the checkout quote passes as it is): today's
 * charges, and each later month's bill (null or zero when nothing is monthly).
 */
export type Totals = Omit<TodayCharges, 'assemblyApplied'> & {
  monthlyBill?: MonthlyBill | null | undefined;
};

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
          <Heading as="h3" size="xs" id={`${idPrefix}-today`}>
            {m.checkout_due_today()}
          </Heading>
          <SummaryRows
            lines={dueTodayRows(
              {
                ownPurchase: quote.ownPurchase,
                subscriptionSubtotal: quote.subscriptionSubtotal,
                deliveryTotal: quote.deliveryTotal,
                assemblyTotal: quote.assemblyTotal,
                taxes: quote.taxes,
                balanceUsed: quote.balanceUsed,
                total: quote.total,
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
            <Heading as="h3" size="xs" id={`${idPrefix}-monthly`}>
              {m.checkout_then_monthly()}
            </Heading>
            <SummaryRows lines={monthlyRows(monthly, `${idPrefix}-monthly-total`)} />
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
