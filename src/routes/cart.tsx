import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/cart-page';

export const Route = createFileRoute('/cart')({
  component: CartPage,
  head: () => ({ meta: [{ title: 'Your cart | Pivot Furniture' }] }),
});
