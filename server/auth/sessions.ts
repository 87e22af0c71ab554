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
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { authRefreshTokens, authSessions } from '../db/schema';
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
  | { kind: 'reused' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export class SessionStore {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: SessionOptions = DEFAULT_SESSION_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session after the customer proved who they are (`method`: password, social:x ...). */
  async start(customerId: string, method: string, authTime?: Date): Promise<StartedSession> {
    const { db } = this.database;
    const now = this.now();
    const expiresAt = new Date(now + this.options.absoluteSeconds * 1000);
    const idleExpiresAt = new Date(
      Math.min(now + this.options.idleSeconds * 1000, expiresAt.getTime()),
    );
    const refreshToken = randomToken();
    const proved = authTime ?? new Date(now);
    const sessionId = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSessions)
        .values({
          customerId,
          method,
          authTime: proved,
          createdAt: new Date(now),
          lastUsedAt: new Date(now),
          idleExpiresAt,
          expiresAt,
        })
        .returning({ id: authSessions.id });
      if (!session) throw new Error('session insert returned nothing');
      await tx.insert(authRefreshTokens).values({
        tokenHash: hashToken(refreshToken),
        sessionId: session.id,
        createdAt: new Date(now),
        expiresAt: idleExpiresAt,
      });
      // Keep the newest sessions of this customer (the new one included); end the rest.
      const keep = tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.customerId, customerId), ne(authSessions.id, session.id)))
        .orderBy(desc(authSessions.createdAt))
        .limit(Math.max(0, this.options.maxSessionsPerCustomer - 1));
      await tx
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.customerId, customerId),
            ne(authSessions.id, session.id),
            notInArray(authSessions.id, keep),
          ),
        );
      return session.id;
    });
    return { sessionId, customerId, refreshToken, authTime: proved };
  }

  /**
   * Uses up `refreshToken` and returns the session with its next token. Throws 401 when the
   * token is unknown, expired or already used; a used token also ends its session.
   */
  async rotate(refreshToken: string): Promise<StartedSession> {
    const { db } = this.database;
    const now = this.now();
    const tokenHash = hashToken(refreshToken);
    const result = await db.transaction(async (tx): Promise<Rotation> => {
      const [used] = await tx
        .update(authRefreshTokens)
        .set({ usedAt: new Date(now) })
        .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt)))
        .returning({
          sessionId: authRefreshTokens.sessionId,
          expiresAt: authRefreshTokens.expiresAt,
        });
      if (!used) {
        const [known] = await tx
          .select({ sessionId: authRefreshTokens.sessionId })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, tokenHash));
        if (!known) return { kind: 'unknown' };
        await tx.delete(authSessions).where(eq(authSessions.id, known.sessionId));
        return { kind: 'reused' };
      }
      const [session] = await tx
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, used.sessionId));
      if (
        !session ||
        used.expiresAt.getTime() <= now ||
        session.expiresAt.getTime() <= now ||
        session.idleExpiresAt.getTime() <= now
      ) {
        await tx.delete(authSessions).where(eq(authSessions.id, used.sessionId));
        return { kind: 'expired' };
      }
      const next = randomToken();
      const idleExpiresAt = new Date(
        Math.min(now + this.options.idleSeconds * 1000, session.expiresAt.getTime()),
      );
      await tx.insert(authRefreshTokens).values({
        tokenHash: hashToken(next),
        sessionId: session.id,
        createdAt: new Date(now),
        expiresAt: idleExpiresAt,
      });
      await tx
        .update(authSessions)
        .set({ lastUsedAt: new Date(now), idleExpiresAt })
        .where(eq(authSessions.id, session.id));
      // Keep the newest used tokens (to recognise reuse); older history goes.
      const kept = tx
        .select({ tokenHash: authRefreshTokens.tokenHash })
        .from(authRefreshTokens)
        .where(
          and(eq(authRefreshTokens.sessionId, session.id), isNotNull(authRefreshTokens.usedAt)),
        )
        .orderBy(desc(authRefreshTokens.usedAt))
        .limit(this.options.usedTokensKept);
      await tx
        .delete(authRefreshTokens)
        .where(
          and(
            eq(authRefreshTokens.sessionId, session.id),
            isNotNull(authRefreshTokens.usedAt),
            notInArray(authRefreshTokens.tokenHash, kept),
          ),
        );
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
    if (result.kind === 'reused') throw invalidRefreshToken('refresh_token_reused');
    if (result.kind === 'expired') throw invalidRefreshToken('session_expired');
    throw invalidRefreshToken();
  }

  /** Ends the session `refreshToken` belongs to (any token of the family, used or not). */
  async endByToken(refreshToken: string): Promise<boolean> {
    const { db } = this.database;
    const [known] = await db
      .select({ sessionId: authRefreshTokens.sessionId })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, hashToken(refreshToken)));
    if (!known) return false;
    await db.delete(authSessions).where(eq(authSessions.id, known.sessionId));
    return true;
  }

  /** True while a session has not ended (logout, reuse, reset, lifetimes). */
  async isActive(sessionId: string): Promise<boolean> {
    const now = new Date(this.now());
    const [row] = await this.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          gt(authSessions.expiresAt, now),
          gt(authSessions.idleExpiresAt, now),
        ),
      );
    return row !== undefined;
  }

  /** Ends every session of a customer (password reset). */
  async endAll(customerId: string): Promise<void> {
    await this.database.db.delete(authSessions).where(eq(authSessions.customerId, customerId));
  }

  /** Deletes sessions past their absolute or idle lifetime (and their tokens). */
  async purgeExpired(): Promise<void> {
    const now = new Date(this.now());
    await this.database.db
      .delete(authSessions)
      .where(or(lte(authSessions.expiresAt, now), lte(authSessions.idleExpiresAt, now)));
  }

  /** Sessions and active (unused) refresh tokens of a customer, for tests and diagnostics. */
  async countFor(
    customerId: string,
  ): Promise<{ sessions: number; activeTokens: number; tokens: number }> {
    const [row] = await this.database.query<{
      sessions: number;
      active_tokens: number;
      tokens: number;
    }>(
      `select (select count(*)::int from auth_sessions where customer_id = $1) as sessions,
              (select count(*)::int from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
                where s.customer_id = $1 and t.used_at is null) as active_tokens,
              (select count(*)::int from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
                where s.customer_id = $1) as tokens`,
      [customerId],
    );
    return {
      sessions: row?.sessions ?? 0,
      activeTokens: row?.active_tokens ?? 0,
      tokens: row?.tokens ?? 0,
    };
  }
}
