/**
 * /delivery/{deliveryId}: the tracker (decision 129). A timeline (scheduled, out for delivery,
 * N stops before yours, 30 minutes away, arrived, done), a map of the crew, the route and the
 * stops, a live ETA from the server's events (a poll every 30 s while they are down), moving or
 * cancelling before the day, and the spot where the tip panel goes once the visit is done.
 */
import { DeliveryNotFound } from './delivery-not-found';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { deliveryQuery } from '../../../api/delivery-queries';
import type { Delivery } from '../../../api/delivery-queries';
import type { AccountFailure } from '../../../api/profile-queries';
import { getLocale } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { useStoredSession } from '../../../lib/session-store';
import { Badge } from '../../../ui/badge';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';
import { PageHeading } from '../../../ui/site-frame';
import { Spinner } from '../../../ui/spinner';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { LoadState } from '../account-page-frame';
import { CancelBookingButton, CancelPickupButton, MoveDeliveryButton } from './delivery-actions';
import {
  addressText,
  clockTime,
  formatCalendarDay,
  itemsText,
  statusLabel,
  windowText,
} from './delivery-format';
import { distanceKm, drawingOf } from './map-geometry';
import type { MapDrawing } from './map-geometry';
import { currentStage, etaMinutesOf, timelineOf, usableUpdate } from './tracker-state';
import type { TimelineEntry, TrackerUpdate } from './tracker-state';
import { useTrackerFeed } from './use-tracker-feed';
import type { FeedState } from './use-tracker-feed';

/** The map library's chunk loads with the tracker only. */
const TrackerMap = lazy(() => import('./tracker-map'));

export interface MapSlotProps {
  depot: string;
  drawing: MapDrawing;
  styleUrl: string | null;
  label: string;
}

const defaultMap = (props: MapSlotProps) => (
  <Suspense fallback={<Spinner layout="block" label={m.account_loading_map()} />}>
    <TrackerMap {...props} />
  </Suspense>
);

/** Minutes the page polls the visit while the event stream is down (never under 15 s). */
export const POLL_MS = 30_000;

function Timeline({ entries, timeZone }: { entries: TimelineEntry[]; timeZone: string }) {
  return (
    <ol
      aria-label={m.account_timeline()}
      data-testid="tracker-timeline"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 }}
    >
      {entries.map((entry, index) => (
        <li
          key={entry.stage}
          data-state={entry.state}
          data-stage={entry.stage}
          aria-current={entry.state === 'current' ? 'step' : undefined}
          style={{
            display: 'grid',
            gridTemplateColumns: '28px 1fr',
            columnGap: 12,
            minHeight: 44,
          }}
        >
          <span
            aria-hidden="true"
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <span
              style={{
                width: 18,
                height: 18,
                borderRadius: 9,
                marginTop: 2,
                border: '3px solid',
                borderColor: entry.state === 'next' ? '#9aa19c' : '#2f6b4f',
                background:
                  entry.state === 'done' ? '#2f6b4f' : entry.state === 'current' ? '#fff' : '#fff',
                boxShadow: entry.state === 'current' ? '0 0 0 4px rgba(47,107,79,0.25)' : 'none',
              }}
            />
            {index < entries.length - 1 ? (
              <span
                style={{
                  flex: 1,
                  width: 3,
                  background: entry.state === 'done' ? '#2f6b4f' : '#c9cfcb',
                }}
              />
            ) : null}
          </span>
          <span style={{ paddingBottom: 12 }}>
            <Text
              as="span"
              block
              weight={entry.state === 'current' ? 'bold' : 'regular'}
              tone={entry.state === 'next' ? 'muted' : 'default'}
            >
              {entry.label}
              {entry.state === 'current' ? (
                <VisuallyHidden>{m.account_now()}</VisuallyHidden>
              ) : null}
            </Text>
            {entry.at && entry.state !== 'next' ? (
              <Text as="span" size="sm" tone="muted" block>
                {entry.stage === 'SCHEDULED'
                  ? m.account_booked({ date: formatCalendarDay(entry.at.slice(0, 10)) })
                  : clockTime(new Date(entry.at), timeZone)}
              </Text>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function headline(
  delivery: Delivery,
  update: TrackerUpdate | null,
): { title: string; detail: string } {
  const stage = currentStage(delivery, update);
  const pickup = delivery.kind === 'PICKUP';
  const eta = etaMinutesOf(delivery, update);
  const live = usableUpdate(delivery, update);
  const arrival =
    eta !== null && live
      ? clockTime(new Date(new Date(live.at).getTime() + eta * 60_000), delivery.timeZone)
      : null;
  switch (stage) {
    case 'CANCELLED':
      return {
        title: pickup ? m.account_pickup_was_cancelled() : m.account_delivery_was_cancelled(),
        detail: m.account_crew_will_not_come(),
      };
    case 'COMPLETED':
      return {
        title: pickup ? m.account_headline_picked_up() : m.account_headline_delivered(),
        detail: pickup ? m.account_crew_finished_pickup() : m.account_crew_finished_delivery(),
      };
    case 'ARRIVED':
      return { title: m.account_crew_at_door(), detail: m.account_crew_with_you() };
    case 'SCHEDULED':
      return {
        title: (pickup ? m.account_pickup_on : m.account_delivery_on)({
          date: formatCalendarDay(delivery.date),
        }),
        detail: m.account_scheduled_detail({ window: windowText(delivery) }),
      };
    default:
      return {
        title: eta !== null ? m.account_arriving_in({ count: eta }) : m.account_crew_on_its_way(),
        detail: arrival
          ? m.account_around_time({ time: arrival, depot: delivery.depot })
          : windowText(delivery),
      };
  }
}

function mapLabel(delivery: Delivery, drawing: MapDrawing, update: TrackerUpdate | null): string {
  const stops = update?.stopsBefore ?? 0;
  const parts: string[] = [m.account_map_of_crew()];
  if (drawing.crew) {
    const km = distanceKm(drawing.crew, drawing.destination);
    const distance = km.toFixed(1);
    parts.push(
      km < 0.05
        ? m.account_crew_at_address()
        : m.account_crew_km_away({
            km: getLocale() === 'fr' ? distance.replace('.', ',') : distance,
          }),
    );
  }
  if (stops > 0) parts.push(m.account_stops_before_yours({ count: stops }));
  return m.account_map_label({
    parts: parts.join(getLocale() === 'fr' ? ' : ' : ': '),
    address: addressText(delivery.address),
  });
}

export interface TrackerViewProps {
  status: 'pending' | 'error' | 'success';
  delivery?: Delivery | undefined;
  update?: TrackerUpdate | null;
  feed?: FeedState;
  mapStyleUrl?: string | null;
  onRetry: () => void;
  /** Move and cancel before the day. */
  actions?: ReactNode;
  /**
   * Shown once the visit is done: the route puts the tips feature's panel here (decision 132);
   * the tracker builds no tip itself.
   */
  doneSlot?: ReactNode;
  /** Draws the map (default: MapLibre, lazily loaded); stories pass the plain drawing. */
  renderMap?: (props: MapSlotProps) => ReactNode;
  /** The API's words when the visit is unknown or another customer's. */
  notFound?: string | null;
}

/** The tracker without the router's data: stories render each timeline state. */
export function TrackerView({
  status,
  delivery,
  update = null,
  feed = 'live',
  mapStyleUrl = null,
  onRetry,
  actions,
  doneSlot,
  renderMap = defaultMap,
  notFound = null,
}: TrackerViewProps) {
  if (notFound)
    return (
      <PageColumn width="wide">
        <PageHeading flush>{m.account_follow_your_delivery()}</PageHeading>
        <DeliveryNotFound message={notFound} />
      </PageColumn>
    );
  if (status !== 'success' || !delivery)
    return (
      <PageColumn width="wide">
        <PageHeading flush>{m.account_follow_your_delivery()}</PageHeading>
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_this_delivery()}
          onRetry={onRetry}
        />
      </PageColumn>
    );
  const live = usableUpdate(delivery, update);
  const stage = currentStage(delivery, update);
  const { title, detail } = headline(delivery, update);
  const drawing = drawingOf(live, null);
  const onTheDay = stage !== 'SCHEDULED' && stage !== 'CANCELLED';
  return (
    <PageColumn width="wide">
      <Stack gap={2}>
        <TextLink asChild variant="standalone">
          <Link to="/account/deliveries">{m.account_all_deliveries()}</Link>
        </TextLink>
        <Cluster gap={3}>
          <PageHeading flush data-testid="tracker-title">
            {title}
          </PageHeading>
          <Badge tone={stage === 'CANCELLED' ? 'neutral' : 'brand'}>{statusLabel(delivery)}</Badge>
        </Cluster>
        <Text tone="muted" data-testid="tracker-detail" aria-live="polite">
          {detail}
        </Text>
      </Stack>
      <Stack gap={5} split="third">
        <Stack gap={4}>
          <Stack as="section" gap={3} aria-labelledby="tracker-progress">
            <Heading as="h2" size="sm" id="tracker-progress">
              {m.account_progress()}
            </Heading>
            <Timeline entries={timelineOf(delivery, update)} timeZone={delivery.timeZone} />
          </Stack>
          {stage === 'COMPLETED' && doneSlot ? (
            <section aria-label={m.account_after_delivery()} data-testid="tracker-done-slot">
              {doneSlot}
            </section>
          ) : null}
          <Stack as="section" gap={2} aria-labelledby="tracker-details">
            <Heading as="h2" size="sm" id="tracker-details">
              {m.account_details()}
            </Heading>
            <Text>
              <strong>{formatCalendarDay(delivery.date)}</strong>, {windowText(delivery)}
            </Text>
            <Text>{addressText(delivery.address)}</Text>
            <Text size="sm">
              {delivery.kind === 'PICKUP' ? m.account_picking_up() : m.account_bringing()}
              {itemsText(delivery.items)}
            </Text>
            <Text size="sm" tone="muted">
              {(delivery.notifyChannel === 'SMS'
                ? m.account_order_notices_sms
                : m.account_order_notices_email)({ number: delivery.orderNumber })}{' '}
              {stage !== 'COMPLETED' && stage !== 'CANCELLED' ? (
                <TextLink asChild>
                  <Link
                    to="/account/deliveries/$deliveryId/{-$channel}"
                    params={{
                      deliveryId: delivery.id,
                      channel: delivery.notifyChannel === 'SMS' ? 'sms' : 'email',
                    }}
                  >
                    {m.account_change_how_hear()}
                  </Link>
                </TextLink>
              ) : null}
            </Text>
          </Stack>
          {actions && (delivery.canMove || delivery.canCancel) ? (
            <Cluster gap={3}>{actions}</Cluster>
          ) : null}
          {feed === 'down' && onTheDay && stage !== 'COMPLETED' ? (
            <Notice tone="warning" title={m.account_live_paused()}>
              <Text>{m.account_live_paused_text()}</Text>
            </Notice>
          ) : null}
        </Stack>
        <Stack as="section" gap={2} aria-labelledby="tracker-map-heading">
          <Heading as="h2" size="sm" id="tracker-map-heading">
            {m.account_map()}
          </Heading>
          {drawing ? (
            <div
              style={{
                height: 'clamp(280px, 55vh, 480px)',
                borderRadius: 8,
                overflow: 'hidden',
                border: '1px solid #d5dad6',
              }}
            >
              {renderMap({
                depot: delivery.depot,
                drawing,
                styleUrl: mapStyleUrl,
                label: mapLabel(delivery, drawing, live),
              })}
            </div>
          ) : (
            <Text tone="muted" data-testid="tracker-no-map">
              {stage === 'CANCELLED'
                ? m.account_no_crew_coming()
                : stage === 'COMPLETED' || stage === 'ARRIVED'
                  ? m.account_crew_reached()
                  : m.account_map_shows_on({ date: formatCalendarDay(delivery.date) })}
            </Text>
          )}
          {drawing ? (
            <Text size="sm" tone="muted">
              {m.account_map_legend()}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </PageColumn>
  );
}

/** The tracker, read from the API and the event stream for the signed-in customer. */
export function TrackerPage({
  deliveryId,
  doneSlot,
}: {
  deliveryId: string;
  /** What the tracker offers once the visit is done (the route puts the tip panel here). */
  doneSlot?: (delivery: Delivery) => ReactNode;
}) {
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const answer = useQuery(deliveryQuery(userId, deliveryId));
  const delivery = answer.data?.delivery;
  const failure = answer.error as unknown as AccountFailure | null;
  const following =
    !!delivery && delivery.status !== 'COMPLETED' && delivery.status !== 'CANCELLED';
  const { update, state } = useTrackerFeed(deliveryId, following);
  // The stream is down: read the visit again every 30 s (never faster than 15 s).
  const polled = useQuery({
    ...deliveryQuery(userId, deliveryId),
    refetchInterval: following && state === 'down' ? POLL_MS : false,
  });
  void polled;
  // A step of the live feed the API's answer has not got yet: read its timestamps.
  const liveStatus = update?.status;
  const nearby = update?.etaMinutes !== null && (update?.etaMinutes ?? 99) <= 30;
  useEffect(() => {
    if (liveStatus) void client.invalidateQueries({ queryKey: ['delivery', userId, deliveryId] });
  }, [liveStatus, nearby, client, userId, deliveryId]);
  return (
    <TrackerView
      status={answer.status}
      delivery={delivery}
      update={update}
      feed={state}
      mapStyleUrl={answer.data?.mapStyleUrl ?? null}
      onRetry={() => void answer.refetch()}
      notFound={failure?.code === 'NOT_FOUND' ? failure.message : null}
      actions={
        delivery ? (
          <>
            <MoveDeliveryButton delivery={delivery} />
            <CancelPickupButton delivery={delivery} />
            <CancelBookingButton delivery={delivery} />
          </>
        ) : null
      }
      doneSlot={delivery && doneSlot ? doneSlot(delivery) : null}
    />
  );
}
