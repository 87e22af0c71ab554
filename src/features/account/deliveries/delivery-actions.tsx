/**
 * Self-service on a visit before its day (decision 127): move it to another open window of the
 * depot (full windows are not offered) or cancel a pickup. Used by the deliveries list and the
 * tracker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cancelPickup,
  deliverySlotsQuery,
  refreshDeliveries,
  rescheduleDelivery,
} from '../../../api/delivery-queries';
import type { Delivery, DeliverySlot } from '../../../api/delivery-queries';
import type { AccountFailure } from '../../../api/profile-queries';
import { useStoredSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
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
      description="Choose another day and window. Full windows are not shown."
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
  if (!delivery.canCancel) return null;
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
