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
  kindLabel,
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
  <Suspense fallback={<Spinner layout="block" label="Loading the map" />}>
    <TrackerMap {...props} />
  </Suspense>
);

/** Minutes the page polls the visit while the event stream is down (never under 15 s). */
export const POLL_MS = 30_000;

function Timeline({ entries, timeZone }: { entries: TimelineEntry[]; timeZone: string }) {
  return (
    <ol
      aria-label="Timeline"
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
              {entry.state === 'current' ? <VisuallyHidden> (now)</VisuallyHidden> : null}
            </Text>
            {entry.at && entry.state !== 'next' ? (
              <Text as="span" size="sm" tone="muted" block>
                {entry.stage === 'SCHEDULED'
                  ? `Booked ${formatCalendarDay(entry.at.slice(0, 10))}`
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
  const visit = kindLabel(delivery).toLowerCase();
  const eta = etaMinutesOf(delivery, update);
  const live = usableUpdate(delivery, update);
  const arrival =
    eta !== null && live
      ? clockTime(new Date(new Date(live.at).getTime() + eta * 60_000), delivery.timeZone)
      : null;
  switch (stage) {
    case 'CANCELLED':
      return { title: `This ${visit} was cancelled`, detail: 'The crew will not come.' };
    case 'COMPLETED':
      return {
        title: delivery.kind === 'PICKUP' ? 'Picked up' : 'Delivered',
        detail: `Thank you. The crew finished your ${visit}.`,
      };
    case 'ARRIVED':
      return { title: 'The crew is at your door', detail: 'They are with you now.' };
    case 'SCHEDULED':
      return {
        title: `${kindLabel(delivery)} on ${formatCalendarDay(delivery.date)}`,
        detail: `${windowText(delivery)}. We tell you when the crew sets out, and again 30 minutes before it arrives.`,
      };
    default:
      return {
        title:
          eta !== null
            ? `Arriving in about ${eta} ${eta === 1 ? 'minute' : 'minutes'}`
            : 'The crew is on its way',
        detail: arrival ? `Around ${arrival}, ${delivery.depot} time.` : windowText(delivery),
      };
  }
}

function mapLabel(delivery: Delivery, drawing: MapDrawing, update: TrackerUpdate | null): string {
  const stops = update?.stopsBefore ?? 0;
  const parts = ['Map of the crew and your address'];
  if (drawing.crew) {
    const km = distanceKm(drawing.crew, drawing.destination);
    parts.push(km < 0.05 ? 'the crew is at your address' : `the crew is ${km.toFixed(1)} km away`);
  }
  if (stops > 0) parts.push(`${stops} ${stops === 1 ? 'stop' : 'stops'} before yours`);
  return `${parts.join(': ')}. ${addressText(delivery.address)}.`;
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
        <PageHeading flush>Follow your delivery</PageHeading>
        <DeliveryNotFound message={notFound} />
      </PageColumn>
    );
  if (status !== 'success' || !delivery)
    return (
      <PageColumn width="wide">
        <PageHeading flush>Follow your delivery</PageHeading>
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="this delivery"
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
          <Link to="/account/deliveries">All deliveries</Link>
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
              Progress
            </Heading>
            <Timeline entries={timelineOf(delivery, update)} timeZone={delivery.timeZone} />
          </Stack>
          {stage === 'COMPLETED' && doneSlot ? (
            <section aria-label="After your delivery" data-testid="tracker-done-slot">
              {doneSlot}
            </section>
          ) : null}
          <Stack as="section" gap={2} aria-labelledby="tracker-details">
            <Heading as="h2" size="sm" id="tracker-details">
              Details
            </Heading>
            <Text>
              <strong>{formatCalendarDay(delivery.date)}</strong>, {windowText(delivery)}
            </Text>
            <Text>{addressText(delivery.address)}</Text>
            <Text size="sm">
              {delivery.kind === 'PICKUP' ? 'Picking up: ' : 'Bringing: '}
              {itemsText(delivery.items)}
            </Text>
            <Text size="sm" tone="muted">
              Order {delivery.orderNumber}. Notices by{' '}
              {delivery.notifyChannel === 'SMS' ? 'text message' : 'email'}.{' '}
              {stage !== 'COMPLETED' && stage !== 'CANCELLED' ? (
                <TextLink asChild>
                  <Link
                    to="/account/deliveries/$deliveryId/{-$channel}"
                    params={{
                      deliveryId: delivery.id,
                      channel: delivery.notifyChannel === 'SMS' ? 'sms' : 'email',
                    }}
                  >
                    Change how you hear about it
                  </Link>
                </TextLink>
              ) : null}
            </Text>
          </Stack>
          {actions && (delivery.canMove || delivery.canCancel) ? (
            <Cluster gap={3}>{actions}</Cluster>
          ) : null}
          {feed === 'down' && onTheDay && stage !== 'COMPLETED' ? (
            <Notice tone="warning" title="Live updates paused">
              <Text>We lost the live connection; this page checks again every 30 seconds.</Text>
            </Notice>
          ) : null}
        </Stack>
        <Stack as="section" gap={2} aria-labelledby="tracker-map-heading">
          <Heading as="h2" size="sm" id="tracker-map-heading">
            Map
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
                ? 'No crew is coming.'
                : stage === 'COMPLETED' || stage === 'ARRIVED'
                  ? 'The crew has reached your address.'
                  : `The map shows the crew and its route once it sets out on ${formatCalendarDay(delivery.date)}.`}
            </Text>
          )}
          {drawing ? (
            <Text size="sm" tone="muted">
              Blue: the crew. Red: your address. White: stops before yours. Grey: the depot.
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
