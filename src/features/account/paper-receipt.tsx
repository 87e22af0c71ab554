import { Link } from '@tanstack/react-router';
import type { AccountReceipt } from '../../api/receipt-queries';
import { formatMoney } from '../../lib/money-format';
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
  receiptKindLabel,
  receiptStatusLabel,
} from './receipt-format';
import { RETAILER } from './retailer';

/** What the receipt's date is the date of, by kind and status. */
function dateLabel(receipt: AccountReceipt): string {
  if (receipt.status === 'DECLINED' || receipt.status === 'OPEN') return 'Issued';
  if (receipt.kind === 'REFUND') return 'Refunded on';
  if (receipt.kind === 'CREDIT') return 'Credited on';
  return 'Paid on';
}

function totalWords(receipt: AccountReceipt): string {
  if (receipt.kind === 'REFUND') return 'Total refunded';
  if (receipt.kind === 'CREDIT') return 'Total credited';
  return 'Total charged';
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
            {unpaid ? 'Invoice' : isCredit ? 'Credit note' : 'Receipt'}
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
          <SheetBrand>Pivot Furniture</SheetBrand>
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
            GST/HST no. {RETAILER.gstHstNumber}
          </Text>
          {quebec ? <Text size="sm">QST no. {RETAILER.qstNumber}</Text> : null}
        </Stack>
      </SheetHeader>

      <SheetSection aria-label="Receipt details">
        <FactGrid>
          <div>
            <dt>{dateLabel(receipt)}</dt>
            <dd data-testid="receipt-date">{formatReceiptDate(receipt.issuedtime)}</dd>
          </div>
          {receipt.billdate ? (
            <div>
              <dt>Bill date</dt>
              <dd>{formatCalendarDay(receipt.billdate)}</dd>
            </div>
          ) : null}
          {receipt.declinedtime ? (
            <div>
              <dt>Card declined</dt>
              <dd>{formatReceiptDate(receipt.declinedtime)}</dd>
            </div>
          ) : null}
          {receipt.order ? (
            <div>
              <dt>For order</dt>
              <dd>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.order.id }}>
                  {receipt.order.ordernumber}
                </Link>
              </dd>
            </div>
          ) : null}
          {receipt.bill ? (
            <div>
              <dt>For the bill of</dt>
              <dd>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: receipt.bill.id }}>
                  {formatCalendarDay(receipt.bill.billdate)}
                </Link>
              </dd>
            </div>
          ) : null}
          <div data-span="">
            <dt>Customer</dt>
            <dd data-testid="receipt-customer">
              {receipt.customername}
              <br />
              {receipt.email}
            </dd>
          </div>
          {receipt.address ? (
            <div data-span="">
              <dt>
                {receipt.kind === 'MONTHLY_BILL' || receipt.billdate ? 'Billed for' : 'Address'}
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
        <h2 id="receipt-items">{receipt.kind === 'MONTHLY_BILL' ? 'This month' : 'Details'}</h2>
        <LineTable>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
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
        <h2 id="receipt-totals">Totals</h2>
        <TotalsTable data-testid="receipt-totals">
          <tbody>
            <tr>
              <th scope="row">Subtotal</th>
              <td>{formatMoney(receipt.subtotal)}</td>
            </tr>
            {receipt.taxes.length === 0 ? (
              <tr data-muted="">
                <th scope="row">Sales tax</th>
                <td>None</td>
              </tr>
            ) : (
              receipt.taxes.map((tax) => (
                <tr key={tax.label} data-testid="receipt-tax">
                  <th scope="row">{tax.label}</th>
                  <td>{formatMoney(tax.amount)}</td>
                </tr>
              ))
            )}
            <tr data-emphasis="">
              <th scope="row">Total</th>
              <td data-testid="receipt-total">{formatMoney(receipt.total)}</td>
            </tr>
            {receipt.accountbalanceused > 0 ? (
              <tr data-muted="">
                <th scope="row">Account credit used</th>
                <td>−{formatMoney(receipt.accountbalanceused)}</td>
              </tr>
            ) : null}
            {isCredit ? (
              <tr data-strong="">
                <th scope="row">Added to your account credit</th>
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
                <th scope="row">Amount owed</th>
                <td>{formatMoney(receipt.owed)}</td>
              </tr>
            ) : null}
          </tbody>
        </TotalsTable>
        <Text size="sm" tone="muted" align="right">
          Amounts in Canadian dollars (CAD). Taxes total {formatMoney(receipt.totaltaxescharged)}.
        </Text>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">Payment</h2>
        {receipt.payments.length === 0 ? (
          <Text>
            {isCredit
              ? 'No card was charged: the amount was added to your account credit.'
              : receipt.accountbalanceused > 0 && receipt.totalcharged === 0
                ? 'Paid in full with account credit.'
                : 'No card payment recorded.'}
          </Text>
        ) : (
          <Stack gap={2} as="ul" list="plain">
            {receipt.payments.map((payment, index) => (
              <li key={`${payment.chargetime}-${index}`} data-testid="receipt-payment">
                <Text>
                  {payment.chargetype === 'REFUND'
                    ? 'Refunded to'
                    : payment.status === 'SUCCEEDED'
                      ? 'Charged to'
                      : 'Tried'}{' '}
                  {cardLabel(payment)}: <strong>{formatMoney(payment.amount)}</strong>
                  <Text as="span" tone="muted">
                    {' '}
                    on {formatReceiptDate(payment.chargetime)}
                    {payment.status === 'SUCCEEDED' ? '' : ` (${payment.status.toLowerCase()})`}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {receipt.note ? (
          <Text size="sm" tone="muted" wrap="anywhere">
            Your note: “{receipt.note}”
          </Text>
        ) : null}
        {receipt.status === 'DECLINED' ? (
          <ScreenOnly>
            <Text weight="bold" data-testid="receipt-pay-now">
              {formatMoney(receipt.owed)} is owed.{' '}
              <Link to="/account/payment-information">Pay it or update your card</Link>.
            </Text>
          </ScreenOnly>
        ) : null}
        <Text size="sm" tone="muted" data-testid="receipt-terms">
          Payment terms: {receipt.paymentterms} Questions about this receipt? Call {RETAILER.phone}{' '}
          or write to {RETAILER.email} with its number, {receipt.number}.
        </Text>
      </SheetSection>
    </PrintSheet>
  );
}
