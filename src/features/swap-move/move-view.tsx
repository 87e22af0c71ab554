import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fromAddress, moveMachine } from '../../../machines/move.machine';
import type { MoveQuote } from '../../../machines/move.machine';
import { PROVINCE_NAMES } from '../../../machines/provinces';
import { formatDay } from '../../lib/calendar-day';
import { taxRows } from '../../lib/line-payment';
import { formatMoney } from '../../lib/money-format';
import { monthlyPartsText, monthlyTotalText } from '../../lib/monthly-charge';
import { AddressForm } from '../../ui/address-form';
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
import { FieldError } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { ItemsByAddress } from '../../ui/items-by-address';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Link as TextLink, PageLinks } from '../../ui/link';
import { Notice } from '../../ui/notice';

/** The move actor; the page provides it, stories provide it with fakes. */
export const MoveActor = createActorContext(moveMachine);

export type MoveSnapshot = SnapshotFrom<typeof moveMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type MoveStateName = MoveSnapshot['value'];

const PROVINCE_OPTIONS = Object.entries(PROVINCE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** The choice that opens the new-address form among the saved addresses. */
const NEW_ADDRESS = 'new';

const Links = () => (
  <PageLinks>
    <Link to="/account/my-products">My Products</Link>
    <Link to="/account">My Account</Link>
  </PageLinks>
);

function ChooseItems() {
  const items = MoveActor.useSelector((snapshot) => snapshot.context.items);
  const selected = MoveActor.useSelector((snapshot) => snapshot.context.selected);
  const errors = MoveActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = MoveActor.useActorRef().send;
  return (
    <FormPage
      title="What would you like to move?"
      intro="Choose some or all of the pieces at one address. Moves need at least a week’s notice."
      footer={<Links />}
    >
      <Stack gap={4}>
        <ItemsByAddress
          items={items.map((item) => ({ ...item, address: item.addressLabel }))}
          selected={selected}
          onToggle={(id) => send({ type: 'move.toggle', id })}
          price={(item) =>
            item.monthlyCharge ? (
              <strong>{monthlyTotalText(item.monthlyCharge)}</strong>
            ) : (
              <Text size="sm" tone="muted">
                Yours
              </Text>
            )
          }
          details={(item) =>
            item.monthlyCharge && item.monthlyCharge.pivotCare > 0 ? (
              <Text size="sm" tone="muted">
                {monthlyPartsText(item.monthlyCharge)}
              </Text>
            ) : null
          }
        />
        <FieldError role="alert">{errors.items}</FieldError>
        <div>
          <Button onClick={() => send({ type: 'move.continue' })}>Choose the new address</Button>
        </div>
      </Stack>
    </FormPage>
  );
}

function ChooseAddress() {
  const state = MoveActor.useSelector((snapshot) => snapshot.value);
  const from = MoveActor.useSelector((snapshot) => fromAddress(snapshot.context));
  const addresses = MoveActor.useSelector((snapshot) => snapshot.context.addresses);
  const addressDraft = MoveActor.useSelector((snapshot) => snapshot.context.addressDraft);
  const toAddressId = MoveActor.useSelector((snapshot) => snapshot.context.toAddressId);
  const errors = MoveActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const send = MoveActor.useActorRef().send;
  const choices = addresses.filter((address) => address.id !== from?.addressId);
  const [wantsNew, setWantsNew] = useState(addressDraft !== null);
  const typing = toAddressId === null && (wantsNew || choices.length === 0);
  const checking = state === 'checkingAddress';
  return (
    <FormPage
      title="Where are they going?"
      intro={from ? `From ${from.addressLabel}.` : undefined}
      footer={<Links />}
    >
      <Stack gap={4}>
        {choices.length > 0 ? (
          <ChoiceCards
            label="Your addresses"
            value={toAddressId ?? (typing ? NEW_ADDRESS : '')}
            onValueChange={(value) => {
              setWantsNew(value === NEW_ADDRESS);
              send(
                value === NEW_ADDRESS
                  ? { type: 'move.newAddress' }
                  : { type: 'move.chooseAddress', id: value },
              );
            }}
            choices={[
              ...choices.map((address) => ({ value: address.id, title: address.label })),
              { value: NEW_ADDRESS, title: 'A new address' },
            ]}
          />
        ) : null}
        <FieldError role="alert" data-testid="move-address-error">
          {errors.toAddressId}
        </FieldError>
        {typing ? (
          <AddressForm
            provinceOptions={PROVINCE_OPTIONS}
            initial={addressDraft}
            errors={errors}
            saving={state === 'savingAddress'}
            submitLabel="Save this address"
            aria-label="The new address"
            hidePrimary
            onSubmit={(draft) => send({ type: 'move.saveAddress', draft })}
          />
        ) : null}
        <StepActions
          next={{
            label: 'Choose the move day',
            loading: checking,
            loadingLabel: 'Checking the address',
            onClick: () => send({ type: 'move.continue' }),
          }}
          back={{
            label: 'Change the items',
            disabled: checking,
            onClick: () => send({ type: 'move.back' }),
          }}
        />
      </Stack>
    </FormPage>
  );
}

function Schedule() {
  const from = MoveActor.useSelector((snapshot) => fromAddress(snapshot.context));
  const schedules = MoveActor.useSelector((snapshot) => snapshot.context.schedules);
  const chosen = MoveActor.useSelector((snapshot) => snapshot.context.visit);
  const errors = MoveActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  const quote = MoveActor.useSelector((snapshot) => snapshot.context.quote);
  const send = MoveActor.useActorRef().send;
  const schedule = from ? schedules[from.cityId] : undefined;
  const visit = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title="When should we pick them up?"
      intro={
        quote
          ? `Our ${quote.fromDepot} crew picks them up; ${quote.toDepot === quote.fromDepot ? 'they deliver them the same day' : `our ${quote.toDepot} crew delivers them ${quote.transitDays === 1 ? 'the next day' : `${quote.transitDays} days later`}`}. The earliest move day is ${quote.earliestDate}.`
          : undefined
      }
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel="Move day"
          windowLabel="Time"
          visit={visit}
          onChange={(choice) => send({ type: 'move.chooseVisit', visit: choice })}
          min={quote?.earliestDate}
          max={schedule?.latestDate}
          hint={
            schedule && quote
              ? `${schedule.notice} The first day we can come is ${formatDay(quote.earliestDate)}.`
              : undefined
          }
          windows={schedule?.windows ?? []}
          errors={{ date: errors['visit.date'], window: errors['visit.window'] }}
        />
        <StepActions
          next={{ label: 'Review the move', onClick: () => send({ type: 'move.continue' }) }}
          back={{ label: 'Change the address', onClick: () => send({ type: 'move.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

/** What the fee is based on, with the road to check when it runs between two depots. */
function MoveBasis({ quote }: { quote: MoveQuote }) {
  const through = quote.route.slice(1, -1);
  return (
    <Text size="sm" data-testid="move-basis">
      Priced on <strong>{quote.basis}</strong>
      {through.length > 0 ? ` (through ${through.join(', ')})` : ''}.{' '}
      {quote.checkRouteUrl ? (
        <>
          Between depots we charge $0.75 a kilometre of road from our published table;{' '}
          <TextLink href={quote.checkRouteUrl} target="_blank" rel="noopener noreferrer">
            check the road on OpenStreetMap
          </TextLink>
          .
        </>
      ) : (
        'One crew picks up and delivers the same day.'
      )}
    </Text>
  );
}

/** The fee is more than buying the pieces out: say so, and offer the two other ways. */
function BuyoutInstead({ quote, itemIds }: { quote: MoveQuote; itemIds: string[] }) {
  if (!quote.costsMoreThanBuyout || quote.buyoutTotal === null) return null;
  const them = itemIds.length === 1 ? 'it' : 'them';
  return (
    <Notice
      tone="warning"
      title="This move costs more than buying out"
      data-testid="move-buyout-notice"
    >
      <Stack gap={2}>
        <Text>
          The move fee, {formatMoney(quote.fee)} before tax, is more than buying{' '}
          {itemIds.length === 1 ? 'this piece' : 'these pieces'} out today:{' '}
          {formatMoney(quote.buyoutTotal)} before tax. You could buy {them} out and keep {them}, or
          return {them} and choose furniture near your new home.
        </Text>
        <Cluster gap={3}>
          <TextLink asChild variant="standalone">
            <Link to="/buyout" search={{ items: itemIds.join(',') }}>
              Buy {them} out instead
            </Link>
          </TextLink>
          <TextLink asChild variant="standalone">
            <Link to="/returncenter">Return {them} instead</Link>
          </TextLink>
        </Cluster>
      </Stack>
    </Notice>
  );
}

function Review() {
  // Booking is under way while the review can no longer be confirmed.
  const placing = MoveActor.useSelector((snapshot) => !snapshot.can({ type: 'move.confirm' }));
  const from = MoveActor.useSelector((snapshot) => fromAddress(snapshot.context));
  const addresses = MoveActor.useSelector((snapshot) => snapshot.context.addresses);
  const toAddressId = MoveActor.useSelector((snapshot) => snapshot.context.toAddressId);
  const quote = MoveActor.useSelector((snapshot) => snapshot.context.quote);
  const items = MoveActor.useSelector((snapshot) => snapshot.context.items);
  const selected = MoveActor.useSelector((snapshot) => snapshot.context.selected);
  const visit = MoveActor.useSelector((snapshot) => snapshot.context.visit);
  const problem = MoveActor.useSelector((snapshot) => snapshot.context.problem);
  const send = MoveActor.useActorRef().send;
  const to = addresses.find((address) => address.id === toAddressId);
  return (
    <BookingReview
      title="Review your move"
      footer={<Links />}
      listLabel="Pieces to move"
      lines={items
        .filter((item) => selected.includes(item.id))
        .map((item) => (
          <CartLineItem key={item.id} image={item.thumbUrl} title={<strong>{item.name}</strong>} />
        ))}
      details={
        <>
          <Text>
            From <strong>{from?.addressLabel}</strong> to <strong>{to?.label}</strong>.
          </Text>
          <Text>
            Pickup on <strong>{visit ? formatDay(visit.date) : null}</strong>,{' '}
            {visit?.window.toLowerCase()}
            {quote?.deliveryDate ? (
              <>
                ; delivery on <strong>{formatDay(quote.deliveryDate)}</strong>
              </>
            ) : null}
            .
          </Text>
          {quote ? <MoveBasis quote={quote} /> : null}
          {quote ? <BuyoutInstead quote={quote} itemIds={selected} /> : null}
        </>
      }
      summary={
        quote
          ? [
              {
                label:
                  quote.zone === 'BETWEEN_DEPOTS'
                    ? `Move fee (${quote.fromDepot} to ${quote.toDepot}, ${quote.distanceKm.toLocaleString('en-CA')} km by road)`
                    : `Move fee (within ${quote.fromDepot})`,
                value: formatMoney(quote.fee),
                testId: 'move-fee',
              },
              ...taxRows(quote.taxes, 'move-tax'),
              {
                label: 'Charged today',
                value: formatMoney(quote.total),
                total: true,
                testId: 'move-total',
              },
            ]
          : null
      }
      terms={
        <>
          The fee goes on your card on file today.{' '}
          {quote && to && from && !from.addressLabel.includes(` ${quote.toProvince} `)
            ? `Bills from the delivery day are taxed in ${PROVINCE_NAMES[quote.toProvince] ?? quote.toProvince}.`
            : 'Your monthly fees do not change.'}
        </>
      }
      problem={problem}
      placing={placing}
      confirm={{
        label: 'Confirm the move',
        loadingLabel: 'Booking the move',
        onClick: () => send({ type: 'move.confirm' }),
      }}
      back={{ label: 'Change the day', onClick: () => send({ type: 'move.back' }) }}
    />
  );
}

/** Each state of the move machine as a screen (stories render every one). */
export function MoveView() {
  const state = MoveActor.useSelector((snapshot) => snapshot.value);
  const problem = MoveActor.useSelector((snapshot) => snapshot.context.problem);
  const send = MoveActor.useActorRef().send;
  switch (state) {
    case 'loading':
    case 'resuming':
      return <BusyPage title="Move your furniture" label="Loading" />;
    case 'loadFailed':
      return (
        <FailedPage
          title="Move your furniture"
          problem="We could not load your pieces"
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'move.retry' })}
        />
      );
    case 'nothingToMove':
      return (
        <FormPage
          title="Move your furniture"
          intro="You have nothing to move right now: pieces on a plan can be moved once delivered, one booking at a time."
          footer={<Links />}
        />
      );
    case 'choosingItems':
      return <ChooseItems />;
    case 'choosingAddress':
    case 'savingAddress':
    case 'checkingAddress':
      return <ChooseAddress />;
    case 'scheduling':
      return <Schedule />;
    case 'quoting':
      return <BusyPage title="Review your move" label="Pricing your move" />;
    case 'quoteFailed':
      return (
        <FailedPage
          title="Review your move"
          problem="We could not price your move"
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'move.retry' })}
          back={{ label: 'Change the day', onClick: () => send({ type: 'move.back' }) }}
        />
      );
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return <BusyPage title="Your move is booked" label="Opening your confirmation" focusTitle />;
  }
}
