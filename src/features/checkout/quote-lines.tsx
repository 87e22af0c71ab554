import type { CheckoutQuoteLine } from '../../../machines/checkout.machine';
import { formatMoney, priceDisplay } from '../../lib/money-format';
import { isMonthlyLine, linePriceText, lineTerms, pivotCareLabel } from '../../lib/line-payment';
import { styled } from '../../styles/stitches.config';
import { Stack, Text } from '../../ui/layout';
import { Price } from '../../ui/price';

const Lines = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$3', alignItems: 'baseline' },
  '& li > :last-child': {
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    alignItems: 'flex-end',
  },
});

/** Each priced line: how it is paid, what it adds today, and each month after. */
export function QuoteLines({ lines }: { lines: readonly CheckoutQuoteLine[] }) {
  return (
    <Lines aria-label="How each item is paid">
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
                {formatMoney(line.lineTotal)} today
              </Text>
            ) : null}
          </Stack>
        </li>
      ))}
    </Lines>
  );
}
