import { createFileRoute, redirect } from '@tanstack/react-router';

/** The older spelling of /account/payment-information (spec section 2). */
export const Route = createFileRoute('/_authed/account_/paymentinformation')({
  beforeLoad: () => {
    throw redirect({ to: '/account/payment-information', replace: true });
  },
});
