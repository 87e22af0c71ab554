/**
 * The tracker's live updates (decision 128): `GET /deliveries/{deliveryId}/events` streams the
 * visit's TrackerUpdates as server-sent events on the API's port, for the signed-in customer
 * whose visit it is (Authorization header, as for /graphql). 401 without a token, 404 for an
 * unknown id or another customer's. `retry: 15000` keeps a reconnecting client no faster than
 * 15 s; a comment every 15 s keeps proxies from closing an idle stream.
 *
 * A stream lives no longer than what let it open: it ends (with `event: end`, its reason in
 * `data`) when the token expires and within 5 s of its session ending, on any instance (sign-out,
 * a password reset: the session liveness check of decision 108, asked twice a second and answered
 * from a 4-second cache). A customer keeps at most MAX_STREAMS_PER_CUSTOMER streams on an
 * instance: opening one more ends the oldest.
 */
import type { FastifyInstance } from 'fastify';
import type { DeliveryFeed } from '../modules/deliveries/index';
import type { DeliveryService } from '../modules/deliveries/index';
import { isDomainError } from '../shared/errors';
import type { SessionLivenessCheck } from '../auth/session-liveness';
import { authOf } from './auth-context';

/** Tracker streams one customer may hold open on one instance (tabs, a phone and a laptop). */
export const MAX_STREAMS_PER_CUSTOMER = 5;
/** How often an open stream asks whether its session is still going. */
export const STREAM_CHECK_MS = 500;

type EndReason = 'session-ended' | 'token-expired' | 'replaced' | 'closing';

export function registerDeliveryEvents(
  app: FastifyInstance,
  services: { deliveries: DeliveryService; deliveryFeed: DeliveryFeed },
  sessions: SessionLivenessCheck,
): void {
  const open = new Set<(reason: EndReason) => void>();
  /** Each customer's open streams, oldest first. */
  const byCustomer = new Map<string, ((reason: EndReason) => void)[]>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end('closing');
  });
  app.get<{ Params: { deliveryId: string } }>(
    '/deliveries/:deliveryId/events',
    async (request, reply) => {
      const auth = authOf(request);
      if (!auth) {
        return reply.code(401).send({ code: 'NO_AUTH', message: 'Please sign in to continue.' });
      }
      let deliveryId: string;
      try {
        deliveryId = (await services.deliveries.get(auth.userId, request.params.deliveryId)).id;
      } catch (error) {
        if (isDomainError(error, 'NOT_FOUND')) {
          return reply.code(404).send({ code: 'NOT_FOUND', message: error.message });
        }
        throw error;
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 15000\n\n');
      const unsubscribe = services.deliveryFeed.subscribe(deliveryId, (update) => {
        raw.write(`event: position\ndata: ${JSON.stringify(update)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
      let ended = false;
      const end = (reason: EndReason) => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearInterval(watch);
        unsubscribe();
        open.delete(end);
        const mine = (byCustomer.get(auth.userId) ?? []).filter((other) => other !== end);
        if (mine.length > 0) byCustomer.set(auth.userId, mine);
        else byCustomer.delete(auth.userId);
        if (!raw.writableEnded) {
          if (reason !== 'closing')
            raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          raw.end();
        }
      };
      // The token's own end, and the session's (asked twice a second, on every instance).
      const watch = setInterval(() => {
        if (Date.now() >= auth.expiresAtMs) {
          end('token-expired');
          return;
        }
        sessions.isLive(auth.sessionId).then(
          (live) => {
            if (!live) end('session-ended');
          },
          // A failed lookup ends nothing: the next check asks again.
          () => undefined,
        );
      }, STREAM_CHECK_MS);
      open.add(end);
      const mine = [...(byCustomer.get(auth.userId) ?? []), end];
      byCustomer.set(auth.userId, mine);
      if (mine.length > MAX_STREAMS_PER_CUSTOMER) mine[0]?.('replaced');
      request.raw.on('close', () => end('closing'));
    },
  );
}
