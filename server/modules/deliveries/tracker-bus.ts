/**
 * How tracker updates reach every instance (decision 167). A crew's post, or the simulator's
 * step, lands on one instance; the customers watching the visit may be streaming from another.
 * The bus carries each update to every instance's listeners and keeps the visit's last one where
 * a restarted or another instance reads it when a tracker opens.
 *
 * - `LocalTrackerBus`: one process (the embedded default, `npm start`).
 * - `RedisTrackerBus` (with `REDIS_URL`): Redis pub/sub on one channel, and the last update per
 *   visit under its own key for a day.
 */
import { Redis } from 'ioredis';
import type { TrackerUpdate } from './delivery-feed';

export interface TrackerBus {
  /** Carries the update to every instance (this one too) and keeps it as the visit's last. */
  publish(update: TrackerUpdate): Promise<void>;
  /** The last update any instance published for the visit in the past day, or null. */
  last(deliveryId: string): Promise<TrackerUpdate | null>;
  /** Called with every update any instance publishes. */
  onUpdate(listener: (update: TrackerUpdate) => void): void;
  close(): Promise<void>;
}

export class LocalTrackerBus implements TrackerBus {
  private readonly listeners: ((update: TrackerUpdate) => void)[] = [];
  private readonly kept = new Map<string, TrackerUpdate>();

  async publish(update: TrackerUpdate): Promise<void> {
    this.kept.set(update.deliveryId, update);
    if (this.kept.size > 10_000) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    for (const listener of this.listeners) listener(update);
  }

  async last(deliveryId: string): Promise<TrackerUpdate | null> {
    return this.kept.get(deliveryId) ?? null;
  }

  onUpdate(listener: (update: TrackerUpdate) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {}
}

const DAY_SECONDS = 24 * 60 * 60;

export class RedisTrackerBus implements TrackerBus {
  private readonly listeners: ((update: TrackerUpdate) => void)[] = [];

  private constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (_channel: string, message: string) => {
      let update: TrackerUpdate;
      try {
        update = JSON.parse(message) as TrackerUpdate;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(update);
    });
  }

  /** Connects both connections and subscribes; one that does not answer is a start-up error. */
  static async connect(
    url: string,
    options: { prefix?: string; onError?: (error: Error) => void } = {},
  ): Promise<RedisTrackerBus> {
    const connection = () => {
      const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000 });
      redis.on('error', (error: Error) => options.onError?.(error));
      return redis;
    };
    const commands = connection();
    const subscriber = connection();
    const prefix = options.prefix ?? 'storefront:tracker:';
    try {
      await Promise.all([commands.connect(), subscriber.connect()]);
      await subscriber.subscribe(`${prefix}updates`);
    } catch (error) {
      commands.disconnect();
      subscriber.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`REDIS_URL does not answer (${reason})`, { cause: error });
    }
    return new RedisTrackerBus(commands, subscriber, prefix);
  }

  async publish(update: TrackerUpdate): Promise<void> {
    const message = JSON.stringify(update);
    await this.commands
      .multi()
      .set(`${this.prefix}last:${update.deliveryId}`, message, 'EX', DAY_SECONDS)
      .publish(`${this.prefix}updates`, message)
      .exec();
  }

  async last(deliveryId: string): Promise<TrackerUpdate | null> {
    const raw = await this.commands.get(`${this.prefix}last:${deliveryId}`);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as TrackerUpdate;
    } catch {
      return null;
    }
  }

  onUpdate(listener: (update: TrackerUpdate) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.all([
      this.subscriber.quit().catch(() => this.subscriber.disconnect()),
      this.commands.quit().catch(() => this.commands.disconnect()),
    ]);
  }
}
