import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { deliveriesQuery } from '../../api/delivery-queries';
import { accountOverviewQuery } from '../../api/holdings-queries';
import type { AccountOverview } from '../../api/holdings-queries';
import { customerProfileQuery } from '../../api/profile-queries';
import type { CustomerProfile } from '../../api/profile-queries';
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
  {
    to: '/account/profile',
    label: 'Profile',
    hint: 'Your name, phone numbers, email and what we send you.',
  },
  {
    to: '/account/address',
    label: 'Address',
    hint: 'Where we deliver, and what is at each address.',
  },
  {
    to: '/account/my-products',
    label: 'My Products',
    hint: 'Every piece you have, what is paid and what is left.',
  },
  {
    to: '/account/upcoming-bill',
    label: 'Upcoming bill',
    hint: 'What your next monthly bill will be, and when.',
  },
  {
    to: '/account/billing-history',
    label: 'Billing history',
    hint: 'Each month’s bill: charged, declined or paid late.',
  },
  {
    to: '/account/payment-information',
    label: 'Payment information',
    hint: 'The card we bill, and any overdue balance.',
  },
  {
    to: '/account/deliveries',
    label: 'Deliveries',
    hint: 'When the crew comes, how you hear about it, and moving a visit.',
  },
  {
    to: '/account/receipts',
    label: 'Receipts',
    hint: 'Every order, bill, tip, refund and credit, ready to view and print.',
  },
  {
    to: '/account/unsigned-agreements',
    label: 'Unsigned agreements',
    hint: 'Monthly agreements waiting for your signature.',
  },
  {
    to: '/account/product-review',
    label: 'Product reviews',
    hint: 'Rate the pieces we delivered and tell other shoppers about them.',
  },
  {
    to: '/account/referral',
    label: 'Referral',
    hint: 'Your link to share, who joined and the credit you earned.',
  },
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
      <Notice key="overdue" tone="error" title={`Overdue balance: ${formatMoney(overdue)}`}>
        <Text>A monthly bill was declined. Pay it now to keep your furniture.</Text>
        <Cluster gap={3}>
          <Button asChild size="sm">
            <Link to="/account/payment-information">Pay the overdue balance</Link>
          </Button>
        </Cluster>
      </Notice>,
    );
  if (unsigned > 0)
    items.push(
      <Notice key="unsigned" tone="warning" title="Agreements to sign">
        <Text>
          {unsigned === 1
            ? '1 order is waiting for your signature on its monthly agreement.'
            : `${unsigned} orders are waiting for your signature on their monthly agreements.`}{' '}
          <TextLink asChild>
            <Link to="/account/unsigned-agreements">Sign them</Link>
          </TextLink>
        </Text>
      </Notice>,
    );
  if (profile && !profile.emailverified)
    items.push(
      <Notice key="email" tone="info" title="Confirm your email">
        <Text>We sent a link to {profile.email}; open it to confirm the address.</Text>
        {emailAction}
      </Notice>,
    );
  if (profile && profile.phonenumber1 && !profile.mobileverified)
    items.push(
      <Notice key="mobile" tone="info" title="Confirm your mobile number">
        <Text>
          Delivery texts go to it once it is confirmed.{' '}
          <TextLink asChild>
            <Link to="/verification/{-$type}/{-$step}/{-$extra}" params={{ type: 'mobile' }}>
              Get a code by text
            </Link>
          </TextLink>
        </Text>
      </Notice>,
    );
  if (items.length === 0) return null;
  return (
    <Section title="Waiting for you" testId="account-waiting">
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
    <nav aria-label="Account pages">
      <PlainList gap={3} split="md">
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.to}>
            <TextLink asChild variant="standalone">
              <Link to={page.to}>{page.label}</Link>
            </TextLink>
            <Text tone="muted" size="sm">
              {page.hint}
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
          what="your account"
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
        <Section title="Next bill" testId="account-next-bill">
          {next ? (
            <Stack gap={2}>
              <Text>
                <strong data-testid="account-next-bill-amount">
                  {formatMoney(next.amountCharged)}
                </strong>{' '}
                on{' '}
                <span data-testid="account-next-bill-date">{formatCalendarDay(next.billDate)}</span>
              </Text>
              {bills.length > 1 ? (
                <Text tone="muted" size="sm">
                  {bills.length - 1} more {bills.length === 2 ? 'bill follows' : 'bills follow'} for
                  your other addresses.
                </Text>
              ) : null}
              <TextLink asChild variant="standalone">
                <Link to="/account/upcoming-bill">See the whole bill</Link>
              </TextLink>
            </Stack>
          ) : (
            <Text tone="muted">Nothing more to bill: no monthly payments are coming up.</Text>
          )}
        </Section>
        <Section title="Next delivery or pickup" testId="account-next-visit">
          {visit ? (
            <Text>
              {visit.kind === 'PICKUP' ? 'Pickup' : 'Delivery'} of order {visit.ordernumber}:{' '}
              {formatDelivery(visit.date, visit.timetype)}
            </Text>
          ) : (
            <Text tone="muted">Nothing is scheduled.</Text>
          )}
          <Cluster gap={4}>
            {nextDeliveryId ? (
              <TextLink asChild variant="standalone">
                <Link to="/delivery/$deliveryId" params={{ deliveryId: nextDeliveryId }}>
                  Follow it
                </Link>
              </TextLink>
            ) : null}
            <TextLink asChild variant="standalone">
              <Link to="/account/deliveries">All deliveries</Link>
            </TextLink>
          </Cluster>
        </Section>
      </Stack>
      <Section title="Your furniture" testId="account-holdings">
        {held.length === 0 ? (
          <Stack gap={2}>
            <Text tone="muted">You have no furniture with us right now.</Text>
            <TextLink asChild variant="standalone">
              <Link to="/">Browse furniture</Link>
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
              <Link to="/account/my-products">See what is paid and left on each</Link>
            </TextLink>
          </Stack>
        )}
      </Section>
      {credit > 0 ? (
        <Text data-testid="account-credit">
          Account credit: <strong>{formatMoney(credit)}</strong>, used first on your next order or
          bill.
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
