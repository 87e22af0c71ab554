import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BILLS_PAGE_SIZE, billingHistoryQuery } from '../../api/receipt-queries';
import type { BillHistoryEntry, BillHistoryPage } from '../../api/receipt-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Cluster, Heading, ListRow, RowEnd, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { StatusPanel } from '../../ui/status-panel';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { AccountPagedList } from './account-paged-list';
import { billStatusLabel, formatCalendarDay, formatReceiptDate } from './receipt-format';

const TONES: Record<string, 'neutral' | 'warning' | 'brand'> = {
  CHARGED: 'neutral',
  PAID_LATE: 'brand',
  DECLINED: 'warning',
  PROCESSING: 'neutral',
};

/** What happened to the bill's charge, in a sentence. */
function outcome(bill: BillHistoryEntry): string {
  switch (bill.status) {
    case 'DECLINED':
      return `Your card was declined${bill.declinedtime ? ` on ${formatReceiptDate(bill.declinedtime)}` : ''}: ${formatMoney(bill.owed)} is owed.`;
    case 'PAID_LATE':
      return `Declined${bill.declinedtime ? ` on ${formatReceiptDate(bill.declinedtime)}` : ''}, paid${bill.paidtime ? ` on ${formatReceiptDate(bill.paidtime)}` : ''}.`;
    case 'PROCESSING':
      return 'The charge is being processed.';
    default:
      return bill.amountcharged === 0 && bill.accountbalanceused > 0
        ? 'Paid with account credit.'
        : `Charged${bill.paidtime ? ` on ${formatReceiptDate(bill.paidtime)}` : ''}.`;
  }
}

function BillRow({ bill }: { bill: BillHistoryEntry }) {
  const where = bill.address
    ? `${bill.address.unitnumber ? `${bill.address.unitnumber}-` : ''}${bill.address.streetaddress}, ${bill.address.city}`
    : 'Your address';
  return (
    <li>
      <ListRow data-testid="bill-row" data-status={bill.status}>
        <Stack gap={1}>
          <Cluster gap={2}>
            <Heading as="h2" size="xs">
              {formatCalendarDay(bill.billdate)}
            </Heading>
            <Badge tone={TONES[bill.status] ?? 'neutral'} data-testid="bill-status">
              {billStatusLabel(bill.status)}
            </Badge>
          </Cluster>
          <Text tone="muted" size="sm" wrap="anywhere">
            {where} · {bill.itemcount === 1 ? '1 item' : `${bill.itemcount} items`} · {bill.number}
          </Text>
          <Text size="sm" data-testid="bill-outcome">
            {outcome(bill)}
            {bill.status === 'DECLINED' ? (
              <>
                {' '}
                <Link to="/account/payment-information">Pay the overdue balance</Link>
              </>
            ) : null}
          </Text>
        </Stack>
        <RowEnd>
          <Stack gap={1} endFrom="sm">
            <Text weight="bold" tabular data-testid="bill-total">
              {formatMoney(bill.total)}
            </Text>
            <Text tone="muted" size="sm">
              incl. {formatMoney(bill.totaltaxescharged)} tax
            </Text>
          </Stack>
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts/print/$orderId" params={{ orderId: bill.id }}>
              {bill.status === 'DECLINED' || bill.status === 'PROCESSING'
                ? 'View bill'
                : 'View receipt'}
              <VisuallyHidden> of {formatCalendarDay(bill.billdate)}</VisuallyHidden>
            </Link>
          </TextLink>
        </RowEnd>
      </ListRow>
    </li>
  );
}

export interface BillingHistoryViewProps {
  status: 'pending' | 'error' | 'success';
  data?: BillHistoryPage | undefined;
  /** The page shown, from 1. */
  page: number;
  onRetry: () => void;
  retrying?: boolean;
}

/** /account/billing-history in each state: loading, failed, no bills yet, a page of bills. */
export function BillingHistoryView({
  status,
  data,
  page,
  onRetry,
  retrying = false,
}: BillingHistoryViewProps) {
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / BILLS_PAGE_SIZE)) : 1;
  return (
    <AccountPageFrame
      title="Billing history"
      intro="Each month’s bill for each address, newest first: charged, declined or paid late. Open one to see or print it."
    >
      {status !== 'success' || !data ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="your billing history"
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : data.totalCount === 0 ? (
        <StatusPanel title="No monthly bills yet" headingLevel="h2">
          Your first monthly bill comes a month after your furniture is delivered.{' '}
          <Link to="/account/upcoming-bill">See the upcoming bill</Link>.
        </StatusPanel>
      ) : (
        <>
          <AccountPagedList
            path="/account/billing-history"
            page={page}
            pageCount={pageCount}
            countWords={data.totalCount === 1 ? '1 bill' : `${data.totalCount} bills`}
            listLabel="Monthly bills"
            pagerLabel="Billing history pages"
            emptyPageWords="There are no bills on this page."
          >
            {data.bills.map((bill) => (
              <BillRow key={bill.id} bill={bill} />
            ))}
          </AccountPagedList>
          <Text tone="muted" size="sm">
            Payments of other kinds (orders, tips, refunds, credits) are in{' '}
            <Link to="/account/receipts">your receipts</Link>.
          </Text>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/billing-history`. */
export function BillingHistoryPage({ page = 1 }: { page?: number }) {
  useDocumentTitle('Billing history');
  const userId = useStoredSession()?.userId ?? null;
  const { data, status, refetch, isRefetching } = useQuery(billingHistoryQuery(userId, page));
  return (
    <BillingHistoryView
      status={status}
      data={data}
      page={page}
      onRetry={() => void refetch()}
      retrying={status === 'error' && isRefetching}
    />
  );
}
