import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RECEIPTS_PAGE_SIZE, receiptsQuery } from '../../api/receipt-queries';
import type { ReceiptPage, ReceiptSummary } from '../../api/receipt-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Cluster, Heading, ListRow, PageColumn, RowEnd, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { formatMoney } from '../../lib/money-format';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { AccountPagedList } from './account-paged-list';
import { VisuallyHidden } from '../../ui/visually-hidden';
import {
  formatReceiptDate,
  receiptKindLabel,
  receiptStatusLabel,
  receiptTitle,
} from './receipt-format';

/** What the amount of a receipt was: charged, refunded to the card, or credited. */
function amountWords(kind: string): string {
  return kind === 'REFUND'
    ? m.account_amount_refunded()
    : kind === 'CREDIT'
      ? m.account_amount_credited()
      : m.account_amount_charged();
}

function ReceiptRow({ receipt }: { receipt: ReceiptSummary }) {
  const warn = receipt.status === 'CANCELLED';
  return (
    <li>
      <ListRow data-testid="receipt-row" data-kind={receipt.kind}>
        <Stack gap={1}>
          <Cluster gap={2}>
            <Heading as="h2" size="xs">
              <span data-testid="receipt-kind">{receiptKindLabel(receipt.kind)}</span>{' '}
              {receipt.number}
            </Heading>
            <Badge tone={warn ? 'warning' : 'neutral'}>
              {receiptStatusLabel(receipt.status, receipt.kind)}
            </Badge>
          </Cluster>
          <Text tone="muted" size="sm">
            {(receipt.kind === 'REFUND'
              ? m.account_row_refunded
              : receipt.kind === 'CREDIT'
                ? m.account_row_credited
                : receipt.kind === 'MONTHLY_BILL' || receipt.kind === 'OVERDUE_PAYMENT'
                  ? m.account_row_paid
                  : receipt.kind === 'TIP'
                    ? m.account_row_tipped
                    : m.account_row_placed)({ date: formatReceiptDate(receipt.issuedtime) })}
          </Text>
          <Text wrap="anywhere">{receiptTitle(receipt)}</Text>
        </Stack>
        <RowEnd>
          <Text weight="bold" tabular data-testid="receipt-amount">
            {receipt.kind === 'REFUND' || receipt.kind === 'CREDIT' ? '+' : ''}
            {formatMoney(receipt.amount)}
            <VisuallyHidden> {amountWords(receipt.kind)}</VisuallyHidden>
          </Text>
          {receipt.tipped > 0 ? (
            <Text tone="muted" size="sm" data-testid="receipt-tipped">
              {m.account_row_crew_tip({ amount: formatMoney(receipt.tipped) })}
            </Text>
          ) : null}
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.id }}>
              {m.account_view_receipt()}
              <VisuallyHidden>
                {m.account_view_receipt_for({
                  kind: receiptKindLabel(receipt.kind).toLowerCase(),
                  number: receipt.number,
                })}
              </VisuallyHidden>
            </Link>
          </TextLink>
        </RowEnd>
      </ListRow>
    </li>
  );
}

export type ReceiptsViewProps = {
  status: 'pending' | 'error' | 'success';
  /** The page of receipts once loaded. */
  data?: ReceiptPage | undefined;
  /** The page shown, from 1. */
  page: number;
  onRetry: () => void;
  /** A retry is under way after an error. */
  retrying?: boolean;
};

/** The receipts list in each of its states: loading, failed, empty, or a page of receipts. */
export function ReceiptsView({ status, data, page, onRetry, retrying = false }: ReceiptsViewProps) {
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / RECEIPTS_PAGE_SIZE)) : 1;
  return (
    <PageColumn>
      {/* The shell draws "Back to My Account" above every account page. */}
      <Stack gap={2}>
        <PageHeading>{m.account_receipts_title()}</PageHeading>
        <Text tone="muted">
          {m.account_receipts_intro()}{' '}
          <Link to="/account/billing-history">{m.account_receipts_intro_link()}</Link>.
        </Text>
      </Stack>
      {status === 'pending' ? (
        <Spinner layout="block" label={m.account_receipts_loading()} />
      ) : null}
      {status === 'error' ? (
        <Notice tone="error" title={m.account_receipts_failed()} role="alert">
          <Text>{m.account_receipts_failed_text()}</Text>
          <Cluster gap={3}>
            <Button
              size="sm"
              onClick={onRetry}
              loading={retrying}
              loadingLabel={m.account_trying_again()}
            >
              {m.account_try_again()}
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && data && data.totalCount === 0 ? (
        <StatusPanel
          title={m.account_receipts_empty_title()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/">{m.account_start_shopping()}</Link>
            </Button>
          }
        >
          {m.account_receipts_empty_text()}
        </StatusPanel>
      ) : null}
      {status === 'success' && data && data.totalCount > 0 ? (
        <>
          <AccountPagedList
            path="/account/receipts"
            page={page}
            pageCount={pageCount}
            countWords={m.account_receipts_count({ count: data.totalCount })}
            listLabel={m.account_receipts_title()}
            pagerLabel={m.account_receipts_pages()}
            emptyPageWords={m.account_receipts_empty_page()}
          >
            {data.receipts.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} />
            ))}
          </AccountPagedList>
        </>
      ) : null}
    </PageColumn>
  );
}

/** /account/receipts: the signed-in customer's receipts, a page at a time. */
export function ReceiptsPage({ page = 1 }: { page?: number }) {
  useDocumentTitle(m.account_receipts_title());
  const userId = useStoredSession()?.userId ?? null;
  const { data, status, refetch, isRefetching } = useQuery(receiptsQuery(userId, page));
  return (
    <ReceiptsView
      status={status}
      data={data}
      page={page}
      onRetry={() => void refetch()}
      retrying={status === 'error' && isRefetching}
    />
  );
}
