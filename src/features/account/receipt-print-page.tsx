import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { receiptQuery } from '../../api/receipt-queries';
import type { AccountReceipt, OrderReceipt } from '../../api/receipt-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { taxLabel } from '../../lib/tax-label';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { formatMoney, moneyWording } from '../../lib/money-format';
import { purchaseKindOf } from '../../../machines/purchase-options';
import {
  FactGrid,
  LineTable,
  PrintSheet,
  ScreenOnly,
  SheetBrand,
  SheetHeader,
  SheetSection,
  SheetTitle,
  SheetToolbar,
  TotalsTable,
} from '../../ui/receipt-layout';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import {
  cardLabel,
  formatDelivery,
  formatReceiptDate,
  monthlyBeforeTax,
  orderTypeLabel,
  paymentStatusWord,
  purchaseLabel,
  statusLabel,
  unitPriceLabel,
} from './receipt-format';
import { accountMonthlyChargeText } from './holdings-format';
import { PaperReceiptDocument } from './paper-receipt';
import { RETAILER } from './retailer';
import { PICKUP_WAREHOUSE } from '../../lib/store-mode';

/** Options worth a line of their own: not when the product's name already spells them out. */
function optionsNotInName(name: string, options: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return options.some((option) => !lower.includes(option.toLowerCase()));
}

function Money({ value }: { value: number }) {
  return <>{formatMoney(value)}</>;
}

function AddressLines({ address }: { address: NonNullable<OrderReceipt['address']> }) {
  return (
    <>
      {address.name}
      <br />
      {address.unitnumber ? `${address.unitnumber}-` : ''}
      {address.streetaddress}
      <br />
      {address.city} {address.province} {address.postalcode}
    </>
  );
}

/** What is still owed of a return's fee: charged and declined, not paid since. */
function returnFeeOwed(receipt: OrderReceipt): number {
  const charges = receipt.payments.filter((payment) => payment.chargetype === 'CHARGE');
  if (charges.some((payment) => payment.status === 'SUCCEEDED')) return 0;
  return charges.some((payment) => payment.status === 'DECLINED') ? receipt.total : 0;
}

/** A return's fee: free, to be charged after the pickup, charged, or owed after a decline. */
function ReturnFeeNote({ receipt, owed }: { receipt: OrderReceipt; owed: number }) {
  const open = receipt.status !== 'COMPLETED' && receipt.status !== 'CANCELLED';
  if (receipt.total === 0) {
    return <Text data-testid="return-fee-note">{m.account_return_free()}</Text>;
  }
  if (owed > 0) {
    return (
      <Stack gap={1} data-testid="return-fee-note">
        <Text weight="bold">{m.account_return_fee_declined({ amount: formatMoney(owed) })}</Text>
        <ScreenOnly>
          <Text>
            {m.account_return_fee_retry()}{' '}
            <Link to="/account/payment-information">{m.account_return_fee_retry_link()}</Link>.
          </Text>
        </ScreenOnly>
      </Stack>
    );
  }
  if (open) {
    return (
      <Text data-testid="return-fee-note">
        {m.account_return_fee_open({ amount: formatMoney(receipt.total) })}
      </Text>
    );
  }
  return null;
}

/** Assembly, the return pickup fee and a discount: rows of a receipt's totals when they apply. */
function AddedChargeRows({ receipt }: { receipt: OrderReceipt }) {
  return (
    <>
      {receipt.assemblyprice > 0 ? (
        <tr>
          <th scope="row">{m.account_assembly()}</th>
          <td>
            <Money value={receipt.assemblyprice} />
          </td>
        </tr>
      ) : null}
      {receipt.handlingprice > 0 ? (
        <tr>
          <th scope="row">{m.account_return_pickup()}</th>
          <td>
            <Money value={receipt.handlingprice} />
          </td>
        </tr>
      ) : null}
      {receipt.discount > 0 ? (
        <tr>
          <th scope="row">{m.account_discount()}</th>
          <td>−{formatMoney(receipt.discount)}</td>
        </tr>
      ) : null}
    </>
  );
}

/** The receipt as a document: what shows on screen and what prints. */
export function ReceiptDocument({ receipt }: { receipt: OrderReceipt }) {
  const quebec = receipt.taxes.some((tax) => tax.name === 'QST');
  const subscription = receipt.products.some((line) => line.termLength !== null);
  const monthly = monthlyBeforeTax(receipt.products);
  const charges = receipt.payments.filter((payment) => payment.chargetype !== 'AUTHORIZATION');
  const isReturn = receipt.type === 'RETURN';
  // The liquidation sale: picked up by the customer at the warehouse.
  const warehousePickup = receipt.deliverytimetype === 'PICKUP';
  const isMove = receipt.type === 'MOVE';
  const feeOwed = isReturn ? returnFeeOwed(receipt) : 0;
  // A cancelled swap or move refunds its charge (decision 148): the refund is a line of its own.
  const refunded = receipt.payments
    .filter((payment) => payment.chargetype === 'REFUND' && payment.status === 'SUCCEEDED')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const cancelledVisit =
    receipt.status === 'CANCELLED' && (receipt.type === 'SWAP' || receipt.type === 'MOVE');
  return (
    <PrintSheet aria-labelledby="receipt-title">
      <SheetHeader>
        <SheetTitle>
          <Heading as="h1" size="lg" id="receipt-title">
            {m.account_receipt()}
          </Heading>
          <Text>
            {orderTypeLabel(receipt.type)}{' '}
            <strong data-testid="receipt-order-number">{receipt.ordernumber}</strong>
          </Text>
          <Text size="sm" tone="muted">
            {statusLabel(receipt.status, receipt.type)}
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
          <Text size="sm">{m.account_gst_hst_number({ number: RETAILER.gstHstNumber })}</Text>
          {quebec ? (
            <Text size="sm">{m.account_qst_number({ number: RETAILER.qstNumber })}</Text>
          ) : null}
        </Stack>
      </SheetHeader>

      <SheetSection aria-label={m.account_order_details()}>
        <FactGrid>
          <div>
            <dt>{m.account_order_date()}</dt>
            <dd>{formatReceiptDate(receipt.createdtime)}</dd>
          </div>
          <div>
            <dt>{m.account_paper_paid_on()}</dt>
            <dd>
              {receipt.purchasedate
                ? formatReceiptDate(receipt.purchasedate)
                : m.account_not_paid()}
            </dd>
          </div>
          <div>
            <dt>{isReturn || warehousePickup ? m.account_pickup() : m.account_delivery()}</dt>
            <dd>{formatDelivery(receipt.deliverydate ?? null, receipt.deliverytimetype)}</dd>
          </div>
          {warehousePickup ? (
            <div data-span="" data-testid="receipt-pickup">
              <dt>{m.account_pick_up_at()}</dt>
              <dd>
                {m.account_pickup_warehouse_name()}, {PICKUP_WAREHOUSE.address}
                <br />
                {m.account_pickup_bring({ hours: m.account_pickup_hours() })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{m.account_depot()}</dt>
            <dd>{receipt.cityname}</dd>
          </div>
          <div data-span="">
            <dt>{m.account_customer()}</dt>
            <dd>
              {receipt.customername}
              <br />
              {receipt.email}
            </dd>
          </div>
          <div data-span="">
            <dt>
              {receipt.moveaddress
                ? m.account_moved_from()
                : isReturn
                  ? m.account_picked_up_from()
                  : warehousePickup
                    ? m.account_customer_address()
                    : m.account_delivered_to()}
            </dt>
            <dd>
              {receipt.address ? (
                <AddressLines address={receipt.address} />
              ) : (
                m.account_no_address()
              )}
            </dd>
          </div>
          {receipt.moveaddress ? (
            <div data-span="">
              <dt>{m.account_move_address()}</dt>
              <dd>
                <AddressLines address={receipt.moveaddress} />
              </dd>
            </div>
          ) : null}
        </FactGrid>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-items">
        <h2 id="receipt-items">{m.account_items()}</h2>
        <LineTable>
          <thead>
            <tr>
              <th scope="col">{m.account_item()}</th>
              <th scope="col" data-wide="">
                {m.account_qty()}
              </th>
              <th scope="col" data-wide="">
                {m.account_unit_price()}
              </th>
              <th scope="col">{m.account_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.products.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td>
                  <Stack gap={1}>
                    <Text weight="bold" wrap="anywhere">
                      {line.name}
                    </Text>
                    {optionsNotInName(line.name, line.options) ? (
                      <Text size="sm">{line.options.join(', ')}</Text>
                    ) : null}
                    <Text size="sm" tone="muted">
                      {purchaseLabel(line)}
                    </Text>
                    {warehousePickup && line.originalprice > line.price ? (
                      <Text size="sm" tone="muted" data-testid="receipt-line-retail">
                        {m.account_retail()} <s>{formatMoney(line.originalprice)}</s>
                        {m.account_sold_at_off()}
                      </Text>
                    ) : null}
                    {line.monthlyCharge && line.monthlyCharge.pivotCare > 0 ? (
                      <Text size="sm" tone="muted" data-testid="receipt-line-monthly">
                        {m.account_pivotcare_line({
                          price: unitPriceLabel({ ...line, price: line.monthlyCharge.pivotCare }),
                          monthly: accountMonthlyChargeText(line.monthlyCharge) ?? '',
                        })}
                      </Text>
                    ) : null}
                    <Text size="sm" tone="muted" phoneOnly>
                      {line.quantity} × {unitPriceLabel(line)}
                    </Text>
                    {cancelledVisit ? (
                      <Text size="sm" tone="muted">
                        {receipt.type === 'MOVE'
                          ? m.account_cancelled_not_moved()
                          : m.account_cancelled_not_delivered()}
                      </Text>
                    ) : receipt.type === 'MOVE' ? (
                      <Text size="sm" tone="muted">
                        {m.account_moved_fee_unchanged()}
                      </Text>
                    ) : receipt.type === 'SWAP' ? (
                      <Text size="sm" tone="muted">
                        {m.account_swap_in_place()}
                      </Text>
                    ) : purchaseKindOf(line.purchaseOption) !== 'PURCHASE' ? (
                      <Text size="sm" tone="muted">
                        {m.account_first_month_today()}
                      </Text>
                    ) : null}
                    {line.assembly > 0 ? (
                      <Text size="sm" tone="muted">
                        {m.account_assembly_amount({ amount: formatMoney(line.assembly) })}
                      </Text>
                    ) : null}
                  </Stack>
                </td>
                <td data-wide="">{line.quantity}</td>
                <td data-wide="">{unitPriceLabel(line)}</td>
                <td>
                  <Money value={line.lineTotal} />
                </td>
              </tr>
            ))}
            {receipt.returns.map((line, index) => (
              <tr key={`return-${index}`}>
                <td>
                  <Stack gap={1}>
                    <Text weight="bold">
                      {cancelledVisit
                        ? m.account_pickup_cancelled_stays({ name: line.name })
                        : m.account_return_pickup_of({ name: line.name })}
                    </Text>
                    {line.options.length > 0 ? (
                      <Text size="sm">{line.options.join(', ')}</Text>
                    ) : null}
                  </Stack>
                </td>
                <td data-wide="">1</td>
                <td data-wide="">
                  <Money value={line.handlingPrice} />
                </td>
                <td>
                  <Money value={line.handlingPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </LineTable>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-totals">
        <h2 id="receipt-totals">{m.account_totals()}</h2>
        <TotalsTable data-testid="receipt-totals">
          <tbody>
            {/* A return's only charge is its pickup fee (the line below); a move's, its fee. */}
            {isMove ? (
              <tr data-testid="receipt-move-fee">
                <th scope="row">
                  {m.account_move_fee()}
                  {receipt.movebasis ? (
                    <Text as="span" size="sm" tone="muted" block>
                      {receipt.movebasis}
                    </Text>
                  ) : null}
                </th>
                <td>
                  <Money value={receipt.shippingprice} />
                </td>
              </tr>
            ) : isReturn ? null : (
              <>
                <tr>
                  <th scope="row">{m.account_products()}</th>
                  <td>
                    <Money value={receipt.productsubtotal} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">
                    {warehousePickup ? m.account_pickup_warehouse() : m.account_delivery()}
                  </th>
                  <td>
                    {receipt.shippingprice > 0 ? (
                      <Money value={receipt.shippingprice} />
                    ) : (
                      m.account_free()
                    )}
                  </td>
                </tr>
              </>
            )}
            <AddedChargeRows receipt={receipt} />
            {receipt.taxes.map((tax) => (
              <tr key={tax.label} data-testid="receipt-tax">
                <th scope="row">{taxLabel(tax.label)}</th>
                <td>
                  <Money value={tax.amount} />
                </td>
              </tr>
            ))}
            <tr data-emphasis="">
              <th scope="row">{m.account_total()}</th>
              <td>
                <Money value={receipt.total} />
              </td>
            </tr>
            {receipt.accountbalanceused > 0 ? (
              <tr data-muted="">
                <th scope="row">{m.account_credit_used()}</th>
                <td>−{formatMoney(receipt.accountbalanceused)}</td>
              </tr>
            ) : null}
            <tr
              {...(receipt.accountbalanceused > 0
                ? { 'data-emphasis': '' }
                : { 'data-strong': '' })}
              data-testid="receipt-total-charged"
            >
              <th scope="row">{m.account_total_charged()}</th>
              <td>
                <Money value={receipt.totalcharged} />
              </td>
            </tr>
            {refunded > 0 ? (
              <tr data-testid="receipt-refunded">
                <th scope="row">{m.account_refunded()}</th>
                <td>−{formatMoney(refunded)}</td>
              </tr>
            ) : null}
          </tbody>
        </TotalsTable>
        <Text size="sm" tone="muted" align="right">
          {m.account_amounts_cad({ amount: formatMoney(receipt.totaltaxescharged) })}
        </Text>
        {cancelledVisit ? null : monthly > 0 && isMove ? (
          <Text size="sm" align="right" data-testid="receipt-monthly">
            {m.account_monthly_unchanged({
              amount: `${formatMoney(monthly)}${moneyWording().suffix}`,
            })}
          </Text>
        ) : monthly > 0 ? (
          <Text size="sm" align="right" data-testid="receipt-monthly">
            {m.account_monthly_then({ amount: `${formatMoney(monthly)}${moneyWording().suffix}` })}
          </Text>
        ) : null}
      </SheetSection>

      <SheetSection aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">{m.account_payment()}</h2>
        {charges.length === 0 && isReturn ? null : charges.length === 0 ? (
          <Text>
            {receipt.totalcharged === 0 && receipt.accountbalanceused > 0
              ? m.account_paid_with_credit()
              : m.account_no_card_payment()}
          </Text>
        ) : (
          <Stack gap={2} as="ul" list="plain">
            {charges.map((payment, index) => (
              <li key={`${payment.chargetime}-${index}`} data-testid="receipt-payment">
                <Text>
                  {(payment.chargetype === 'REFUND' ? m.account_refunded_to : m.account_charged_to)(
                    {
                      card: cardLabel(payment),
                    },
                  )}{' '}
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
        {isReturn ? <ReturnFeeNote receipt={receipt} owed={feeOwed} /> : null}
        {receipt.tips.length > 0 ? (
          <Stack gap={2} data-testid="receipt-tips">
            <Heading as="h3" size="xs">
              {m.account_crew_tips()}
            </Heading>
            <Stack gap={2} as="ul" list="plain">
              {receipt.tips.map((tip, index) => (
                <li key={`${tip.paidAt}-${index}`} data-testid="receipt-tip">
                  <Text>
                    {tip.cardtype
                      ? m.account_tip_for_crew_card({ card: cardLabel(tip) })
                      : m.account_tip_for_crew()}{' '}
                    <strong>{formatMoney(tip.amount)}</strong>
                    <Text as="span" tone="muted">
                      {' '}
                      {m.account_on_date({ date: formatReceiptDate(tip.paidAt) })}
                    </Text>
                  </Text>
                  {tip.note ? (
                    <Text size="sm" tone="muted" wrap="anywhere">
                      {m.account_your_note({ note: tip.note })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
            <Text size="sm" tone="muted">
              {m.account_tips_note()}
            </Text>
          </Stack>
        ) : null}
        <Text size="sm" tone="muted">
          {isReturn ? m.account_terms_return() : m.account_terms_paid()}
          {subscription && !isReturn ? m.account_terms_subscription() : ''}{' '}
          {m.account_terms_questions({ phone: RETAILER.phone, email: RETAILER.email })}
        </Text>
      </SheetSection>
    </PrintSheet>
  );
}

/** How often an order still being confirmed is read again, until its payment is settled. */
export const CONFIRMING_REFRESH_MS = 3_000;

/**
 * An order whose payment is not settled yet (charged or being charged): said to be being
 * confirmed, with its lines and total as placed; no taxes or card, which the settled receipt
 * shows. The page reads it again every few seconds until it is.
 */
export function ConfirmingOrder({ receipt }: { receipt: OrderReceipt }) {
  return (
    <PageColumn gap={5} width="narrow" data-testid="receipt-confirming">
      <ScreenOnly data-print-hidden="">
        <TextLink asChild variant="standalone">
          <Link to="/account/receipts">{m.account_all_receipts()}</Link>
        </TextLink>
      </ScreenOnly>
      <Stack gap={2}>
        <Heading as="h1" size="lg" id="receipt-title">
          {m.account_receipt_confirming_title()}
        </Heading>
        <Text>
          {orderTypeLabel(receipt.type)}{' '}
          <strong data-testid="receipt-order-number">{receipt.ordernumber}</strong> ·{' '}
          {formatReceiptDate(receipt.createdtime)}
        </Text>
        <Text>{m.account_receipt_confirming_text({ number: receipt.ordernumber })}</Text>
        <Spinner size="sm" label={m.account_receipt_confirming_checking()} />
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="confirming-items">
        <Heading as="h2" size="xs" id="confirming-items">
          {m.account_items()}
        </Heading>
        <LineTable>
          <thead>
            <tr>
              <th scope="col">{m.account_item()}</th>
              <th scope="col" data-wide="">
                {m.account_qty()}
              </th>
              <th scope="col">{m.account_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.products.map((line, index) => (
              <tr key={`${line.productId}-${index}`} data-testid="confirming-line">
                <td>
                  <Stack gap={1}>
                    <Text weight="bold" wrap="anywhere">
                      {line.name}
                    </Text>
                    {optionsNotInName(line.name, line.options) ? (
                      <Text size="sm">{line.options.join(', ')}</Text>
                    ) : null}
                    <Text size="sm" tone="muted" phoneOnly>
                      {line.quantity} × {unitPriceLabel(line)}
                    </Text>
                  </Stack>
                </td>
                <td data-wide="">{line.quantity}</td>
                <td>
                  <Money value={line.lineTotal} />
                </td>
              </tr>
            ))}
            {receipt.returns.map((line, index) => (
              <tr key={`return-${index}`} data-testid="confirming-line">
                <td>
                  <Text weight="bold">{m.account_return_pickup_of({ name: line.name })}</Text>
                </td>
                <td data-wide="">1</td>
                <td>
                  <Money value={line.handlingPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </LineTable>
        <TotalsTable>
          <tbody>
            {receipt.productsubtotal > 0 ? (
              <tr>
                <th scope="row">{m.account_products()}</th>
                <td>
                  <Money value={receipt.productsubtotal} />
                </td>
              </tr>
            ) : null}
            {receipt.shippingprice > 0 ? (
              <tr>
                <th scope="row">
                  {receipt.type === 'MOVE' ? m.account_move_fee() : m.account_delivery()}
                </th>
                <td>
                  <Money value={receipt.shippingprice} />
                </td>
              </tr>
            ) : null}
            <AddedChargeRows receipt={receipt} />
            <tr data-strong="" data-testid="confirming-total">
              <th scope="row">{m.account_receipt_confirming_total()}</th>
              <td>
                <Money value={receipt.total} />
              </td>
            </tr>
          </tbody>
        </TotalsTable>
        <Text size="sm" tone="muted">
          {m.account_receipt_confirming_taxes()}
        </Text>
      </Stack>
    </PageColumn>
  );
}

export type ReceiptPrintViewProps = {
  status: 'pending' | 'error' | 'success';
  /** An order's receipt, or null when there is none by that id for this customer. */
  receipt?: OrderReceipt | null | undefined;
  /** The receipt of a bill, overdue payment, tip, refund or credit (instead of `receipt`). */
  paper?: AccountReceipt | null | undefined;
  onRetry: () => void;
  /** Opens the browser's print dialog. */
  onPrint?: () => void;
};

/** /account/receipts/print/{orderId} in each state: loading, failed, not found, the receipt. */
export function ReceiptPrintView({
  status,
  receipt,
  paper,
  onRetry,
  onPrint = () => globalThis.print(),
}: ReceiptPrintViewProps) {
  if (status === 'pending') return <Spinner layout="block" label={m.account_receipt_loading()} />;
  if (status === 'success' && paper) {
    return (
      <>
        <ScreenOnly data-print-hidden="">
          <SheetToolbar>
            <Cluster gap={4}>
              <TextLink asChild variant="standalone">
                <Link to="/account/receipts">{m.account_all_receipts()}</Link>
              </TextLink>
              {paper.billdate ? (
                <TextLink asChild variant="standalone">
                  <Link to="/account/billing-history">{m.account_page_billing_history()}</Link>
                </TextLink>
              ) : null}
            </Cluster>
            <Button onClick={onPrint}>
              {paper.status === 'DECLINED' || paper.status === 'OPEN'
                ? m.account_print_invoice()
                : m.account_print_receipt()}
            </Button>
          </SheetToolbar>
        </ScreenOnly>
        <PaperReceiptDocument receipt={paper} />
      </>
    );
  }
  if (status === 'error' || !receipt) {
    return (
      <PageColumn gap={4} width="narrow">
        <StatusPanel
          headingLevel="h1"
          title={
            status === 'error' ? m.account_receipt_load_failed() : m.account_receipt_not_found()
          }
          actions={
            <Cluster gap={3} justify="center">
              {status === 'error' ? (
                <Button onClick={onRetry}>{m.account_try_again()}</Button>
              ) : null}
              <Button variant="secondary" asChild>
                <Link to="/account/receipts">{m.account_all_receipts()}</Link>
              </Button>
            </Cluster>
          }
        >
          {status === 'error'
            ? m.account_receipt_load_failed_text()
            : m.account_receipt_not_found_text()}
        </StatusPanel>
      </PageColumn>
    );
  }
  if (receipt.status === 'PENDING') return <ConfirmingOrder receipt={receipt} />;
  return (
    <>
      <ScreenOnly data-print-hidden="">
        <SheetToolbar>
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts">{m.account_all_receipts()}</Link>
          </TextLink>
          <Cluster gap={3}>
            {receipt.type === 'RETURN' ? (
              <Button variant="secondary" asChild>
                <Link to="/photosforreturn/$orderid" params={{ orderid: receipt.id }}>
                  {receipt.status === 'COMPLETED' || receipt.status === 'CANCELLED'
                    ? m.account_view_photos()
                    : m.account_add_photos()}
                </Link>
              </Button>
            ) : null}
            <Button onClick={onPrint}>{m.account_print_receipt()}</Button>
          </Cluster>
        </SheetToolbar>
      </ScreenOnly>
      <ReceiptDocument receipt={receipt} />
    </>
  );
}

/**
 * The printable receipt of one of the signed-in customer's orders, bills, tips, refunds or
 * credits: /account/receipts/print/{id}, the stable address of each (decision 151).
 */
export function ReceiptPrintPage({ orderId }: { orderId: string }) {
  const userId = useStoredSession()?.userId ?? null;
  const { data, status, refetch } = useQuery({
    ...receiptQuery(userId, orderId),
    // An order still being confirmed is read again until its payment is settled.
    refetchInterval: (query) =>
      query.state.data?.order?.status === 'PENDING' ? CONFIRMING_REFRESH_MS : false,
  });
  useDocumentTitle(
    data?.order
      ? m.account_receipt_title({ number: data.order.ordernumber })
      : data?.paper
        ? (data.paper.status === 'DECLINED' || data.paper.status === 'OPEN'
            ? m.account_invoice_title
            : m.account_receipt_title)({ number: data.paper.number })
        : m.account_receipt(),
  );
  return (
    <ReceiptPrintView
      status={status}
      receipt={data?.order ?? null}
      paper={data?.paper ?? null}
      onRetry={() => void refetch()}
    />
  );
}
