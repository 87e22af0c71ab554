import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPrintPage } from '../../features/account/receipt-print-page';

/** Not nested in /account/receipts (`receipts_`): the printable receipt is a page of its own. */
export const Route = createFileRoute('/_authed/account_/receipts_/print/$orderId')({
  component: ReceiptPrintRoute,
  head: () => ({ meta: [{ title: 'Receipt | Pivot Furniture' }] }),
});

function ReceiptPrintRoute() {
  const { orderId } = Route.useParams();
  return <ReceiptPrintPage orderId={orderId} />;
}
