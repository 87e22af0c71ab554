import { createFileRoute } from '@tanstack/react-router';
import { ReviewListPage } from '../../features/reviews/review-list-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/product-review')({
  validateSearch: () => ({}),
  component: ReviewListPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_product_reviews()) }] }),
});
