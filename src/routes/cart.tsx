import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/cart-page';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

export const Route = createFileRoute('/cart')({
  component: CartPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_your_cart()) }] }),
});
