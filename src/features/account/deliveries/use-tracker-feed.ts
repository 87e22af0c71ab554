/**
 * The tracker's live updates (decision 129): the visit's server-sent events read with `fetch`
 * (an EventSource cannot send the bearer token), reconnecting no faster than the server's
 * `retry` (15 s). While the stream is down the caller polls (`polling`), never faster than 15 s.
 */
import { useEffect, useState } from 'react';
import { currentAccessToken } from '../../../api/client';
import type { TrackerUpdate } from './tracker-state';

export type FeedState = 'connecting' | 'live' | 'down';

/** Server-sent event blocks of a text: `event: position` with its `data:` JSON. */
export function parseEvents(text: string): {
  updates: TrackerUpdate[];
  rest: string;
  retry?: number;
  /** Why the server ended the stream (`event: end`): its token expired, its session ended. */
  end?: string;
} {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const updates: TrackerUpdate[] = [];
  let retry: number | undefined;
  let end: string | undefined;
  for (const block of blocks) {
    const lines = block.split('\n');
    const retryLine = lines.find((line) => line.startsWith('retry: '));
    if (retryLine) retry = Number(retryLine.slice(7));
    const data = lines
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    if (lines.includes('event: end')) {
      try {
        end = String((JSON.parse(data) as { reason?: unknown }).reason ?? 'ended');
      } catch {
        end = 'ended';
      }
      continue;
    }
    if (!lines.includes('event: position')) continue;
    try {
      updates.push(JSON.parse(data) as TrackerUpdate);
    } catch {
      // A broken event is skipped; the next one carries the whole state again.
    }
  }
  return {
    updates,
    rest,
    ...(retry === undefined ? {} : { retry }),
    ...(end === undefined ? {} : { end }),
  };
}

/** The least wait before reconnecting, whatever the server says. */
export const MIN_RETRY_MS = 15_000;

export function useTrackerFeed(
  deliveryId: string,
  enabled: boolean,
): { update: TrackerUpdate | null; state: FeedState } {
  const [update, setUpdate] = useState<TrackerUpdate | null>(null);
  const [state, setState] = useState<FeedState>('connecting');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = MIN_RETRY_MS;
    const connect = async () => {
      let ended: string | undefined;
      try {
        const token = await currentAccessToken();
        const response = await fetch(`/deliveries/${encodeURIComponent(deliveryId)}/events`, {
          headers: {
            accept: 'text/event-stream',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        setState('live');
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          const parsed = parseEvents(text);
          text = parsed.rest;
          if (parsed.retry !== undefined) retryMs = Math.max(MIN_RETRY_MS, parsed.retry);
          const last = parsed.updates[parsed.updates.length - 1];
          if (last) setUpdate(last);
          if (parsed.end !== undefined) ended = parsed.end;
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      setState('down');
      // The token ran out: reconnect at once with a fresh one. Opened elsewhere more times than
      // the server keeps: this page polls instead. Otherwise, after the server's retry.
      if (ended === 'replaced') return;
      timer = setTimeout(() => void connect(), ended === 'token-expired' ? 0 : retryMs);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [deliveryId, enabled]);
  return { update, state };
}
