import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { chosenItem, chosenReplacement, swapMachine } from '../../../machines/swap.machine';
import { formatDay } from '../../lib/calendar-day';
import { taxRows } from '../../lib/line-payment';
import { formatMoney } from '../../lib/money-format';
import { monthlyChargeText, monthlyPartsText, monthlyTotalText } from '../../lib/monthly-charge';
import {
  BookingReview,
  BusyPage,
  FailedPage,
  StepActions,
  VisitFields,
} from '../../ui/booking-steps';
import { Button } from '../../ui/button';
import { CartLineItem } from '../../ui/cart-line';
import { ChoiceCards } from '../../ui/choice-cards';
import { FieldError, TextField } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster, Stack, Text } from '../../ui/layout';
import { PageLinks } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';

/** The swap actor; the page provides it, stories provide it with fakes. */
export const SwapActor = createActorContext(swapMachine);

export type SwapSnapshot = SnapshotFrom<typeof swapMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type SwapStateName = SwapSnapshot['value'];

/** "+$30.00/mo", "−$20.00/mo", "no change". */
export function formatDifference(amount: number): string {
  if (Math.abs(amount) < 0.005) return 'no change';
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount))}/mo`;
}

const Links = () => (
  <PageLinks>
    <Link to="/account/my-products">My Products</Link>
    <Link to="/account">My Account</Link>
  </PageLinks>
);

function ChooseItem() {
  const itemId = SwapActor.useSelector((snapshot) => snapshot.context.itemId);
  const items = SwapActor.useSelector((snapshot) => snapshot.context.items);
  const errors = SwapActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = SwapActor.useActorRef().send;
  return (
    <FormPage
      title="What would you like to swap?"
      intro="Choose the piece to give back. Our crew brings its replacement and takes it away on the same visit."
      footer={<Links />}
    >
      <Stack gap={4}>
        <ChoiceCards
          label="Your pieces"
          value={itemId ?? ''}
          onValueChange={(id) => send({ type: 'swap.chooseItem', id })}
          choices={items.map((item) => ({
            value: item.id,
            title: item.name,
            detail: [
              item.options.join(', '),
              item.addressLabel,
              monthlyPartsText(item.monthlyCharge),
            ]
              .filter(Boolean)
              .join(' · '),
            aside: monthlyTotalText(item.monthlyCharge) ?? undefined,
          }))}
        />
        <FieldError role="alert">{errors.item}</FieldError>
        <div>
          <Button onClick={() => send({ type: 'swap.continue' })}>Choose a replacement</Button>
        </div>
      </Stack>
    </FormPage>
  );
}

function ChooseReplacement() {
  const state = SwapActor.useSelector((snapshot) => snapshot.value);
  const item = SwapActor.useSelector((snapshot) => chosenItem(snapshot.context));
  const searched = SwapActor.useSelector((snapshot) => snapshot.context.search);
  const replacements = SwapActor.useSelector((snapshot) => snapshot.context.replacements);
  const productId = SwapActor.useSelector((snapshot) => snapshot.context.productId);
  const errors = SwapActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = SwapActor.useActorRef().send;
  const [search, setSearch] = useState(searched);
  const searching = state === 'loadingReplacements';
  return (
    <FormPage
      title="Choose its replacement"
      intro={
        item
          ? `In place of your ${item.name}${item.monthlyCharge ? ` (${monthlyChargeText(item.monthlyCharge)})` : ''}.`
          : undefined
      }
      footer={<Links />}
    >
      <Stack gap={4}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'swap.search', search });
          }}
        >
          <Cluster gap={3} align="end">
            <TextField
              label="Search the catalogue"
              value={search}
              maxLength={60}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={searching} loadingLabel="Searching">
              Search
            </Button>
          </Cluster>
        </form>
        {searching ? (
          <Spinner layout="block" label="Finding replacements" />
        ) : replacements.length === 0 ? (
          <Notice tone="info">
            Nothing matches at your depot with the same way to pay. Try another search.
          </Notice>
        ) : (
          <ChoiceCards
            label="Replacements available at your depot"
            value={productId ?? ''}
            onValueChange={(productId) => send({ type: 'swap.chooseReplacement', productId })}
            choices={replacements.map((each) => ({
              value: each.productId,
              title: each.name,
              detail: [
                monthlyPartsText(each.monthlyCharge),
                item?.monthlyCharge
                  ? formatDifference(each.monthlyCharge.total - item.monthlyCharge.total)
                  : undefined,
              ]
                .filter(Boolean)
                .join(' · '),
              aside: monthlyTotalText(each.monthlyCharge) ?? undefined,
            }))}
          />
        )}
        <FieldError role="alert">{errors.replacement}</FieldError>
        <StepActions
          next={{
            label: 'Choose the swap day',
            disabled: searching,
            onClick: () => send({ type: 'swap.continue' }),
          }}
          back={{ label: 'Change the item', onClick: () => send({ type: 'swap.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

function Schedule() {
  const item = SwapActor.useSelector((snapshot) => chosenItem(snapshot.context));
  const schedules = SwapActor.useSelector((snapshot) => snapshot.context.schedules);
  const chosen = SwapActor.useSelector((snapshot) => snapshot.context.visit);
  const errors = SwapActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = SwapActor.useActorRef().send;
  const schedule = item ? schedules[item.cityId] : undefined;
  const visit = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title="When should the crew come?"
      intro={
        item
          ? `At ${item.addressLabel}: the crew brings the new piece and takes your ${item.name} on the same visit.`
          : undefined
      }
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel="Swap day"
          windowLabel="Time"
          visit={visit}
          onChange={(choice) => send({ type: 'swap.chooseVisit', visit: choice })}
          min={schedule?.earliest}
          max={schedule?.latestDate}
          hint={
            schedule
              ? `${schedule.notice} The first day we can come is ${formatDay(schedule.earliest)}.`
              : undefined
          }
          windows={schedule?.windows ?? []}
          errors={{ date: errors['visit.date'], window: errors['visit.window'] }}
        />
        <StepActions
          next={{ label: 'Review the swap', onClick: () => send({ type: 'swap.continue' }) }}
          back={{ label: 'Change the replacement', onClick: () => send({ type: 'swap.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

function Review() {
  // Booking is under way while the review can no longer be confirmed.
  const placing = SwapActor.useSelector((snapshot) => !snapshot.can({ type: 'swap.confirm' }));
  const item = SwapActor.useSelector((snapshot) => chosenItem(snapshot.context));
  const replacement = SwapActor.useSelector((snapshot) => chosenReplacement(snapshot.context));
  const quote = SwapActor.useSelector((snapshot) => snapshot.context.quote);
  const visit = SwapActor.useSelector((snapshot) => snapshot.context.visit);
  const problem = SwapActor.useSelector((snapshot) => snapshot.context.problem);
  const send = SwapActor.useActorRef().send;
  return (
    <BookingReview
      title="Review your swap"
      footer={<Links />}
      listLabel="The swap"
      lines={
        <>
          {item ? (
            <CartLineItem
              image={item.thumbUrl}
              title={<strong>{item.name}</strong>}
              price={quote ? monthlyTotalText(quote.oldMonthlyCharge) : null}
            >
              <Text size="sm" tone="muted">
                Goes back
                {quote ? ` · ${monthlyPartsText(quote.oldMonthlyCharge)}` : ''}
              </Text>
            </CartLineItem>
          ) : null}
          {replacement ? (
            <CartLineItem
              image={replacement.thumbUrl}
              title={<strong>{replacement.name}</strong>}
              price={quote ? monthlyTotalText(quote.newMonthlyCharge) : null}
            >
              <Text size="sm" tone="muted">
                Comes in its place
                {quote ? ` · ${monthlyPartsText(quote.newMonthlyCharge)}` : ''}
              </Text>
            </CartLineItem>
          ) : null}
        </>
      }
      details={
        <Text>
          Swap on <strong>{visit ? formatDay(visit.date) : null}</strong>,{' '}
          {visit?.window.toLowerCase()}
          {item ? ` at ${item.addressLabel}` : ''}.
        </Text>
      }
      summary={
        quote
          ? [
              {
                label: 'Monthly from the swap day',
                value: `${monthlyTotalText(quote.newMonthlyCharge)} (${formatDifference(quote.monthlyDifference)})`,
                testId: 'swap-monthly',
              },
              { label: 'Swap visit', value: formatMoney(quote.fee) },
              ...taxRows(quote.taxes, 'swap-tax'),
              {
                label: 'Charged today',
                value: formatMoney(quote.todayTotal),
                total: true,
                testId: 'swap-today',
              },
            ]
          : null
      }
      terms="Today’s charge goes on your card on file. Your current piece’s membership ends on the swap day and the new one starts that day; its first month is billed once it is delivered."
      problem={problem}
      placing={placing}
      confirm={{
        label: 'Confirm the swap',
        loadingLabel: 'Booking the swap',
        onClick: () => send({ type: 'swap.confirm' }),
      }}
      back={{ label: 'Change the day', onClick: () => send({ type: 'swap.back' }) }}
    />
  );
}

function Failed({ title, back }: { title: string; back?: string }) {
  const problem = SwapActor.useSelector((snapshot) => snapshot.context.problem);
  const send = SwapActor.useActorRef().send;
  return (
    <FailedPage
      title="Swap a piece"
      problem={title}
      message={problem?.message}
      footer={<Links />}
      onRetry={() => send({ type: 'swap.retry' })}
      back={back ? { label: back, onClick: () => send({ type: 'swap.back' }) } : undefined}
    />
  );
}

/** Each state of the swap machine as a screen (stories render every one). */
export function SwapView() {
  const state = SwapActor.useSelector((snapshot) => snapshot.value);
  switch (state) {
    case 'loading':
      return <BusyPage title="Swap a piece" label="Loading" />;
    case 'loadFailed':
      return <Failed title="We could not load your pieces" />;
    case 'nothingToSwap':
      return (
        <FormPage
          title="Swap a piece"
          intro="You have nothing to swap right now: subscribed and rented pieces can be swapped once delivered, one booking at a time."
          footer={<Links />}
        />
      );
    case 'choosingItem':
      return <ChooseItem />;
    case 'loadingReplacements':
    case 'choosingReplacement':
      return <ChooseReplacement />;
    case 'replacementsFailed':
      return <Failed title="We could not load the replacements" back="Change the item" />;
    case 'scheduling':
      return <Schedule />;
    case 'quoting':
      return <BusyPage title="Review your swap" label="Pricing your swap" />;
    case 'quoteFailed':
      return <Failed title="We could not price your swap" back="Change the day" />;
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return <BusyPage title="Your swap is booked" label="Opening your confirmation" focusTitle />;
  }
}
