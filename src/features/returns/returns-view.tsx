import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { chosenAddress, returnsMachine } from '../../../machines/returns.machine';
import type {
  ReturnCondition,
  ReturnDetail,
  ReturnReason,
} from '../../../machines/returns.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { formatDay } from '../../lib/calendar-day';
import { taxRows } from '../../lib/line-payment';
import { formatMoney } from '../../lib/money-format';
import { monthlyPartsText, monthlyTotalText } from '../../lib/monthly-charge';
import { visitWindowLabel, visitWindowPhrase } from '../../lib/visit-window';
import {
  BookingReview,
  BusyPage,
  FailedPage,
  StepActions,
  VisitFields,
} from '../../ui/booking-steps';
import { Button } from '../../ui/button';
import { CartLineItem } from '../../ui/cart-line';
import { FieldError, TextField } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { ItemsByAddress } from '../../ui/items-by-address';
import { Stack, Text } from '../../ui/layout';
import { PageLinks } from '../../ui/link';
import { RadioGroup } from '../../ui/radio-group';
import { ConditionPhotos } from './return-condition-photos';
import type { UploadConditionPhoto } from './return-condition-photos';
import { returnTerms } from './return-terms';
import { returnsFieldErrors, returnsProblemMessage } from './returns-problems';

/** The returns actor; the page provides it, stories provide it with fakes. */
export const ReturnsActor = createActorContext(returnsMachine);

export type ReturnsSnapshot = SnapshotFrom<typeof returnsMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type ReturnsStateName = ReturnsSnapshot['value'];

/** Each reason's words, in the page's language. */
export const REASON_LABELS: Readonly<Record<ReturnReason, () => string>> = {
  NO_LONGER_NEEDED: m.returns_reason_no_longer_needed,
  MOVING: m.returns_reason_moving,
  NOT_AS_EXPECTED: m.returns_reason_not_as_expected,
  DAMAGED: m.returns_reason_damaged,
  UPGRADING: m.returns_reason_upgrading,
  OTHER: m.returns_reason_other,
};

/** Each condition's words, in the page's language. */
export const CONDITION_LABELS: Readonly<Record<ReturnCondition, () => string>> = {
  BETTER_THAN_NEW: m.returns_condition_better_than_new,
  LIGHT_WEAR: m.returns_condition_light_wear,
  HEAVY_WEAR: m.returns_condition_heavy_wear,
};

/** The field messages: the machine's own in the page's language, the server's as it said them. */
const useFieldErrors = () =>
  ReturnsActor.useSelector((snapshot) =>
    returnsFieldErrors(snapshot.context.fieldErrors, snapshot.context.fieldCodes),
  );

const EMPTY: ReturnDetail = { reason: '', condition: '', note: '' };

export interface ReturnsViewProps {
  /** Sends a photo on the condition step (the page's upload; absent in stories). */
  upload?: UploadConditionPhoto | undefined;
}

const Links = () => (
  <PageLinks>
    <Link to="/returncenter">{m.returns_return_policy()}</Link>
    <Link to="/account">{m.returns_my_account()}</Link>
  </PageLinks>
);

function Select() {
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const schedules = ReturnsActor.useSelector((snapshot) => snapshot.context.schedules);
  const problem = ReturnsActor.useSelector((snapshot) => snapshot.context.problem);
  const send = ReturnsActor.useActorRef().send;
  return (
    <FormPage title={m.returns_select_title()} intro={m.returns_select_intro()} footer={<Links />}>
      <Stack gap={4}>
        <ItemsByAddress
          items={items}
          selected={selected}
          onToggle={(id) => send({ type: 'returns.toggle', id })}
          price={(item) => <strong>{monthlyTotalText(item.monthlyCharge)}</strong>}
          details={(item) => (
            <Text size="sm" tone="muted">
              {item.monthlyCharge && item.monthlyCharge.pivotCare > 0
                ? `${monthlyPartsText(item.monthlyCharge)}. `
                : ''}
              {returnTerms(item, item.cityId ? schedules[item.cityId]?.today : undefined)}
            </Text>
          )}
        />
        <FieldError role="alert">{returnsProblemMessage(problem)}</FieldError>
        <div>
          <Button onClick={() => send({ type: 'returns.continue' })}>{m.returns_continue()}</Button>
        </div>
      </Stack>
    </FormPage>
  );
}

function Details() {
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const details = ReturnsActor.useSelector((snapshot) => snapshot.context.details);
  const errors = useFieldErrors();
  const send = ReturnsActor.useActorRef().send;
  const chosen = items.filter((item) => selected.includes(item.id));
  const describe = (id: string, detail: ReturnDetail) =>
    send({ type: 'returns.describe', id, detail });
  return (
    <FormPage title={m.returns_details_title()} footer={<Links />}>
      <Stack gap={5}>
        {chosen.map((item) => {
          const detail = details[item.id] ?? EMPTY;
          const update = (change: Partial<ReturnDetail>) =>
            describe(item.id, { ...detail, ...change });
          const field = (name: string) => errors[`details.${item.id}.${name}`];
          return (
            <Stack gap={3} key={item.id} as="section" aria-label={item.name}>
              <strong>{item.name}</strong>
              <RadioGroup
                label={m.returns_why_returning()}
                value={detail.reason || undefined}
                onValueChange={(value) => update({ reason: value as ReturnReason })}
                error={field('reason')}
                options={Object.entries(REASON_LABELS).map(([value, label]) => ({
                  value,
                  label: label(),
                }))}
              />
              {detail.reason === 'OTHER' ? (
                <TextField
                  label={m.returns_in_a_few_words()}
                  value={detail.note}
                  maxLength={400}
                  onChange={(event) => update({ note: event.target.value })}
                  error={field('note')}
                />
              ) : null}
              <RadioGroup
                label={m.returns_what_condition()}
                value={detail.condition || undefined}
                onValueChange={(value) => update({ condition: value as ReturnCondition })}
                error={field('condition')}
                options={Object.entries(CONDITION_LABELS).map(([value, label]) => ({
                  value,
                  label: label(),
                }))}
              />
            </Stack>
          );
        })}
        <StepActions
          next={{
            label: m.returns_add_photos(),
            onClick: () => send({ type: 'returns.continue' }),
          }}
          back={{ label: m.returns_change_items(), onClick: () => send({ type: 'returns.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

/** The condition step: photos of each item, required for a damaged one (decision 153). */
function Photos({ upload }: ReturnsViewProps) {
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const details = ReturnsActor.useSelector((snapshot) => snapshot.context.details);
  const photos = ReturnsActor.useSelector((snapshot) => snapshot.context.photos);
  const errors = useFieldErrors();
  const send = ReturnsActor.useActorRef().send;
  const chosen = items.filter((item) => selected.includes(item.id));
  const damaged = chosen.some((item) => details[item.id]?.reason === 'DAMAGED');
  return (
    <FormPage
      title={m.returns_photos_title()}
      intro={damaged ? m.returns_photos_intro_damaged() : m.returns_photos_intro_optional()}
      footer={<Links />}
    >
      <Stack gap={5}>
        {chosen.map((item) => (
          <ConditionPhotos
            key={item.id}
            item={item}
            detail={details[item.id]}
            photos={photos[item.id] ?? []}
            error={errors[`photos.${item.id}`]}
            upload={upload}
            onAdded={(photo) => send({ type: 'returns.photoAdded', id: item.id, photo })}
          />
        ))}
        <StepActions
          next={{
            label: m.returns_choose_pickup_day(),
            onClick: () => send({ type: 'returns.continue' }),
          }}
          back={{
            label: m.returns_back_to_details(),
            onClick: () => send({ type: 'returns.back' }),
          }}
        />
      </Stack>
    </FormPage>
  );
}

function Pickup() {
  const address = ReturnsActor.useSelector((snapshot) => chosenAddress(snapshot.context));
  const schedules = ReturnsActor.useSelector((snapshot) => snapshot.context.schedules);
  const chosen = ReturnsActor.useSelector((snapshot) => snapshot.context.pickup);
  const errors = useFieldErrors();
  const send = ReturnsActor.useActorRef().send;
  const schedule = address?.cityId ? schedules[address.cityId] : undefined;
  const pickup = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title={m.returns_pickup_title()}
      intro={address ? m.returns_pickup_from({ address: address.address }) : undefined}
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel={m.returns_pickup_day()}
          windowLabel={m.returns_pickup_time()}
          visit={pickup}
          onChange={(choice) => send({ type: 'returns.choosePickup', pickup: choice })}
          min={schedule?.earliest}
          max={schedule?.latestDate}
          hint={
            schedule
              ? m.returns_first_day({
                  notice: schedule.notice,
                  date: formatDay(schedule.earliest),
                })
              : undefined
          }
          windows={(schedule?.windows ?? []).map((window) => ({
            type: window.type,
            label: visitWindowLabel(window),
          }))}
          errors={{ date: errors['pickup.date'], window: errors['pickup.window'] }}
        />
        <StepActions
          next={{
            label: m.returns_review_the_return(),
            onClick: () => send({ type: 'returns.continue' }),
          }}
          back={{
            label: m.returns_back_to_photos(),
            onClick: () => send({ type: 'returns.back' }),
          }}
        />
      </Stack>
    </FormPage>
  );
}

function Review() {
  // Booking is under way while the review can no longer be confirmed.
  const placing = ReturnsActor.useSelector(
    (snapshot) => !snapshot.can({ type: 'returns.confirm' }),
  );
  const quote = ReturnsActor.useSelector((snapshot) => snapshot.context.quote);
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const pickup = ReturnsActor.useSelector((snapshot) => snapshot.context.pickup);
  const problem = ReturnsActor.useSelector((snapshot) => snapshot.context.problem);
  const windows = ReturnsActor.useSelector((snapshot) => {
    const cityId = chosenAddress(snapshot.context)?.cityId;
    return cityId ? snapshot.context.schedules[cityId]?.windows : undefined;
  });
  const send = ReturnsActor.useActorRef().send;
  return (
    <BookingReview
      title={m.returns_review_title()}
      footer={<Links />}
      listLabel={m.returns_items_to_return()}
      lines={items
        .filter((item) => selected.includes(item.id))
        .map((item) => {
          const line = quote?.returns.find((candidate) => candidate.id === item.id);
          return (
            <CartLineItem
              key={item.id}
              image={item.thumbUrl}
              title={<strong>{item.name}</strong>}
              price={line ? formatMoney(line.pricedHandling.price) : null}
            >
              <Text size="sm" tone="muted">
                {line?.pricedHandling.type === 'FREE_RETURN'
                  ? m.returns_free_return()
                  : line?.happinessGuaranteeError}
              </Text>
            </CartLineItem>
          );
        })}
      details={
        <Text>
          {m.returns_pickup_on()} <strong>{pickup ? formatDay(pickup.date) : null}</strong>,{' '}
          {pickup ? visitWindowPhrase(pickup.window, windows) : null}.
        </Text>
      }
      summary={
        quote
          ? [
              {
                label: m.returns_return_fees(),
                value: formatMoney(quote.returnsSubtotal),
                testId: 'return-fee',
              },
              ...taxRows(quote.returnsTaxes, 'return-tax'),
              {
                label: m.returns_total(),
                value: formatMoney(quote.returnsTotal),
                total: true,
                testId: 'return-total',
              },
            ]
          : null
      }
      terms={m.returns_review_terms()}
      problem={problem ? { message: returnsProblemMessage(problem) ?? problem.message } : null}
      placing={placing}
      confirm={{
        label: m.returns_book_pickup(),
        loadingLabel: m.returns_booking_pickup(),
        onClick: () => send({ type: 'returns.confirm' }),
      }}
      back={{ label: m.returns_change_pickup(), onClick: () => send({ type: 'returns.back' }) }}
    />
  );
}

/** Each state of the returns machine as a screen (stories render every one). */
export function ReturnsView({ upload }: ReturnsViewProps) {
  const state = ReturnsActor.useSelector((snapshot) => snapshot.value);
  const problem = ReturnsActor.useSelector((snapshot) => snapshot.context.problem);
  const send = ReturnsActor.useActorRef().send;
  switch (state) {
    case 'loading':
    case 'resuming':
      return <BusyPage title={m.returns_page_title()} label={m.returns_loading()} />;
    case 'loadFailed':
      return (
        <FailedPage
          title={m.returns_page_title()}
          problem={m.returns_load_failed()}
          message={returnsProblemMessage(problem)}
          footer={<Links />}
          onRetry={() => send({ type: 'returns.retry' })}
        />
      );
    case 'nothingToReturn':
      return (
        <FormPage
          title={m.returns_page_title()}
          intro={m.returns_nothing_to_return()}
          footer={<Links />}
        />
      );
    case 'select':
      return <Select />;
    case 'details':
      return <Details />;
    case 'photos':
      return <Photos upload={upload} />;
    case 'pickup':
      return <Pickup />;
    case 'quoting':
      return <BusyPage title={m.returns_review_title()} label={m.returns_pricing()} />;
    case 'quoteFailed':
      return (
        <FailedPage
          title={m.returns_review_title()}
          problem={m.returns_price_failed()}
          message={returnsProblemMessage(problem)}
          footer={<Links />}
          onRetry={() => send({ type: 'returns.retry' })}
          back={{ label: m.returns_change_pickup(), onClick: () => send({ type: 'returns.back' }) }}
        />
      );
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return (
        <BusyPage
          title={m.returns_success_title()}
          label={m.returns_opening_confirmation()}
          focusTitle
        />
      );
  }
}
