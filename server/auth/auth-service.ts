/**
 * The courier actions of spec section 7, free of HTTP: each takes the action's data (and the
 * caller's address or access token) and returns the response body, or throws AuthError.
 * docs/decisions/030-auth.md describes every action's request and response.
 */
import { plainName } from '../shared/plain-text';
import { randomInt } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import * as repo from '../db/repositories/auth-repository';
import { runInTransaction } from '../db/transaction';
import { recordReferredSignup } from '../modules/referrals/index';
import type { Credentials } from '../db/repositories/auth-repository';
import { readerFactsOf } from '../db/repositories/reader-language-repository';
import { readerLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import {
  AuthError,
  badRequest,
  invalidCredentials,
  invalidLink,
  invalidRefreshToken,
  noAuth,
  protocolText,
} from './auth-errors';
import type { BruteForceGuard } from './brute-force';
import { requireEmail } from './emails';
import { emailChangedMail, passwordChangedMail, resetPasswordMail, verifyEmailMail } from './mail';
import type { Mailer, OutgoingMail } from './mail';
import type { OneTimeTokens } from './one-time-tokens';
import { checkNewPassword, PASSWORD_MAX_LENGTH } from './passwords';
import type { PasswordHasher } from './passwords';
import { looksLikeToken } from './secrets';
import type { SessionStore, StartedSession } from './sessions';
import type { SocialProfile } from './social';
import { bearerToken, CUSTOMER_ROLE, TokenError } from './tokens';
import type { AccessTokenSigner, TokenVerifier, VerifiedAccessToken } from './tokens';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

/** The id no account has: cancelling its links matches nothing, as for an unknown address. */
const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';
/** A reset mail leaves within this long of the request, at a random moment. */
const RESET_MAIL_JITTER_MS = 1_000;

export interface AuthLimits {
  /** Accounts created per client address. */
  createPerAddress: { max: number; windowMs: number };
  /** `reset` requests per client address (429 beyond). */
  resetPerAddress: { max: number; windowMs: number };
  /** Reset mails per account (silently not sent beyond, so the answer stays the same). */
  resetMailsPerAccount: { max: number; windowMs: number };
  /** Temporary links per account. */
  tempLinksPerAccount: { max: number; windowMs: number };
  /** Email-change requests per account. */
  emailChangesPerAccount: { max: number; windowMs: number };
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  createPerAddress: { max: 20, windowMs: 15 * 60_000 },
  resetPerAddress: { max: 20, windowMs: 15 * 60_000 },
  resetMailsPerAccount: { max: 5, windowMs: 60 * 60_000 },
  tempLinksPerAccount: { max: 20, windowMs: 60 * 60_000 },
  emailChangesPerAccount: { max: 5, windowMs: 60 * 60_000 },
};

export interface AuthLifetimes {
  resetSeconds: number;
  tempLinkSeconds: number;
  verifyEmailSeconds: number;
  socialCodeSeconds: number;
  linkSeconds: number;
  /** `change-email` needs a sign-in at most this old. */
  freshSignInSeconds: number;
}

export const DEFAULT_AUTH_LIFETIMES: AuthLifetimes = {
  resetSeconds: 60 * 60,
  tempLinkSeconds: 10 * 60,
  verifyEmailSeconds: 24 * 60 * 60,
  socialCodeSeconds: 5 * 60,
  linkSeconds: 15 * 60,
  freshSignInSeconds: 5 * 60,
};

export interface AuthLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface AuthServiceDependencies {
  database: DatabaseHandle;
  hasher: PasswordHasher;
  signer: AccessTokenSigner;
  verifier: TokenVerifier;
  sessions: SessionStore;
  tokens: OneTimeTokens;
  guard: BruteForceGuard;
  mailer: Mailer;
  /** Provider names that `login-{name}` accepts. */
  socialConnections: () => readonly string[];
  log: AuthLogger;
  siteUrl: string;
  now: () => number;
  limits: AuthLimits;
  lifetimes: AuthLifetimes;
}

/** What a successful sign-in answers (spec section 7). */
export interface SessionResponse {
  token: string;
  tokenType: 'Bearer';
  /** Seconds until `token` expires. */
  expiresIn: number;
  refreshToken: string;
  userId: string;
  roles: string[];
  email: string;
  /** The connection of a social sign-in. */
  social?: string;
}

export interface CallerContext {
  /** The client's address (rate limits). */
  ip: string;
  /** The Authorization header, when sent. */
  authorization?: string | string[] | undefined;
  /** The language of the page that asked (Accept-Language): mail to a new account is in it. */
  locale?: Locale;
}

/** The roles an access token carries: `customer` always, then the account's others. */
function rolesOf(customer: Credentials): string[] {
  return [...new Set([CUSTOMER_ROLE, ...customer.roles])];
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

const CONTROL_CHARACTER = /\p{Cc}/u;

function optionalName(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > 100)
    throw badRequest('invalid_name', tr(m.errors_auth_name_long), { field });
  // Control characters (NUL among them, which PostgreSQL cannot store) are never part of a name.
  if (CONTROL_CHARACTER.test(value))
    throw badRequest('invalid_name', tr(m.errors_auth_name_control), {
      field,
    });
  return plainName(value).trim();
}

function requireToken(value: unknown): string {
  if (!looksLikeToken(value)) throw invalidLink();
  return value;
}

function requireLoginPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw badRequest('invalid_password', tr(m.errors_auth_your_password), { field: 'password' });
  if ([...value].length > PASSWORD_MAX_LENGTH) throw invalidCredentials();
  return value;
}

export class AuthService {
  private readonly pending = new Set<Promise<void>>();
  private nextPurge = 0;

  constructor(private readonly deps: AuthServiceDependencies) {}

  // -------------------------------------------------------------------------
  // Plumbing
  // -------------------------------------------------------------------------

  /** Runs `work` after the answer has gone; errors are logged. `drain()` waits for it. */
  private background(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.deps.log.error({ err: error }, `auth: ${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Waits for mail and clean-up still running (server close, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Deletes expired sessions and tokens, at most every ten minutes, in the background. */
  private purgeSometimes(): void {
    const now = this.deps.now();
    if (now < this.nextPurge) return;
    this.nextPurge = now + 10 * 60_000;
    this.background('purge', async () => {
      await this.deps.sessions.purgeExpired();
      await this.deps.tokens.purgeExpired();
    });
  }

  private link(path: string, locale: Locale = 'en'): string {
    return `${this.deps.siteUrl}${locale === 'fr' ? '/fr' : ''}${path}`;
  }

  /**
   * The language of a customer's mail (decision 179): the one they chose, else French for an
   * address in Quebec, else English; an account with no address yet (just created) is written
   * to in the language of the page that asked.
   */
  private async mailLocale(customerId: string, context?: CallerContext): Promise<Locale> {
    const facts = await readerFactsOf(this.deps.database, customerId);
    return facts ? readerLocale(facts, context?.locale ?? 'en') : (context?.locale ?? 'en');
  }

  private sendLater(what: string, mail: () => Promise<OutgoingMail>): void {
    this.background(what, async () => this.deps.mailer.send(await mail()));
  }

  private async customerByEmail(email: string): Promise<Credentials | null> {
    return (await repo.findCredentialsByEmail(this.deps.database, email)) ?? null;
  }

  private async customerById(id: string): Promise<Credentials | null> {
    return (await repo.findCredentialsById(this.deps.database, id)) ?? null;
  }

  private async respond(
    customer: Credentials,
    session: StartedSession,
    extra: { social?: string } = {},
  ): Promise<SessionResponse> {
    const roles = rolesOf(customer);
    const { token, expiresIn } = await this.deps.signer.sign({
      userId: customer.id,
      roles,
      sessionId: session.sessionId,
      authTime: session.authTime,
    });
    return {
      token,
      tokenType: 'Bearer',
      expiresIn,
      refreshToken: session.refreshToken,
      userId: customer.id,
      roles,
      email: customer.email,
      ...extra,
    };
  }

  private async signIn(
    customer: Credentials,
    method: string,
    extra: { social?: string } = {},
    authTime?: Date,
  ): Promise<SessionResponse> {
    this.purgeSometimes();
    const session = await this.deps.sessions.start(customer.id, method, authTime);
    return this.respond(customer, session, extra);
  }

  /** The signed-in caller, from `Authorization: Bearer <access token>` of a live session. */
  private async caller(context: CallerContext): Promise<VerifiedAccessToken> {
    let token: string | null;
    try {
      token = bearerToken(context.authorization);
    } catch (error) {
      throw new AuthError(401, 'invalid-jwt', protocolText((error as Error).message));
    }
    if (!token) throw noAuth();
    let verified: VerifiedAccessToken;
    try {
      verified = await this.deps.verifier(token);
    } catch (error) {
      if (error instanceof TokenError)
        throw new AuthError(401, error.code, protocolText(error.message));
      throw error;
    }
    // These actions can start new sessions or move the account: an access token whose session
    // has ended (logout, reset, reuse) may not, even in its last minutes.
    if (!verified.sessionId || !(await this.deps.sessions.isActive(verified.sessionId)))
      throw invalidRefreshToken('session_ended');
    return verified;
  }

  private async sendVerification(
    customerId: string,
    email: string,
    purpose: 'verify-email' | 'change-email',
    context?: CallerContext,
  ): Promise<void> {
    await this.deps.tokens.cancel(customerId, [purpose]);
    const code = await this.deps.tokens.issue(purpose, {
      customerId,
      email,
      ttlSeconds: this.deps.lifetimes.verifyEmailSeconds,
    });
    const locale = await this.mailLocale(customerId, context);
    const url = this.link(
      `/verification/email/complete/${code}/${encodeURIComponent(email)}`,
      locale,
    );
    await this.deps.mailer.send(verifyEmailMail(email, url, purpose === 'change-email', locale));
  }

  /** Links a social identity to a customer; 409 when it belongs to someone else. */
  private async linkIdentity(
    customerId: string,
    identity: { connection: string; subject: string; email: string | null },
  ): Promise<void> {
    const owner = await repo.findIdentityOwner(
      this.deps.database,
      identity.connection,
      identity.subject,
    );
    const conflict = () => new AuthError(409, 'identity_in_use', tr(m.errors_auth_identity_in_use));
    if (owner) {
      if (owner === customerId) return;
      throw conflict();
    }
    try {
      await repo.insertIdentity(this.deps.database, {
        provider: identity.connection,
        subject: identity.subject,
        customerId,
        email: identity.email,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  // -------------------------------------------------------------------------
  // Actions
  // -------------------------------------------------------------------------

  /**
   * `create` { email, password, firstName?, lastName?, referrerId? } → 201 session. With the
   * id of the customer whose referral link was followed, the account records its referrer and
   * gets the first-order credit (decision 115); an unknown id is ignored.
   */
  async create(data: Record<string, unknown>, context: CallerContext): Promise<SessionResponse> {
    const email = requireEmail(data.email);
    const password = checkNewPassword(data.password, { email });
    const firstName = optionalName(data.firstName ?? data.firstname, 'firstName');
    const lastName = optionalName(data.lastName ?? data.lastname, 'lastName');
    const { max, windowMs } = this.deps.limits.createPerAddress;
    await this.deps.guard.limit(`create:${context.ip}`, max, windowMs);
    const taken = () =>
      new AuthError(409, 'email_in_use', tr(m.errors_auth_email_taken), { field: 'email' });
    if (await this.customerByEmail(email)) throw taken();
    const passwordHash = await this.deps.hasher.hash(password);
    let created: Credentials;
    const referrerId = typeof data.referrerId === 'string' ? data.referrerId : null;
    try {
      created = await runInTransaction(this.deps.database, async (tx) => {
        const customer = await repo.insertCustomer(tx, {
          email,
          emailVerified: false,
          firstName,
          lastName,
          passwordHash,
          roles: [CUSTOMER_ROLE],
        });
        if (referrerId) await recordReferredSignup(tx, customer.id, referrerId);
        return customer;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    this.background('verification mail', () =>
      this.sendVerification(created.id, created.email, 'verify-email', context),
    );
    return this.signIn(created, 'password');
  }

  /** `login` { email, password, linkToken? } → session (with `social` after linking). */
  async login(data: Record<string, unknown>, context: CallerContext): Promise<SessionResponse> {
    const email = requireEmail(data.email);
    const password = requireLoginPassword(data.password);
    const linkToken = data.linkToken === undefined ? null : requireToken(data.linkToken);
    const { guard, hasher } = this.deps;
    // Counted as a failure before the password is checked (./brute-force): parallel guesses
    // cannot all pass a check made before any of them was counted.
    await guard.reserve(email, context.ip);
    const customer = await this.customerByEmail(email);
    const ok = await hasher.verify(customer?.passwordHash ?? null, password);
    if (!customer || !ok) throw invalidCredentials();
    await guard.succeeded(email, context.ip);
    const stored = customer.passwordHash;
    if (stored && hasher.needsRehash(stored)) {
      const rehashed = await hasher.hash(password);
      await repo.updatePassword(this.deps.database, customer.id, {
        passwordHash: rehashed,
        updatedAt: new Date(this.deps.now()),
      });
    }
    let social: string | undefined;
    if (linkToken) {
      const link = await this.deps.tokens.consume(['link-account'], linkToken);
      if (!link || link.customerId !== customer.id)
        throw invalidLink(tr(m.errors_auth_link_account_expired));
      const identity = link.data as { connection: string; subject: string; email: string | null };
      await this.linkIdentity(customer.id, identity);
      social = identity.connection;
    }
    return this.signIn(customer, 'password', social ? { social } : {});
  }

  /**
   * `reset` { email } → 200 `{ ok, message }`, the same whether or not the account exists.
   * Both paths do the same work before answering (decision 030, addendum): the lookup, the
   * per-address mail limit, cancelling earlier links, a new link's token written and its mail
   * written out. For an address no account uses, the token names no account and has expired
   * when it is written, so it opens nothing, and the mail is not sent. The one step only a real
   * account takes, handing the mail to the mailer, runs off the request path after a random
   * wait, so it weighs on no request in particular.
   */
  async reset(
    data: Record<string, unknown>,
    context: CallerContext,
  ): Promise<{ ok: true; message: string }> {
    const email = requireEmail(data.email);
    const { limits, guard } = this.deps;
    await guard.limit(
      `reset:${context.ip}`,
      limits.resetPerAddress.max,
      limits.resetPerAddress.windowMs,
    );
    const customer = await this.customerByEmail(email);
    const { max, windowMs } = limits.resetMailsPerAccount;
    const within = await guard.within(
      customer ? `reset-mail:${customer.id}` : `reset-mail:nobody:${email}`,
      max,
      windowMs,
    );
    if (!within && customer)
      this.deps.log.warn({ customerId: customer.id }, 'auth: reset mail limit reached');
    if (within) {
      // Earlier links cancelled and the new one written in one commit, on both paths.
      const token = await this.deps.tokens.replace(
        'reset',
        customer?.id ?? NO_CUSTOMER,
        customer
          ? {
              customerId: customer.id,
              email: customer.email,
              ttlSeconds: this.deps.lifetimes.resetSeconds,
            }
          : { customerId: null, email, ttlSeconds: 0 },
      );
      if (customer) {
        const wait = randomInt(RESET_MAIL_JITTER_MS);
        this.background('reset mail', async () => {
          await new Promise((resolve) => setTimeout(resolve, wait));
          // In the customer's language, read off the request path like the rest of the mail.
          const locale = await this.mailLocale(customer.id, context);
          await this.deps.mailer.send(
            resetPasswordMail(customer.email, this.link(`/reset/${token}`, locale), locale),
          );
        });
      }
    }
    return {
      ok: true,
      message:
        'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
    };
  }

  /**
   * `reset-complete` { token, password } → session. Sets the password, ends every other
   * session of the account and signs this browser in.
   */
  async resetComplete(
    data: Record<string, unknown>,
    context?: CallerContext,
  ): Promise<SessionResponse> {
    const token = requireToken(data.token);
    const found = await this.deps.tokens.peek(['reset'], token);
    if (!found?.customerId) throw invalidLink(tr(m.errors_auth_reset_expired));
    const password = checkNewPassword(data.password, { email: found.email ?? undefined });
    const used = await this.deps.tokens.consume(['reset'], token);
    if (!used?.customerId) throw invalidLink(tr(m.errors_auth_reset_expired));
    const customer = await this.customerById(used.customerId);
    if (!customer) throw invalidLink();
    const passwordHash = await this.deps.hasher.hash(password);
    await repo.updatePassword(this.deps.database, customer.id, {
      passwordHash,
      // The link reached this mailbox, so the address is proven.
      emailVerified: customer.emailVerified || used.email === customer.email,
      updatedAt: new Date(this.deps.now()),
    });
    await this.deps.sessions.endAll(customer.id);
    await this.deps.tokens.cancel(customer.id, ['reset', 'temp-link', 'change-email']);
    await this.deps.guard.forgive(customer.email);
    this.sendLater('password changed mail', async () =>
      passwordChangedMail(customer.email, await this.mailLocale(customer.id, context)),
    );
    return this.signIn({ ...customer, passwordHash }, 'reset');
  }

  /** `refresh` { token } → session with the next refresh token. */
  async refresh(data: Record<string, unknown>): Promise<SessionResponse> {
    if (!looksLikeToken(data.token)) throw invalidRefreshToken();
    this.purgeSometimes();
    const session = await this.deps.sessions.rotate(data.token);
    const customer = await this.customerById(session.customerId);
    if (!customer) throw invalidRefreshToken();
    return this.respond(customer, session);
  }

  /** `logout` { token } → 200 `{ ok: true }`; ends the token's session (idempotent). */
  async logout(data: Record<string, unknown>): Promise<{ ok: true }> {
    if (looksLikeToken(data.token)) await this.deps.sessions.endByToken(data.token);
    else if (data.token !== undefined && typeof data.token !== 'string')
      throw badRequest('invalid_request', tr(m.errors_auth_refresh_to_sign_out));
    return { ok: true };
  }

  /**
   * `temp-link` {} with a signed-in Authorization → `{ tempToken, userId, url, expiresIn }`:
   * a single-use `/tl/{token}/{id}` link valid 10 minutes.
   */
  async tempLink(
    _data: Record<string, unknown>,
    context: CallerContext,
  ): Promise<{ tempToken: string; userId: string; url: string; expiresIn: number }> {
    const caller = await this.caller(context);
    const customer = await this.customerById(caller.userId);
    if (!customer) throw noAuth();
    const { max, windowMs } = this.deps.limits.tempLinksPerAccount;
    await this.deps.guard.limit(`temp-link:${customer.id}`, max, windowMs);
    const ttlSeconds = this.deps.lifetimes.tempLinkSeconds;
    const tempToken = await this.deps.tokens.issue('temp-link', {
      customerId: customer.id,
      ttlSeconds,
      data: { authTime: caller.authTime },
    });
    return {
      tempToken,
      userId: customer.id,
      url: this.link(`/tl/${tempToken}/${customer.id}`),
      expiresIn: ttlSeconds,
    };
  }

  /** `login-temp` { token, id? } → session; the link works once. */
  async loginTemp(data: Record<string, unknown>): Promise<SessionResponse> {
    const token = requireToken(data.token);
    const expired = tr(m.errors_auth_temp_link_expired);
    const used = await this.deps.tokens.consume(['temp-link'], token);
    if (!used?.customerId) throw invalidLink(expired);
    if (data.id !== undefined && data.id !== used.customerId) throw invalidLink(expired);
    const customer = await this.customerById(used.customerId);
    if (!customer) throw invalidLink(expired);
    // The link is as fresh as the sign-in that made it, not fresher.
    const authTime =
      typeof used.data.authTime === 'number' ? new Date(used.data.authTime * 1000) : undefined;
    return this.signIn(customer, 'temp-link', {}, authTime);
  }

  /**
   * `change-email` { email } with a fresh sign-in (at most 5 minutes old) →
   * `{ ok, email, expiresIn }`; mails a verification link to the new address.
   */
  async changeEmail(
    data: Record<string, unknown>,
    context: CallerContext,
  ): Promise<{ ok: true; email: string; expiresIn: number }> {
    const caller = await this.caller(context);
    const signedInFor = this.deps.now() / 1000 - caller.authTime;
    if (signedInFor > this.deps.lifetimes.freshSignInSeconds)
      throw new AuthError(403, 'reauthentication_required', tr(m.errors_auth_reauthenticate));
    const email = requireEmail(data.email);
    const customer = await this.customerById(caller.userId);
    if (!customer) throw noAuth();
    if (customer.email.toLowerCase() === email)
      throw badRequest('same_email', tr(m.errors_auth_same_email), { field: 'email' });
    const { max, windowMs } = this.deps.limits.emailChangesPerAccount;
    await this.deps.guard.limit(`change-email:${customer.id}`, max, windowMs);
    if (await this.customerByEmail(email))
      throw new AuthError(409, 'email_in_use', tr(m.errors_auth_email_in_use), {
        field: 'email',
      });
    await this.sendVerification(customer.id, email, 'change-email', context);
    return { ok: true, email, expiresIn: this.deps.lifetimes.verifyEmailSeconds };
  }

  /**
   * `resend-verification` {} with the customer's access token → `{ ok, email, expiresIn }`:
   * mails a new confirmation link to the account's address (the earlier link stops working).
   * 409 `already_verified` when it is confirmed; at most `emailChangesPerAccount` an hour.
   */
  async resendVerification(
    context: CallerContext,
  ): Promise<{ ok: true; email: string; expiresIn: number }> {
    const caller = await this.caller(context);
    const customer = await this.customerById(caller.userId);
    if (!customer) throw noAuth();
    if (customer.emailVerified)
      throw new AuthError(409, 'already_verified', tr(m.errors_auth_already_verified));
    const { max, windowMs } = this.deps.limits.emailChangesPerAccount;
    await this.deps.guard.limit(`resend-verification:${customer.id}`, max, windowMs);
    await this.sendVerification(customer.id, customer.email, 'verify-email', context);
    return { ok: true, email: customer.email, expiresIn: this.deps.lifetimes.verifyEmailSeconds };
  }

  /**
   * `verify-email` { code, email } (from `/verification/email/complete/{code}/{email}`) →
   * `{ ok, userId, email, emailVerified }`: confirms the address, or moves the account to it.
   */
  async verifyEmail(
    data: Record<string, unknown>,
    context?: CallerContext,
  ): Promise<{ ok: true; userId: string; email: string; emailVerified: true }> {
    const code = requireToken(data.code);
    const email = requireEmail(data.email);
    const expired = tr(m.errors_auth_confirmation_expired);
    const used = await this.deps.tokens.consume(['verify-email', 'change-email'], code, { email });
    if (!used?.customerId) throw invalidLink(expired);
    const customer = await this.customerById(used.customerId);
    if (!customer) throw invalidLink(expired);
    const now = new Date(this.deps.now());
    if (used.purpose === 'verify-email') {
      if (customer.email.toLowerCase() !== email) throw invalidLink(expired);
      await repo.updateEmail(this.deps.database, customer.id, { updatedAt: now });
      return { ok: true, userId: customer.id, email, emailVerified: true };
    }
    try {
      await repo.updateEmail(this.deps.database, customer.id, { email, updatedAt: now });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AuthError(409, 'email_in_use', tr(m.errors_auth_email_taken_meanwhile));
    }
    await this.deps.guard.forgive(customer.email);
    this.sendLater('email changed notice', async () =>
      emailChangedMail(customer.email, email, await this.mailLocale(customer.id, context)),
    );
    return { ok: true, userId: customer.id, email, emailVerified: true };
  }

  /**
   * Called by the social callback: remembers the provider's profile behind a one-time code
   * and says where to send the browser.
   */
  async socialCallback(
    profile: SocialProfile,
    options: { linkAccount: string | null },
  ): Promise<
    | { kind: 'signed-in'; code: string }
    | { kind: 'link-required'; linkToken: string; email: string }
    | { kind: 'email-required'; code: string }
  > {
    const { connection, subject } = profile;
    const linked = await repo.findIdentityOwner(this.deps.database, connection, subject);
    const issueCode = () =>
      this.deps.tokens.issue('social-login', {
        email: profile.email,
        ttlSeconds: this.deps.lifetimes.socialCodeSeconds,
        data: { ...profile },
      });
    if (!linked && !options.linkAccount) {
      if (!profile.email || !profile.emailVerified)
        return { kind: 'email-required', code: await issueCode() };
      const existing = await this.customerByEmail(profile.email);
      // The address has an account this identity is not linked to: its owner must prove it.
      if (existing) {
        const linkToken = await this.issueLinkToken(existing.id, profile);
        return { kind: 'link-required', linkToken, email: existing.email };
      }
    }
    return { kind: 'signed-in', code: await issueCode() };
  }

  private issueLinkToken(customerId: string, profile: SocialProfile): Promise<string> {
    return this.deps.tokens.issue('link-account', {
      customerId,
      email: profile.email,
      ttlSeconds: this.deps.lifetimes.linkSeconds,
      data: { connection: profile.connection, subject: profile.subject, email: profile.email },
    });
  }

  /**
   * `login-{connection}` { token, linkToken?, email? } → session with `social`.
   * `token` is the code of the social callback; `linkToken` (from `/callback/{c}/{linkToken}`)
   * links a pending identity once this one proves the account; `email` is asked for when the
   * provider gave none.
   */
  async loginSocial(
    connection: string,
    data: Record<string, unknown>,
    context?: CallerContext,
  ): Promise<SessionResponse> {
    if (!this.deps.socialConnections().includes(connection))
      throw new AuthError(
        404,
        'unknown_connection',
        tr(m.errors_auth_unknown_connection, { connection }),
      );
    const token = requireToken(data.token);
    const linkToken = data.linkToken === undefined ? null : requireToken(data.linkToken);
    const typedEmail =
      data.email === undefined || data.email === null || data.email === ''
        ? null
        : requireEmail(data.email);
    const expired = tr(m.errors_auth_social_expired);
    const used = await this.deps.tokens.consume(['social-login'], token);
    const profile = used?.data as SocialProfile | undefined;
    if (!profile || profile.connection !== connection) throw invalidLink(expired);
    const social = { social: connection };

    const linked = await repo.findIdentityOwner(this.deps.database, connection, profile.subject);
    const linkedCustomer = linked ? await this.customerById(linked) : null;

    if (linkToken) {
      const link = await this.deps.tokens.consume(['link-account'], linkToken);
      if (!link?.customerId || !linkedCustomer || linkedCustomer.id !== link.customerId)
        throw invalidLink(tr(m.errors_auth_social_wrong_account));
      const pending = link.data as { connection: string; subject: string; email: string | null };
      await this.linkIdentity(linkedCustomer.id, pending);
      return this.signIn(linkedCustomer, `social:${connection}`, social);
    }
    if (linkedCustomer) return this.signIn(linkedCustomer, `social:${connection}`, social);

    const verified = profile.emailVerified && profile.email ? profile.email : null;
    const email = verified ?? typedEmail;
    if (!email)
      throw badRequest('email_required', tr(m.errors_auth_email_required), { field: 'email' });
    const existing = await this.customerByEmail(email);
    if (existing) {
      const linkToken = await this.issueLinkToken(existing.id, profile);
      throw new AuthError(409, 'link_required', tr(m.errors_auth_link_required), {
        linkToken,
        email: existing.email,
        social: connection,
      });
    }
    let created: Credentials;
    try {
      created = await repo.insertCustomerWithIdentity(
        this.deps.database,
        {
          email,
          emailVerified: verified !== null,
          firstName: profile.givenName,
          lastName: profile.familyName,
          passwordHash: null,
          roles: [CUSTOMER_ROLE],
        },
        { provider: connection, subject: profile.subject, email: profile.email },
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AuthError(409, 'email_in_use', tr(m.errors_auth_email_in_use_social));
    }
    if (!created.emailVerified)
      this.background('verification mail', () =>
        this.sendVerification(created.id, created.email, 'verify-email', context),
      );
    return this.signIn(created, `social:${connection}`, social);
  }
}
