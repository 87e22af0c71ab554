/**
 * The tracker's live updates (decision 128): `GET /deliveries/{deliveryId}/events` streams the
 * visit's TrackerUpdates as server-sent events on the API's port, for the signed-in customer
 * whose visit it is (Authorization header, as for /graphql). 401 without a token, 404 for an
 * unknown id or another customer's. `retry: 15000` keeps a reconnecting client no faster than
 * 15 s; a comment every 15 s keeps proxies from closing an idle stream.
 */
import type { FastifyInstance } from 'fastify';
import type { DeliveryFeed } from '../domain/deliveries/delivery-feed';
import type { DeliveryService } from '../domain/deliveries/delivery-service';
import { isDomainError } from '../domain/errors';
import { authOf } from './auth-context';

export function registerDeliveryEvents(
  app: FastifyInstance,
  services: { deliveries: DeliveryService; deliveryFeed: DeliveryFeed },
): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
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
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
}
