import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fromAddress, moveMachine } from '../../../machines/move.machine';
import type { MoveQuote } from '../../../machines/move.machine';
import { PROVINCE_NAMES } from '../../../machines/provinces';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
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
import { visitWindowLabel, visitWindowPhrase } from '../../lib/visit-window';
import { dayOfProblem, moveFieldMessage, provinceLabel, shownFieldErrors } from './swap-move-words';

/** The move actor; the page provides it, stories provide it with fakes. */
export const MoveActor = createActorContext(moveMachine);

export type MoveSnapshot = SnapshotFrom<typeof moveMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type MoveStateName = MoveSnapshot['value'];

/** The provinces of the address form, named in the page's language. */
const provinceOptions = () =>
  Object.keys(PROVINCE_NAMES).map((value) => ({ value, label: provinceLabel(value) }));

/** The field messages: the machine's own in the page's language, the server's as it said them. */
const useFieldErrors = () =>
  MoveActor.useSelector((snapshot) =>
    shownFieldErrors(snapshot.context.fieldErrors, snapshot.context.fieldCodes, moveFieldMessage),
  );

/** The choice that opens the new-address form among the saved addresses. */
const NEW_ADDRESS = 'new';

const Links = () => (
  <PageLinks>
    <Link to="/account/my-products">{m.swapmove_my_products()}</Link>
    <Link to="/account">{m.swapmove_my_account()}</Link>
  </PageLinks>
);

function ChooseItems() {
  const items = MoveActor.useSelector((snapshot) => snapshot.context.items);
  const selected = MoveActor.useSelector((snapshot) => snapshot.context.selected);
  const errors = useFieldErrors();
  const send = MoveActor.useActorRef().send;
  return (
    <FormPage
      title={m.swapmove_move_items_title()}
      intro={m.swapmove_move_items_intro()}
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
                {m.swapmove_yours()}
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
          <Button onClick={() => send({ type: 'move.continue' })}>
            {m.swapmove_choose_new_address()}
          </Button>
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
  const errors = useFieldErrors();
  const send = MoveActor.useActorRef().send;
  const choices = addresses.filter((address) => address.id !== from?.addressId);
  const [wantsNew, setWantsNew] = useState(addressDraft !== null);
  const typing = toAddressId === null && (wantsNew || choices.length === 0);
  const checking = state === 'checkingAddress';
  return (
    <FormPage
      title={m.swapmove_address_title()}
      intro={from ? m.swapmove_from_address({ address: from.addressLabel }) : undefined}
      footer={<Links />}
    >
      <Stack gap={4}>
        {choices.length > 0 ? (
          <ChoiceCards
            label={m.swapmove_your_addresses()}
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
              { value: NEW_ADDRESS, title: m.swapmove_new_address() },
            ]}
          />
        ) : null}
        <FieldError role="alert" data-testid="move-address-error">
          {errors.toAddressId}
        </FieldError>
        {typing ? (
          <AddressForm
            provinceOptions={provinceOptions()}
            initial={addressDraft}
            errors={errors}
            saving={state === 'savingAddress'}
            submitLabel={m.swapmove_save_address()}
            aria-label={m.swapmove_the_new_address()}
            hidePrimary
            onSubmit={(draft) => send({ type: 'move.saveAddress', draft })}
          />
        ) : null}
        <StepActions
          next={{
            label: m.swapmove_choose_move_day(),
            loading: checking,
            loadingLabel: m.swapmove_checking_address(),
            onClick: () => send({ type: 'move.continue' }),
          }}
          back={{
            label: m.swapmove_change_items(),
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
  const errors = useFieldErrors();
  const quote = MoveActor.useSelector((snapshot) => snapshot.context.quote);
  const send = MoveActor.useActorRef().send;
  const schedule = from ? schedules[from.cityId] : undefined;
  const visit = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title={m.swapmove_move_schedule_title()}
      intro={
        quote
          ? m.swapmove_move_schedule_intro({
              fromDepot: quote.fromDepot,
              delivery:
                quote.toDepot === quote.fromDepot
                  ? m.swapmove_delivered_same_day()
                  : quote.transitDays === 1
                    ? m.swapmove_delivered_next_day({ toDepot: quote.toDepot })
                    : m.swapmove_delivered_days_later({
                        toDepot: quote.toDepot,
                        days: quote.transitDays,
                      }),
              earliest: dayOfProblem(quote.earliestDate),
            })
          : undefined
      }
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel={m.swapmove_move_day()}
          windowLabel={m.swapmove_time()}
          visit={visit}
          onChange={(choice) => send({ type: 'move.chooseVisit', visit: choice })}
          min={quote?.earliestDate}
          max={schedule?.latestDate}
          hint={
            schedule && quote
              ? m.swapmove_first_day({
                  notice: schedule.notice,
                  date: formatDay(quote.earliestDate),
                })
              : undefined
          }
          windows={(schedule?.windows ?? []).map((window) => ({
            type: window.type,
            label: visitWindowLabel(window),
          }))}
          errors={{ date: errors['visit.date'], window: errors['visit.window'] }}
        />
        <StepActions
          next={{ label: m.swapmove_review_move(), onClick: () => send({ type: 'move.continue' }) }}
          back={{ label: m.swapmove_change_address(), onClick: () => send({ type: 'move.back' }) }}
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
      {m.swapmove_priced_on()} <strong>{quote.basis}</strong>
      {through.length > 0 ? ` ${m.swapmove_through({ places: through.join(', ') })}` : ''}.{' '}
      {quote.checkRouteUrl ? (
        <>
          {m.swapmove_between_depots_rate({ rate: formatMoney(0.75) })}{' '}
          <TextLink href={quote.checkRouteUrl} target="_blank" rel="noopener noreferrer">
            {m.swapmove_check_road()}
          </TextLink>
          .
        </>
      ) : (
        m.swapmove_one_crew()
      )}
    </Text>
  );
}

/** The fee is more than buying the pieces out: say so, and offer the two other ways. */
function BuyoutInstead({ quote, itemIds }: { quote: MoveQuote; itemIds: string[] }) {
  if (!quote.costsMoreThanBuyout || quote.buyoutTotal === null) return null;
  const one = itemIds.length === 1;
  const amounts = { fee: formatMoney(quote.fee), buyout: formatMoney(quote.buyoutTotal) };
  return (
    <Notice tone="warning" title={m.swapmove_buyout_title()} data-testid="move-buyout-notice">
      <Stack gap={2}>
        <Text>
          {one ? m.swapmove_buyout_text_one(amounts) : m.swapmove_buyout_text_many(amounts)}
        </Text>
        <Cluster gap={3}>
          <TextLink asChild variant="standalone">
            <Link to="/buyout" search={{ items: itemIds.join(',') }}>
              {one ? m.swapmove_buy_out_one() : m.swapmove_buy_out_many()}
            </Link>
          </TextLink>
          <TextLink asChild variant="standalone">
            <Link to="/returncenter">
              {one ? m.swapmove_return_one() : m.swapmove_return_many()}
            </Link>
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
  const windows = MoveActor.useSelector((snapshot) => {
    const cityId = fromAddress(snapshot.context)?.cityId;
    return cityId ? snapshot.context.schedules[cityId]?.windows : undefined;
  });
  const send = MoveActor.useActorRef().send;
  const to = addresses.find((address) => address.id === toAddressId);
  return (
    <BookingReview
      title={m.swapmove_move_review_title()}
      footer={<Links />}
      listLabel={m.swapmove_pieces_to_move()}
      lines={items
        .filter((item) => selected.includes(item.id))
        .map((item) => (
          <CartLineItem key={item.id} image={item.thumbUrl} title={<strong>{item.name}</strong>} />
        ))}
      details={
        <>
          <Text>
            {m.swapmove_from()} <strong>{from?.addressLabel}</strong> {m.swapmove_to()}{' '}
            <strong>{to?.label}</strong>.
          </Text>
          <Text>
            {m.swapmove_pickup_on()} <strong>{visit ? formatDay(visit.date) : null}</strong>,{' '}
            {visit ? visitWindowPhrase(visit.window, windows) : null}
            {quote?.deliveryDate ? (
              <>
                {m.swapmove_delivery_on()} <strong>{formatDay(quote.deliveryDate)}</strong>
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
                    ? m.swapmove_move_fee_between({
                        from: quote.fromDepot,
                        to: quote.toDepot,
                        km: quote.distanceKm.toLocaleString(languageTag()),
                      })
                    : m.swapmove_move_fee_within({ depot: quote.fromDepot }),
                value: formatMoney(quote.fee),
                testId: 'move-fee',
              },
              ...taxRows(quote.taxes, 'move-tax'),
              {
                label: m.swapmove_charged_today(),
                value: formatMoney(quote.total),
                total: true,
                testId: 'move-total',
              },
            ]
          : null
      }
      terms={
        <>
          {m.swapmove_move_terms_card()}{' '}
          {quote && to && from && !from.addressLabel.includes(` ${quote.toProvince} `)
            ? m.swapmove_move_terms_taxed({ province: provinceLabel(quote.toProvince) })
            : m.swapmove_move_terms_same()}
        </>
      }
      problem={problem}
      placing={placing}
      confirm={{
        label: m.swapmove_confirm_move(),
        loadingLabel: m.swapmove_booking_move(),
        onClick: () => send({ type: 'move.confirm' }),
      }}
      back={{ label: m.swapmove_change_day(), onClick: () => send({ type: 'move.back' }) }}
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
      return <BusyPage title={m.swapmove_move_title()} label={m.swapmove_loading()} />;
    case 'loadFailed':
      return (
        <FailedPage
          title={m.swapmove_move_title()}
          problem={m.swapmove_load_pieces_failed()}
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'move.retry' })}
        />
      );
    case 'nothingToMove':
      return (
        <FormPage
          title={m.swapmove_move_title()}
          intro={m.swapmove_nothing_to_move()}
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
      return <BusyPage title={m.swapmove_move_review_title()} label={m.swapmove_pricing_move()} />;
    case 'quoteFailed':
      return (
        <FailedPage
          title={m.swapmove_move_review_title()}
          problem={m.swapmove_move_price_failed()}
          message={problem?.message}
          footer={<Links />}
          onRetry={() => send({ type: 'move.retry' })}
          back={{ label: m.swapmove_change_day(), onClick: () => send({ type: 'move.back' }) }}
        />
      );
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return (
        <BusyPage
          title={m.swapmove_move_booked()}
          label={m.swapmove_opening_confirmation()}
          focusTitle
        />
      );
  }
}
