/**
 * A small typed in-process event bus (docs/decisions/171-server-in-vertical-modules.md). A
 * module announces what happened ("visit completed") and the modules that care react, so the
 * announcer never imports them. The composition root (server/composition-root.ts) subscribes
 * every reaction once.
 *
 * A handler runs when the event is announced, inside the announcer's transaction when the event
 * carries one (so what it writes commits or rolls back with the announcer's own writes). It may
 * return a follow-up, which the announcer runs after its transaction has committed (a card
 * charge, a credit that must not be taken back by a rollback).
 */

/** Work a handler asks to run once the announcer's transaction has committed. */
export type AfterCommit = () => Promise<unknown>;

export type EventHandler<E> = (event: E) => Promise<AfterCommit | void> | AfterCommit | void;

export class EventBus<Events extends object> {
  private readonly handlers = new Map<keyof Events, EventHandler<never>[]>();

  /** Subscribes a reaction; reactions run in the order they were subscribed. */
  on<K extends keyof Events>(name: K, handler: EventHandler<Events[K]>): this {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as EventHandler<never>);
    this.handlers.set(name, list);
    return this;
  }

  /**
   * Runs every reaction to the event, one after the other, and answers the follow-ups they
   * returned, for the announcer to run after its transaction (`runAfterCommit`).
   */
  async emit<K extends keyof Events>(name: K, event: Events[K]): Promise<AfterCommit[]> {
    const followUps: AfterCommit[] = [];
    for (const handler of this.handlers.get(name) ?? []) {
      const followUp = await (handler as EventHandler<Events[K]>)(event);
      if (followUp) followUps.push(followUp);
    }
    return followUps;
  }
}

/** Runs follow-ups in order (each after the one before has finished). */
export async function runAfterCommit(followUps: readonly AfterCommit[]): Promise<void> {
  for (const followUp of followUps) await followUp();
}
