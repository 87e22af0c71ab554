import { describe, expect, it } from 'vitest';
import {
  currentStage,
  etaMinutesOf,
  timelineOf,
} from '../../src/features/account/deliveries/tracker-state';
import { parseEvents } from '../../src/features/account/deliveries/use-tracker-feed';
import {
  cancelledPickup,
  delivered,
  liveArrived,
  liveNearby,
  liveOut,
  liveStops,
  nearby,
  outForDelivery,
  scheduled,
} from '../../stories/deliveries/deliveries-story-kit';

describe('the tracker timeline', () => {
  it('walks scheduled, out, stops before yours, 30 minutes away, arrived, done', () => {
    expect(currentStage(scheduled, null)).toBe('SCHEDULED');
    expect(currentStage(outForDelivery, liveOut)).toBe('OUT_FOR_DELIVERY');
    expect(currentStage(outForDelivery, liveStops)).toBe('STOPS');
    expect(currentStage(nearby, liveStops)).toBe('NEARBY');
    expect(currentStage(outForDelivery, liveNearby)).toBe('NEARBY');
    expect(currentStage(outForDelivery, liveArrived)).toBe('ARRIVED');
    expect(currentStage(delivered, null)).toBe('COMPLETED');
    expect(currentStage(cancelledPickup, liveOut)).toBe('CANCELLED');
  });

  it('names the stops, marks one step current and the done ones done', () => {
    const rows = timelineOf(outForDelivery, liveStops);
    expect(rows.map((row) => row.label)).toEqual([
      'Delivery scheduled',
      'Out for delivery',
      '2 stops before yours',
      '30 minutes away',
      'Crew arrived',
      'Delivered',
    ]);
    expect(rows.map((row) => row.state)).toEqual([
      'done',
      'done',
      'current',
      'next',
      'next',
      'next',
    ]);
    expect(timelineOf(delivered, null).every((row) => row.state === 'done')).toBe(true);
    expect(timelineOf(cancelledPickup, null).map((row) => row.stage)).toEqual([
      'SCHEDULED',
      'CANCELLED',
    ]);
  });

  it('ignores a live update of another visit or one behind the API', () => {
    expect(currentStage(delivered, liveStops)).toBe('COMPLETED');
    expect(currentStage(scheduled, { ...liveOut, deliveryId: 'another' })).toBe('SCHEDULED');
    expect(etaMinutesOf(outForDelivery, liveOut)).toBe(48);
    expect(etaMinutesOf(outForDelivery, liveArrived)).toBeNull();
  });
});

describe('the event stream reader', () => {
  it('reads position events, keeps a partial block and the retry', () => {
    const data = JSON.stringify(liveOut);
    const parsed = parseEvents(
      `retry: 15000\n\n: keep-alive\n\nevent: position\ndata: ${data}\n\nevent: position\ndata: {"deli`,
    );
    expect(parsed.retry).toBe(15000);
    expect(parsed.updates).toEqual([liveOut]);
    expect(parsed.rest).toBe('event: position\ndata: {"deli');
  });

  it('reads why the server ended the stream', () => {
    const data = JSON.stringify(liveOut);
    const parsed = parseEvents(
      `event: position\ndata: ${data}\n\nevent: end\ndata: {"reason":"session-ended"}\n\n`,
    );
    expect(parsed.updates).toEqual([liveOut]);
    expect(parsed.end).toBe('session-ended');
    expect(parseEvents(`event: position\ndata: ${data}\n\n`).end).toBeUndefined();
  });
});
