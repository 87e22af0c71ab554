import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { chosenItem, chosenReplacement, swapMachine } from '../../../machines/swap.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { formatDay } from '../../lib/calendar-day';
import { taxRows } from '../../lib/line-payment';
import { formatMoney, moneyWording } from '../../lib/money-format';
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
import { visitWindowLabel, visitWindowPhrase } from '../../lib/visit-window';
import { shownFieldErrors, swapFieldMessage } from './swap-move-words';

/** The swap actor; the page provides it, stories provide it with fakes. */
export const SwapActor = createActorContext(swapMachine);

export type SwapSnapshot = SnapshotFrom<typeof swapMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type SwapStateName = SwapSnapshot['value'];

/** "+$30.00/mo", "−$20.00/mo", "no change" (`+30,00 $/mois`, `aucun changement` in French). */
export function formatDifference(amount: number): string {
  if (Math.abs(amount) < 0.005) return m.swapmove_no_change();
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount))}${moneyWording().suffix}`;
}

/** The field messages: the machine's own in the page's language, the server's as it said them. */
const useFieldErrors = () =>
  SwapActor.useSelector((snapshot) =>
    shownFieldErrors(snapshot.context.fieldErrors, snapshot.context.fieldCodes, swapFieldMessage),
  );

const Links = () => (
  <PageLinks>
    <Link to="/account/my-products">{m.swapmove_my_products()}</Link>
    <Link to="/account">{m.swapmove_my_account()}</Link>
  </PageLinks>
);

function ChooseItem() {
  const itemId = SwapActor.useSelector((snapshot) => snapshot.context.itemId);
  const items = SwapActor.useSelector((snapshot) => snapshot.context.items);
  const errors = useFieldErrors();
  const send = SwapActor.useActorRef().send;
  return (
    <FormPage
      title={m.swapmove_swap_item_title()}
      intro={m.swapmove_swap_item_intro()}
      footer={<Links />}
    >
      <Stack gap={4}>
        <ChoiceCards
          label={m.swapmove_your_pieces()}
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
          <Button onClick={() => send({ type: 'swap.continue' })}>
            {m.swapmove_choose_replacement()}
          </Button>
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
  const errors = useFieldErrors();
  const send = SwapActor.useActorRef().send;
  const [search, setSearch] = useState(searched);
  const searching = state === 'loadingReplacements';
  return (
    <FormPage
      title={m.swapmove_replacement_title()}
      intro={
        item
          ? item.monthlyCharge
            ? m.swapmove_in_place_of_charge({
                name: item.name,
                charge: monthlyChargeText(item.monthlyCharge) ?? '',
              })
            : m.swapmove_in_place_of({ name: item.name })
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
              label={m.swapmove_search_catalogue()}
              value={search}
              maxLength={60}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={searching}
              loadingLabel={m.swapmove_searching()}
            >
              {m.swapmove_search()}
            </Button>
          </Cluster>
        </form>
        {searching ? (
          <Spinner layout="block" label={m.swapmove_finding_replacements()} />
        ) : replacements.length === 0 ? (
          <Notice tone="info">{m.swapmove_no_replacements()}</Notice>
        ) : (
          <ChoiceCards
            label={m.swapmove_replacements_label()}
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
            label: m.swapmove_choose_swap_day(),
            disabled: searching,
            onClick: () => send({ type: 'swap.continue' }),
          }}
          back={{ label: m.swapmove_change_item(), onClick: () => send({ type: 'swap.back' }) }}
        />
      </Stack>
    </FormPage>
  );
}

function Schedule() {
  const item = SwapActor.useSelector((snapshot) => chosenItem(snapshot.context));
  const schedules = SwapActor.useSelector((snapshot) => snapshot.context.schedules);
  const chosen = SwapActor.useSelector((snapshot) => snapshot.context.visit);
  const errors = useFieldErrors();
  const send = SwapActor.useActorRef().send;
  const schedule = item ? schedules[item.cityId] : undefined;
  const visit = chosen ?? { date: '', window: '' };
  return (
    <FormPage
      title={m.swapmove_swap_schedule_title()}
      intro={
        item
          ? m.swapmove_swap_schedule_intro({ address: item.addressLabel, name: item.name })
          : undefined
      }
      footer={<Links />}
    >
      <Stack gap={4}>
        <VisitFields
          dateLabel={m.swapmove_swap_day()}
          windowLabel={m.swapmove_time()}
          visit={visit}
          onChange={(choice) => send({ type: 'swap.chooseVisit', visit: choice })}
          min={schedule?.earliest}
          max={schedule?.latestDate}
          hint={
            schedule
              ? m.swapmove_first_day({
                  notice: schedule.notice,
                  date: formatDay(schedule.earliest),
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
          next={{ label: m.swapmove_review_swap(), onClick: () => send({ type: 'swap.continue' }) }}
          back={{
            label: m.swapmove_change_replacement(),
            onClick: () => send({ type: 'swap.back' }),
          }}
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
  const windows = SwapActor.useSelector((snapshot) => {
    const cityId = chosenItem(snapshot.context)?.cityId;
    return cityId ? snapshot.context.schedules[cityId]?.windows : undefined;
  });
  const send = SwapActor.useActorRef().send;
  return (
    <BookingReview
      title={m.swapmove_swap_review_title()}
      footer={<Links />}
      listLabel={m.swapmove_the_swap()}
      lines={
        <>
          {item ? (
            <CartLineItem
              image={item.thumbUrl}
              title={<strong>{item.name}</strong>}
              price={quote ? monthlyTotalText(quote.oldMonthlyCharge) : null}
            >
              <Text size="sm" tone="muted">
                {m.swapmove_goes_back()}
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
                {m.swapmove_comes_in_place()}
                {quote ? ` · ${monthlyPartsText(quote.newMonthlyCharge)}` : ''}
              </Text>
            </CartLineItem>
          ) : null}
        </>
      }
      details={
        <Text>
          {m.swapmove_swap_on()} <strong>{visit ? formatDay(visit.date) : null}</strong>,{' '}
          {visit ? visitWindowPhrase(visit.window, windows) : null}
          {item ? ` ${m.swapmove_at_address({ address: item.addressLabel })}` : ''}.
        </Text>
      }
      summary={
        quote
          ? [
              {
                label: m.swapmove_monthly_from_swap(),
                value: `${monthlyTotalText(quote.newMonthlyCharge)} (${formatDifference(quote.monthlyDifference)})`,
                testId: 'swap-monthly',
              },
              { label: m.swapmove_swap_visit(), value: formatMoney(quote.fee) },
              ...taxRows(quote.taxes, 'swap-tax'),
              {
                label: m.swapmove_charged_today(),
                value: formatMoney(quote.todayTotal),
                total: true,
                testId: 'swap-today',
              },
            ]
          : null
      }
      terms={m.swapmove_swap_terms()}
      problem={problem}
      placing={placing}
      confirm={{
        label: m.swapmove_confirm_swap(),
        loadingLabel: m.swapmove_booking_swap(),
        onClick: () => send({ type: 'swap.confirm' }),
      }}
      back={{ label: m.swapmove_change_day(), onClick: () => send({ type: 'swap.back' }) }}
    />
  );
}

function Failed({ title, back }: { title: string; back?: string }) {
  const problem = SwapActor.useSelector((snapshot) => snapshot.context.problem);
  const send = SwapActor.useActorRef().send;
  return (
    <FailedPage
      title={m.swapmove_swap_title()}
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
      return <BusyPage title={m.swapmove_swap_title()} label={m.swapmove_loading()} />;
    case 'loadFailed':
      return <Failed title={m.swapmove_load_pieces_failed()} />;
    case 'nothingToSwap':
      return (
        <FormPage
          title={m.swapmove_swap_title()}
          intro={m.swapmove_nothing_to_swap()}
          footer={<Links />}
        />
      );
    case 'choosingItem':
      return <ChooseItem />;
    case 'loadingReplacements':
    case 'choosingReplacement':
      return <ChooseReplacement />;
    case 'replacementsFailed':
      return <Failed title={m.swapmove_replacements_failed()} back={m.swapmove_change_item()} />;
    case 'scheduling':
      return <Schedule />;
    case 'quoting':
      return <BusyPage title={m.swapmove_swap_review_title()} label={m.swapmove_pricing_swap()} />;
    case 'quoteFailed':
      return <Failed title={m.swapmove_swap_price_failed()} back={m.swapmove_change_day()} />;
    case 'review':
    case 'placing':
      return <Review />;
    case 'placed':
      return (
        <BusyPage
          title={m.swapmove_swap_booked()}
          label={m.swapmove_opening_confirmation()}
          focusTitle
        />
      );
  }
}
