/**
 * Single-use tokens of the auth service, stored only as hashes (server/auth/one-time-tokens.ts
 * holds the rules). Using one deletes its row in the same statement.
 */
import type { DatabaseHandle } from '../client';
import type { AuthTokenPurpose } from '../schema';

export interface StoredOneTimeToken {
  purpose: AuthTokenPurpose;
  customerId: string | null;
  email: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

const TOKEN_COLUMNS =
  'purpose, customer_id as "customerId", email, data, expires_at as "expiresAt"';

export async function insertOneTimeToken(
  handle: DatabaseHandle,
  token: StoredOneTimeToken & { tokenHash: string; createdAt: Date },
): Promise<void> {
  await handle.query(
    `insert into auth_one_time_tokens
       (token_hash, purpose, customer_id, email, data, created_at, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [
      token.tokenHash,
      token.purpose,
      token.customerId,
      token.email,
      JSON.stringify(token.data),
      token.createdAt,
      token.expiresAt,
    ],
  );
}

/** A token of one of `purposes` still live at `now`, without using it. */
export async function findLiveOneTimeToken(
  handle: DatabaseHandle,
  tokenHash: string,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
): Promise<StoredOneTimeToken | undefined> {
  const rows = await handle.query<StoredOneTimeToken & Record<string, unknown>>(
    `select ${TOKEN_COLUMNS} from auth_one_time_tokens
      where token_hash = $1 and purpose = any($2::text[]) and expires_at > $3`,
    [tokenHash, [...purposes], now],
  );
  return rows[0];
}

/**
 * Deletes a token of one of `purposes` live at `now` (and for `email`, when given) and returns
 * it; undefined when there was none, so only one request can use a token.
 */
export async function deleteLiveOneTimeToken(
  handle: DatabaseHandle,
  tokenHash: string,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
  email?: string,
): Promise<StoredOneTimeToken | undefined> {
  const rows = await handle.query<StoredOneTimeToken & Record<string, unknown>>(
    `delete from auth_one_time_tokens
      where token_hash = $1 and purpose = any($2::text[]) and expires_at > $3
        and ($4::text is null or email = $4)
      returning ${TOKEN_COLUMNS}`,
    [tokenHash, [...purposes], now, email ?? null],
  );
  return rows[0];
}

/** Deletes a customer's tokens of these purposes. */
export async function deleteCustomerOneTimeTokens(
  handle: DatabaseHandle,
  customerId: string,
  purposes: readonly AuthTokenPurpose[],
): Promise<void> {
  await handle.query(
    'delete from auth_one_time_tokens where customer_id = $1 and purpose = any($2::text[])',
    [customerId, [...purposes]],
  );
}

export async function deleteExpiredOneTimeTokens(handle: DatabaseHandle, now: Date): Promise<void> {
  await handle.query('delete from auth_one_time_tokens where expires_at <= $1', [now]);
}

/** Live tokens of a customer for one purpose at `now`. */
export async function countLiveOneTimeTokens(
  handle: DatabaseHandle,
  customerId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<number> {
  const [row] = await handle.query<{ count: number }>(
    `select count(*)::int as count from auth_one_time_tokens
      where customer_id = $1 and purpose = $2 and expires_at > $3`,
    [customerId, purpose, now],
  );
  return row?.count ?? 0;
}
