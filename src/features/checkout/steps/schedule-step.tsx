import { useState } from 'react';
import type { DeliveryWindowChoice } from '../../../../machines/checkout.machine';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Cluster, Stack } from '../../../ui/layout';
import { RadioGroup } from '../../../ui/radio-group';
import { Spinner } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';
import type { CheckoutSnapshot } from '../checkout-actor';
import { formatDay } from '../../../lib/calendar-day';
import { ErrorNotice, StepHeading } from './step-parts';
import { PickupWarehouseNotice } from './pickup-warehouse';
import { m } from '../../../i18n/paraglide/messages.js';
import { checkoutError } from '../checkout-problems';

/** The depot's hour now, in its own time zone. */
export function currentHour(timezone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone })
      .formatToParts(new Date())
      .find((part) => part.type === 'hour')?.value ?? 0,
  );
}

/** Which day and window may be chosen is the machine's rule; the screen only asks it. */
function allowedIn(snapshot: CheckoutSnapshot, day: string, type: string): boolean {
  return snapshot.can({
    type: 'date.select',
    date: day,
    window: type as DeliveryWindowChoice['type'],
  });
}

/** Delivery day and time window, within the days the machine's schedule allows. */
export function ScheduleStep({
  depotHour = currentHour,
}: {
  /** The depot's hour now, for hiding windows that have started today; defaults to the clock. */
  depotHour?: (timezone: string) => number;
}) {
  const send = useCheckoutSend();
  const actor = CheckoutActor.useActorRef();
  const loading = CheckoutActor.useSelector((snapshot) =>
    snapshot.matches({ schedule: 'loading' }),
  );
  const failed = CheckoutActor.useSelector((snapshot) => snapshot.matches({ schedule: 'failed' }));
  const schedule = CheckoutActor.useSelector((snapshot) => snapshot.context.schedule);
  const chosenDate = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryDate);
  const chosenWindow = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryWindow);
  const error = checkoutError(CheckoutActor.useSelector((snapshot) => snapshot.context.error));
  // The liquidation sale: a pickup day and window at the warehouse, not a delivery.
  const pickup = schedule?.windows.some((choice) => choice.type === 'PICKUP') ?? false;
  const heading = pickup ? m.checkout_when_pickup() : m.checkout_when_deliver();
  const [date, setDate] = useState(chosenDate ?? '');
  const [windowType, setWindowType] = useState<string>(chosenWindow ?? '');
  const dateAllowed = CheckoutActor.useSelector(
    (snapshot) =>
      snapshot.context.schedule?.windows.some((choice) => allowedIn(snapshot, date, choice.type)) ??
      false,
  );
  if (loading) {
    return (
      <Stack gap={4}>
        <StepHeading>{heading}</StepHeading>
        <Spinner label={m.checkout_loading_days()} />
      </Stack>
    );
  }
  if (failed || !schedule) {
    return (
      <StatusPanel
        title={m.checkout_days_failed()}
        actions={
          <Button onClick={() => send({ type: 'checkout.retry' })}>{m.checkout_try_again()}</Button>
        }
      >
        {error}
      </StatusPanel>
    );
  }
  const allowed = (day: string, type: string) => allowedIn(actor.getSnapshot(), day, type);
  const hour = depotHour(schedule.timezone);
  const open = (choice: DeliveryWindowChoice) => date !== schedule.today || choice.startHour > hour;
  const windows = schedule.windows.filter(open);
  const choose = (nextDate: string, nextWindow: string) => {
    setDate(nextDate);
    setWindowType(nextWindow);
    if (nextDate && nextWindow && allowed(nextDate, nextWindow)) {
      send({
        type: 'date.select',
        date: nextDate,
        window: nextWindow as DeliveryWindowChoice['type'],
      });
    }
  };
  // The delivery city's time, by its name: Montréal keeps Toronto's zone but not its name.
  const city = schedule.cityName ?? schedule.timezone.split('/').pop()?.replace(/_/g, ' ');
  const range = { from: formatDay(schedule.earliestDate), to: formatDay(schedule.latestDate) };
  return (
    <Stack gap={4}>
      <StepHeading>{heading}</StepHeading>
      {pickup ? <PickupWarehouseNotice /> : null}
      <ErrorNotice message={error} />
      <TextField
        label={pickup ? m.checkout_pickup_day() : m.checkout_delivery_day()}
        type="date"
        min={schedule.earliestDate}
        max={schedule.latestDate}
        value={date}
        hint={m.checkout_days_hint(range)}
        error={date && !dateAllowed ? m.checkout_days_error(range) : undefined}
        onChange={(event) => choose(event.target.value, windowType)}
      />
      <RadioGroup
        label={
          pickup
            ? m.checkout_pickup_window({ city: city ?? '' })
            : m.checkout_time_window({ city: city ?? '' })
        }
        value={windowType || undefined}
        onValueChange={(next) => choose(date, next)}
        options={windows.map((choice) => ({ value: choice.type, label: choice.label }))}
      />
      <Cluster gap={3}>
        <Button type="button" onClick={() => send({ type: 'date.confirm' })}>
          {m.checkout_continue()}
        </Button>
        <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
          {m.checkout_back_to_address()}
        </Button>
      </Cluster>
    </Stack>
  );
}
