import { createFileRoute } from '@tanstack/react-router';
import { ReviewFormPage } from '../../features/reviews/review-form-page';

function ReviewFormRoute() {
  const { membershipProductId } = Route.useParams();
  // Keyed by the item, so moving to another item starts from its own review.
  return <ReviewFormPage key={membershipProductId} membershipProductId={membershipProductId} />;
}

export const Route = createFileRoute('/_authed/account_/product-review_/$membershipProductId')({
  validateSearch: () => ({}),
  component: ReviewFormRoute,
  head: () => ({ meta: [{ title: 'Write a review | Pivot Furniture' }] }),
});
