import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reviewableItemsQuery } from '../../api/review-queries';
import type { ReviewableItem } from '../../api/review-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { Cluster, Heading, PageColumn, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/site-frame';
import { ResponsiveImage } from '../../ui/responsive-image';
import { Spinner } from '../../ui/spinner';
import { StarRating } from '../../ui/star-rating';
import { StatusPanel } from '../../ui/status-panel';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { longDay } from '../../lib/calendar-day';
import { ReviewText } from './review-format';

function ItemRow({ item }: { item: ReviewableItem }) {
  const review = item.review;
  return (
    <li>
      <Panel gap={3} thumb={120} data-testid="reviewable-item">
        <div style={{ maxWidth: 160 }}>
          {item.thumburl ? (
            <ResponsiveImage
              src={item.thumburl}
              set="thumb"
              alt=""
              aspectRatio={4 / 3}
              sizes="120px"
            />
          ) : null}
        </div>
        <Stack gap={2}>
          <Heading as="h2" size="xs" wrap="anywhere">
            {item.name}
          </Heading>
          <Text tone="muted" size="sm">
            Delivered {longDay(item.startdate)}
            {item.subscription_status === 'RETURNED' ? ' · returned since' : ''}
          </Text>
          {review ? (
            <Stack gap={1}>
              <Cluster gap={2}>
                <StarRating rating={review.rating} size="sm" />
                <Text size="sm" tone="muted">
                  Reviewed {longDay(review.created.slice(0, 10))}
                  {review.updated.slice(0, 16) !== review.created.slice(0, 16) ? ' · edited' : ''}
                </Text>
              </Cluster>
              <ReviewText text={review.text} clamp />
            </Stack>
          ) : null}
          <Cluster gap={3}>
            <Button asChild size="sm" variant={review ? 'secondary' : 'primary'}>
              <Link
                to="/account/product-review/$membershipProductId"
                params={{ membershipProductId: item.id }}
              >
                {review ? 'Edit review' : 'Write review'}
                <VisuallyHidden> of {item.name}</VisuallyHidden>
              </Link>
            </Button>
            <Link to="/productdetail/$product" params={{ product: item.productslug }}>
              See the product page<VisuallyHidden> of {item.name}</VisuallyHidden>
            </Link>
          </Cluster>
        </Stack>
      </Panel>
    </li>
  );
}

export interface ReviewListViewProps {
  status: 'pending' | 'error' | 'success';
  items?: readonly ReviewableItem[] | undefined;
  onRetry: () => void;
  retrying?: boolean;
}

/** /account/product-review without the router's data: stories render each state. */
export function ReviewListView({ status, items, onRetry, retrying = false }: ReviewListViewProps) {
  const waiting = (items ?? []).filter((item) => item.review === null).length;
  return (
    <PageColumn>
      <Stack gap={2}>
        <PageHeading flush>Product reviews</PageHeading>
        <Text tone="muted">
          Tell other shoppers about the pieces we delivered to you, newest first.
        </Text>
      </Stack>
      {status === 'pending' ? <Spinner layout="block" label="Loading your products" /> : null}
      {status === 'error' ? (
        <Notice tone="error" title="We could not load your products" role="alert">
          <Text>Nothing was changed. Check your connection and try again.</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={onRetry} loading={retrying} loadingLabel="Trying again">
              Try again
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && items && items.length === 0 ? (
        <StatusPanel
          title="Nothing to review yet"
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/">Browse furniture</Link>
            </Button>
          }
        >
          Once a piece is delivered to you, you can review it here.
        </StatusPanel>
      ) : null}
      {status === 'success' && items && items.length > 0 ? (
        <>
          <Text size="sm" tone="muted" aria-live="polite">
            {waiting === 0
              ? 'You have reviewed every piece. Thank you!'
              : waiting === 1
                ? '1 piece waits for your review.'
                : `${waiting} pieces wait for your review.`}
          </Text>
          <PlainList aria-label="Delivered products" gap={4}>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </PlainList>
        </>
      ) : null}
    </PageColumn>
  );
}

/** `/account/product-review`. */
export function ReviewListPage() {
  useDocumentTitle('Product reviews');
  const userId = useStoredSession()?.userId ?? null;
  const query = useQuery(reviewableItemsQuery(userId));
  return (
    <ReviewListView
      status={query.status}
      items={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    />
  );
}
