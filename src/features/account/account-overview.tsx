import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { deliveriesQuery } from '../../api/delivery-queries';
import { accountOverviewQuery } from '../../api/holdings-queries';
import type { AccountOverview } from '../../api/holdings-queries';
import { customerProfileQuery } from '../../api/profile-queries';
import type { CustomerProfile } from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { addressLabel } from '../../ui/address-form';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { LoadState } from './account-page-frame';
import { isHeld, productStatusLabel } from './holdings-format';
import { formatCalendarDay, formatDelivery } from './receipt-format';

/** Every account page, with what it is for (the overview's links). */
export const ACCOUNT_PAGES = [
  { to: '/account/profile', label: m.account_page_profile, hint: m.account_page_profile_hint },
  { to: '/account/address', label: m.account_page_address, hint: m.account_page_address_hint },
  {
    to: '/account/my-products',
    label: m.account_page_my_products,
    hint: m.account_page_my_products_hint,
  },
  {
    to: '/account/upcoming-bill',
    label: m.account_page_upcoming_bill,
    hint: m.account_page_upcoming_bill_hint,
  },
  {
    to: '/account/billing-history',
    label: m.account_page_billing_history,
    hint: m.account_page_billing_history_hint,
  },
  {
    to: '/account/payment-information',
    label: m.account_page_payment_information,
    hint: m.account_page_payment_information_hint,
  },
  {
    to: '/account/deliveries',
    label: m.account_page_deliveries,
    hint: m.account_page_deliveries_hint,
  },
  { to: '/account/receipts', label: m.account_page_receipts, hint: m.account_page_receipts_hint },
  {
    to: '/account/unsigned-agreements',
    label: m.account_page_unsigned_agreements,
    hint: m.account_page_unsigned_agreements_hint,
  },
  {
    to: '/account/product-review',
    label: m.account_page_product_reviews,
    hint: m.account_page_product_reviews_hint,
  },
  { to: '/account/referral', label: m.account_page_referral, hint: m.account_page_referral_hint },
] as const;

export type AccountPagePath = (typeof ACCOUNT_PAGES)[number]['to'];

const Section = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) => (
  <Panel as="section" gap={3} aria-label={title} data-testid={testId}>
    <Heading as="h2" size="sm">
      {title}
    </Heading>
    {children}
  </Panel>
);

/** Things the customer should act on: overdue balance, unsigned agreements, unverified contact. */
function Waiting({
  overview,
  profile,
  emailAction,
}: {
  overview: AccountOverview;
  profile: CustomerProfile | undefined;
  emailAction?: ReactNode;
}) {
  const overdue = overview.getOrderStatus.reduce((sum, record) => sum + record.totalremaining, 0);
  const unsigned = overview.getAccountOverview.unsignedAgreements;
  const items: ReactNode[] = [];
  if (overdue > 0)
    items.push(
      <Notice
        key="overdue"
        tone="error"
        title={m.account_overdue_title({ amount: formatMoney(overdue) })}
      >
        <Text>{m.account_overdue_text()}</Text>
        <Cluster gap={3}>
          <Button asChild size="sm">
            <Link to="/account/payment-information">{m.account_overdue_pay()}</Link>
          </Button>
        </Cluster>
      </Notice>,
    );
  if (unsigned > 0)
    items.push(
      <Notice key="unsigned" tone="warning" title={m.account_unsigned_title()}>
        <Text>
          {m.account_unsigned_text({ count: unsigned })}{' '}
          <TextLink asChild>
            <Link to="/account/unsigned-agreements">{m.account_unsigned_sign()}</Link>
          </TextLink>
        </Text>
      </Notice>,
    );
  if (profile && !profile.emailverified)
    items.push(
      <Notice key="email" tone="info" title={m.account_confirm_email_title()}>
        <Text>{m.account_confirm_email_text({ email: profile.email })}</Text>
        {emailAction}
      </Notice>,
    );
  if (profile && profile.phonenumber1 && !profile.mobileverified)
    items.push(
      <Notice key="mobile" tone="info" title={m.account_confirm_mobile_title()}>
        <Text>
          {m.account_confirm_mobile_text()}{' '}
          <TextLink asChild>
            <Link to="/verification/{-$type}/{-$step}/{-$extra}" params={{ type: 'mobile' }}>
              {m.account_confirm_mobile_link()}
            </Link>
          </TextLink>
        </Text>
      </Notice>,
    );
  if (items.length === 0) return null;
  return (
    <Section title={m.account_waiting_title()} testId="account-waiting">
      <Stack gap={3}>{items}</Stack>
    </Section>
  );
}

export interface AccountOverviewViewProps {
  status: 'pending' | 'error' | 'success';
  overview?: AccountOverview | undefined;
  profile?: CustomerProfile | undefined;
  onRetry: () => void;
  retrying?: boolean;
  /** Beside "Confirm your email": the action that sends the link again. */
  emailAction?: ReactNode;
  /** The next delivery or pickup to follow on the tracker (decision 129), when one is coming. */
  nextDeliveryId?: string | null | undefined;
}

/** What /account shows under the page heading, without the router's data: stories render it. */
export function AccountOverviewView({
  status,
  overview,
  profile,
  onRetry,
  retrying = false,
  emailAction,
  nextDeliveryId,
}: AccountOverviewViewProps) {
  const pages = (
    <nav aria-label={m.account_pages_label()}>
      <PlainList gap={3} split="md">
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.to}>
            <TextLink asChild variant="standalone">
              <Link to={page.to}>{page.label()}</Link>
            </TextLink>
            <Text tone="muted" size="sm">
              {page.hint()}
            </Text>
          </li>
        ))}
      </PlainList>
    </nav>
  );
  if (status !== 'success' || !overview)
    return (
      <Stack gap={5}>
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_account()}
          onRetry={onRetry}
          retrying={retrying}
        />
        {pages}
      </Stack>
    );
  const bills = overview.getUpcomingBill;
  const next = bills[0];
  const visit = overview.getAccountOverview.nextVisit;
  const groups = overview.getProductsByShippingAddress;
  const held = groups
    .flatMap((group) => group.products)
    .filter((product) => isHeld(product.subscription_status));
  const credit = overview.getAccountOverview.accountCredit;
  return (
    <Stack gap={5}>
      <Waiting overview={overview} profile={profile} emailAction={emailAction} />
      <Stack gap={4} split="md">
        <Section title={m.account_next_bill_title()} testId="account-next-bill">
          {next ? (
            <Stack gap={2}>
              <Text>
                <strong data-testid="account-next-bill-amount">
                  {formatMoney(next.amountCharged)}
                </strong>{' '}
                {m.account_next_bill_on()}{' '}
                <span data-testid="account-next-bill-date">{formatCalendarDay(next.billDate)}</span>
              </Text>
              {bills.length > 1 ? (
                <Text tone="muted" size="sm">
                  {m.account_more_bills({ count: bills.length - 1 })}
                </Text>
              ) : null}
              <TextLink asChild variant="standalone">
                <Link to="/account/upcoming-bill">{m.account_see_whole_bill()}</Link>
              </TextLink>
            </Stack>
          ) : (
            <Text tone="muted">{m.account_no_bill()}</Text>
          )}
        </Section>
        <Section title={m.account_next_visit_title()} testId="account-next-visit">
          {visit ? (
            <Text>
              {(visit.kind === 'PICKUP'
                ? m.account_next_visit_pickup
                : m.account_next_visit_delivery)({
                number: visit.ordernumber,
                when: formatDelivery(visit.date, visit.timetype),
              })}
            </Text>
          ) : (
            <Text tone="muted">{m.account_nothing_scheduled()}</Text>
          )}
          <Cluster gap={4}>
            {nextDeliveryId ? (
              <TextLink asChild variant="standalone">
                <Link to="/delivery/$deliveryId" params={{ deliveryId: nextDeliveryId }}>
                  {m.account_follow_it()}
                </Link>
              </TextLink>
            ) : null}
            <TextLink asChild variant="standalone">
              <Link to="/account/deliveries">{m.account_all_deliveries()}</Link>
            </TextLink>
          </Cluster>
        </Section>
      </Stack>
      <Section title={m.account_your_furniture()} testId="account-holdings">
        {held.length === 0 ? (
          <Stack gap={2}>
            <Text tone="muted">{m.account_no_furniture()}</Text>
            <TextLink asChild variant="standalone">
              <Link to="/">{m.account_browse_furniture()}</Link>
            </TextLink>
          </Stack>
        ) : (
          <Stack gap={4}>
            {groups
              .map((group) => ({
                address: group.address,
                products: group.products.filter((product) => isHeld(product.subscription_status)),
              }))
              .filter((group) => group.products.length > 0)
              .map((group) => (
                <Stack key={group.address.id} gap={2} data-testid="account-holdings-address">
                  <Heading as="h3" size="2xs" wrap="anywhere">
                    {addressLabel(group.address)}
                  </Heading>
                  <PlainList gap={1}>
                    {group.products.map((product) => (
                      <li key={product.id}>
                        <Cluster gap={2}>
                          <Text as="span">{product.name}</Text>
                          <Badge
                            tone={product.subscription_status === 'DELIVERED' ? 'brand' : 'neutral'}
                          >
                            {productStatusLabel(product)}
                          </Badge>
                        </Cluster>
                      </li>
                    ))}
                  </PlainList>
                </Stack>
              ))}
            <TextLink asChild variant="standalone">
              <Link to="/account/my-products">{m.account_see_paid_left()}</Link>
            </TextLink>
          </Stack>
        )}
      </Section>
      {credit > 0 ? (
        <Text data-testid="account-credit">
          {m.account_credit_label()} <strong>{formatMoney(credit)}</strong>
          {m.account_credit_used_first()}
        </Text>
      ) : null}
      {pages}
    </Stack>
  );
}

/** /account's overview, read from the API for the signed-in customer. */
export function AccountOverviewSection({ emailAction }: { emailAction?: ReactNode }) {
  const userId = useStoredSession()?.userId ?? null;
  const overview = useQuery(accountOverviewQuery(userId));
  const profile = useQuery(customerProfileQuery(userId));
  const deliveries = useQuery(deliveriesQuery(userId));
  return (
    <AccountOverviewView
      status={overview.status}
      overview={overview.data}
      profile={profile.data}
      onRetry={() => void overview.refetch()}
      retrying={overview.isFetching}
      emailAction={emailAction}
      nextDeliveryId={deliveries.data?.upcoming[0]?.id ?? null}
    />
  );
}
