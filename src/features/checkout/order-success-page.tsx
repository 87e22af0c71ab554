import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { orderQuery } from '../../api/checkout-queries';
import type { CheckoutOrder } from '../../api/checkout-queries';
import { purchaseKindOf } from '../../../machines/purchase-options';
import type { PurchaseKind } from '../../../machines/purchase-options';
import { pivotCareLabel } from '../../lib/line-payment';
import { Button } from '../../ui/button';
import { CartLineItem } from '../../ui/cart-line';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../ui/layout';
import { formatMoney, moneyWording } from '../../lib/money-format';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { PageHeading } from '../../ui/site-frame';
import { formatDay } from '../../lib/calendar-day';
import { PICKUP_WAREHOUSE } from '../../lib/store-mode';
import { TotalsList } from './totals-list';

const WINDOW_LABELS: Record<string, string> = {
  MORNING: 'in the morning',
  AFTERNOON: 'in the afternoon',
  EVENING: 'in the evening',
  ANYTIME: 'any time of day',
  PICKUP: 'for pickup',
};

/**
 * The chosen option values a line's name does not already say: a line is named after its
 * variant ("Mile End Lounge Chair - Ivory Bouclé"), so listing that value again under it would
 * say it twice.
 */
export function optionsNotInName(name: string, options: readonly string[]): string[] {
  const parts = new Set(name.split(/\s+-\s+|,/).map((part) => part.trim().toLowerCase()));
  return options.filter((value) => !parts.has(value.trim().toLowerCase()));
}

type OrderLine = CheckoutOrder['products'][number];

/** A line's price as ordered: `$78.00/mo` (PivotCare included) for a monthly line, else paid. */
function orderLinePrice(line: OrderLine): string {
  return purchaseKindOf(line.purchaseOption) === 'PURCHASE'
    ? formatMoney(line.lineTotal)
    : `${formatMoney(monthlyEach([line]))}${moneyWording().suffix}`;
}

/** How the line is paid after today, as the cart said it. */
function orderLineTerms(line: OrderLine): string {
  switch (purchaseKindOf(line.purchaseOption)) {
    case 'FINANCING':
      return `${line.termLength ?? 1} monthly payments of ${formatMoney(line.price * line.quantity)}`;
    case 'SUBSCRIPTION':
      return 'Monthly subscription, yours once paid off';
    case 'RENT':
      return 'Billed monthly until you return it';
    default:
      return 'Bought';
  }
}

/** What the lines of these kinds added to today's charge. */
function sumLines(lines: readonly OrderLine[], kinds: (kind: PurchaseKind) => boolean): number {
  const cents = lines
    .filter((line) => kinds(purchaseKindOf(line.purchaseOption)))
    .reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  return cents / 100;
}

/** Each later month, before tax: the monthly lines' fees and PivotCare. */
function monthlyEach(lines: readonly OrderLine[]): number {
  return sumLines(lines, (kind) => kind !== 'PURCHASE');
}

/** /order/success/{orderId}: the confirmation, read back from the server. */
export function OrderSuccessPage({ orderId }: { orderId: string }) {
  const { data: order, status, refetch } = useQuery(orderQuery(orderId));
  // Placing the order lands on this page's heading, never on the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = order?.id;
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  if (status === 'pending') return <Spinner layout="block" label="Loading your order" />;
  if (status === 'error' || !order) {
    return (
      <PageColumn gap={4} width="narrow">
        <StatusPanel
          headingLevel="h1"
          title={
            status === 'error' ? 'We could not load your order' : 'We could not find this order'
          }
          actions={
            <Cluster gap={3}>
              {status === 'error' ? (
                <Button onClick={() => void refetch()}>Try again</Button>
              ) : null}
              <Button variant="secondary" asChild>
                <Link to="/account">Go to your account</Link>
              </Button>
            </Cluster>
          }
        >
          {status === 'error'
            ? 'Your order is safe; only this page failed to load.'
            : 'It may belong to another account.'}
        </StatusPanel>
      </PageColumn>
    );
  }
  return (
    <PageColumn gap={6} width="narrow">
      <Stack gap={2}>
        <PageHeading ref={headingRef} tabIndex={-1} focusTarget>
          Thank you, your order is placed
        </PageHeading>
        <Text>
          Order number <strong data-testid="order-number">{order.orderNumber}</strong>. We sent the
          receipt to {order.email}.
        </Text>
        {order.deliverydate && order.deliverytimetype === 'PICKUP' ? (
          <Text data-testid="order-pickup">
            Pick up your order at <strong>{PICKUP_WAREHOUSE.name}</strong>,{' '}
            {PICKUP_WAREHOUSE.address}, on <strong>{formatDay(order.deliverydate)}</strong> between
            10 am and 5 pm. Bring photo ID and your order number.
          </Text>
        ) : order.deliverydate ? (
          <Text>
            Delivery on <strong>{formatDay(order.deliverydate)}</strong>{' '}
            {WINDOW_LABELS[order.deliverytimetype ?? 'ANYTIME']}
            {order.address
              ? ` to ${order.address.streetaddress}${order.address.unitnumber ? `, unit ${order.address.unitnumber}` : ''}, ${order.address.city} ${order.address.postalcode}`
              : ''}
            .
          </Text>
        ) : null}
      </Stack>
      {order.requiresAgreement && !order.hasSignedAgreement ? (
        <Notice tone="warning" title="Your monthly payment agreement is not signed yet">
          <Link to="/account/unsigned-agreements">Read and sign it</Link> before delivery.
        </Notice>
      ) : null}
      <Stack gap={3} as="section" aria-labelledby="order-items">
        <Heading as="h2" id="order-items" size="xs" weight="regular">
          Items
        </Heading>
        {order.products.map((line) => {
          const extra = optionsNotInName(line.name, line.options);
          return (
            <CartLineItem
              as="div"
              key={`${line.productId}-${line.name}`}
              image={line.thumbUrl}
              title={<Text weight="bold">{line.name}</Text>}
              price={
                <Stack gap={1} align="right" data-testid="order-line-price">
                  <Text weight="bold">{orderLinePrice(line)}</Text>
                  {purchaseKindOf(line.purchaseOption) !== 'PURCHASE' ? (
                    <Text size="sm" tone="muted">
                      {formatMoney(line.lineTotal)} today
                    </Text>
                  ) : null}
                </Stack>
              }
            >
              {extra.length > 0 ? <Text>{extra.join(', ')}</Text> : null}
              <Text size="sm">{orderLineTerms(line)}</Text>
              {order.deliverytimetype === 'PICKUP' && line.originalPrice > line.price ? (
                <Text size="sm" tone="muted" data-testid="order-line-retail">
                  Retail <s>{formatMoney(line.originalPrice)}</s>, sold at 85% off
                </Text>
              ) : null}
              {line.pivotCare ? (
                <Text size="sm" tone="muted">
                  {pivotCareLabel(line.pivotCare)}
                </Text>
              ) : null}
              <Text>Quantity {line.quantity}</Text>
            </CartLineItem>
          );
        })}
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="order-totals">
        <Heading as="h2" id="order-totals" size="xs" weight="regular">
          Totals
        </Heading>
        <TotalsList
          idPrefix="order"
          quote={{
            ownPurchase: sumLines(order.products, (kind) => kind === 'PURCHASE'),
            subscriptionSubtotal: sumLines(order.products, (kind) => kind !== 'PURCHASE'),
            deliveryTotal: order.shippingPrice,
            assemblyTotal: order.assemblyPrice,
            taxes: order.taxes,
            balanceUsed: order.balanceUsed,
            total: order.amountCharged,
            pickup: order.deliverytimetype === 'PICKUP',
          }}
        />
        {monthlyEach(order.products) > 0 ? (
          <Text data-testid="order-monthly">
            Then {formatMoney(monthlyEach(order.products))}
            {moneyWording().suffix} plus tax for your monthly items, billed from a month after
            delivery.
          </Text>
        ) : null}
        {order.payment?.cardLastFourDigits ? (
          <Text>
            Charged to {order.payment.cardType} ending {order.payment.cardLastFourDigits}.
          </Text>
        ) : null}
      </Stack>
      <Cluster gap={3}>
        <Button asChild>
          <Link to="/account/receipts/print/$orderId" params={{ orderId: order.id }}>
            View receipt
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/account">See your orders in your account</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/">Keep shopping</Link>
        </Button>
      </Cluster>
    </PageColumn>
  );
}
