import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { receiptQuery } from '../../api/receipt-queries';
import type { AccountReceipt, OrderReceipt } from '../../api/receipt-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { formatMoney, moneyWording } from '../../lib/money-format';
import { monthlyChargeText } from '../../lib/monthly-charge';
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
  purchaseLabel,
  statusLabel,
  unitPriceLabel,
} from './receipt-format';
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
    return <Text data-testid="return-fee-note">This return is free: nothing is charged.</Text>;
  }
  if (owed > 0) {
    return (
      <Stack gap={1} data-testid="return-fee-note">
        <Text weight="bold">
          Your card was declined for the return fee: {formatMoney(owed)} is owed.
        </Text>
        <ScreenOnly>
          <Text>
            The items are returned. We will try your card again; to pay now,{' '}
            <Link to="/account/payment-information">update your card or pay the balance</Link>.
          </Text>
        </ScreenOnly>
      </Stack>
    );
  }
  if (open) {
    return (
      <Text data-testid="return-fee-note">
        The return fee of {formatMoney(receipt.total)} is charged to your card on file once our crew
        has picked the items up.
      </Text>
    );
  }
  return null;
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
            Receipt
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
          <Text size="sm">GST/HST no. {RETAILER.gstHstNumber}</Text>
          {quebec ? <Text size="sm">QST no. {RETAILER.qstNumber}</Text> : null}
        </Stack>
      </SheetHeader>

      <SheetSection aria-label="Order details">
        <FactGrid>
          <div>
            <dt>Order date</dt>
            <dd>{formatReceiptDate(receipt.createdtime)}</dd>
          </div>
          <div>
            <dt>Paid on</dt>
            <dd>{receipt.purchasedate ? formatReceiptDate(receipt.purchasedate) : 'Not paid'}</dd>
          </div>
          <div>
            <dt>{isReturn || warehousePickup ? 'Pickup' : 'Delivery'}</dt>
            <dd>{formatDelivery(receipt.deliverydate ?? null, receipt.deliverytimetype)}</dd>
          </div>
          {warehousePickup ? (
            <div data-span="" data-testid="receipt-pickup">
              <dt>Pick up at</dt>
              <dd>
                {PICKUP_WAREHOUSE.name}, {PICKUP_WAREHOUSE.address}
                <br />
                {PICKUP_WAREHOUSE.hours}. Bring photo ID and your order number.
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Depot</dt>
            <dd>{receipt.cityname}</dd>
          </div>
          <div data-span="">
            <dt>Customer</dt>
            <dd>
              {receipt.customername}
              <br />
              {receipt.email}
            </dd>
          </div>
          <div data-span="">
            <dt>
              {receipt.moveaddress
                ? 'Moved from'
                : isReturn
                  ? 'Picked up from'
                  : warehousePickup
                    ? 'Customer address'
                    : 'Delivered to'}
            </dt>
            <dd>{receipt.address ? <AddressLines address={receipt.address} /> : 'No address'}</dd>
          </div>
          {receipt.moveaddress ? (
            <div data-span="">
              <dt>Move address</dt>
              <dd>
                <AddressLines address={receipt.moveaddress} />
              </dd>
            </div>
          ) : null}
        </FactGrid>
      </SheetSection>

      <SheetSection aria-labelledby="receipt-items">
        <h2 id="receipt-items">Items</h2>
        <LineTable>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" data-wide="">
                Qty
              </th>
              <th scope="col" data-wide="">
                Unit price
              </th>
              <th scope="col">Amount</th>
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
                        Retail <s>{formatMoney(line.originalprice)}</s>, sold at 85% off
                      </Text>
                    ) : null}
                    {line.monthlyCharge && line.monthlyCharge.pivotCare > 0 ? (
                      <Text size="sm" tone="muted" data-testid="receipt-line-monthly">
                        {`PivotCare damage cover ${unitPriceLabel({ ...line, price: line.monthlyCharge.pivotCare })}; ${monthlyChargeText(line.monthlyCharge)} in all`}
                      </Text>
                    ) : null}
                    <Text size="sm" tone="muted" phoneOnly>
                      {line.quantity} × {unitPriceLabel(line)}
                    </Text>
                    {cancelledVisit ? (
                      <Text size="sm" tone="muted">
                        Cancelled: {receipt.type === 'MOVE' ? 'not moved' : 'not delivered'}
                      </Text>
                    ) : receipt.type === 'MOVE' ? (
                      <Text size="sm" tone="muted">
                        Moved to the move address; its monthly fee is unchanged
                      </Text>
                    ) : receipt.type === 'SWAP' ? (
                      <Text size="sm" tone="muted">
                        Comes in place of the returned piece; first month billed on delivery
                      </Text>
                    ) : purchaseKindOf(line.purchaseOption) !== 'PURCHASE' ? (
                      <Text size="sm" tone="muted">
                        First month charged today
                      </Text>
                    ) : null}
                    {line.assembly > 0 ? (
                      <Text size="sm" tone="muted">
                        Assembly {formatMoney(line.assembly)}
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
                        ? `Pickup cancelled: ${line.name} stays with you`
                        : `Return pickup: ${line.name}`}
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
        <h2 id="receipt-totals">Totals</h2>
        <TotalsTable data-testid="receipt-totals">
          <tbody>
            {/* A return's only charge is its pickup fee (the line below); a move's, its fee. */}
            {isMove ? (
              <tr data-testid="receipt-move-fee">
                <th scope="row">
                  Move fee
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
                  <th scope="row">Products</th>
                  <td>
                    <Money value={receipt.productsubtotal} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{warehousePickup ? 'Pickup at the warehouse' : 'Delivery'}</th>
                  <td>
                    {receipt.shippingprice > 0 ? <Money value={receipt.shippingprice} /> : 'Free'}
                  </td>
                </tr>
              </>
            )}
            {receipt.assemblyprice > 0 ? (
              <tr>
                <th scope="row">Assembly</th>
                <td>
                  <Money value={receipt.assemblyprice} />
                </td>
              </tr>
            ) : null}
            {receipt.handlingprice > 0 ? (
              <tr>
                <th scope="row">Return pickup</th>
                <td>
                  <Money value={receipt.handlingprice} />
                </td>
              </tr>
            ) : null}
            {receipt.discount > 0 ? (
              <tr>
                <th scope="row">Discount</th>
                <td>−{formatMoney(receipt.discount)}</td>
              </tr>
            ) : null}
            {receipt.taxes.map((tax) => (
              <tr key={tax.label} data-testid="receipt-tax">
                <th scope="row">{tax.label}</th>
                <td>
                  <Money value={tax.amount} />
                </td>
              </tr>
            ))}
            <tr data-emphasis="">
              <th scope="row">Total</th>
              <td>
                <Money value={receipt.total} />
              </td>
            </tr>
            {receipt.accountbalanceused > 0 ? (
              <tr data-muted="">
                <th scope="row">Account credit used</th>
                <td>−{formatMoney(receipt.accountbalanceused)}</td>
              </tr>
            ) : null}
            <tr
              {...(receipt.accountbalanceused > 0
                ? { 'data-emphasis': '' }
                : { 'data-strong': '' })}
              data-testid="receipt-total-charged"
            >
              <th scope="row">Total charged</th>
              <td>
                <Money value={receipt.totalcharged} />
              </td>
            </tr>
            {refunded > 0 ? (
              <tr data-testid="receipt-refunded">
                <th scope="row">Refunded</th>
                <td>−{formatMoney(refunded)}</td>
              </tr>
            ) : null}
          </tbody>
        </TotalsTable>
        <Text size="sm" tone="muted" align="right">
          Amounts in Canadian dollars (CAD). Taxes total {formatMoney(receipt.totaltaxescharged)}.
        </Text>
        {cancelledVisit ? null : monthly > 0 && isMove ? (
          <Text size="sm" align="right" data-testid="receipt-monthly">
            Your monthly fees do not change: {formatMoney(monthly)}
            {moneyWording().suffix} plus tax for the moved items, billed as before.
          </Text>
        ) : monthly > 0 ? (
          <Text size="sm" align="right" data-testid="receipt-monthly">
            Then {formatMoney(monthly)}
            {moneyWording().suffix} plus tax for the monthly items, billed from a month after
            delivery.
          </Text>
        ) : null}
      </SheetSection>

      <SheetSection aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">Payment</h2>
        {charges.length === 0 && isReturn ? null : charges.length === 0 ? (
          <Text>
            {receipt.totalcharged === 0 && receipt.accountbalanceused > 0
              ? 'Paid in full with account credit.'
              : 'No card payment recorded.'}
          </Text>
        ) : (
          <Stack gap={2} as="ul" list="plain">
            {charges.map((payment, index) => (
              <li key={`${payment.chargetime}-${index}`} data-testid="receipt-payment">
                <Text>
                  {payment.chargetype === 'REFUND' ? 'Refunded to' : 'Charged to'}{' '}
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
        {isReturn ? <ReturnFeeNote receipt={receipt} owed={feeOwed} /> : null}
        {receipt.tips.length > 0 ? (
          <Stack gap={2} data-testid="receipt-tips">
            <Heading as="h3" size="xs">
              Crew tips
            </Heading>
            <Stack gap={2} as="ul" list="plain">
              {receipt.tips.map((tip, index) => (
                <li key={`${tip.paidAt}-${index}`} data-testid="receipt-tip">
                  <Text>
                    Tip for the delivery crew
                    {tip.cardtype ? ` charged to ${cardLabel(tip)}` : ''}:{' '}
                    <strong>{formatMoney(tip.amount)}</strong>
                    <Text as="span" tone="muted">
                      {' '}
                      on {formatReceiptDate(tip.paidAt)}
                    </Text>
                  </Text>
                  {tip.note ? (
                    <Text size="sm" tone="muted" wrap="anywhere">
                      Your note: “{tip.note}”
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
            <Text size="sm" tone="muted">
              Tips go to the crew in full. They are charged apart from this order and are not taxed.
            </Text>
          </Stack>
        ) : null}
        <Text size="sm" tone="muted">
          {isReturn
            ? 'Payment terms: the return fee is charged once, to the card on file, after the pickup.'
            : 'Payment terms: paid in full at checkout.'}
          {subscription && !isReturn
            ? ' Later subscription fees are billed monthly to the card on file.'
            : ''}{' '}
          Questions about this receipt? Call {RETAILER.phone} or write to {RETAILER.email} with your
          order number.
        </Text>
      </SheetSection>
    </PrintSheet>
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
  if (status === 'pending') return <Spinner layout="block" label="Loading your receipt" />;
  if (status === 'success' && paper) {
    return (
      <>
        <ScreenOnly data-print-hidden="">
          <SheetToolbar>
            <Cluster gap={4}>
              <TextLink asChild variant="standalone">
                <Link to="/account/receipts">All receipts</Link>
              </TextLink>
              {paper.billdate ? (
                <TextLink asChild variant="standalone">
                  <Link to="/account/billing-history">Billing history</Link>
                </TextLink>
              ) : null}
            </Cluster>
            <Button onClick={onPrint}>
              {paper.status === 'DECLINED' || paper.status === 'OPEN'
                ? 'Print invoice'
                : 'Print receipt'}
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
            status === 'error' ? 'We could not load this receipt' : 'We could not find this receipt'
          }
          actions={
            <Cluster gap={3} justify="center">
              {status === 'error' ? <Button onClick={onRetry}>Try again</Button> : null}
              <Button variant="secondary" asChild>
                <Link to="/account/receipts">All receipts</Link>
              </Button>
            </Cluster>
          }
        >
          {status === 'error'
            ? 'Your order is safe; only this page failed to load.'
            : 'It may belong to another account, or the link is incomplete.'}
        </StatusPanel>
      </PageColumn>
    );
  }
  return (
    <>
      <ScreenOnly data-print-hidden="">
        <SheetToolbar>
          <TextLink asChild variant="standalone">
            <Link to="/account/receipts">All receipts</Link>
          </TextLink>
          <Cluster gap={3}>
            {receipt.type === 'RETURN' ? (
              <Button variant="secondary" asChild>
                <Link to="/photosforreturn/$orderid" params={{ orderid: receipt.id }}>
                  {receipt.status === 'COMPLETED' || receipt.status === 'CANCELLED'
                    ? 'View photos'
                    : 'Add or replace photos'}
                </Link>
              </Button>
            ) : null}
            <Button onClick={onPrint}>Print receipt</Button>
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
  const { data, status, refetch } = useQuery(receiptQuery(userId, orderId));
  useDocumentTitle(
    data?.order
      ? `Receipt ${data.order.ordernumber}`
      : data?.paper
        ? `${data.paper.status === 'DECLINED' || data.paper.status === 'OPEN' ? 'Invoice' : 'Receipt'} ${data.paper.number}`
        : 'Receipt',
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
