import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPrintPage } from '../../features/account/receipt-print-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** Not nested in /account/receipts (`receipts_`): the printable receipt is a page of its own. */
export const Route = createFileRoute('/_authed/account_/receipts_/print/$orderId')({
  component: ReceiptPrintRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_receipt()) }] }),
});

function ReceiptPrintRoute() {
  const { orderId } = Route.useParams();
  return <ReceiptPrintPage orderId={orderId} />;
}
