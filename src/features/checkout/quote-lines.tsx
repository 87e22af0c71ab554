import type { CheckoutQuoteLine } from '../../../machines/checkout.machine';
import { formatMoney, priceDisplay } from '../../lib/money-format';
import { isMonthlyLine, linePriceText, lineTerms, pivotCareLabel } from '../../lib/line-payment';
import { AmountLines } from '../../ui/checkout-layout';
import { Stack, Text } from '../../ui/layout';
import { Price } from '../../ui/price';
import { m } from '../../i18n/paraglide/messages.js';

/** Each priced line: how it is paid, what it adds today, and each month after. */
export function QuoteLines({ lines }: { lines: readonly CheckoutQuoteLine[] }) {
  return (
    <AmountLines gap={3} amount="column" aria-label={m.checkout_lines_label()}>
      {lines.map((line) => (
        <li key={`${line.productId}|${line.purchaseOption}|${line.termLength ?? ''}`}>
          <Stack gap={1}>
            <Text weight="bold">
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </Text>
            {lineTerms(line) ? <Text size="sm">{lineTerms(line)}</Text> : null}
            {line.pivotCareApplied && line.pivotCare !== null ? (
              <Text size="sm" tone="muted">
                {pivotCareLabel(line.pivotCare)}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={1} data-testid="quote-line-price">
            {!isMonthlyLine(line) &&
            line.retailPrice !== undefined &&
            line.retailPrice > line.price ? (
              // A sale (the liquidation sale, a final-sale markdown): beside the struck retail price.
              <Price
                value={priceDisplay(
                  {
                    amount: line.lineTotal,
                    originalAmount: line.retailPrice * line.quantity,
                  },
                  'ownv3',
                )}
              />
            ) : (
              <Text weight="bold">{linePriceText(line)}</Text>
            )}
            {isMonthlyLine(line) ? (
              <Text size="sm" tone="muted">
                {m.checkout_amount_today({ amount: formatMoney(line.lineTotal) })}
              </Text>
            ) : null}
          </Stack>
        </li>
      ))}
    </AmountLines>
  );
}
