import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RECEIPTS_PAGE_SIZE, receiptsQuery } from '../../api/receipt-queries';
import type { ReceiptPage, ReceiptSummary } from '../../api/receipt-queries';
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
  return kind === 'REFUND' ? 'refunded' : kind === 'CREDIT' ? 'credited' : 'charged';
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
            {receipt.kind === 'REFUND'
              ? 'Refunded'
              : receipt.kind === 'CREDIT'
                ? 'Credited'
                : receipt.kind === 'MONTHLY_BILL' || receipt.kind === 'OVERDUE_PAYMENT'
                  ? 'Paid'
                  : receipt.kind === 'TIP'
                    ? 'Tipped'
                    : 'Placed'}{' '}
            {formatReceiptDate(receipt.issuedtime)}
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
              + {formatMoney(receipt.tipped)} crew tip
            </Text>
          ) : null}
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.id }}>
              View receipt
              <VisuallyHidden>
                {' '}
                for {receiptKindLabel(receipt.kind).toLowerCase()} {receipt.number}
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
        <PageHeading>Receipts</PageHeading>
        <Text tone="muted">
          Every order, monthly bill, tip, refund and credit, newest first. Open one to print it.
          Each month’s bill, charged or declined, is in your{' '}
          <Link to="/account/billing-history">billing history</Link>.
        </Text>
      </Stack>
      {status === 'pending' ? <Spinner layout="block" label="Loading your receipts" /> : null}
      {status === 'error' ? (
        <Notice tone="error" title="We could not load your receipts" role="alert">
          <Text>Your orders are safe; only this list failed to load.</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={onRetry} loading={retrying} loadingLabel="Trying again">
              Try again
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && data && data.totalCount === 0 ? (
        <StatusPanel
          title="No receipts yet"
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/">Start shopping</Link>
            </Button>
          }
        >
          When you place an order or a monthly bill is charged, its receipt appears here.
        </StatusPanel>
      ) : null}
      {status === 'success' && data && data.totalCount > 0 ? (
        <>
          <AccountPagedList
            path="/account/receipts"
            page={page}
            pageCount={pageCount}
            countWords={data.totalCount === 1 ? '1 receipt' : `${data.totalCount} receipts`}
            listLabel="Receipts"
            pagerLabel="Receipt pages"
            emptyPageWords="There are no receipts on this page."
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
  useDocumentTitle('Receipts');
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
