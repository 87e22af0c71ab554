/**
 * Where crew positions come from besides the simulator (decision 130).
 *
 * `POST /crew/positions`: a crew app reports its position for a visit of today, with its depot's
 * key in `X-Depot-Key` (CREW_KEYS). No key or an unknown one answers 401; a key of another
 * depot than the visit's answers 403; a visit not under way today answers 409; nothing changes
 * then. Otherwise the report moves the visit's timeline (notices once each) and reaches the
 * tracker's listeners through the same DeliveryFeed as the simulator's updates.
 *
 * `POST /dev/deliveries/{deliveryId}/simulate` (outside production only, decision 129): one step
 * of the simulated crew of the visit's window at the given instant, so a test or a person trying
 * the tracker runs a delivery day in seconds without moving the server's clock for anyone else.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { localDate } from '../shared/calendar-date';
import { isUuid } from '../shared/uuid';
import type { SimulatedDeliveryFeed } from '../modules/deliveries/index';

/**
 * A crew reports a visit's position at most once a second to an instance by default
 * (`CREW_POST_INTERVAL_MS`; a phone's GPS gives one every second or so); more are answered 429
 * and change nothing. Arrival and completion always pass.
 */

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The depot (city slug) whose key this is, or null. Compared in constant time. */
export function depotOfKey(keys: ReadonlyMap<string, string>, key: string): string | null {
  const given = digest(key);
  let found: string | null = null;
  for (const [slug, expected] of keys) {
    if (timingSafeEqual(given, digest(expected))) found = slug;
  }
  return found;
}

interface PositionBody {
  deliveryId?: unknown;
  position?: { x?: unknown; y?: unknown };
  etaMinutes?: unknown;
  stopsBefore?: unknown;
  step?: unknown;
}

const finite = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
const count = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= limit;

export function registerCrewPositions(
  app: FastifyInstance,
  options: {
    feed: SimulatedDeliveryFeed;
    crewKeys: ReadonlyMap<string, string>;
    production: boolean;
    now?: () => Date;
    /** The least time between two position posts of one visit. */
    minPostIntervalMs: number;
  },
): void {
  const now = options.now ?? (() => new Date());
  /** When each visit's position was last taken, by this instance. */
  const lastPost = new Map<string, number>();
  const refuse = (
    reply: { code: (status: number) => { send: (body: unknown) => unknown } },
    status: number,
    code: string,
    message: string,
    field?: string,
  ) => reply.code(status).send({ code, message, ...(field ? { field } : {}) });

  app.post<{ Body: PositionBody }>('/crew/positions', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers['x-depot-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    const depot = key ? depotOfKey(options.crewKeys, key) : null;
    if (!depot)
      return refuse(
        reply,
        401,
        'CREW_KEY_INVALID',
        key
          ? 'This depot key is not valid. Check the key the depot gave the crew app.'
          : 'Send the depot key in the X-Depot-Key header.',
      );
    const body = (request.body ?? {}) as PositionBody;
    if (typeof body.deliveryId !== 'string' || !isUuid(body.deliveryId))
      return refuse(reply, 400, 'BAD_REQUEST', 'deliveryId must be a delivery id.', 'deliveryId');
    if (!finite(body.position?.x, 500) || !finite(body.position?.y, 500))
      return refuse(
        reply,
        400,
        'BAD_REQUEST',
        'position must be { x, y }: kilometres east and north of the depot, within 500.',
        'position',
      );
    if (body.etaMinutes !== undefined && !count(body.etaMinutes, 720))
      return refuse(reply, 400, 'BAD_REQUEST', 'etaMinutes must be 0 to 720.', 'etaMinutes');
    if (body.stopsBefore !== undefined && !count(body.stopsBefore, 100))
      return refuse(reply, 400, 'BAD_REQUEST', 'stopsBefore must be 0 to 100.', 'stopsBefore');
    if (body.step !== undefined && body.step !== 'ARRIVED' && body.step !== 'COMPLETED')
      return refuse(reply, 400, 'BAD_REQUEST', 'step must be ARRIVED or COMPLETED.', 'step');
    const visitId = body.deliveryId.toLowerCase();
    if (body.step === undefined && options.minPostIntervalMs > 0) {
      const at = now().getTime();
      const previous = lastPost.get(visitId);
      if (previous !== undefined && at - previous < options.minPostIntervalMs) {
        reply.header('retry-after', '1');
        return refuse(
          reply,
          429,
          'TOO_MANY_POSITIONS',
          'Report a visit’s position at most once a second.',
          'deliveryId',
        );
      }
      lastPost.set(visitId, at);
      if (lastPost.size > 50_000) lastPost.clear();
    }
    const delivery = await options.feed.visitForCrew(visitId);
    if (!delivery)
      return refuse(reply, 404, 'NOT_FOUND', 'There is no delivery with this id.', 'deliveryId');
    if (delivery.citySlug !== depot)
      return refuse(
        reply,
        403,
        'WRONG_DEPOT',
        'This delivery belongs to another depot: this key cannot report on it.',
        'deliveryId',
      );
    const today = localDate(now(), delivery.timezone);
    if (
      delivery.date !== today ||
      delivery.status === 'CANCELLED' ||
      delivery.status === 'COMPLETED'
    )
      return refuse(
        reply,
        409,
        'NOT_UNDER_WAY',
        delivery.status === 'CANCELLED' || delivery.status === 'COMPLETED'
          ? `This visit is ${delivery.status === 'CANCELLED' ? 'cancelled' : 'already done'}.`
          : `This visit is on ${delivery.date}, not today (${today}).`,
        'deliveryId',
      );
    const update = await options.feed.report({
      deliveryId: delivery.id,
      date: delivery.date,
      position: { x: body.position!.x as number, y: body.position!.y as number },
      etaMinutes: body.etaMinutes as number | undefined,
      stopsBefore: body.stopsBefore as number | undefined,
      step: body.step as 'ARRIVED' | 'COMPLETED' | undefined,
    });
    return reply.code(202).send(update);
  });

  if (options.production) return;
  app.post<{ Params: { deliveryId: string }; Body: { at?: unknown } }>(
    '/dev/deliveries/:deliveryId/simulate',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const at = typeof request.body?.at === 'string' ? new Date(request.body.at) : null;
      if (!at || Number.isNaN(at.getTime()))
        return refuse(reply, 400, 'BAD_REQUEST', 'at must be an ISO instant.', 'at');
      if (!isUuid(request.params.deliveryId))
        return refuse(reply, 404, 'NOT_FOUND', 'There is no delivery with this id.');
      const update = await options.feed.tick({
        deliveryId: request.params.deliveryId.toLowerCase(),
        at,
      });
      if (!update)
        return refuse(
          reply,
          409,
          'NOT_THAT_DAY',
          'The visit has no stop on the day of that instant in its depot.',
        );
      return reply.send(update);
    },
  );
}
