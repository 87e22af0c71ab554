/** /account/deliveries: the customer's upcoming and past deliveries and pickups (decision 129). */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { deliveriesQuery } from '../../../api/delivery-queries';
import type { BookingCancellation, Delivery } from '../../../api/delivery-queries';
import { m } from '../../../i18n/paraglide/messages.js';
import { formatMoney } from '../../../lib/money-format';
import { useStoredSession } from '../../../lib/session-store';
import { Badge } from '../../../ui/badge';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';
import { AccountPageFrame, LoadState } from '../account-page-frame';
import { cardLabel } from '../receipt-format';
import { CancelBookingButton, CancelPickupButton, MoveDeliveryButton } from './delivery-actions';
import {
  addressText,
  formatCalendarDay,
  itemsText,
  kindLabel,
  statusLabel,
  windowText,
} from './delivery-format';

/** What each visit offers: move, cancel a pickup (and, once built, a tip when done). */
export type DeliveryActions = (delivery: Delivery) => ReactNode;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={{ fontSize: '0.875rem' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** A swap's or a move's visit: one booking with the other visit of its order. */
function bookingNote(delivery: Delivery): string | null {
  if (delivery.orderType === 'SWAP')
    return m.account_booking_note_swap({ number: delivery.orderNumber });
  if (delivery.orderType === 'MOVE')
    return m.account_booking_note_move({ number: delivery.orderNumber });
  return null;
}

function DeliveryCard({ delivery, actions }: { delivery: Delivery; actions?: DeliveryActions }) {
  const upcoming = delivery.status !== 'COMPLETED' && delivery.status !== 'CANCELLED';
  const channel = delivery.notifyChannel === 'SMS' ? 'sms' : 'email';
  const note = bookingNote(delivery);
  const pickup = delivery.kind === 'PICKUP';
  const date = formatCalendarDay(delivery.date);
  return (
    <li>
      <Panel
        as="article"
        gap={3}
        aria-label={(pickup ? m.account_card_label_pickup : m.account_card_label_delivery)({
          date,
        })}
        data-testid="delivery-card"
      >
        <Cluster gap={2} justify="between">
          <Heading as="h3" size="xs">
            {kindLabel(delivery)} · {formatCalendarDay(delivery.date)}
          </Heading>
          <Badge tone={upcoming ? 'brand' : 'neutral'} data-testid="delivery-status">
            {statusLabel(delivery)}
          </Badge>
        </Cluster>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            gap: '8px 16px',
            margin: 0,
          }}
        >
          <Fact label={m.account_fact_window()}>
            <span data-testid="delivery-window">{windowText(delivery)}</span>
          </Fact>
          <Fact label={m.account_address()}>{addressText(delivery.address)}</Fact>
          <Fact label={pickup ? m.account_fact_items_pickup() : m.account_items()}>
            {itemsText(delivery.items)}
          </Fact>
          <Fact label={m.account_fact_order()}>{delivery.orderNumber}</Fact>
        </dl>
        {note && upcoming ? (
          <Text size="sm" tone="muted" data-testid="delivery-booking-note">
            {note}
          </Text>
        ) : null}
        {upcoming ? (
          <Cluster gap={3}>
            <TextLink asChild variant="standalone">
              <Link to="/delivery/$deliveryId" params={{ deliveryId: delivery.id }}>
                {pickup ? m.account_follow_pickup() : m.account_follow_delivery()}
              </Link>
            </TextLink>
            <Text size="sm">
              {delivery.notifyChannel === 'SMS'
                ? m.account_notices_by_sms()
                : m.account_notices_by_email()}{' '}
              <TextLink asChild>
                <Link
                  to="/account/deliveries/$deliveryId/{-$channel}"
                  params={{ deliveryId: delivery.id, channel }}
                  aria-label={(pickup
                    ? m.account_change_notices_pickup
                    : m.account_change_notices_delivery)({ date })}
                >
                  {m.account_change()}
                </Link>
              </TextLink>
            </Text>
          </Cluster>
        ) : (
          <Cluster gap={3}>
            <TextLink asChild variant="standalone">
              <Link to="/delivery/$deliveryId" params={{ deliveryId: delivery.id }}>
                {m.account_see_what_happened()}
              </Link>
            </TextLink>
            {delivery.status === 'COMPLETED' && !delivery.hasTipped ? (
              // The tracker of a done visit offers the tip (decision 132).
              <TextLink asChild variant="standalone">
                <Link
                  to="/delivery/$deliveryId"
                  params={{ deliveryId: delivery.id }}
                  aria-label={(pickup ? m.account_tip_crew_pickup : m.account_tip_crew_delivery)({
                    date,
                  })}
                >
                  {m.account_tip_the_crew()}
                </Link>
              </TextLink>
            ) : null}
          </Cluster>
        )}
        {actions ? <Cluster gap={3}>{actions(delivery)}</Cluster> : null}
      </Panel>
    </li>
  );
}

export interface DeliveriesViewProps {
  status: 'pending' | 'error' | 'success';
  /** A swap or move just cancelled here: what was refunded, said at the top. */
  cancelled?: BookingCancellation | null;
  upcoming?: readonly Delivery[] | undefined;
  past?: readonly Delivery[] | undefined;
  onRetry: () => void;
  retrying?: boolean;
  actions?: DeliveryActions;
}

/** /account/deliveries without the router's data: stories render each state. */
export function DeliveriesView({
  status,
  upcoming,
  past,
  onRetry,
  retrying,
  actions,
  cancelled,
}: DeliveriesViewProps) {
  return (
    <AccountPageFrame title={m.account_page_deliveries()} intro={m.account_deliveries_intro()}>
      {cancelled ? <CancelledNotice cancelled={cancelled} /> : null}
      {status !== 'success' || !upcoming || !past ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_deliveries()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : (
        <>
          <Stack as="section" gap={3} aria-labelledby="deliveries-upcoming">
            <Heading as="h2" size="sm" id="deliveries-upcoming">
              {m.account_upcoming()}
            </Heading>
            {upcoming.length === 0 ? (
              <Text tone="muted">{m.account_nothing_scheduled_new()}</Text>
            ) : (
              <PlainList gap={4} data-testid="deliveries-upcoming">
                {upcoming.map((delivery) => (
                  <DeliveryCard
                    key={delivery.id}
                    delivery={delivery}
                    {...(actions && { actions })}
                  />
                ))}
              </PlainList>
            )}
          </Stack>
          <Stack as="section" gap={3} aria-labelledby="deliveries-past">
            <Heading as="h2" size="sm" id="deliveries-past">
              {m.account_past()}
            </Heading>
            {past.length === 0 ? (
              <Text tone="muted">{m.account_no_visit_yet()}</Text>
            ) : (
              <PlainList gap={4} data-testid="deliveries-past">
                {past.map((delivery) => (
                  <DeliveryCard
                    key={delivery.id}
                    delivery={delivery}
                    {...(actions && { actions })}
                  />
                ))}
              </PlainList>
            )}
          </Stack>
        </>
      )}
    </AccountPageFrame>
  );
}

/** "Swap SF123 cancelled: $112.93 refunded to Visa ending 4242." with its receipt. */
function CancelledNotice({ cancelled }: { cancelled: BookingCancellation }) {
  const card = cancelled.cardType
    ? cardLabel({
        cardtype: cancelled.cardType,
        cardlastfourdigits: cancelled.cardLastFour ?? null,
      })
    : m.account_your_card();
  return (
    <Notice
      tone="info"
      title={(cancelled.type === 'MOVE'
        ? m.account_move_cancelled_title
        : m.account_swap_cancelled_title)({ number: cancelled.orderNumber })}
      role="status"
    >
      <Text data-testid="booking-cancelled">
        {cancelled.refund > 0
          ? cancelled.refundStatus === 'SUCCEEDED'
            ? m.account_refunded_to_card({ amount: formatMoney(cancelled.refund), card })
            : m.account_refund_on_its_way({ amount: formatMoney(cancelled.refund), card })
          : m.account_nothing_to_refund()}{' '}
        <TextLink asChild>
          <Link to="/account/receipts/print/$orderId" params={{ orderId: cancelled.orderId }}>
            {m.account_see_the_receipt()}
          </Link>
        </TextLink>
      </Text>
    </Notice>
  );
}

/**
 * Move and cancel, right from the list (each shown only where it applies). A done visit links to
 * its tracker, which offers the tip. A swap or a move is cancelled as one booking.
 */
export const deliveryListActions = (
  onCancelled?: (done: BookingCancellation) => void,
): DeliveryActions =>
  function DeliveryListActions(delivery) {
    return (
      <>
        <MoveDeliveryButton delivery={delivery} />
        <CancelPickupButton delivery={delivery} />
        <CancelBookingButton delivery={delivery} {...(onCancelled && { onCancelled })} />
      </>
    );
  };

/** /account/deliveries, read from the API for the signed-in customer. */
export function DeliveriesPage() {
  const userId = useStoredSession()?.userId ?? null;
  const list = useQuery(deliveriesQuery(userId));
  const [cancelled, setCancelled] = useState<BookingCancellation | null>(null);
  return (
    <DeliveriesView
      cancelled={cancelled}
      status={list.status}
      upcoming={list.data?.upcoming}
      past={list.data?.past}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      actions={deliveryListActions(setCancelled)}
    />
  );
}
