import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { CallFailure } from '../../api/call';
import { afterReviewWritten, reviewableItemQuery, writeReview } from '../../api/review-queries';
import type { ReviewableItem } from '../../api/review-queries';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
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

/** The star drawn for each choice (hidden from assistive technology: the radio is named). */
const STAR = '★';

/** A star count's word (1 Poor … 5 Excellent), in the page's language. */
function ratingWord(stars: number): string {
  switch (stars) {
    case 1:
      return m.flows_review_rating_poor();
    case 2:
      return m.flows_review_rating_fair();
    case 3:
      return m.flows_review_rating_good();
    case 4:
      return m.flows_review_rating_very_good();
    case 5:
      return m.flows_review_rating_excellent();
    default:
      return '';
  }
}

/** A count as the page's language writes it: `3,000` in English, `3 000` in French. */
const count = (value: number) => value.toLocaleString(languageTag());

/** What the form would refuse before sending, by field. */
export function reviewDraftProblems(rating: number | null, text: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rating === null) errors.rating = m.flows_review_error_rating();
  const trimmed = text.trim();
  if (trimmed.length < REVIEW_TEXT_MIN) {
    errors.text = m.flows_review_error_short({ min: REVIEW_TEXT_MIN });
  } else if (trimmed.length > REVIEW_TEXT_MAX) {
    errors.text = m.flows_review_error_long({
      max: count(REVIEW_TEXT_MAX),
      count: count(trimmed.length),
    });
  } else if (MARKUP.test(trimmed)) {
    errors.text = m.flows_review_error_markup();
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
      <legend style={{ padding: 0, marginBottom: 4 }}>{m.flows_review_your_rating()}</legend>
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
              aria-label={m.flows_review_star_label({ count: star, word: ratingWord(star) })}
            />
            <label
              htmlFor={`${id}-${star}`}
              data-on={value !== null && star <= value}
              aria-hidden="true"
            >
              {STAR}
            </label>
          </span>
        ))}
      </StarPicker>
      <FieldHint id={`${id}-hint`}>
        {value === null
          ? m.flows_review_rating_hint()
          : m.flows_review_rating_chosen({ value, word: ratingWord(value) })}
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
      <PageHeading flush>
        {editing ? m.flows_review_edit_title() : m.flows_review_write_title()}
      </PageHeading>
      {status === 'pending' ? (
        <Spinner layout="block" label={m.flows_review_loading_product()} />
      ) : null}
      {status === 'error' ? (
        <Notice tone="error" title={m.flows_review_load_product_failed()} role="alert">
          <Text>{m.flows_review_nothing_changed()}</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={onRetry}>
              {m.flows_try_again()}
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'not-found' ? (
        <StatusPanel
          title={m.flows_review_cannot_review()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/account/product-review">{m.flows_review_see_products()}</Link>
            </Button>
          }
        >
          {loadProblem ?? m.flows_review_not_found()}
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
                {m.flows_review_delivered({ date: longDay(item.startdate) })}
              </Text>
            </Stack>
          </Cluster>
          {saved ? (
            <Notice tone="info" title={m.flows_review_published_title()} role="status">
              <Text>{m.flows_review_published_text()}</Text>
              <Cluster gap={3}>
                <Button asChild size="sm" variant="secondary">
                  <Link to="/productdetail/$product" params={{ product: item.productslug }}>
                    {m.flows_review_see_on_product()}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="text">
                  <Link to="/account/product-review">{m.flows_review_another()}</Link>
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {general ? (
            <Notice tone="error" title={m.flows_review_not_saved()} role="alert">
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
                label={m.flows_review_your_review()}
                rows={7}
                value={text}
                disabled={saving}
                hint={m.flows_review_text_hint({
                  min: REVIEW_TEXT_MIN,
                  max: count(REVIEW_TEXT_MAX),
                  count: count(text.trim().length),
                })}
                error={errors.text}
                onChange={(event) => {
                  setText(event.target.value);
                  setErrors((current) => ({ ...current, text: '' }));
                }}
              />
              <Cluster gap={3}>
                <Button type="submit" loading={saving} loadingLabel={m.flows_review_saving()}>
                  {editing ? m.flows_review_save_changes() : m.flows_review_publish()}
                </Button>
                <Button asChild variant="text">
                  <Link to="/account/product-review">{m.flows_review_cancel()}</Link>
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
  useDocumentTitle(m.flows_review_write_title());
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
