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
import { m } from '../../i18n/paraglide/messages.js';

const WINDOW_LABELS: Record<string, () => string> = {
  MORNING: m.checkout_window_morning,
  AFTERNOON: m.checkout_window_afternoon,
  EVENING: m.checkout_window_evening,
  ANYTIME: m.checkout_window_anytime,
  PICKUP: m.checkout_window_pickup,
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
      return m.checkout_line_financing({
        payments: line.termLength ?? 1,
        amount: formatMoney(line.price * line.quantity),
      });
    case 'SUBSCRIPTION':
      return m.checkout_line_subscription();
    case 'RENT':
      return m.checkout_line_rental();
    default:
      return m.checkout_line_bought();
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

/** How often an order still being confirmed is read again. */
const CONFIRMING_REFRESH_MS = 3_000;

/** /order/success/{orderId}: the confirmation, read back from the server. */
export function OrderSuccessPage({ orderId }: { orderId: string }) {
  const {
    data: order,
    status,
    refetch,
  } = useQuery({
    ...orderQuery(orderId),
    // An order still being confirmed (its payment not settled yet) is read again until it is.
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? CONFIRMING_REFRESH_MS : false,
  });
  // Placing the order lands on this page's heading, never on the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = order?.id;
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  if (status === 'pending') return <Spinner layout="block" label={m.checkout_loading_order()} />;
  if (status === 'error' || !order) {
    return (
      <PageColumn gap={4} width="narrow">
        <StatusPanel
          headingLevel="h1"
          title={status === 'error' ? m.checkout_order_failed() : m.checkout_order_not_found()}
          actions={
            <Cluster gap={3}>
              {status === 'error' ? (
                <Button onClick={() => void refetch()}>{m.checkout_try_again()}</Button>
              ) : null}
              <Button variant="secondary" asChild>
                <Link to="/account">{m.checkout_go_to_account()}</Link>
              </Button>
            </Cluster>
          }
        >
          {status === 'error' ? m.checkout_order_safe() : m.checkout_other_account()}
        </StatusPanel>
      </PageColumn>
    );
  }
  if (order.status === 'PENDING') {
    // Charged or being charged, not settled yet: no success, no tax breakdown or card it cannot
    // back; what was ordered and the total, until the next read finds it settled.
    return (
      <PageColumn gap={6} width="narrow" data-testid="order-confirming">
        <Stack gap={2}>
          <PageHeading ref={headingRef} tabIndex={-1} focusTarget>
            {m.checkout_confirming_title()}
          </PageHeading>
          <Text>{m.checkout_confirming_text({ number: order.orderNumber })}</Text>
          <Spinner size="sm" label={m.checkout_confirming_checking()} />
        </Stack>
        <Stack gap={3} as="section" aria-labelledby="order-items">
          <Heading as="h2" id="order-items" size="xs" weight="regular">
            {m.checkout_items()}
          </Heading>
          {order.products.map((line) => (
            <CartLineItem
              as="div"
              key={`${line.productId}-${line.name}`}
              image={line.thumbUrl}
              title={<Text weight="bold">{line.name}</Text>}
              price={<Text weight="bold">{orderLinePrice(line)}</Text>}
            >
              <Text>{m.checkout_quantity({ quantity: line.quantity })}</Text>
            </CartLineItem>
          ))}
          <Cluster gap={3} justify="between" data-testid="order-confirming-total">
            <Text weight="bold">{m.checkout_confirming_total()}</Text>
            <Text weight="bold">{formatMoney(order.total)}</Text>
          </Cluster>
          <Text size="sm" tone="muted">
            {m.checkout_confirming_taxes()}
          </Text>
        </Stack>
      </PageColumn>
    );
  }
  return (
    <PageColumn gap={6} width="narrow">
      <Stack gap={2}>
        <PageHeading ref={headingRef} tabIndex={-1} focusTarget>
          {m.checkout_success_title()}
        </PageHeading>
        <Text>
          {m.checkout_order_number_label()}{' '}
          <strong data-testid="order-number">{order.orderNumber}</strong>.{' '}
          {m.checkout_receipt_sent({ email: order.email })}
        </Text>
        {order.deliverydate && order.deliverytimetype === 'PICKUP' ? (
          <Text data-testid="order-pickup">
            {m.checkout_pickup_at_before()} <strong>{m.checkout_warehouse_name()}</strong>,{' '}
            {PICKUP_WAREHOUSE.address}, {m.checkout_pickup_on()}{' '}
            <strong>{formatDay(order.deliverydate)}</strong> {m.checkout_pickup_after()}
          </Text>
        ) : order.deliverydate ? (
          <Text>
            {m.checkout_delivery_on()} <strong>{formatDay(order.deliverydate)}</strong>{' '}
            {(WINDOW_LABELS[order.deliverytimetype ?? 'ANYTIME'] ?? m.checkout_window_anytime)()}
            {order.address
              ? ` ${m.checkout_delivery_to_address({
                  address: `${order.address.streetaddress}${order.address.unitnumber ? `, ${m.checkout_unit({ unit: order.address.unitnumber })}` : ''}, ${order.address.city} ${order.address.postalcode}`,
                })}`
              : ''}
            .
          </Text>
        ) : null}
      </Stack>
      {order.requiresAgreement && !order.hasSignedAgreement ? (
        <Notice tone="warning" title={m.checkout_agreement_unsigned()}>
          <Link to="/account/unsigned-agreements">{m.checkout_read_and_sign()}</Link>{' '}
          {m.checkout_before_delivery()}
        </Notice>
      ) : null}
      <Stack gap={3} as="section" aria-labelledby="order-items">
        <Heading as="h2" id="order-items" size="xs" weight="regular">
          {m.checkout_items()}
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
                      {m.checkout_amount_today({ amount: formatMoney(line.lineTotal) })}
                    </Text>
                  ) : null}
                </Stack>
              }
            >
              {extra.length > 0 ? <Text>{extra.join(', ')}</Text> : null}
              <Text size="sm">{orderLineTerms(line)}</Text>
              {order.deliverytimetype === 'PICKUP' && line.originalPrice > line.price ? (
                <Text size="sm" tone="muted" data-testid="order-line-retail">
                  {m.checkout_retail()} <s>{formatMoney(line.originalPrice)}</s>,{' '}
                  {m.checkout_sold_off()}
                </Text>
              ) : null}
              {line.pivotCare ? (
                <Text size="sm" tone="muted">
                  {pivotCareLabel(line.pivotCare)}
                </Text>
              ) : null}
              <Text>{m.checkout_quantity({ quantity: line.quantity })}</Text>
            </CartLineItem>
          );
        })}
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="order-totals">
        <Heading as="h2" id="order-totals" size="xs" weight="regular">
          {m.checkout_totals()}
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
            {m.checkout_monthly_after({
              amount: `${formatMoney(monthlyEach(order.products))}${moneyWording().suffix}`,
            })}
          </Text>
        ) : null}
        {order.payment?.cardLastFourDigits ? (
          <Text>
            {m.checkout_charged_to({
              brand: order.payment.cardType ?? '',
              last4: order.payment.cardLastFourDigits,
            })}
          </Text>
        ) : null}
      </Stack>
      <Cluster gap={3}>
        <Button asChild>
          <Link to="/account/receipts/print/$orderId" params={{ orderId: order.id }}>
            {m.checkout_view_receipt()}
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/account">{m.checkout_see_orders()}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/">{m.checkout_keep_shopping()}</Link>
        </Button>
      </Cluster>
    </PageColumn>
  );
}
