import { createFileRoute } from '@tanstack/react-router';
import { PaymentInformationPage } from '../../features/account/payment-information-page';

export const Route = createFileRoute('/_authed/account_/payment-information')({
  validateSearch: () => ({}),
  component: PaymentInformationPage,
  head: () => ({ meta: [{ title: 'Payment information | Pivot Furniture' }] }),
});
