import { createFileRoute } from '@tanstack/react-router';
import { ShareCartPage } from '../features/cart/share-cart-page';

export const Route = createFileRoute('/share-cart')({
  component: ShareCartPage,
  head: () => ({ meta: [{ title: 'Share your cart | Pivot Furniture' }] }),
});
