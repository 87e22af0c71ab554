import { createFileRoute } from '@tanstack/react-router';
import { UpcomingBillPage } from '../../features/account/upcoming-bill-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/upcoming-bill')({
  validateSearch: () => ({}),
  component: UpcomingBillPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_upcoming_bill()) }] }),
});
