import { m } from '../../i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { productReviewsQuery } from '../../api/review-queries';
import { longUtcDay } from '../../lib/calendar-day';
import type { ProductReviewPage } from '../../api/review-queries';
import { Button } from '../../ui/button';
import { Cluster, Heading, PlainList, Stack, Text } from '../../ui/layout';
import { PageSection } from '../../ui/layout';
import { RatingDistribution, StarRating } from '../../ui/star-rating';

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
          {m.catalog_reviews()}
        </Heading>
        {page.count === 0 || page.average === null ? (
          <Text tone="muted">{m.catalog_reviews_none()}</Text>
        ) : (
          <Stack gap={5} split="aside">
            <Stack gap={2}>
              <Cluster gap={2} align="baseline">
                <Text as="span" size="figure" data-testid="review-average">
                  {page.average.toFixed(1)}
                </Text>
                <StarRating rating={page.average} size="lg" />
              </Cluster>
              <Text tone="muted" data-testid="review-count">
                {m.catalog_reviews_count({ count: page.count })}
              </Text>
              <RatingDistribution distribution={page.distribution} count={page.count} />
            </Stack>
            <Stack gap={3}>
              <PlainList
                aria-label={m.catalog_reviews_list()}
                aria-busy={loading || undefined}
                gap={4}
              >
                {page.reviews.map((review) => (
                  <li key={review.id} data-testid="product-review">
                    <Stack gap={1} rule="below">
                      <Cluster gap={2}>
                        <StarRating rating={review.rating} size="sm" />
                        {review.title ? (
                          <Text as="span" weight="bold">
                            {review.title}
                          </Text>
                        ) : null}
                      </Cluster>
                      {/* A text node: whatever the customer wrote is never read as HTML. */}
                      <Text wrap="lines">{review.text}</Text>
                      <Text size="sm" tone="muted">
                        {review.authorName || m.catalog_reviews_a_customer()}
                        {review.verified ? m.catalog_reviews_verified() : ''} ·{' '}
                        {longUtcDay(new Date(review.created))}
                      </Text>
                    </Stack>
                  </li>
                ))}
              </PlainList>
              {pageCount > 1 ? (
                <Cluster gap={3}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={pageNumber <= 1 || loading}
                    onClick={() => onPage(pageNumber - 1)}
                  >
                    {m.catalog_reviews_newer()}
                  </Button>
                  <Text size="sm" tone="muted" aria-live="polite">
                    {m.catalog_reviews_page({ page: pageNumber, count: pageCount })}
                  </Text>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!page.hasMore || loading}
                    onClick={() => onPage(pageNumber + 1)}
                  >
                    {m.catalog_reviews_older()}
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
