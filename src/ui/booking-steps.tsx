import type { ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './field';
import { FormPage } from './form-page';
import { Cluster, PlainList, Stack, Text } from './layout';
import { Notice } from './notice';
import { RadioGroup } from './radio-group';
import { Spinner } from './spinner';
import { SummaryRows } from './summary-rows';
import type { SummaryLine } from './summary-rows';
import { m } from '../i18n/paraglide/messages.js';

/*
 * The screens the booking flows (returns, swaps, moves) share around their quote, review and
 * booking steps. Each screen gives the words and the handlers; the markup is drawn here.
 */

/** A button of a step: what it says and does. */
export interface StepAction {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Shows a spinner and disables it; `loadingLabel` is added to its name. */
  loading?: boolean;
  loadingLabel?: string;
}

/** The buttons under a step: the way on, then a quieter way back. */
export function StepActions({ next, back }: { next: StepAction; back: StepAction }) {
  return (
    <Cluster gap={3}>
      <Button
        loading={next.loading}
        loadingLabel={next.loadingLabel}
        disabled={next.disabled}
        onClick={next.onClick}
      >
        {next.label}
      </Button>
      <Button variant="text" disabled={back.disabled} onClick={back.onClick}>
        {back.label}
      </Button>
    </Cluster>
  );
}

export interface BusyPageProps {
  title: ReactNode;
  /** What the spinner says is under way ("Pricing your move"). */
  label: string;
  /** Move focus to the title (the step that follows a booking). */
  focusTitle?: boolean;
}

/** A step the flow is waiting on: its title and a spinner saying what for. */
export function BusyPage({ title, label, focusTitle }: BusyPageProps) {
  return (
    <FormPage title={title} focusTitle={focusTitle}>
      <Spinner layout="block" label={label} />
    </FormPage>
  );
}

export interface FailedPageProps {
  title: ReactNode;
  /** What could not be done ("We could not price your return"). */
  problem: ReactNode;
  /** Why, as the server said it. */
  message?: string;
  footer?: ReactNode;
  onRetry: () => void;
  /** A way back beside "Try again" ("Change the day"). */
  back?: StepAction;
}

/** A step that failed: what went wrong, "Try again" and maybe a way back. */
export function FailedPage({ title, problem, message, footer, onRetry, back }: FailedPageProps) {
  const retry = (
    <Button size="sm" onClick={onRetry}>
      {m.ui_try_again()}
    </Button>
  );
  return (
    <FormPage title={title} footer={footer}>
      <Notice tone="error" role="alert" title={problem}>
        <Text>{message}</Text>
        {back ? (
          <Cluster gap={3}>
            {retry}
            <Button size="sm" variant="text" onClick={back.onClick}>
              {back.label}
            </Button>
          </Cluster>
        ) : (
          <div>{retry}</div>
        )}
      </Notice>
    </FormPage>
  );
}

/** A day and a time window chosen for a visit. */
export interface VisitChoice {
  date: string;
  window: string;
}

export interface VisitFieldsProps<TVisit extends VisitChoice> {
  dateLabel: string;
  windowLabel: string;
  visit: TVisit;
  onChange: (visit: TVisit) => void;
  /** The earliest and latest days (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Said under the day field: the notice the visit needs and its first day. */
  hint?: ReactNode;
  windows: readonly { type: string; label: string }[];
  errors: { date?: string; window?: string };
}

/** The day field and the time-window choice of a visit (pickup, swap or move). */
export function VisitFields<TVisit extends VisitChoice>({
  dateLabel,
  windowLabel,
  visit,
  onChange,
  min,
  max,
  hint,
  windows,
  errors,
}: VisitFieldsProps<TVisit>) {
  return (
    <>
      <TextField
        label={dateLabel}
        type="date"
        min={min}
        max={max}
        hint={hint}
        value={visit.date}
        onChange={(event) => onChange({ ...visit, date: event.target.value })}
        error={errors.date}
      />
      <RadioGroup
        label={windowLabel}
        value={visit.window || undefined}
        onValueChange={(value) => onChange({ ...visit, window: value })}
        error={errors.window}
        options={windows.map((window) => ({
          value: window.type,
          label: window.label,
        }))}
      />
    </>
  );
}

export interface BookingReviewProps {
  title: ReactNode;
  footer?: ReactNode;
  /** The accessible name of the list of what is booked. */
  listLabel: string;
  /** The lines of that list. */
  lines: ReactNode;
  /** Under the list: where and when. */
  details: ReactNode;
  /** The priced lines, once the quote is in. */
  summary: readonly SummaryLine[] | null;
  /** The small print: when the fee is charged and what happens to the bills. */
  terms: ReactNode;
  /** Why booking failed, if it did. */
  problem?: { message: string } | null;
  placing: boolean;
  confirm: { label: ReactNode; loadingLabel: string; onClick: () => void };
  back: { label: ReactNode; onClick: () => void };
}

/** The review before booking: what, where and when, the price, the terms, and the button. */
export function BookingReview({
  title,
  footer,
  listLabel,
  lines,
  details,
  summary,
  terms,
  problem,
  placing,
  confirm,
  back,
}: BookingReviewProps) {
  return (
    <FormPage title={title} footer={footer}>
      <Stack gap={4}>
        <PlainList aria-label={listLabel}>{lines}</PlainList>
        {details}
        {summary ? <SummaryRows lines={summary} /> : null}
        <Text css={{ fontSize: '$2', color: '$textMuted' }}>{terms}</Text>
        {problem ? (
          <Notice tone="error" role="alert">
            {problem.message}
          </Notice>
        ) : null}
        <StepActions
          next={{ ...confirm, loading: placing }}
          back={{ ...back, disabled: placing }}
        />
      </Stack>
    </FormPage>
  );
}
