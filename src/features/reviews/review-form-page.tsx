import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { CallFailure } from '../../api/call';
import { afterReviewWritten, reviewableItemQuery, writeReview } from '../../api/review-queries';
import type { ReviewableItem } from '../../api/review-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { longDay } from '../../lib/calendar-day';
import { Button } from '../../ui/button';
import { FieldError, FieldHint, TextAreaField } from '../../ui/field';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { ResponsiveImage } from '../../ui/responsive-image';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { StarPicker } from '../../ui/star-rating';
import { StatusPanel } from '../../ui/status-panel';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** The limits the server checks (decision 133), checked here first to answer at once. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 3_000;
const MARKUP = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** What the form would refuse before sending, by field. */
export function reviewDraftProblems(rating: number | null, text: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rating === null) errors.rating = 'Choose a rating from 1 to 5 stars.';
  const trimmed = text.trim();
  if (trimmed.length < REVIEW_TEXT_MIN) {
    errors.text = `Tell other shoppers a little more: at least ${REVIEW_TEXT_MIN} characters.`;
  } else if (trimmed.length > REVIEW_TEXT_MAX) {
    errors.text = `Keep your review to ${REVIEW_TEXT_MAX.toLocaleString('en-CA')} characters (it has ${trimmed.length.toLocaleString('en-CA')}).`;
  } else if (MARKUP.test(trimmed)) {
    errors.text = 'Reviews are plain text: remove the HTML tags (anything between < and >).';
  }
  return errors;
}

/** Five stars as a radio group: arrows move between them, like any radio group. */
function RatingInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend style={{ padding: 0, marginBottom: 4 }}>Your rating</legend>
      <StarPicker>
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star}>
            <input
              type="radio"
              id={`${id}-${star}`}
              name={`${id}-rating`}
              value={star}
              checked={value === star}
              disabled={disabled}
              onChange={() => onChange(star)}
              aria-label={`${star} star${star === 1 ? '' : 's'}, ${RATING_WORDS[star]}`}
            />
            <label
              htmlFor={`${id}-${star}`}
              data-on={value !== null && star <= value}
              aria-hidden="true"
            >
              ★
            </label>
          </span>
        ))}
      </StarPicker>
      <FieldHint id={`${id}-hint`}>
        {value === null ? 'Choose 1 to 5 stars.' : `${value} of 5: ${RATING_WORDS[value]}.`}
      </FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

export type ReviewFormState = 'editing' | 'saving' | 'saved' | 'refused';

export interface ReviewFormViewProps {
  status: 'pending' | 'error' | 'not-found' | 'success';
  item?: ReviewableItem | undefined;
  /** Why the item cannot be opened (not delivered, not reviewable). */
  loadProblem?: string | undefined;
  onRetry: () => void;
  onSubmit: (review: { rating: number; text: string }) => void;
  saving: boolean;
  saved: boolean;
  /** The server's refusal: its message and the field it is about. */
  problem?: CallFailure | null | undefined;
}

/** /account/product-review/{id} without the router's data: stories render each state. */
export function ReviewFormView({
  status,
  item,
  loadProblem,
  onRetry,
  onSubmit,
  saving,
  saved,
  problem,
}: ReviewFormViewProps) {
  const [rating, setRating] = useState<number | null>(item?.review?.rating ?? null);
  const [text, setText] = useState(item?.review?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each refused attempt (the form's checks or the server's), for moving focus.
  const [attempt, setAttempt] = useState(0);
  const [itemId, setItemId] = useState(item?.id);
  if (item?.id !== itemId) {
    // The item arrived (or changed): start from its saved review.
    setItemId(item?.id);
    setRating(item?.review?.rating ?? null);
    setText(item?.review?.text ?? '');
  }
  useEffect(() => {
    if (problem?.field === 'rating' || problem?.field === 'text') {
      setErrors({ [problem.field]: problem.message });
      setAttempt((count) => count + 1);
    }
  }, [problem]);
  // Each refused attempt: focus on the first field in error (the rating's first star).
  const form = useRef<HTMLFormElement>(null);
  const messages = Object.values(errors).filter((message) => message !== '');
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid?.tagName === 'FIELDSET'
        ? (invalid.querySelector<HTMLElement>('input:checked') ??
          invalid.querySelector<HTMLElement>('input'))
        : invalid;
    target?.focus();
  }, [attempt]);
  const editing = Boolean(item?.review);
  const general =
    problem && problem.field !== 'rating' && problem.field !== 'text' ? problem : null;

  return (
    <PageColumn>
      <PageHeading flush>{editing ? 'Edit your review' : 'Write a review'}</PageHeading>
      {status === 'pending' ? <Spinner layout="block" label="Loading your product" /> : null}
      {status === 'error' ? (
        <Notice tone="error" title="We could not load this product" role="alert">
          <Text>Nothing was changed. Check your connection and try again.</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={onRetry}>
              Try again
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'not-found' ? (
        <StatusPanel
          title="This product can’t be reviewed here"
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/account/product-review">See your products</Link>
            </Button>
          }
        >
          {loadProblem ?? 'We can’t find that item in your account.'}
        </StatusPanel>
      ) : null}
      {status === 'success' && item ? (
        <Stack gap={4}>
          <Cluster gap={4} nowrap>
            {item.thumburl ? (
              <div style={{ width: 96, flexShrink: 0 }}>
                <ResponsiveImage
                  src={item.thumburl}
                  set="thumb"
                  alt=""
                  aspectRatio={4 / 3}
                  sizes="96px"
                />
              </div>
            ) : null}
            <Stack gap={1}>
              <Heading as="h2" size="xs" wrap="anywhere">
                {item.name}
              </Heading>
              <Text size="sm" tone="muted">
                Delivered {longDay(item.startdate)}
              </Text>
            </Stack>
          </Cluster>
          {saved ? (
            <Notice tone="info" title="Thank you! Your review is published" role="status">
              <Text>It shows on the product page now. You can edit it any time.</Text>
              <Cluster gap={3}>
                <Button asChild size="sm" variant="secondary">
                  <Link to="/productdetail/$product" params={{ product: item.productslug }}>
                    See it on the product page
                  </Link>
                </Button>
                <Button asChild size="sm" variant="text">
                  <Link to="/account/product-review">Review another product</Link>
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {general ? (
            <Notice tone="error" title="Your review was not saved" role="alert">
              <Text>{general.message}</Text>
            </Notice>
          ) : null}
          <VisuallyHidden role="status" aria-live="assertive" aria-atomic="true">
            {messages.join(' ')}
          </VisuallyHidden>
          <form
            ref={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const found = reviewDraftProblems(rating, text);
              setErrors(found);
              if (Object.keys(found).length > 0) setAttempt((count) => count + 1);
              if (Object.keys(found).length === 0 && rating !== null) {
                onSubmit({ rating, text: text.trim() });
              }
            }}
          >
            <Stack gap={4}>
              <RatingInput
                value={rating}
                disabled={saving}
                error={errors.rating}
                onChange={(value) => {
                  setRating(value);
                  setErrors((current) => ({ ...current, rating: '' }));
                }}
              />
              <TextAreaField
                label="Your review"
                rows={7}
                value={text}
                disabled={saving}
                hint={`Plain text, ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en-CA')} characters (${text.trim().length.toLocaleString('en-CA')} now). Shown with your first name and last initial.`}
                error={errors.text}
                onChange={(event) => {
                  setText(event.target.value);
                  setErrors((current) => ({ ...current, text: '' }));
                }}
              />
              <Cluster gap={3}>
                <Button type="submit" loading={saving} loadingLabel="Saving your review">
                  {editing ? 'Save changes' : 'Publish review'}
                </Button>
                <Button asChild variant="text">
                  <Link to="/account/product-review">Cancel</Link>
                </Button>
              </Cluster>
            </Stack>
          </form>
        </Stack>
      ) : null}
    </PageColumn>
  );
}

/** `/account/product-review/{membershipProductId}`. */
export function ReviewFormPage({ membershipProductId }: { membershipProductId: string }) {
  useDocumentTitle('Write a review');
  const userId = useStoredSession()?.userId ?? null;
  const queryClient = useQueryClient();
  const query = useQuery(reviewableItemQuery(userId, membershipProductId));
  const mutation = useMutation({
    mutationFn: (review: { rating: number; text: string }) =>
      writeReview({ membershipProductId, ...review }),
    onSuccess: () => afterReviewWritten(queryClient),
  });
  const failure = query.error as CallFailure | null;
  const refused = failure && (failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT');
  return (
    <ReviewFormView
      status={query.status === 'error' ? (refused ? 'not-found' : 'error') : query.status}
      item={query.data}
      loadProblem={refused ? failure.message : undefined}
      onRetry={() => void query.refetch()}
      onSubmit={(review) => mutation.mutate(review)}
      saving={mutation.isPending}
      saved={mutation.isSuccess}
      problem={mutation.error as CallFailure | null}
    />
  );
}
