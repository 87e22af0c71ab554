import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { productReviewsQuery } from '../../api/review-queries';
import { longUtcDay } from '../../lib/calendar-day';
import type { ProductReviewPage } from '../../api/review-queries';
import { Button } from '../../ui/button';
import { Cluster, Heading, PlainList, Stack, Text } from '../../ui/layout';
import { PageSection } from '../../ui/layout';
import { StarRating } from '../../ui/star-rating';

function Distribution({ page }: { page: ProductReviewPage }) {
  return (
    <Stack as="dl" gap={1} css={{ margin: 0, maxWidth: 280 }}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = page.distribution[stars - 1] ?? 0;
        const share = page.count > 0 ? Math.round((count / page.count) * 100) : 0;
        return (
          <div
            key={stars}
            style={{
              display: 'grid',
              gridTemplateColumns: '52px 1fr 36px',
              gap: 8,
              alignItems: 'center',
            }}
          >
            <dt style={{ fontSize: '0.875rem' }}>{stars === 1 ? '1 star' : `${stars} stars`}</dt>
            <dd style={{ margin: 0 }} aria-label={`${count} review${count === 1 ? '' : 's'}`}>
              <Bar share={share} />
            </dd>
            <dd style={{ margin: 0, fontSize: '0.875rem', textAlign: 'right' }} aria-hidden="true">
              {count}
            </dd>
          </div>
        );
      })}
    </Stack>
  );
}

function Bar({ share }: { share: number }) {
  return (
    <Stack
      css={{ height: 8, borderRadius: '$round', backgroundColor: '$border', overflow: 'hidden' }}
    >
      <Stack css={{ height: '100%', backgroundColor: '$primary' }} style={{ width: `${share}%` }} />
    </Stack>
  );
}

/** What a product page shows of its reviews: the average, the count, and the newest first. */
export function ProductReviewsView({
  page,
  pageNumber,
  onPage,
  loading = false,
}: {
  page: ProductReviewPage;
  pageNumber: number;
  onPage: (page: number) => void;
  loading?: boolean;
}) {
  const headingId = useId();
  const pageCount = Math.max(1, Math.ceil(page.count / page.limit));
  return (
    <PageSection belowFold aria-labelledby={headingId} data-testid="product-reviews">
      <Stack gap={4}>
        <Heading as="h2" id={headingId}>
          Reviews
        </Heading>
        {page.count === 0 || page.average === null ? (
          <Text tone="muted">
            No reviews yet. Customers who have this piece can review it from their account.
          </Text>
        ) : (
          <Stack
            gap={5}
            css={{ '@md': { display: 'grid', gridTemplateColumns: '280px 1fr', gap: '$6' } }}
          >
            <Stack gap={2}>
              <Cluster gap={2} css={{ alignItems: 'baseline' }}>
                <Text
                  as="span"
                  css={{ fontSize: '40px', fontWeight: '$bold', lineHeight: 1 }}
                  data-testid="review-average"
                >
                  {page.average.toFixed(1)}
                </Text>
                <StarRating rating={page.average} size="lg" />
              </Cluster>
              <Text tone="muted" data-testid="review-count">
                {page.count === 1 ? '1 review' : `${page.count} reviews`}
              </Text>
              <Distribution page={page} />
            </Stack>
            <Stack gap={3}>
              <PlainList
                aria-label="Reviews, newest first"
                aria-busy={loading || undefined}
                css={{ display: 'grid', gap: '$4' }}
              >
                {page.reviews.map((review) => (
                  <li key={review.id} data-testid="product-review">
                    <Stack gap={1} css={{ paddingBottom: '$4', borderBottom: '1px solid $border' }}>
                      <Cluster gap={2}>
                        <StarRating rating={review.rating} size="sm" />
                        {review.title ? (
                          <Text as="span" weight="bold">
                            {review.title}
                          </Text>
                        ) : null}
                      </Cluster>
                      {/* A text node: whatever the customer wrote is never read as HTML. */}
                      <Text css={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {review.text}
                      </Text>
                      <Text size="sm" tone="muted">
                        {review.authorName || 'A customer'}
                        {review.verified ? ' · Verified customer' : ''} ·{' '}
                        {longUtcDay(new Date(review.created))}
                      </Text>
                    </Stack>
                  </li>
                ))}
              </PlainList>
              {pageCount > 1 ? (
                <Cluster gap={3} css={{ alignItems: 'center' }}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={pageNumber <= 1 || loading}
                    onClick={() => onPage(pageNumber - 1)}
                  >
                    Newer reviews
                  </Button>
                  <Text size="sm" tone="muted" aria-live="polite">
                    Page {pageNumber} of {pageCount}
                  </Text>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!page.hasMore || loading}
                    onClick={() => onPage(pageNumber + 1)}
                  >
                    Older reviews
                  </Button>
                </Cluster>
              ) : null}
            </Stack>
          </Stack>
        )}
      </Stack>
    </PageSection>
  );
}

/** The product page's reviews; the first page is warmed by the route's loader (and drawn on the server). */
export function ProductReviews({ slug }: { slug: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const query = useQuery(productReviewsQuery(slug, pageNumber));
  if (!query.data) return null;
  return (
    <ProductReviewsView
      page={query.data}
      pageNumber={pageNumber}
      onPage={setPageNumber}
      loading={query.isPlaceholderData}
    />
  );
}
