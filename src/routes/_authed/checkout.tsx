import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/checkout')({
  validateSearch: (search: Record<string, unknown>): { addressId?: string } =>
    typeof search.addressId === 'string' ? { addressId: search.addressId } : {},
  component: CheckoutRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_checkout()) }] }),
});

function CheckoutRoute() {
  const { addressId } = Route.useSearch();
  return <CheckoutPage addressId={addressId ?? null} />;
}
