import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/checkout/checkout-page';

export const Route = createFileRoute('/_authed/checkout')({
  validateSearch: (search: Record<string, unknown>): { addressId?: string } =>
    typeof search.addressId === 'string' ? { addressId: search.addressId } : {},
  component: CheckoutRoute,
  head: () => ({ meta: [{ title: 'Checkout | Pivot Furniture' }] }),
});

function CheckoutRoute() {
  const { addressId } = Route.useSearch();
  return <CheckoutPage addressId={addressId ?? null} />;
}
