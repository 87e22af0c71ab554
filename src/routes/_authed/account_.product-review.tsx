import { createFileRoute } from '@tanstack/react-router';
import { ReviewListPage } from '../../features/reviews/review-list-page';

export const Route = createFileRoute('/_authed/account_/product-review')({
  validateSearch: () => ({}),
  component: ReviewListPage,
  head: () => ({ meta: [{ title: 'Product reviews | Pivot Furniture' }] }),
});
