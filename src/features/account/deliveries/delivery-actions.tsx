/**
 * Self-service on a visit before its day (decision 127): move it to another open window of the
 * depot (full windows are not offered), cancel a return's pickup, or cancel a swap or a move as
 * one booking with its refund shown first (decision 148). Used by the deliveries list and the
 * tracker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  bookingCancellationQuery,
  cancelBooking,
  cancelPickup,
  deliverySlotsQuery,
  refreshAfterBookingCancelled,
  refreshDeliveries,
  rescheduleDelivery,
} from '../../../api/delivery-queries';
import type { BookingCancellation, Delivery, DeliverySlot } from '../../../api/delivery-queries';
import { m } from '../../../i18n/paraglide/messages.js';
import { formatMoney, moneyWording } from '../../../lib/money-format';
import type { AccountFailure } from '../../../api/profile-queries';
import { useStoredSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { cardLabel } from '../receipt-format';
import { formatCalendarDay } from './delivery-format';

export interface MoveFormProps {
  delivery: Delivery;
  status: 'pending' | 'error' | 'success';
  slots: readonly DeliverySlot[] | undefined;
  onRetry: () => void;
  onMove: (date: string, timeType: string) => void;
  moving: boolean;
  /** The API's refusal (a full window, a past day): shown under the field it names. */
  failure: AccountFailure | null;
}

/** The form inside "Move to another window", without the API: stories render its states. */
export function MoveForm({
  delivery,
  status,
  slots,
  onRetry,
  onMove,
  moving,
  failure,
}: MoveFormProps) {
  const days = [...new Set((slots ?? []).map((slot) => slot.date))];
  const [day, setDay] = useState<string | undefined>(undefined);
  const [window, setWindow] = useState<string | undefined>(undefined);
  const chosenDay = day ?? days[0];
  const windows = (slots ?? []).filter((slot) => slot.date === chosenDay);
  const chosenWindow = windows.some((slot) => slot.timeType === window) ? window : undefined;
  const [tried, setTried] = useState(false);
  if (status === 'pending') return <Spinner layout="block" label={m.account_loading_windows()} />;
  if (status === 'error')
    return (
      <Notice tone="error" title={m.account_windows_failed()} role="alert">
        <Text>{m.account_load_failed_text()}</Text>
        <Cluster gap={3}>
          <Button size="sm" onClick={onRetry}>
            {m.account_try_again()}
          </Button>
        </Cluster>
      </Notice>
    );
  if (days.length === 0)
    return (
      <Notice tone="info" title={m.account_no_open_window()}>
        <Text>
          {delivery.kind === 'PICKUP'
            ? m.account_no_window_pickup()
            : m.account_no_window_delivery()}
        </Text>
      </Notice>
    );
  const dayError = failure?.field === 'deliverydate' ? failure.message : undefined;
  const windowError =
    failure?.field === 'deliverytimetype'
      ? failure.message
      : tried && !chosenWindow
        ? m.account_choose_window()
        : undefined;
  const otherError = failure && !dayError && failure.field !== 'deliverytimetype' ? failure : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (chosenDay && chosenWindow) onMove(chosenDay, chosenWindow);
      }}
    >
      <Stack gap={4}>
        <SelectField
          label={m.account_day()}
          value={chosenDay ?? ''}
          onValueChange={(value) => {
            setDay(value);
            setWindow(undefined);
          }}
          options={days.map((date) => ({ value: date, label: formatCalendarDay(date) }))}
          error={dayError}
        />
        <RadioGroup
          key={chosenDay}
          label={m.account_window_depot_time({ depot: delivery.depot })}
          value={chosenWindow ?? ''}
          onValueChange={setWindow}
          options={windows.map((slot) => ({
            value: slot.timeType,
            label: m.account_slot_places_left({ label: slot.label, count: slot.remaining }),
          }))}
          error={windowError}
        />
        {otherError ? (
          <Notice tone="error" title={m.account_not_moved()} role="alert">
            <Text>{otherError.message}</Text>
          </Notice>
        ) : null}
        <Cluster gap={3}>
          <Button type="submit" loading={moving} loadingLabel={m.account_moving()}>
            {m.account_move_it_here()}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

/** "Move to another window": a dialog with the open windows, for a visit that can still move. */
export function MoveDeliveryButton({
  delivery,
  onMoved,
}: {
  delivery: Delivery;
  onMoved?: (moved: Delivery) => void;
}) {
  const [open, setOpen] = useState(false);
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const slots = useQuery({ ...deliverySlotsQuery(userId, delivery.id), enabled: open && !!userId });
  const move = useMutation<Delivery, AccountFailure, { date: string; timeType: string }>({
    mutationFn: ({ date, timeType }) => rescheduleDelivery(delivery.id, date, timeType),
    onSuccess: async (moved) => {
      setOpen(false);
      onMoved?.(moved);
      await refreshDeliveries(client);
    },
    onError: () => void slots.refetch(),
  });
  if (!delivery.canMove) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) move.reset();
      }}
      title={
        delivery.kind === 'PICKUP' ? m.account_move_this_pickup() : m.account_move_this_delivery()
      }
      description={
        delivery.orderType === 'SWAP'
          ? m.account_move_desc_swap()
          : delivery.orderType === 'MOVE'
            ? m.account_move_desc_move()
            : m.account_move_desc()
      }
      trigger={
        <Button variant="secondary" size="sm">
          {m.account_move_to_another_window()}
        </Button>
      }
    >
      <MoveForm
        delivery={delivery}
        status={slots.status}
        slots={slots.data}
        onRetry={() => void slots.refetch()}
        onMove={(date, timeType) => move.mutate({ date, timeType })}
        moving={move.isPending}
        failure={move.error}
      />
    </Dialog>
  );
}

/** "Cancel pickup", confirmed in a dialog; pickups only, before their day. */
export function CancelPickupButton({ delivery }: { delivery: Delivery }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const cancel = useMutation<Delivery, AccountFailure>({
    mutationFn: () => cancelPickup(delivery.id),
    onSuccess: async () => {
      setOpen(false);
      await refreshDeliveries(client);
    },
  });
  if (!delivery.canCancel || delivery.canCancelBooking) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      title={m.account_cancel_pickup_title()}
      description={m.account_cancel_pickup_desc()}
      trigger={
        <Button variant="secondary" size="sm">
          {m.account_cancel_pickup()}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{m.account_keep_pickup()}</Button>
          </DialogClose>
          <Button
            onClick={() => cancel.mutate()}
            loading={cancel.isPending}
            loadingLabel={m.account_cancelling()}
          >
            {m.account_cancel_pickup()}
          </Button>
        </>
      }
    >
      {cancel.error ? (
        <Notice tone="error" title={m.account_not_cancelled()} role="alert">
          <Text>{cancel.error.message}</Text>
        </Notice>
      ) : null}
    </Dialog>
  );
}

/** "swap" or "move". */
const bookingWord = (type: string): 'move' | 'swap' => (type === 'MOVE' ? 'move' : 'swap');

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/**
 * What cancelling a swap or a move does and gives back, before the customer confirms (no API:
 * stories render it).
 */
export function BookingCancellationSummary({
  cancellation,
}: {
  cancellation: BookingCancellation;
}) {
  const word = bookingWord(cancellation.type);
  const card = cancellation.cardType
    ? cardLabel({
        cardtype: cancellation.cardType,
        cardlastfourdigits: cancellation.cardLastFour ?? null,
      })
    : m.account_your_card();
  const day = cancellation.firstVisitDate
    ? formatCalendarDay(cancellation.firstVisitDate)
    : m.account_its_day();
  return (
    <Stack gap={3} data-testid="booking-cancellation">
      <Text>
        {cancellation.type === 'SWAP'
          ? m.account_swap_both_cancelled({
              coming: names(cancellation.notComing),
              keeps: names(cancellation.keeps),
            })
          : m.account_move_both_cancelled({ keeps: names(cancellation.keeps) })}
      </Text>
      <Stack as="ul" gap={1} list="indented">
        {cancellation.keeps.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Text>
              {m.account_stays_with_you({ name: item.name })}
              {cancellation.type === 'MOVE' ? m.account_stays_where_it_is() : ''}
              {item.monthlyPrice !== null && item.monthlyPrice !== undefined
                ? m.account_at_monthly_as_before({
                    amount: `${formatMoney(item.monthlyPrice)}${moneyWording().suffix}`,
                  })
                : ''}
              .
            </Text>
          </li>
        ))}
      </Stack>
      <Notice tone="info" title={m.account_what_you_get_back()}>
        {cancellation.refund > 0 ? (
          <Text>
            <strong data-testid="booking-refund">{formatMoney(cancellation.refund)}</strong>{' '}
            {(word === 'move' ? m.account_refund_move : m.account_refund_swap)({ card, day })}
          </Text>
        ) : (
          <Text>
            {word === 'move' ? m.account_nothing_charged_move() : m.account_nothing_charged_swap()}
          </Text>
        )}
      </Notice>
    </Stack>
  );
}

/**
 * "Cancel swap" / "Cancel move": both visits as one booking, with what the customer gets back
 * shown before they confirm. `onCancelled` hears the result (the refund made).
 */
export function CancelBookingButton({
  delivery,
  onCancelled,
}: {
  delivery: Delivery;
  onCancelled?: (done: BookingCancellation) => void;
}) {
  const [open, setOpen] = useState(false);
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const word = bookingWord(delivery.orderType);
  const preview = useQuery({
    ...bookingCancellationQuery(userId, delivery.orderId),
    enabled: open && !!userId,
  });
  const cancel = useMutation<BookingCancellation, AccountFailure>({
    mutationFn: () => cancelBooking(delivery.orderId),
    onSuccess: async (done) => {
      setOpen(false);
      onCancelled?.(done);
      await refreshAfterBookingCancelled(client);
    },
    onError: () => void preview.refetch(),
  });
  if (!delivery.canCancelBooking) return null;
  const ready = preview.status === 'success' && preview.data.canCancel;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      title={word === 'move' ? m.account_cancel_move_title() : m.account_cancel_swap_title()}
      description={word === 'move' ? m.account_cancel_move_desc() : m.account_cancel_swap_desc()}
      trigger={
        <Button variant="secondary" size="sm">
          {word === 'move' ? m.account_cancel_move() : m.account_cancel_swap()}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              {word === 'move' ? m.account_keep_move() : m.account_keep_swap()}
            </Button>
          </DialogClose>
          {ready ? (
            <Button
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
              loadingLabel={m.account_cancelling()}
            >
              {preview.data.refund > 0
                ? m.account_cancel_and_refund({ amount: formatMoney(preview.data.refund) })
                : word === 'move'
                  ? m.account_cancel_the_move()
                  : m.account_cancel_the_swap()}
            </Button>
          ) : null}
        </>
      }
    >
      {preview.status === 'pending' ? (
        <Spinner layout="block" label={m.account_working_out_refund()} />
      ) : preview.status === 'error' ? (
        <Notice tone="error" title={m.account_cancel_preview_failed()} role="alert">
          <Text>{m.account_load_failed_text()}</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={() => void preview.refetch()}>
              {m.account_try_again()}
            </Button>
          </Cluster>
        </Notice>
      ) : preview.data.canCancel ? (
        <BookingCancellationSummary cancellation={preview.data} />
      ) : (
        <Notice
          tone="info"
          title={word === 'move' ? m.account_move_cannot_cancel() : m.account_swap_cannot_cancel()}
        >
          <Text>{preview.data.refusal}</Text>
        </Notice>
      )}
      {cancel.error ? (
        <Notice tone="error" title={m.account_not_cancelled()} role="alert">
          <Text>{cancel.error.message}</Text>
        </Notice>
      ) : null}
    </Dialog>
  );
}
