import { createFileRoute } from '@tanstack/react-router';
import { UnsignedAgreementsPage } from '../../features/checkout/unsigned-agreements-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/unsigned-agreements')({
  component: UnsignedAgreementsPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_unsigned_agreements()) }] }),
});
