/**
 * Is the session an access token names still going? Sign-out, refresh-token reuse and a
 * password reset delete the session's row (./sessions.ts); the API asks here before it lets a
 * token read anything, so a token stops working within seconds of its session's end instead of
 * at its expiry, 15 minutes later (decision 108).
 *
 * The database is the shared truth every instance reads. Each instance keeps an answer per
 * session for `ttlMs` (4 s: with the time a lookup takes, every instance refuses an ended
 * session within 5 s); lookups for one session at the same time share one query. Sessions that
 * end in this process (its own auth service) are forgotten at once.
 */
import type { DatabaseHandle } from '../db/client';
import { isSessionLive } from '../db/repositories/session-repository';

export interface SessionLivenessCheck {
  /** True while the session exists and neither of its lifetimes has passed. */
  isLive(sessionId: string): Promise<boolean>;
}

export const SESSION_CHECK_TTL_MS = 4_000;
/** Sessions remembered at once; the oldest answer goes first beyond this. */
const MAX_ENTRIES = 100_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  until: number;
  live: Promise<boolean>;
}

export class SessionLiveness implements SessionLivenessCheck {
  private readonly answers = new Map<string, Entry>();
  /** Database lookups made (tests and the benchmark read it). */
  lookups = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: { ttlMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async isLive(sid: string): Promise<boolean> {
    // Not a session id at all (sessions are UUIDs): no row could match, and PostgreSQL would
    // refuse the comparison.
    if (!UUID.test(sid)) return false;
    const sessionId = sid.toLowerCase();
    const now = this.now();
    const cached = this.answers.get(sessionId);
    if (cached && cached.until > now) return cached.live;
    if (cached) this.answers.delete(sessionId);
    this.lookups += 1;
    const live = isSessionLive(this.database, sessionId, new Date(now));
    // Remembered from the moment the lookup starts, so the answer is never older than the TTL.
    const entry: Entry = { until: now + (this.options.ttlMs ?? SESSION_CHECK_TTL_MS), live };
    this.answers.set(sessionId, entry);
    if (this.answers.size > MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    try {
      return await live;
    } catch (error) {
      // A failed lookup is not remembered: the next request asks again.
      if (this.answers.get(sessionId) === entry) this.answers.delete(sessionId);
      throw error;
    }
  }

  /** Sessions that ended in this process: refused from the next request on. */
  forget(sessionIds: Iterable<string>): void {
    for (const id of sessionIds) this.answers.delete(id.toLowerCase());
  }
}
