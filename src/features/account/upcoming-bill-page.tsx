import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { upcomingBillQuery } from '../../api/holdings-queries';
import type { UpcomingBill } from '../../api/holdings-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { addressLabel } from '../../ui/address-form';
import { Heading, Panel, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { StatusPanel } from '../../ui/status-panel';
import { SummaryRows } from '../../ui/summary-rows';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { cardLabel, formatCalendarDay } from './receipt-format';

/** Why the card may not pay this bill, and what to do; null when it can be counted on. */
function CardWarning({ bill }: { bill: UpcomingBill }) {
  if (bill.cardStatus === 'OK') return null;
  const card = bill.card
    ? cardLabel({ cardtype: bill.card.cardType, cardlastfourdigits: bill.card.cardLastFourDigits })
    : null;
  const what = {
    DECLINED: {
      title: 'Your card was declined',
      text: `Your ${card ?? 'card'} was declined for your last bill, which is still unpaid. This bill would go to the same card: put a new card on file and pay the overdue balance.`,
    },
    EXPIRED: {
      title: 'Your card expires before this bill',
      text: `Your ${card ?? 'card'} expires before ${formatCalendarDay(bill.billDate)}. Put a new card on file so this bill can be paid.`,
    },
    NONE: {
      title: 'No card on file',
      text: 'There is no card to charge this bill to. Put a card on file before the bill date.',
    },
  }[bill.cardStatus];
  return (
    <Notice tone="warning" title={what.title} data-testid="upcoming-bill-card-warning">
      <Text>{what.text}</Text>
      <TextLink asChild variant="standalone">
        <Link to="/account/payment-information">Go to payment information</Link>
      </TextLink>
    </Notice>
  );
}

function BillCard({ bill }: { bill: UpcomingBill }) {
  const where = bill.address ? addressLabel(bill.address) : `An address in ${bill.province}`;
  const card = bill.card
    ? cardLabel({ cardtype: bill.card.cardType, cardlastfourdigits: bill.card.cardLastFourDigits })
    : null;
  return (
    <Panel
      as="section"
      gap={3}
      aria-label={`Bill of ${formatCalendarDay(bill.billDate)}`}
      data-testid="upcoming-bill"
    >
      <Heading as="h2" size="sm">
        <span data-testid="upcoming-bill-date">{formatCalendarDay(bill.billDate)}</span>
      </Heading>
      <Text tone="muted" size="sm" wrap="anywhere">
        For {where}
      </Text>
      <CardWarning bill={bill} />
      <SummaryRows
        lines={[
          // Each piece at its monthly charge (decision 150): the fee, then PivotCare apart.
          ...bill.lines.flatMap((line) => [
            {
              label: `${line.name}, ${line.purchaseOption === 'monthlyv3' || line.purchaseOption === 'finalsalemonthlyv3' ? 'instalment' : 'monthly fee'} (payment ${line.period})`,
              value: formatMoney(line.monthlyCharge.fee),
              testId: 'upcoming-bill-fee',
            },
            line.monthlyCharge.pivotCare > 0
              ? {
                  label: `PivotCare for ${line.name}`,
                  value: formatMoney(line.monthlyCharge.pivotCare),
                  testId: 'upcoming-bill-pivotcare',
                }
              : null,
          ]),
          {
            label: 'Subtotal',
            value: formatMoney(bill.subtotal),
            testId: 'upcoming-bill-subtotal',
          },
          ...bill.taxes.map((tax) => ({
            label: tax.label,
            value: formatMoney(tax.amount),
            testId: `upcoming-bill-tax-${tax.name}`,
          })),
          { label: 'Total', value: formatMoney(bill.total), testId: 'upcoming-bill-total' },
          bill.creditApplied > 0
            ? {
                label: 'Account credit applied',
                value: `−${formatMoney(bill.creditApplied)}`,
                testId: 'upcoming-bill-credit',
              }
            : null,
          {
            // Only a card that can be counted on is said to be charged.
            label:
              bill.cardStatus === 'OK' && card
                ? `To be charged to your ${card}`
                : 'To pay on the bill date',
            value: formatMoney(bill.amountCharged),
            total: true,
            testId: 'upcoming-bill-charged',
          },
        ]}
      />
    </Panel>
  );
}

export interface UpcomingBillViewProps {
  status: 'pending' | 'error' | 'success';
  bills?: readonly UpcomingBill[] | undefined;
  onRetry: () => void;
  retrying?: boolean;
}

/** /account/upcoming-bill without the router's data: stories render each state. */
export function UpcomingBillView({ status, bills, onRetry, retrying }: UpcomingBillViewProps) {
  return (
    <AccountPageFrame
      title="Upcoming bill"
      intro="Your next monthly bill for each address, as we will charge it to the card on file."
    >
      {status !== 'success' || !bills ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="your next bill"
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : bills.length === 0 ? (
        <StatusPanel title="No bill coming up" headingLevel="h2">
          Nothing you have is billed monthly any more, or your furniture is not delivered yet.
        </StatusPanel>
      ) : (
        <>
          {bills.map((bill) => (
            <BillCard key={`${bill.address?.id ?? bill.province}-${bill.billDate}`} bill={bill} />
          ))}
          <Text tone="muted" size="sm">
            Taxes are those in force on the bill’s date. The card is{' '}
            <TextLink asChild>
              <Link to="/account/payment-information">on your payment information</Link>
            </TextLink>
            . Past bills are in your{' '}
            <TextLink asChild>
              <Link to="/account/billing-history">billing history</Link>
            </TextLink>
            .
          </Text>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/upcoming-bill`. */
export function UpcomingBillPage() {
  useDocumentTitle('Upcoming bill');
  const userId = useStoredSession()?.userId ?? null;
  const query = useQuery(upcomingBillQuery(userId));
  return (
    <UpcomingBillView
      status={query.status}
      bills={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
