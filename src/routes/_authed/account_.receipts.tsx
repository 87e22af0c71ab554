import { createFileRoute } from '@tanstack/react-router';
import { ReceiptsPage } from '../../features/account/receipts-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `?page=2`: pages from 2 on; the first page has no search. */
function validateReceiptsSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

export const Route = createFileRoute('/_authed/account_/receipts')({
  validateSearch: validateReceiptsSearch,
  component: ReceiptsRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_receipts()) }] }),
});

function ReceiptsRoute() {
  const { page } = Route.useSearch();
  return <ReceiptsPage page={page ?? 1} />;
}
