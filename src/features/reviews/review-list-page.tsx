import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reviewableItemsQuery } from '../../api/review-queries';
import type { ReviewableItem } from '../../api/review-queries';
import { m } from '../../i18n/paraglide/messages.js';
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
            {m.flows_review_delivered({ date: longDay(item.startdate) })}
            {item.subscription_status === 'RETURNED' ? m.flows_review_returned_since() : ''}
          </Text>
          {review ? (
            <Stack gap={1}>
              <Cluster gap={2}>
                <StarRating rating={review.rating} size="sm" />
                <Text size="sm" tone="muted">
                  {m.flows_review_reviewed({ date: longDay(review.created.slice(0, 10)) })}
                  {review.updated.slice(0, 16) !== review.created.slice(0, 16)
                    ? m.flows_review_edited()
                    : ''}
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
                {review ? m.flows_review_edit() : m.flows_review_write()}
                <VisuallyHidden>{m.flows_review_of_item({ name: item.name })}</VisuallyHidden>
              </Link>
            </Button>
            <Link to="/productdetail/$product" params={{ product: item.productslug }}>
              {m.flows_review_see_product_page()}
              <VisuallyHidden>{m.flows_review_of_item({ name: item.name })}</VisuallyHidden>
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
        <PageHeading flush>{m.flows_review_list_title()}</PageHeading>
        <Text tone="muted">{m.flows_review_list_intro()}</Text>
      </Stack>
      {status === 'pending' ? (
        <Spinner layout="block" label={m.flows_review_loading_products()} />
      ) : null}
      {status === 'error' ? (
        <Notice tone="error" title={m.flows_review_load_products_failed()} role="alert">
          <Text>{m.flows_review_nothing_changed()}</Text>
          <Cluster gap={3}>
            <Button
              size="sm"
              onClick={onRetry}
              loading={retrying}
              loadingLabel={m.flows_review_trying_again()}
            >
              {m.flows_try_again()}
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && items && items.length === 0 ? (
        <StatusPanel
          title={m.flows_review_nothing_title()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/">{m.flows_review_browse()}</Link>
            </Button>
          }
        >
          {m.flows_review_nothing_text()}
        </StatusPanel>
      ) : null}
      {status === 'success' && items && items.length > 0 ? (
        <>
          <Text size="sm" tone="muted" aria-live="polite">
            {waiting === 0 ? m.flows_review_all_done() : m.flows_review_waiting({ count: waiting })}
          </Text>
          <PlainList aria-label={m.flows_review_delivered_products()} gap={4}>
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
  useDocumentTitle(m.flows_review_list_title());
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
