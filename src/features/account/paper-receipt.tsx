import { Link } from '@tanstack/react-router';
import type { AccountReceipt } from '../../api/receipt-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney } from '../../lib/money-format';
import { taxLabel } from '../../lib/tax-label';
import { Heading, Stack, Text } from '../../ui/layout';
import {
  FactGrid,
  LineTable,
  PrintSheet,
  ScreenOnly,
  SheetBrand,
  SheetHeader,
  SheetSection,
  SheetTitle,
  TotalsTable,
} from '../../ui/receipt-layout';
import {
  cardLabel,
  formatCalendarDay,
  formatReceiptDate,
  paymentStatusWord,
  receiptKindLabel,
  receiptStatusLabel,
} from './receipt-format';
import { RETAILER } from './retailer';

/** What the receipt's date is the date of, by kind and status. */
function dateLabel(receipt: AccountReceipt): string {
  if (receipt.status === 'DECLINED' || receipt.status === 'OPEN') return m.account_paper_issued();
  if (receipt.kind === 'REFUND') return m.account_paper_refunded_on();
  if (receipt.kind === 'CREDIT') return m.account_paper_credited_on();
  return m.account_paper_paid_on();
}

function totalWords(receipt: AccountReceipt): string {
  if (receipt.kind === 'REFUND') return m.account_paper_total_refunded();
  if (receipt.kind === 'CREDIT') return m.account_paper_total_credited();
  return m.account_total_charged();
}

/**
 * The receipt of a monthly bill, an overdue payment, a tip, a refund or an account credit (an
 * invoice while a bill is declined or being charged), as it shows and prints. It carries every
 * part the Canadian receipt rules ask for at any amount (decision 151): the business and its
 * GST/HST number, the date, the buyer, what it was for, each tax by name, the total and the
 * payment terms.
 */
export function PaperReceiptDocument({ receipt }: { receipt: AccountReceipt }) {
  const quebec = receipt.taxes.some((tax) => tax.name === 'QST');
  const unpaid = receipt.status === 'DECLINED' || receipt.status === 'OPEN';
  const isCredit = receipt.kind === 'CREDIT';
  return (
    <PrintSheet aria-labelledby="receipt-title" data-testid="paper-receipt">
      <SheetHeader>
        <SheetTitle>
          <Heading as="h1" size="lg" id="receipt-title">
            {unpaid
              ? m.account_invoice()
              : isCredit
                ? m.account_credit_note()
                : m.account_receipt()}
          </Heading>
          <Text>
            <span data-testid="receipt-kind">{receiptKindLabel(receipt.kind)}</span>{' '}
            <strong data-testid="receipt-number">{receipt.number}</strong>
          </Text>
          <Text size="sm" tone="muted" data-testid="receipt-status">
            {receiptStatusLabel(receipt.status, receipt.kind)}
          </Text>
        </SheetTitle>
        <Stack gap={1}>
          <SheetBrand>{m.account_brand()}</SheetBrand>
          <Text size="sm">{RETAILER.legalName}</Text>
          {RETAILER.address.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
          <Text size="sm">
            {RETAILER.phone} · {RETAILER.email}
          </Text>
          <Text size="sm" data-testid="receipt-gst-number">
            {m.account_gst_hst_number({ number: RETAILER.gstHstNumber })}
          </Text>
          {quebec ? (
            <Text size="sm">{m.account_qst_number({ number: RETAILER.qstNumber })}</Text>
          ) : null}
        </Stack>
      </SheetHeader>

      <SheetSection aria-label={m.account_receipt_details()}>
        <FactGrid>
          <div>
            <dt>{dateLabel(receipt)}</dt>
            <dd data-testid="receipt-date">{formatReceiptDate(receipt.issuedtime)}</dd>
          </div>
          {receipt.billdate ? (
            <div>
              <dt>{m.account_bill_date()}</dt>
              <dd>{formatCalendarDay(receipt.billdate)}</dd>
            </div>
          ) : null}
          {receipt.declinedtime ? (
            <div>
              <dt>{m.account_card_declined()}</dt>
              <dd>{formatReceiptDate(receipt.declinedtime)}</dd>
            </div>
          ) : null}
          {receipt.order ? (
            <div>
              <dt>{m.account_for_order()}</dt>
              <dd>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.order.id }}>
                  {receipt.order.ordernumber}
                </Link>
              </dd>
            </div>
          ) : null}
          {receipt.bill ? (
            <div>
              <dt>{m.account_for_bill_of()}</dt>
              <dd>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.bill.id }}>
                  {formatCalendarDay(receipt.bill.billdate)}
                </Link>
              </dd>
            </div>
          ) : null}
          <div data-span="">
            <dt>{m.account_customer()}</dt>
            <dd data-testid="receipt-customer">
              {receipt.customername}
              <br />
              {receipt.email}
            </dd>
          </div>
          {receipt.address ? (
            <div data-span="">
              <dt>
                {receipt.kind === 'MONTHLY_BILL' || receipt.billdate
                  ? m.account_billed_for()
                  : m.account_address()}
              </dt>
              <dd>
                {receipt.address.name}
                <br />
                {receipt.address.unitnumber ? `${receipt.address.unitnumber}-` : ''}
                {receipt.address.streetaddress}
                <br />
                {receipt.address.city} {receipt.address.province} {receipt.address.postalcode}
              </dd>
            </div>
          ) : null}
        </FactGrid>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-items">
        <h2 id="receipt-items">
          {receipt.kind === 'MONTHLY_BILL' ? m.account_this_month() : m.account_details()}
        </h2>
        <LineTable>
          <thead>
            <tr>
              <th scope="col">{m.account_description()}</th>
              <th scope="col">{m.account_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={`${line.description}-${index}`} data-testid="receipt-line">
                <td>
                  <Stack gap={1}>
                    <Text weight="bold" wrap="anywhere">
                      {line.description}
                    </Text>
                    {line.detail ? (
                      <Text size="sm" tone="muted" wrap="anywhere">
                        {line.detail}
                      </Text>
                    ) : null}
                  </Stack>
                </td>
                <td>{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </LineTable>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-totals">
        <h2 id="receipt-totals">{m.account_totals()}</h2>
        <TotalsTable data-testid="receipt-totals">
          <tbody>
            <tr>
              <th scope="row">{m.account_subtotal()}</th>
              <td>{formatMoney(receipt.subtotal)}</td>
            </tr>
            {receipt.taxes.length === 0 ? (
              <tr data-muted="">
                <th scope="row">{m.account_sales_tax()}</th>
                <td>{m.account_none()}</td>
              </tr>
            ) : (
              receipt.taxes.map((tax) => (
                <tr key={tax.label} data-testid="receipt-tax">
                  <th scope="row">{taxLabel(tax.label)}</th>
                  <td>{formatMoney(tax.amount)}</td>
                </tr>
              ))
            )}
            <tr data-emphasis="">
              <th scope="row">{m.account_total()}</th>
              <td data-testid="receipt-total">{formatMoney(receipt.total)}</td>
            </tr>
            {receipt.accountbalanceused > 0 ? (
              <tr data-muted="">
                <th scope="row">{m.account_credit_used()}</th>
                <td>−{formatMoney(receipt.accountbalanceused)}</td>
              </tr>
            ) : null}
            {isCredit ? (
              <tr data-strong="">
                <th scope="row">{m.account_added_to_credit()}</th>
                <td>{formatMoney(receipt.total)}</td>
              </tr>
            ) : (
              <tr data-strong="" data-testid="receipt-total-charged">
                <th scope="row">{totalWords(receipt)}</th>
                <td>{formatMoney(receipt.totalcharged)}</td>
              </tr>
            )}
            {receipt.owed > 0 ? (
              <tr data-emphasis="" data-testid="receipt-owed">
                <th scope="row">{m.account_amount_owed()}</th>
                <td>{formatMoney(receipt.owed)}</td>
              </tr>
            ) : null}
          </tbody>
        </TotalsTable>
        <Text size="sm" tone="muted" align="right">
          {m.account_amounts_cad({ amount: formatMoney(receipt.totaltaxescharged) })}
        </Text>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">{m.account_payment()}</h2>
        {receipt.payments.length === 0 ? (
          <Text>
            {isCredit
              ? m.account_no_card_credit()
              : receipt.accountbalanceused > 0 && receipt.totalcharged === 0
                ? m.account_paid_with_credit()
                : m.account_no_card_payment()}
          </Text>
        ) : (
          <Stack gap={2} as="ul" list="plain">
            {receipt.payments.map((payment, index) => (
              <li key={`${payment.chargetime}-${index}`} data-testid="receipt-payment">
                <Text>
                  {(payment.chargetype === 'REFUND'
                    ? m.account_refunded_to
                    : payment.status === 'SUCCEEDED'
                      ? m.account_charged_to
                      : m.account_tried)({ card: cardLabel(payment) })}{' '}
                  <strong>{formatMoney(payment.amount)}</strong>
                  <Text as="span" tone="muted">
                    {' '}
                    {m.account_on_date({ date: formatReceiptDate(payment.chargetime) })}
                    {payment.status === 'SUCCEEDED'
                      ? ''
                      : ` (${paymentStatusWord(payment.status)})`}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {receipt.note ? (
          <Text size="sm" tone="muted" wrap="anywhere">
            {m.account_your_note({ note: receipt.note })}
          </Text>
        ) : null}
        {receipt.status === 'DECLINED' ? (
          <ScreenOnly>
            <Text weight="bold" data-testid="receipt-pay-now">
              {m.account_is_owed({ amount: formatMoney(receipt.owed) })}{' '}
              <Link to="/account/payment-information">{m.account_pay_or_update()}</Link>.
            </Text>
          </ScreenOnly>
        ) : null}
        <Text size="sm" tone="muted" data-testid="receipt-terms">
          {m.account_paper_terms({
            terms: receipt.paymentterms,
            phone: RETAILER.phone,
            email: RETAILER.email,
            number: receipt.number,
          })}
        </Text>
      </SheetSection>
    </PrintSheet>
  );
}
