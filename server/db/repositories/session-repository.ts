/**
 * Signed-in sessions and their refresh tokens (server/auth/sessions.ts holds the rules).
 * Tokens are stored only as hashes; deleting a session deletes its tokens (cascade).
 */
import type { DatabaseHandle } from '../client';

export interface Session {
  id: string;
  customerId: string;
  method: string;
  authTime: Date;
  createdAt: Date;
  lastUsedAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  handle: DatabaseHandle,
  session: Omit<Session, 'id'>,
): Promise<string> {
  const [row] = await handle.query<{ id: string }>(
    `insert into auth_sessions
       (customer_id, method, auth_time, created_at, last_used_at, idle_expires_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id`,
    [
      session.customerId,
      session.method,
      session.authTime,
      session.createdAt,
      session.lastUsedAt,
      session.idleExpiresAt,
      session.expiresAt,
    ],
  );
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export async function findSession(
  handle: DatabaseHandle,
  id: string,
): Promise<Session | undefined> {
  const rows = await handle.query<Session & Record<string, unknown>>(
    `select id, customer_id as "customerId", method, auth_time as "authTime",
            created_at as "createdAt", last_used_at as "lastUsedAt",
            idle_expires_at as "idleExpiresAt", expires_at as "expiresAt"
       from auth_sessions where id = $1`,
    [id],
  );
  return rows[0];
}

/** Records a refresh: the session was used now and stays alive until `idleExpiresAt`. */
export async function touchSession(
  handle: DatabaseHandle,
  id: string,
  lastUsedAt: Date,
  idleExpiresAt: Date,
): Promise<void> {
  await handle.query(
    'update auth_sessions set last_used_at = $2, idle_expires_at = $3 where id = $1',
    [id, lastUsedAt, idleExpiresAt],
  );
}

/** Ends every session of the customer but `keepId` and the newest `keepOthers` others; their ids. */
export async function deleteOlderSessions(
  handle: DatabaseHandle,
  customerId: string,
  keepId: string,
  keepOthers: number,
): Promise<string[]> {
  const rows = await handle.query<{ id: string }>(
    `delete from auth_sessions
      where customer_id = $1 and id <> $2
        and id not in (select id from auth_sessions
                        where customer_id = $1 and id <> $2
                        order by created_at desc
                        limit $3)
      returning id`,
    [customerId, keepId, keepOthers],
  );
  return rows.map((row) => row.id);
}

/** True while the session exists and neither of its lifetimes has passed at `now`. */
export async function isSessionLive(
  handle: DatabaseHandle,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await handle.query(
    'select id from auth_sessions where id = $1 and expires_at > $2 and idle_expires_at > $2',
    [id, now],
  );
  return rows.length > 0;
}

export async function deleteSession(handle: DatabaseHandle, id: string): Promise<void> {
  await handle.query('delete from auth_sessions where id = $1', [id]);
}

/** Ends every session of a customer; their ids. */
export async function deleteCustomerSessions(
  handle: DatabaseHandle,
  customerId: string,
): Promise<string[]> {
  const rows = await handle.query<{ id: string }>(
    'delete from auth_sessions where customer_id = $1 returning id',
    [customerId],
  );
  return rows.map((row) => row.id);
}

/** Deletes sessions past their absolute or idle lifetime at `now` (their tokens go too). */
export async function deleteExpiredSessions(handle: DatabaseHandle, now: Date): Promise<void> {
  await handle.query('delete from auth_sessions where expires_at <= $1 or idle_expires_at <= $1', [
    now,
  ]);
}

export interface NewRefreshToken {
  tokenHash: string;
  sessionId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertRefreshToken(
  handle: DatabaseHandle,
  token: NewRefreshToken,
): Promise<void> {
  await handle.query(
    `insert into auth_refresh_tokens (token_hash, session_id, created_at, expires_at)
     values ($1, $2, $3, $4)`,
    [token.tokenHash, token.sessionId, token.createdAt, token.expiresAt],
  );
}

/**
 * Uses up an active refresh token in one statement, so two requests cannot both use it.
 * Undefined when the token is unknown or already used.
 */
export async function useRefreshToken(
  handle: DatabaseHandle,
  tokenHash: string,
  usedAt: Date,
): Promise<{ sessionId: string; expiresAt: Date } | undefined> {
  const rows = await handle.query<{ sessionId: string; expiresAt: Date }>(
    `update auth_refresh_tokens set used_at = $2
      where token_hash = $1 and used_at is null
      returning session_id as "sessionId", expires_at as "expiresAt"`,
    [tokenHash, usedAt],
  );
  return rows[0];
}

/** The session a refresh token (used or not) belongs to. */
export async function findTokenSession(
  handle: DatabaseHandle,
  tokenHash: string,
): Promise<string | undefined> {
  const rows = await handle.query<{ sessionId: string }>(
    'select session_id as "sessionId" from auth_refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.sessionId;
}

/** Keeps the newest `keep` used tokens of a session (to recognise reuse); older ones go. */
export async function deleteOldUsedTokens(
  handle: DatabaseHandle,
  sessionId: string,
  keep: number,
): Promise<void> {
  await handle.query(
    `delete from auth_refresh_tokens
      where session_id = $1 and used_at is not null
        and token_hash not in (select token_hash from auth_refresh_tokens
                                where session_id = $1 and used_at is not null
                                order by used_at desc
                                limit $2)`,
    [sessionId, keep],
  );
}

/** Sessions, active (unused) tokens and all tokens of a customer (tests, diagnostics). */
export async function countSessions(
  handle: DatabaseHandle,
  customerId: string,
): Promise<{ sessions: number; activeTokens: number; tokens: number }> {
  const [row] = await handle.query<{ sessions: number; activeTokens: number; tokens: number }>(
    `select (select count(*)::int from auth_sessions where customer_id = $1) as sessions,
            (select count(*)::int from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
              where s.customer_id = $1 and t.used_at is null) as "activeTokens",
            (select count(*)::int from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
              where s.customer_id = $1) as tokens`,
    [customerId],
  );
  return {
    sessions: row?.sessions ?? 0,
    activeTokens: row?.activeTokens ?? 0,
    tokens: row?.tokens ?? 0,
  };
}
