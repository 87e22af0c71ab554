import { createFileRoute } from '@tanstack/react-router';
import { BillingHistoryPage } from '../../features/account/billing-history-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `?page=2`: pages from 2 on; the first page has no search. */
function validateBillingHistorySearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

export const Route = createFileRoute('/_authed/account_/billing-history')({
  validateSearch: validateBillingHistorySearch,
  component: BillingHistoryRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_billing_history()) }] }),
});

function BillingHistoryRoute() {
  const { page } = Route.useSearch();
  return <BillingHistoryPage page={page ?? 1} />;
}
