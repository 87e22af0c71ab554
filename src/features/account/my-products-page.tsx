import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productsByAddressQuery } from '../../api/holdings-queries';
import type { AddressProducts, MembershipProduct } from '../../api/holdings-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { addressLabel } from '../../ui/address-form';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { ResponsiveImage } from '../../ui/responsive-image';
import { StatusPanel } from '../../ui/status-panel';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { isHeld, leftLabel, paymentLabel, productStatusLabel } from './holdings-format';
import { formatCalendarDay } from './receipt-format';

/**
 * Where a product's actions go (return, swap, move, buy out, review). Their flows are built in
 * their own issue; until a route gives this, the cards show no action, so nothing leads to a
 * page that does not exist.
 */
export type ProductActions = (
  product: MembershipProduct,
  address: AddressProducts['address'],
) => ReactNode;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt style={{ fontSize: '0.875rem' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function ProductCard({
  product,
  address,
  actions,
}: {
  product: MembershipProduct;
  address: AddressProducts['address'];
  actions?: ProductActions | undefined;
}) {
  const left = leftLabel(product);
  return (
    <li>
      <Panel gap={3} thumb={160} data-testid="membership-product">
        <div style={{ maxWidth: 200 }}>
          {product.thumburl ? (
            <ResponsiveImage
              src={product.thumburl}
              set="thumb"
              alt=""
              aspectRatio={4 / 3}
              sizes="160px"
            />
          ) : null}
        </div>
        <Stack gap={2}>
          <Cluster gap={2}>
            <Heading as="h3" size="xs" wrap="anywhere">
              {product.name}
            </Heading>
            <Badge tone={product.subscription_status === 'DELIVERED' ? 'brand' : 'neutral'}>
              {productStatusLabel(product)}
            </Badge>
          </Cluster>
          {product.options.length > 0 ? (
            <Text tone="muted" size="sm">
              {product.options
                .map((option) => m.account_option_value({ name: option.name, value: option.value }))
                .join(' · ')}
            </Text>
          ) : null}
          <Text size="sm">{paymentLabel(product)}</Text>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
              gap: '8px 16px',
              margin: 0,
            }}
          >
            <Fact
              // A piece on its way is not held "since" a day to come.
              label={
                product.subscription_status === 'PENDING_DELIVERY'
                  ? m.account_arriving_on()
                  : m.account_since()
              }
              value={formatCalendarDay(product.startdate)}
            />
            <Fact
              label={m.account_paid_so_far()}
              value={formatMoney(product.paidSoFar)}
              testId="paid-so-far"
            />
            {left ? (
              <Fact
                label={
                  product.kind === 'FINANCING'
                    ? m.account_left_until_paid_off()
                    : m.account_left_until_owned()
                }
                value={formatMoney(product.leftToPay ?? 0)}
                testId="left-to-pay"
              />
            ) : null}
            {product.buyoutPrice !== null && product.buyoutPrice !== undefined ? (
              <Fact
                label={m.account_buyout_today()}
                value={formatMoney(product.buyoutPrice)}
                testId="buyout-price"
              />
            ) : null}
            {product.monthlyCharge &&
            product.nextBillDate &&
            isHeld(product.subscription_status) ? (
              <Fact
                label={m.account_next_payment()}
                value={m.account_next_payment_value({
                  amount: formatMoney(product.monthlyCharge.total),
                  date: formatCalendarDay(product.nextBillDate),
                })}
                testId="next-payment"
              />
            ) : null}
          </dl>
          {actions ? <Cluster gap={3}>{actions(product, address)}</Cluster> : null}
        </Stack>
      </Panel>
    </li>
  );
}

export interface MyProductsViewProps {
  status: 'pending' | 'error' | 'success';
  groups?: readonly AddressProducts[] | undefined;
  onRetry: () => void;
  retrying?: boolean;
  /** The actions of each product (return, swap, move, buy out, review), once their flows exist. */
  actions?: ProductActions;
}

/** /account/my-products without the router's data: stories render each state. */
export function MyProductsView({
  status,
  groups,
  onRetry,
  retrying,
  actions,
}: MyProductsViewProps) {
  const withProducts = (groups ?? []).filter((group) => group.products.length > 0);
  return (
    <AccountPageFrame title={m.account_page_my_products()} intro={m.account_my_products_intro()}>
      {status !== 'success' || !groups ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_products()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : withProducts.length === 0 ? (
        <StatusPanel
          title={m.account_no_furniture_title()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/">{m.account_browse_furniture()}</Link>
            </Button>
          }
        >
          {m.account_no_furniture_text()}
        </StatusPanel>
      ) : (
        withProducts.map((group) => (
          <Stack
            as="section"
            gap={3}
            key={group.address.id}
            aria-label={addressLabel(group.address)}
          >
            <Heading as="h2" size="sm" wrap="anywhere">
              {addressLabel(group.address)}
            </Heading>
            <PlainList gap={4}>
              {group.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  address={group.address}
                  actions={actions}
                />
              ))}
            </PlainList>
          </Stack>
        ))
      )}
    </AccountPageFrame>
  );
}

/** `/account/my-products`. */
export function MyProductsPage({ actions }: { actions?: ProductActions }) {
  useDocumentTitle(m.account_page_my_products());
  const userId = useStoredSession()?.userId ?? null;
  const query = useQuery(productsByAddressQuery(userId));
  return (
    <MyProductsView
      status={query.status}
      groups={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      actions={actions}
    />
  );
}
