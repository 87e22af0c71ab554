import { createFileRoute } from '@tanstack/react-router';
import { PaymentInformationPage } from '../../features/account/payment-information-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/payment-information')({
  validateSearch: () => ({}),
  component: PaymentInformationPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_payment_information()) }] }),
});
