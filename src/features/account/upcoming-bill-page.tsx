import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { upcomingBillQuery } from '../../api/holdings-queries';
import type { UpcomingBill } from '../../api/holdings-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { taxLabel } from '../../lib/tax-label';
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
  const what =
    bill.cardStatus === 'DECLINED'
      ? {
          title: m.account_card_declined_title(),
          text: m.account_card_declined_text({ card: card ?? m.account_card_word() }),
        }
      : bill.cardStatus === 'EXPIRED'
        ? {
            title: m.account_card_expires_title(),
            text: m.account_card_expires_text({
              card: card ?? m.account_card_word(),
              date: formatCalendarDay(bill.billDate),
            }),
          }
        : { title: m.account_no_card_title(), text: m.account_no_card_text() };
  return (
    <Notice tone="warning" title={what.title} data-testid="upcoming-bill-card-warning">
      <Text>{what.text}</Text>
      <TextLink asChild variant="standalone">
        <Link to="/account/payment-information">{m.account_go_payment_info()}</Link>
      </TextLink>
    </Notice>
  );
}

function BillCard({ bill }: { bill: UpcomingBill }) {
  const where = bill.address
    ? addressLabel(bill.address)
    : m.account_address_in({ province: bill.province });
  const card = bill.card
    ? cardLabel({ cardtype: bill.card.cardType, cardlastfourdigits: bill.card.cardLastFourDigits })
    : null;
  return (
    <Panel
      as="section"
      gap={3}
      aria-label={m.account_bill_of({ date: formatCalendarDay(bill.billDate) })}
      data-testid="upcoming-bill"
    >
      <Heading as="h2" size="sm">
        <span data-testid="upcoming-bill-date">{formatCalendarDay(bill.billDate)}</span>
      </Heading>
      <Text tone="muted" size="sm" wrap="anywhere">
        {m.account_for_where({ where })}
      </Text>
      <CardWarning bill={bill} />
      <SummaryRows
        lines={[
          // Each piece at its monthly charge (decision 150): the fee, then PivotCare apart.
          ...bill.lines.flatMap((line) => [
            {
              label: (line.purchaseOption === 'monthlyv3' ||
                line.purchaseOption === 'finalsalemonthlyv3'
                ? m.account_line_instalment
                : m.account_line_monthly_fee)({ name: line.name, period: line.period }),
              value: formatMoney(line.monthlyCharge.fee),
              testId: 'upcoming-bill-fee',
            },
            line.monthlyCharge.pivotCare > 0
              ? {
                  label: m.account_pivotcare_for({ name: line.name }),
                  value: formatMoney(line.monthlyCharge.pivotCare),
                  testId: 'upcoming-bill-pivotcare',
                }
              : null,
          ]),
          {
            label: m.account_subtotal(),
            value: formatMoney(bill.subtotal),
            testId: 'upcoming-bill-subtotal',
          },
          ...bill.taxes.map((tax) => ({
            label: taxLabel(tax.label),
            value: formatMoney(tax.amount),
            testId: `upcoming-bill-tax-${tax.name}`,
          })),
          {
            label: m.account_total(),
            value: formatMoney(bill.total),
            testId: 'upcoming-bill-total',
          },
          bill.creditApplied > 0
            ? {
                label: m.account_credit_applied(),
                value: `−${formatMoney(bill.creditApplied)}`,
                testId: 'upcoming-bill-credit',
              }
            : null,
          {
            // Only a card that can be counted on is said to be charged.
            label:
              bill.cardStatus === 'OK' && card
                ? m.account_to_be_charged_to({ card })
                : m.account_to_pay_bill_date(),
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
    <AccountPageFrame title={m.account_page_upcoming_bill()} intro={m.account_upcoming_intro()}>
      {status !== 'success' || !bills ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_next_bill()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : bills.length === 0 ? (
        <StatusPanel title={m.account_no_bill_coming()} headingLevel="h2">
          {m.account_no_bill_coming_text()}
        </StatusPanel>
      ) : (
        <>
          {bills.map((bill) => (
            <BillCard key={`${bill.address?.id ?? bill.province}-${bill.billDate}`} bill={bill} />
          ))}
          <Text tone="muted" size="sm">
            {m.account_taxes_in_force()}{' '}
            <TextLink asChild>
              <Link to="/account/payment-information">{m.account_on_payment_info()}</Link>
            </TextLink>
            {m.account_past_bills_in()}{' '}
            <TextLink asChild>
              <Link to="/account/billing-history">{m.account_receipts_intro_link()}</Link>
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
  useDocumentTitle(m.account_page_upcoming_bill());
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
