import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BILLS_PAGE_SIZE, billingHistoryQuery } from '../../api/receipt-queries';
import type { BillHistoryEntry, BillHistoryPage } from '../../api/receipt-queries';
import { m } from '../../i18n/paraglide/messages.js';
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
import {
  billStatusLabel,
  formatCalendarDay,
  formatReceiptDate,
  itemCountLabel,
} from './receipt-format';

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
      return bill.declinedtime
        ? m.account_card_declined_on({
            date: formatReceiptDate(bill.declinedtime),
            amount: formatMoney(bill.owed),
          })
        : m.account_card_declined_owed({ amount: formatMoney(bill.owed) });
    case 'PAID_LATE': {
      const declined = bill.declinedtime
        ? m.account_declined_on({ date: formatReceiptDate(bill.declinedtime) })
        : m.account_declined();
      return bill.paidtime
        ? m.account_paid_late_on_sentence({ declined, date: formatReceiptDate(bill.paidtime) })
        : m.account_paid_late_sentence({ declined });
    }
    case 'PROCESSING':
      return m.account_charge_processing();
    default:
      return bill.amountcharged === 0 && bill.accountbalanceused > 0
        ? m.account_paid_with_credit_short()
        : bill.paidtime
          ? m.account_charged_on_sentence({ date: formatReceiptDate(bill.paidtime) })
          : m.account_charged_sentence();
  }
}

function BillRow({ bill }: { bill: BillHistoryEntry }) {
  const where = bill.address
    ? `${bill.address.unitnumber ? `${bill.address.unitnumber}-` : ''}${bill.address.streetaddress}, ${bill.address.city}`
    : m.account_your_address();
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
            {m.account_bill_meta({
              where,
              count: itemCountLabel(bill.itemcount),
              number: bill.number,
            })}
          </Text>
          <Text size="sm" data-testid="bill-outcome">
            {outcome(bill)}
            {bill.status === 'DECLINED' ? (
              <>
                {' '}
                <Link to="/account/payment-information">{m.account_overdue_pay()}</Link>
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
              {m.account_incl_tax({ amount: formatMoney(bill.totaltaxescharged) })}
            </Text>
          </Stack>
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts/print/$orderId" params={{ orderId: bill.id }}>
              {bill.status === 'DECLINED' || bill.status === 'PROCESSING'
                ? m.account_view_bill()
                : m.account_view_receipt()}
              <VisuallyHidden>
                {m.account_of_date({ date: formatCalendarDay(bill.billdate) })}
              </VisuallyHidden>
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
    <AccountPageFrame title={m.account_page_billing_history()} intro={m.account_billing_intro()}>
      {status !== 'success' || !data ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_billing_history()}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : data.totalCount === 0 ? (
        <StatusPanel title={m.account_no_bills_title()} headingLevel="h2">
          {m.account_no_bills_text()}{' '}
          <Link to="/account/upcoming-bill">{m.account_see_upcoming_bill()}</Link>.
        </StatusPanel>
      ) : (
        <>
          <AccountPagedList
            path="/account/billing-history"
            page={page}
            pageCount={pageCount}
            countWords={m.account_bills_count({ count: data.totalCount })}
            listLabel={m.account_monthly_bills()}
            pagerLabel={m.account_billing_pages()}
            emptyPageWords={m.account_no_bills_page()}
          >
            {data.bills.map((bill) => (
              <BillRow key={bill.id} bill={bill} />
            ))}
          </AccountPagedList>
          <Text tone="muted" size="sm">
            {m.account_other_payments()}{' '}
            <Link to="/account/receipts">{m.account_your_receipts()}</Link>.
          </Text>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/billing-history`. */
export function BillingHistoryPage({ page = 1 }: { page?: number }) {
  useDocumentTitle(m.account_page_billing_history());
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
