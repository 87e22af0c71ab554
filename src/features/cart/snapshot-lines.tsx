import { Link } from '@tanstack/react-router';
import type { CartLineSnapshot, PricedCart } from '../../api/cart-queries';
import type { CartSnapshot, NewCartLine } from '../../lib/cart-store';
import { CartLineRow, SummaryList, SummaryRow } from '../../ui/cart-layout';
import { Heading, Stack, Text } from '../../ui/layout';
import { formatMoney, priceDisplay } from '../../lib/money-format';
import { Price } from '../../ui/price';
import { ResponsiveImage } from '../../ui/responsive-image';
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
  return (
    <Stack
      as="ul"
      gap={4}
      css={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={label}
      data-testid="snapshot-lines"
    >
      {lines.map((line) => {
        const quoted = line.available
          ? quote?.products.find((product) => product.productId === line.productId)
          : undefined;
        const problem = quote?.errors.find((error) => error.productId === line.productId);
        return (
          <CartLineRow
            as="li"
            key={`${line.productId}-${line.purchaseOption}-${line.termLength ?? ''}`}
          >
            <div>
              {line.image ? (
                <ResponsiveImage
                  src={line.image}
                  set="thumb"
                  alt=""
                  aspectRatio={4 / 3}
                  sizes="120px"
                />
              ) : null}
            </div>
            <Stack gap={1}>
              {line.slug && line.available ? (
                <Link to="/productdetail/$product" params={{ product: line.slug }}>
                  {line.name}
                </Link>
              ) : (
                <Text weight="bold">{line.name}</Text>
              )}
              <Text size="sm" tone="muted">
                {wayToPay(line.purchaseOption, line.termLength)} · Quantity {line.quantity}
              </Text>
              {!line.available ? (
                <Text size="sm" tone="warning">
                  No longer sold: it will not be added.
                </Text>
              ) : problem ? (
                <Text size="sm" tone="error">
                  {problem.error}
                </Text>
              ) : null}
            </Stack>
            <div style={{ textAlign: 'right' }}>
              {hidePrices ? null : quoted ? (
                <Price value={priceDisplay({ amount: quoted.lineTotal }, 'ownv3')} />
              ) : line.available && !problem ? (
                <Skeleton width={72} height={20} />
              ) : (
                <Text tone="muted">—</Text>
              )}
            </div>
          </CartLineRow>
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
        Price for your city
      </Heading>
      <SummaryList>
        <SummaryRow>
          <dt>Items</dt>
          <dd>{formatMoney(quote.ownPurchase)}</dd>
        </SummaryRow>
        <SummaryRow>
          <dt>Delivery</dt>
          <dd>{formatMoney(quote.deliveryTotal)}</dd>
        </SummaryRow>
        {quote.taxes.map((tax) => (
          <SummaryRow key={tax.name}>
            <dt>{tax.name}</dt>
            <dd>{formatMoney(tax.price)}</dd>
          </SummaryRow>
        ))}
        <SummaryRow total>
          <dt>Total</dt>
          <dd data-testid="snapshot-total">{formatMoney(quote.total)}</dd>
        </SummaryRow>
      </SummaryList>
    </Stack>
  );
}
