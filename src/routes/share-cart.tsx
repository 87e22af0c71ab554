import { createFileRoute } from '@tanstack/react-router';
import { ShareCartPage } from '../features/cart/share-cart-page';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

export const Route = createFileRoute('/share-cart')({
  component: ShareCartPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_share_your_cart()) }] }),
});
