import { createFileRoute } from '@tanstack/react-router';
import { ReviewFormPage } from '../../features/reviews/review-form-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

function ReviewFormRoute() {
  const { membershipProductId } = Route.useParams();
  // Keyed by the item, so moving to another item starts from its own review.
  return <ReviewFormPage key={membershipProductId} membershipProductId={membershipProductId} />;
}

export const Route = createFileRoute('/_authed/account_/product-review_/$membershipProductId')({
  validateSearch: () => ({}),
  component: ReviewFormRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_write_a_review()) }] }),
});
