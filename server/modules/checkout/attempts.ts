/**
 * The checkout attempts this process is making now, by idempotency key, from before the key is
 * claimed until the outcome is committed: requests with the same key and request share the
 * result, and reconciliation leaves these orders alone. Orders an attempt left PENDING when it
 * failed half-way are `orphaned`: nobody is charging them, so a retry may reconcile them at once.
 */
export interface InFlightAttempt {
  hash: string;
  /** The order id once paid; null when another process claimed the key first. */
  result: Promise<string | null>;
}

export class InFlightAttempts {
  private readonly byKey = new Map<string, InFlightAttempt>();
  readonly orphaned = new Set<string>();

  get(idempotencyKey: string): InFlightAttempt | undefined {
    return this.byKey.get(idempotencyKey);
  }

  has(idempotencyKey: string): boolean {
    return this.byKey.has(idempotencyKey);
  }

  /** Runs `start()` registered under the key for its whole life, and returns its result. */
  async track(
    idempotencyKey: string,
    hash: string,
    start: () => Promise<string | null>,
  ): Promise<string | null> {
    const result = start();
    const entry: InFlightAttempt = { hash, result };
    this.byKey.set(idempotencyKey, entry);
    // Waiters attach their own handlers; this one only keeps a lone rejection from going unhandled.
    result.catch(() => undefined);
    try {
      return await result;
    } finally {
      if (this.byKey.get(idempotencyKey) === entry) this.byKey.delete(idempotencyKey);
    }
  }
}
