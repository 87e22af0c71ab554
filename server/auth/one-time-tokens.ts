/**
 * Single-use tokens (reset links, temporary links, email verification, social sign-in codes,
 * link tokens, OpenID Connect state). Only their SHA-256 is stored; using one deletes its row
 * in the same statement, so two requests with the same token cannot both succeed.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { authOneTimeTokens } from '../db/schema';
import type { AuthTokenPurpose } from '../db/schema';
import { hashToken, randomToken } from './secrets';

export interface OneTimeToken {
  purpose: AuthTokenPurpose;
  customerId: string | null;
  email: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

export interface IssueOptions {
  customerId?: string | null;
  email?: string | null;
  data?: Record<string, unknown>;
  ttlSeconds: number;
  /** The token to store (OIDC state is made by openid-client); a new random one by default. */
  token?: string;
}

export class OneTimeTokens {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(purpose: AuthTokenPurpose, options: IssueOptions): Promise<string> {
    const token = options.token ?? randomToken();
    const now = this.now();
    await this.database.db.insert(authOneTimeTokens).values({
      tokenHash: hashToken(token),
      purpose,
      customerId: options.customerId ?? null,
      email: options.email ?? null,
      data: options.data ?? {},
      createdAt: new Date(now),
      expiresAt: new Date(now + options.ttlSeconds * 1000),
    });
    return token;
  }

  /** Reads a live token without using it. */
  async peek(purposes: readonly AuthTokenPurpose[], token: string): Promise<OneTimeToken | null> {
    const [row] = await this.database.db
      .select()
      .from(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.tokenHash, hashToken(token)),
          inArray(authOneTimeTokens.purpose, [...purposes]),
          gt(authOneTimeTokens.expiresAt, new Date(this.now())),
        ),
      );
    return row ?? null;
  }

  /**
   * Uses a token: deletes it and returns what it carried, or null when it is unknown, of
   * another purpose, expired or already used. `email`, when given, must match too.
   */
  async consume(
    purposes: readonly AuthTokenPurpose[],
    token: string,
    options: { email?: string } = {},
  ): Promise<OneTimeToken | null> {
    const [row] = await this.database.db
      .delete(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.tokenHash, hashToken(token)),
          inArray(authOneTimeTokens.purpose, [...purposes]),
          gt(authOneTimeTokens.expiresAt, new Date(this.now())),
          options.email === undefined ? undefined : eq(authOneTimeTokens.email, options.email),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Cancels a customer's outstanding tokens of some purposes (a new reset link replaces the old). */
  async cancel(customerId: string, purposes: readonly AuthTokenPurpose[]): Promise<void> {
    await this.database.db
      .delete(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.customerId, customerId),
          inArray(authOneTimeTokens.purpose, [...purposes]),
        ),
      );
  }

  async purgeExpired(): Promise<void> {
    await this.database.db
      .delete(authOneTimeTokens)
      .where(lte(authOneTimeTokens.expiresAt, new Date(this.now())));
  }

  /** Live tokens of a customer (tests and diagnostics). */
  async countLive(customerId: string, purpose: AuthTokenPurpose): Promise<number> {
    const [row] = await this.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.customerId, customerId),
          eq(authOneTimeTokens.purpose, purpose),
          gt(authOneTimeTokens.expiresAt, new Date(this.now())),
        ),
      );
    return row?.count ?? 0;
  }
}
