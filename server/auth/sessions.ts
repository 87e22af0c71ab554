/**
 * Signed-in sessions and their rotating refresh tokens.
 *
 * A session is one refresh-token family. Every refresh uses up the presented token and issues
 * the next one; presenting a used token again means two parties hold the family (one of them
 * stole it), so the whole session ends (reuse detection). A session ends at the latest at its
 * absolute lifetime from the sign-in, after its idle lifetime without a refresh, and on
 * logout. An ended session's rows are deleted, so storage stays bounded: per session the
 * active token plus the newest used ones (`usedTokensKept`), per customer at most
 * `maxSessionsPerCustomer` sessions (signing in once more ends the oldest).
 */
import type { DatabaseHandle } from '../db/client';
import * as repo from '../db/repositories/session-repository';
import { runInTransaction } from '../db/transaction';
import { invalidRefreshToken } from './auth-errors';
import { hashToken, randomToken } from './secrets';

export interface SessionOptions {
  /** Absolute lifetime from the sign-in. Default 30 days. */
  absoluteSeconds: number;
  /** A session not refreshed for this long ends. Default 7 days. */
  idleSeconds: number;
  /** Sessions one customer may hold at once. Default 10. */
  maxSessionsPerCustomer: number;
  /** Used tokens kept per session to recognise reuse. Default 50. */
  usedTokensKept: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionOptions = {
  absoluteSeconds: 30 * 24 * 60 * 60,
  idleSeconds: 7 * 24 * 60 * 60,
  maxSessionsPerCustomer: 10,
  usedTokensKept: 50,
};

export interface StartedSession {
  sessionId: string;
  customerId: string;
  refreshToken: string;
  authTime: Date;
}

type Rotation =
  | { kind: 'ok'; session: StartedSession }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'expired'; sessionId: string }
  | { kind: 'unknown' };

/** Told the ids of sessions that ended in this process (./session-liveness forgets them). */
export type SessionEndListener = (sessionIds: readonly string[]) => void;

export class SessionStore {
  private readonly endListeners = new Set<SessionEndListener>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: SessionOptions = DEFAULT_SESSION_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls `listener` with the ids of the sessions this store ends, after they ended. */
  onEnd(listener: SessionEndListener): void {
    this.endListeners.add(listener);
  }

  private ended(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.endListeners) listener(sessionIds);
  }

  /** Starts a session after the customer proved who they are (`method`: password, social:x ...). */
  async start(customerId: string, method: string, authTime?: Date): Promise<StartedSession> {
    const now = this.now();
    const expiresAt = new Date(now + this.options.absoluteSeconds * 1000);
    const idleExpiresAt = new Date(
      Math.min(now + this.options.idleSeconds * 1000, expiresAt.getTime()),
    );
    const refreshToken = randomToken();
    const proved = authTime ?? new Date(now);
    let endedIds: string[] = [];
    const sessionId = await runInTransaction(this.database, async (tx) => {
      const id = await repo.insertSession(tx, {
        customerId,
        method,
        authTime: proved,
        createdAt: new Date(now),
        lastUsedAt: new Date(now),
        idleExpiresAt,
        expiresAt,
      });
      await repo.insertRefreshToken(tx, {
        tokenHash: hashToken(refreshToken),
        sessionId: id,
        createdAt: new Date(now),
        expiresAt: idleExpiresAt,
      });
      // Keep the newest sessions of this customer (the new one included); end the rest.
      endedIds = await repo.deleteOlderSessions(
        tx,
        customerId,
        id,
        Math.max(0, this.options.maxSessionsPerCustomer - 1),
      );
      return id;
    });
    this.ended(endedIds);
    return { sessionId, customerId, refreshToken, authTime: proved };
  }

  /**
   * Uses up `refreshToken` and returns the session with its next token. Throws 401 when the
   * token is unknown, expired or already used; a used token also ends its session.
   */
  async rotate(refreshToken: string): Promise<StartedSession> {
    const now = this.now();
    const tokenHash = hashToken(refreshToken);
    const result = await runInTransaction(this.database, async (tx): Promise<Rotation> => {
      const used = await repo.useRefreshToken(tx, tokenHash, new Date(now));
      if (!used) {
        const known = await repo.findTokenSession(tx, tokenHash);
        if (!known) return { kind: 'unknown' };
        await repo.deleteSession(tx, known);
        return { kind: 'reused', sessionId: known };
      }
      const session = await repo.findSession(tx, used.sessionId);
      if (
        !session ||
        used.expiresAt.getTime() <= now ||
        session.expiresAt.getTime() <= now ||
        session.idleExpiresAt.getTime() <= now
      ) {
        await repo.deleteSession(tx, used.sessionId);
        return { kind: 'expired', sessionId: used.sessionId };
      }
      const next = randomToken();
      const idleExpiresAt = new Date(
        Math.min(now + this.options.idleSeconds * 1000, session.expiresAt.getTime()),
      );
      await repo.insertRefreshToken(tx, {
        tokenHash: hashToken(next),
        sessionId: session.id,
        createdAt: new Date(now),
        expiresAt: idleExpiresAt,
      });
      await repo.touchSession(tx, session.id, new Date(now), idleExpiresAt);
      // Keep the newest used tokens (to recognise reuse); older history goes.
      await repo.deleteOldUsedTokens(tx, session.id, this.options.usedTokensKept);
      return {
        kind: 'ok',
        session: {
          sessionId: session.id,
          customerId: session.customerId,
          refreshToken: next,
          authTime: session.authTime,
        },
      };
    });
    if (result.kind === 'ok') return result.session;
    if (result.kind !== 'unknown') this.ended([result.sessionId]);
    if (result.kind === 'reused') throw invalidRefreshToken('refresh_token_reused');
    if (result.kind === 'expired') throw invalidRefreshToken('session_expired');
    throw invalidRefreshToken();
  }

  /** Ends the session `refreshToken` belongs to (any token of the family, used or not). */
  async endByToken(refreshToken: string): Promise<boolean> {
    const sessionId = await repo.findTokenSession(this.database, hashToken(refreshToken));
    if (!sessionId) return false;
    await repo.deleteSession(this.database, sessionId);
    this.ended([sessionId]);
    return true;
  }

  /** True while a session has not ended (logout, reuse, reset, lifetimes). */
  async isActive(sessionId: string): Promise<boolean> {
    return repo.isSessionLive(this.database, sessionId, new Date(this.now()));
  }

  /** Ends every session of a customer (password reset). */
  async endAll(customerId: string): Promise<void> {
    this.ended(await repo.deleteCustomerSessions(this.database, customerId));
  }

  /** Deletes sessions past their absolute or idle lifetime (and their tokens). */
  async purgeExpired(): Promise<void> {
    await repo.deleteExpiredSessions(this.database, new Date(this.now()));
  }

  /** Sessions and active (unused) refresh tokens of a customer, for tests and diagnostics. */
  async countFor(
    customerId: string,
  ): Promise<{ sessions: number; activeTokens: number; tokens: number }> {
    return repo.countSessions(this.database, customerId);
  }
}
