/**
 * /account/deliveries/{deliveryId}/sms and /email: how the customer hears about one visit
 * ("out for delivery", "30 minutes away"), stored per visit (decision 129). The URL's channel
 * is chosen when the page opens; saving stores the choice.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  deliveryQuery,
  refreshDeliveries,
  setDeliveryNotification,
} from '../../../api/delivery-queries';
import type { Delivery, NotifyChannel } from '../../../api/delivery-queries';
import type { AccountFailure } from '../../../api/profile-queries';
import { useStoredSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';
import { RadioGroup } from '../../../ui/radio-group';
import { AccountPageFrame, LoadState } from '../account-page-frame';
import { formatCalendarDay, kindLabel, windowText } from './delivery-format';
import { DeliveryNotFound } from './delivery-not-found';

export interface DeliveryNoticeViewProps {
  status: 'pending' | 'error' | 'success';
  delivery?: Delivery | undefined;
  /** The channel the URL names (sms or email), chosen when the page opens. */
  requested?: NotifyChannel | undefined;
  onRetry: () => void;
  onSave: (channel: NotifyChannel) => void;
  saving: boolean;
  saved: boolean;
  failure: AccountFailure | null;
  /** The server's words when the visit does not exist or is not this customer's. */
  notFound?: string | null;
}

export function DeliveryNoticeView({
  status,
  delivery,
  requested,
  onRetry,
  onSave,
  saving,
  saved,
  failure,
  notFound = null,
}: DeliveryNoticeViewProps) {
  const [choice, setChoice] = useState<NotifyChannel | undefined>(requested);
  // A visit that does not exist is not a network problem: no "check your connection", no retry.
  if (notFound !== null)
    return (
      <AccountPageFrame title="Delivery notices">
        <DeliveryNotFound message={notFound} />
      </AccountPageFrame>
    );
  if (status !== 'success' || !delivery)
    return (
      <AccountPageFrame title="Delivery notices">
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="this delivery"
          onRetry={onRetry}
        />
      </AccountPageFrame>
    );
  const chosen = choice ?? delivery.notifyChannel;
  const visit = kindLabel(delivery).toLowerCase();
  return (
    <AccountPageFrame
      title={`How you hear about this ${visit}`}
      intro={`${kindLabel(delivery)} of ${formatCalendarDay(delivery.date)}, ${windowText(delivery)}. We tell you when the crew is out for delivery and when it is 30 minutes away.`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(chosen);
        }}
      >
        <Stack gap={4}>
          <RadioGroup
            label="Send notices by"
            value={chosen}
            onValueChange={(value) => setChoice(value as NotifyChannel)}
            options={[
              { value: 'SMS', label: 'Text message to your mobile' },
              { value: 'EMAIL', label: 'Email' },
            ]}
            hint="Texts go to your confirmed mobile number; without one, we email you."
            error={failure?.message}
          />
          {saved && chosen === delivery.notifyChannel ? (
            <Notice tone="info" title="Saved" role="status">
              <Text>
                Notices for this {visit} go by{' '}
                {delivery.notifyChannel === 'SMS' ? 'text message' : 'email'}.
              </Text>
            </Notice>
          ) : null}
          <Cluster gap={3}>
            <Button type="submit" loading={saving} loadingLabel="Saving">
              Save
            </Button>
            <TextLink asChild variant="standalone">
              <Link to="/account/deliveries">Back to deliveries</Link>
            </TextLink>
          </Cluster>
        </Stack>
      </form>
    </AccountPageFrame>
  );
}

export function DeliveryNoticePage({
  deliveryId,
  requested,
}: {
  deliveryId: string;
  requested?: NotifyChannel;
}) {
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const delivery = useQuery(deliveryQuery(userId, deliveryId));
  const failure = delivery.error as unknown as AccountFailure | null;
  const save = useMutation<Delivery, AccountFailure, NotifyChannel>({
    mutationFn: (channel) => setDeliveryNotification(deliveryId, channel),
    onSuccess: async () => refreshDeliveries(client),
  });
  return (
    <DeliveryNoticeView
      status={delivery.status}
      delivery={delivery.data?.delivery}
      requested={requested}
      onRetry={() => void delivery.refetch()}
      onSave={(channel) => save.mutate(channel)}
      saving={save.isPending}
      saved={save.isSuccess}
      failure={save.error}
      notFound={failure?.code === 'NOT_FOUND' ? failure.message : null}
    />
  );
}
