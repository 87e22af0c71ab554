import { Link } from '@tanstack/react-router';
import type { CartLineSnapshot, PricedCart } from '../../api/cart-queries';
import { m } from '../../i18n/paraglide/messages.js';
import type { CartSnapshot, NewCartLine } from '../../lib/cart-store';
import { byCartLineKey, cartLineKey } from '../../lib/cart-line-key';
import { SummaryRows } from '../../ui/summary-rows';
import { CartLineItem } from '../../ui/cart-line';
import { Heading, Stack, Text } from '../../ui/layout';
import { dueTodayRows, isMonthlyLine, linePrice, monthlyRows } from '../../lib/line-payment';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { wayToPay } from './way-to-pay';

/** The lines a shared cart or a package would add: those still sold, in the store's shape. */
export function addableLines(lines: readonly CartLineSnapshot[]): NewCartLine[] {
  return lines
    .filter((line) => line.available)
    .map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      purchaseOption: line.purchaseOption,
      termLength: line.termLength ?? null,
      options: line.options.map((option) => ({
        optionId: option.optionId,
        valueId: option.valueId,
      })),
      name: line.name,
      slug: line.slug,
      image: line.image ?? null,
    }));
}

/** A cart snapshot of these lines, for pricing them with the cart-quote machine. */
export function snapshotOf(lines: readonly NewCartLine[], version: number): CartSnapshot {
  return {
    lines: lines.map((line) => ({
      ...line,
      quantity: line.quantity ?? 1,
      pivotCare: line.pivotCare ?? false,
      addedAt: '',
    })),
    returns: [],
    assembly: false,
    version,
  };
}

/** Read-only cart lines (a shared cart's, a package's), priced when a quote is there. */
export function SnapshotLines({
  lines,
  quote,
  label,
  hidePrices = false,
}: {
  lines: readonly CartLineSnapshot[];
  quote: PricedCart | null;
  label: string;
  /** No price column (the share page: prices are for whoever opens the link). */
  hidePrices?: boolean;
}) {
  const priced = byCartLineKey(quote?.products);
  return (
    <Stack as="ul" gap={4} list="plain" aria-label={label} data-testid="snapshot-lines">
      {lines.map((line) => {
        const key = cartLineKey(line);
        const quoted = line.available ? priced.get(key) : undefined;
        const problem = quote?.errors.find((error) => error.productId === line.productId);
        return (
          <CartLineItem
            key={key}
            image={line.image}
            title={
              line.slug && line.available ? (
                <Link to="/productdetail/$product" params={{ product: line.slug }}>
                  {line.name}
                </Link>
              ) : (
                <Text weight="bold">{line.name}</Text>
              )
            }
            price={
              hidePrices ? null : quoted ? (
                <Price value={linePrice(quoted)} />
              ) : line.available && !problem ? (
                <Skeleton width={72} height={20} />
              ) : (
                <Text tone="muted">—</Text>
              )
            }
          >
            <Text size="sm" tone="muted">
              {wayToPay(line.purchaseOption, line.termLength)} ·{' '}
              {m.cart_quantity_count({ quantity: line.quantity })}
            </Text>
            {!line.available ? (
              <Text size="sm" tone="warning">
                {m.cart_snapshot_no_longer_sold()}
              </Text>
            ) : problem ? (
              <Text size="sm" tone="error">
                {problem.error}
              </Text>
            ) : null}
          </CartLineItem>
        );
      })}
    </Stack>
  );
}

/** The items total and the all-in total of a quote, as a short summary. */
export function SnapshotTotals({ quote, updating }: { quote: PricedCart; updating: boolean }) {
  return (
    <Stack gap={2} aria-busy={updating} data-testid="snapshot-totals">
      <Heading as="h2" size="sm">
        {m.cart_price_for_city()}
      </Heading>
      <Stack gap={1} role="group" aria-labelledby="snapshot-today">
        <Text weight="bold" id="snapshot-today">
          {m.cart_due_today()}
        </Text>
        <SummaryRows
          lines={dueTodayRows({ ...quote, pickup: quote.mode === 'LIQUIDATION' }, 'snapshot-total')}
        />
      </Stack>
      {quote.mode !== 'LIQUIDATION' && quote.products.some(isMonthlyLine) ? (
        <Stack gap={1} role="group" aria-labelledby="snapshot-monthly">
          <Text weight="bold" id="snapshot-monthly">
            {m.cart_then_monthly()}
          </Text>
          <SummaryRows lines={monthlyRows(quote.monthlyBill, 'snapshot-monthly-total')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
