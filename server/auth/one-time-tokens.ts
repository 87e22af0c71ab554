/**
 * Single-use tokens (reset links, temporary links, email verification, social sign-in codes,
 * link tokens, OpenID Connect state). Only their SHA-256 is stored; using one deletes its row
 * in the same statement, so two requests with the same token cannot both succeed.
 */
import type { DatabaseHandle } from '../db/client';
import * as repo from '../db/repositories/one-time-token-repository';
import type { StoredOneTimeToken } from '../db/repositories/one-time-token-repository';
import type { AuthTokenPurpose } from '../db/schema';
import { runInTransaction } from '../db/transaction';
import { hashToken, randomToken } from './secrets';

export type OneTimeToken = StoredOneTimeToken;

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
    await repo.insertOneTimeToken(this.database, {
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

  /**
   * Cancels the customer's outstanding tokens of `purpose` and issues a new one, in one
   * transaction (one commit, whether or not there was anything to cancel).
   */
  async replace(
    purpose: AuthTokenPurpose,
    customerId: string,
    options: Omit<IssueOptions, 'customerId'> & { customerId: string | null },
  ): Promise<string> {
    const token = options.token ?? randomToken();
    const now = this.now();
    await runInTransaction(this.database, async (tx) => {
      await repo.deleteCustomerOneTimeTokens(tx, customerId, [purpose]);
      await repo.insertOneTimeToken(tx, {
        tokenHash: hashToken(token),
        purpose,
        customerId: options.customerId,
        email: options.email ?? null,
        data: options.data ?? {},
        createdAt: new Date(now),
        expiresAt: new Date(now + options.ttlSeconds * 1000),
      });
    });
    return token;
  }

  /** Reads a live token without using it. */
  async peek(purposes: readonly AuthTokenPurpose[], token: string): Promise<OneTimeToken | null> {
    const found = await repo.findLiveOneTimeToken(
      this.database,
      hashToken(token),
      purposes,
      new Date(this.now()),
    );
    return found ?? null;
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
    const used = await repo.deleteLiveOneTimeToken(
      this.database,
      hashToken(token),
      purposes,
      new Date(this.now()),
      options.email,
    );
    return used ?? null;
  }

  /** Cancels a customer's outstanding tokens of some purposes (a new reset link replaces the old). */
  async cancel(customerId: string, purposes: readonly AuthTokenPurpose[]): Promise<void> {
    await repo.deleteCustomerOneTimeTokens(this.database, customerId, purposes);
  }

  async purgeExpired(): Promise<void> {
    await repo.deleteExpiredOneTimeTokens(this.database, new Date(this.now()));
  }

  /** Live tokens of a customer (tests and diagnostics). */
  async countLive(customerId: string, purpose: AuthTokenPurpose): Promise<number> {
    return repo.countLiveOneTimeTokens(this.database, customerId, purpose, new Date(this.now()));
  }
}
