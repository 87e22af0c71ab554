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
import { m } from '../../../i18n/paraglide/messages.js';
import { useStoredSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';
import { RadioGroup } from '../../../ui/radio-group';
import { AccountPageFrame, LoadState } from '../account-page-frame';
import { formatCalendarDay, windowText } from './delivery-format';
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
      <AccountPageFrame title={m.account_delivery_notices()}>
        <DeliveryNotFound message={notFound} />
      </AccountPageFrame>
    );
  if (status !== 'success' || !delivery)
    return (
      <AccountPageFrame title={m.account_delivery_notices()}>
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_this_delivery()}
          onRetry={onRetry}
        />
      </AccountPageFrame>
    );
  const chosen = choice ?? delivery.notifyChannel;
  const pickup = delivery.kind === 'PICKUP';
  const sms = delivery.notifyChannel === 'SMS';
  return (
    <AccountPageFrame
      title={pickup ? m.account_how_hear_pickup() : m.account_how_hear_delivery()}
      intro={(pickup ? m.account_notice_intro_pickup : m.account_notice_intro_delivery)({
        date: formatCalendarDay(delivery.date),
        window: windowText(delivery),
      })}
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
            label={m.account_send_notices_by()}
            value={chosen}
            onValueChange={(value) => setChoice(value as NotifyChannel)}
            options={[
              { value: 'SMS', label: m.account_text_to_mobile() },
              { value: 'EMAIL', label: m.account_email() },
            ]}
            hint={m.account_notices_hint()}
            error={failure?.message}
          />
          {saved && chosen === delivery.notifyChannel ? (
            <Notice tone="info" title={m.account_saved()} role="status">
              <Text>
                {pickup
                  ? sms
                    ? m.account_notices_go_pickup_sms()
                    : m.account_notices_go_pickup_email()
                  : sms
                    ? m.account_notices_go_delivery_sms()
                    : m.account_notices_go_delivery_email()}
              </Text>
            </Notice>
          ) : null}
          <Cluster gap={3}>
            <Button type="submit" loading={saving} loadingLabel={m.account_saving()}>
              {m.account_save()}
            </Button>
            <TextLink asChild variant="standalone">
              <Link to="/account/deliveries">{m.account_back_to_deliveries()}</Link>
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
