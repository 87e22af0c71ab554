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
import { formatMoney } from '../../../lib/money-format';
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
import { formatCalendarDay, kindLabel } from './delivery-format';

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
  if (status === 'pending') return <Spinner layout="block" label="Loading open windows" />;
  if (status === 'error')
    return (
      <Notice tone="error" title="We could not load the open windows" role="alert">
        <Text>Nothing was changed. Check your connection and try again.</Text>
        <Cluster gap={3}>
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Cluster>
      </Notice>
    );
  if (days.length === 0)
    return (
      <Notice tone="info" title="No open window to move to">
        <Text>
          Every window of the next two weeks is full, or this {kindLabel(delivery).toLowerCase()}{' '}
          can no longer move. Call us and we will do what we can.
        </Text>
      </Notice>
    );
  const dayError = failure?.field === 'deliverydate' ? failure.message : undefined;
  const windowError =
    failure?.field === 'deliverytimetype'
      ? failure.message
      : tried && !chosenWindow
        ? 'Choose a window.'
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
          label="Day"
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
          label={`Window (${delivery.depot} time)`}
          value={chosenWindow ?? ''}
          onValueChange={setWindow}
          options={windows.map((slot) => ({
            value: slot.timeType,
            label: `${slot.label} · ${slot.remaining} ${slot.remaining === 1 ? 'place' : 'places'} left`,
          }))}
          error={windowError}
        />
        {otherError ? (
          <Notice tone="error" title="Not moved" role="alert">
            <Text>{otherError.message}</Text>
          </Notice>
        ) : null}
        <Cluster gap={3}>
          <Button type="submit" loading={moving} loadingLabel="Moving">
            Move it here
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
      title={`Move this ${kindLabel(delivery).toLowerCase()}`}
      description={
        delivery.orderType === 'SWAP' || delivery.orderType === 'MOVE'
          ? `Choose another day and window. The ${delivery.orderType === 'SWAP' ? 'swap' : 'move'}’s other visit moves with it. Full windows are not shown.`
          : 'Choose another day and window. Full windows are not shown.'
      }
      trigger={
        <Button variant="secondary" size="sm">
          Move to another window
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
      title="Cancel this pickup?"
      description="The crew will not come, and the items stay with you."
      trigger={
        <Button variant="secondary" size="sm">
          Cancel pickup
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep the pickup</Button>
          </DialogClose>
          <Button
            onClick={() => cancel.mutate()}
            loading={cancel.isPending}
            loadingLabel="Cancelling"
          >
            Cancel pickup
          </Button>
        </>
      }
    >
      {cancel.error ? (
        <Notice tone="error" title="Not cancelled" role="alert">
          <Text>{cancel.error.message}</Text>
        </Notice>
      ) : null}
    </Dialog>
  );
}

/** "swap" or "move". */
const bookingWord = (type: string) => (type === 'MOVE' ? 'move' : 'swap');

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
    : 'your card';
  return (
    <Stack gap={3} data-testid="booking-cancellation">
      <Text>
        {cancellation.type === 'SWAP'
          ? `Both halves of the visit are cancelled: the crew will not bring ${names(cancellation.notComing)} or take back ${names(cancellation.keeps)}.`
          : `Both visits are cancelled: the crew will not pick up ${names(cancellation.keeps)} or deliver them to the new address.`}
      </Text>
      <Stack as="ul" gap={1} list="indented">
        {cancellation.keeps.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Text>
              {item.name} stays with you
              {cancellation.type === 'MOVE' ? ' where it is' : ''}
              {item.monthlyPrice !== null && item.monthlyPrice !== undefined
                ? `, at ${formatMoney(item.monthlyPrice)}/mo as before`
                : ''}
              .
            </Text>
          </li>
        ))}
      </Stack>
      <Notice tone="info" title="What you get back">
        {cancellation.refund > 0 ? (
          <Text>
            <strong data-testid="booking-refund">{formatMoney(cancellation.refund)}</strong>{' '}
            refunded to {card}: the whole {word} charge, tax included, because you cancel before{' '}
            {cancellation.firstVisitDate
              ? formatCalendarDay(cancellation.firstVisitDate)
              : 'its day'}
            . The refund shows on the {word}’s receipt; your bank may take a few business days to
            show it.
          </Text>
        ) : (
          <Text>Nothing was charged for this {word}, so there is nothing to refund.</Text>
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
      title={`Cancel this ${word}?`}
      description={`A ${word} is one booking: its ${word === 'swap' ? 'delivery and pickup are' : 'pickup and delivery are'} cancelled together.`}
      trigger={
        <Button variant="secondary" size="sm">
          Cancel {word}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep the {word}</Button>
          </DialogClose>
          {ready ? (
            <Button
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
              loadingLabel="Cancelling"
            >
              {preview.data.refund > 0
                ? `Cancel and refund ${formatMoney(preview.data.refund)}`
                : `Cancel the ${word}`}
            </Button>
          ) : null}
        </>
      }
    >
      {preview.status === 'pending' ? (
        <Spinner layout="block" label="Working out your refund" />
      ) : preview.status === 'error' ? (
        <Notice tone="error" title="We could not load what cancelling gives back" role="alert">
          <Text>Nothing was changed. Check your connection and try again.</Text>
          <Cluster gap={3}>
            <Button size="sm" onClick={() => void preview.refetch()}>
              Try again
            </Button>
          </Cluster>
        </Notice>
      ) : preview.data.canCancel ? (
        <BookingCancellationSummary cancellation={preview.data} />
      ) : (
        <Notice tone="info" title={`This ${word} cannot be cancelled here`}>
          <Text>{preview.data.refusal}</Text>
        </Notice>
      )}
      {cancel.error ? (
        <Notice tone="error" title="Not cancelled" role="alert">
          <Text>{cancel.error.message}</Text>
        </Notice>
      ) : null}
    </Dialog>
  );
}
