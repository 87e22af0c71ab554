import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { chosenAddress, returnsMachine } from '../../../machines/returns.machine';
import type {
  ReturnCondition,
  ReturnDetail,
  ReturnReason,
} from '../../../machines/returns.machine';
import { formatDay } from '../../lib/calendar-day';
import { taxRows } from '../../lib/line-payment';
import { formatMoney } from '../../lib/money-format';
import { monthlyPartsText, monthlyTotalText } from '../../lib/monthly-charge';
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

/** The returns actor; the page provides it, stories provide it with fakes. */
export const ReturnsActor = createActorContext(returnsMachine);

export type ReturnsSnapshot = SnapshotFrom<typeof returnsMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type ReturnsStateName = ReturnsSnapshot['value'];

export const REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  NO_LONGER_NEEDED: 'I no longer need it',
  MOVING: 'I am moving',
  NOT_AS_EXPECTED: 'It is not what I expected',
  DAMAGED: 'It is damaged',
  UPGRADING: 'I am swapping it for something else',
  OTHER: 'Another reason',
};

export const CONDITION_LABELS: Readonly<Record<ReturnCondition, string>> = {
  BETTER_THAN_NEW: 'Like new',
  LIGHT_WEAR: 'Light wear',
  HEAVY_WEAR: 'Heavy wear',
};

const EMPTY: ReturnDetail = { reason: '', condition: '', note: '' };

export interface ReturnsViewProps {
  /** Sends a photo on the condition step (the page's upload; absent in stories). */
  upload?: UploadConditionPhoto | undefined;
}

const Links = () => (
  <PageLinks>
    <Link to="/returncenter">Return policy</Link>
    <Link to="/account">My Account</Link>
  </PageLinks>
);

function Select() {
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const schedules = ReturnsActor.useSelector((snapshot) => snapshot.context.schedules);
  const problem = ReturnsActor.useSelector((snapshot) => snapshot.context.problem);
  const send = ReturnsActor.useActorRef().send;
  return (
    <FormPage
      title="What would you like to return?"
      intro="One pickup collects from one address. Returns are free once an item's free-return term is over; before that the pickup costs twice its monthly membership fee (PivotCare is not part of it)."
      footer={<Links />}
    >
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
        <FieldError role="alert">{problem?.message}</FieldError>
        <div>
          <Button onClick={() => send({ type: 'returns.continue' })}>Continue</Button>
        </div>
      </Stack>
    </FormPage>
  );
}

function Details() {
  const items = ReturnsActor.useSelector((snapshot) => snapshot.context.items);
  const selected = ReturnsActor.useSelector((snapshot) => snapshot.context.selected);
  const details = ReturnsActor.useSelector((snapshot) => snapshot.context.details);
  const errors = ReturnsActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = ReturnsActor.useActorRef().send;
  const chosen = items.filter((item) => selected.includes(item.id));
  return (
    <FormPage title="Tell us about each item" footer={<Links />}>
      <Stack gap={5}>
        {chosen.map((item) => {
          const detail = details[item.id] ?? EMPTY;
          const update = (change: Partial<ReturnDetail>) =>
            send({ type: 'returns.describe', id: item.id, detail: { ...detail, ...change } });
          const field = (name: string) => errors[`details.${item.id}.${name}`];
          return (
            <Stack gap={3} key={item.id} as="section" aria-label={item.name}>
              <strong>{item.name}</strong>
              <RadioGroup
                label="Why are you returning it?"
                value={detail.reason || undefined}
                onValueChange={(value) => update({ reason: value as ReturnReason })}
                error={field('reason')}
                options={Object.entries(REASON_LABELS).map(([value, label]) => ({ value, label }))}
              />
              {detail.reason === 'OTHER' ? (
                <TextField
                  label="In a few words"
                  value={detail.note}
                  maxLength={400}
                  onChange={(event) => update({ note: event.target.value })}
                  error={field('note')}
                />
              ) : null}
              <RadioGroup
                label="What condition is it in?"
                value={detail.condition || undefined}
                onValueChange={(value) => update({ condition: value as ReturnCondition })}
                error={field('condition')}
                options={Object.entries(CONDITION_LABELS).map(([value, label]) => ({
                  value,
                  label,
                }))}
              />
            </Stack>
          );
        })}
        <StepActions
          next={{
            label: 'Add photos',
            onClick: () => send({ type: 'returns.continue' }),
          }}
          back={{ label: 'Change items', onClick: () => send({ type: 'returns.back' }) }}
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
  const errors = ReturnsActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = ReturnsActor.useActorRef().send;
  const chosen = items.filter((item) => selected.includes(item.id));
  const damaged = chosen.some((item) => details[item.id]?.reason === 'DAMAGED');
  return (
    <FormPage
      title="Show us their condition"
      intro={
        damaged
          ? 'Add at least one photo of each damaged item before you choose a pickup day. Photos of the others are welcome.'
          : 'Photos are optional: they help the crew bring what the pickup needs. You can also add them after booking.'
      }
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
            label: 'Choose a pickup day',
            onClick: () => send({ type: 'returns.continue' }),
          }}
          back={{ label: 'Back to the details', onClick: () => send({ type: 'returns.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

function Pickup() {
  const address = ReturnsActor.useSelector((snapshot) => chosenAddress(snapshot.context));
  const schedules = ReturnsActor.useSelector((snapshot) => snapshot.context.schedules);
  const chosen = ReturnsActor.useSelector((snapshot) => snapshot.context.pickup);
  const errors = ReturnsActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = ReturnsActor.useActorRef().send;
  const schedule = address?.cityId ? schedules[address.cityId] : undefined;
  const pickup = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title="When should we pick up?"
      intro={address ? `From ${address.address}.` : undefined}
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel="Pickup day"
          windowLabel="Pickup time"
          visit={pickup}
          onChange={(choice) => send({ type: 'returns.choosePickup', pickup: choice })}
          min={schedule?.earliest}
          max={schedule?.latestDate}
          hint={
            schedule
              ? `${schedule.notice} The first day we can come is ${formatDay(schedule.earliest)}.`
              : undefined
          }
          windows={schedule?.windows ?? []}
          errors={{ date: errors['pickup.date'], window: errors['pickup.window'] }}
        />
        <StepActions
          next={{ label: 'Review the return', onClick: () => send({ type: 'returns.continue' }) }}
          back={{ label: 'Back to the photos', onClick: () => send({ type: 'returns.back' }) }}
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
  const send = ReturnsActor.useActorRef().send;
  return (
    <BookingReview
      title="Review your return"
      footer={<Links />}
      listLabel="Items to return"
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
                  ? 'Free return'
                  : line?.happinessGuaranteeError}
              </Text>
            </CartLineItem>
          );
        })}
      details={
        <Text>
          Pickup on <strong>{pickup ? formatDay(pickup.date) : null}</strong>,{' '}
          {pickup?.window.toLowerCase()}.
        </Text>
      }
      summary={
        quote
          ? [
              {
                label: 'Return fees',
                value: formatMoney(quote.returnsSubtotal),
                testId: 'return-fee',
              },
              ...taxRows(quote.returnsTaxes, 'return-tax'),
              {
                label: 'Total',
                value: formatMoney(quote.returnsTotal),
                total: true,
                testId: 'return-total',
              },
            ]
          : null
      }
      terms="The fee is charged to your card on file once the crew has picked the items up. Your monthly billing of these items stops on the pickup day."
      problem={problem}
      placing={placing}
      confirm={{
        label: 'Book the pickup',
        loadingLabel: 'Booking the pickup',
        onClick: () => send({ type: 'returns.confirm' }),
      }}
      back={{ label: 'Change the pickup', onClick: () => send({ type: 'returns.back' }) }}
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
      return <BusyPage title="Return items" label="Loading" />;
    case 'loadFailed':
      return (
        <FailedPage
          title="Return items"
          problem="We could not load your items"
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'returns.retry' })}
        />
      );
    case 'nothingToReturn':
      return (
        <FormPage
          title="Return items"
          intro="You have nothing to return right now: subscriptions and rentals can be returned once delivered."
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
      return <BusyPage title="Review your return" label="Pricing your return" />;
    case 'quoteFailed':
      return (
        <FailedPage
          title="Review your return"
          problem="We could not price your return"
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'returns.retry' })}
          back={{ label: 'Change the pickup', onClick: () => send({ type: 'returns.back' }) }}
        />
      );
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return (
        <BusyPage title="Your pickup is booked" label="Opening your confirmation" focusTitle />
      );
  }
}
