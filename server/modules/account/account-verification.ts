/**
 * Verifying the customer's mobile number (decision 110): a six-digit code texted through the
 * SmsGateway, valid 10 minutes, stored only as a salted scrypt hash and compared in constant
 * time. Five wrong codes lock the number for 30 minutes. Codes live in a VerificationCodeStore
 * (short-lived state, no table); each wrong try is counted before the code is compared, so
 * guesses sent at once each count.
 */
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { DatabaseHandle } from '../../db/client';
import { findProfile, markMobileVerified } from '../../db/repositories/account-repository';
import type { SmsGateway } from '../../sms/sms-gateway';
import { readerFactsOf } from '../../db/repositories/reader-language-repository';
import { readerLocale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { Locale } from '../../i18n/locale';
import { displayPhone } from './account-phone';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_WRONG_CODES = 5;
export const LOCK_MS = 30 * 60_000;
/** A new code may be asked for this long after the last one. */
export const RESEND_AFTER_MS = 30_000;
/** At most this many codes per customer per hour (texts cost money and reach a person). */
export const MAX_CODES_PER_HOUR = 5;

/** A pending code, as kept: never the code itself. */
export interface PendingCode {
  phone: string;
  salt: string;
  hash: string;
  sentAt: number;
  expiresAt: number;
}

/** Short-lived verification state per customer. */
export interface VerificationCodeStore {
  getCode(customerId: string): Promise<PendingCode | null>;
  putCode(customerId: string, code: PendingCode): Promise<void>;
  deleteCode(customerId: string): Promise<void>;
  /** One more wrong-or-not try; the count lasts `windowMs` from the first. Atomic. */
  addAttempt(customerId: string, windowMs: number): Promise<number>;
  attempts(customerId: string): Promise<number>;
  /** One more code sent this hour; returns the count. Atomic. */
  addSend(customerId: string, windowMs: number): Promise<number>;
  lock(customerId: string, until: number): Promise<void>;
  lockedUntil(customerId: string): Promise<number | null>;
  /** After a success: attempts and lock are forgotten. */
  reset(customerId: string): Promise<void>;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** One process's verification state (the embedded server); swept as it is read. */
export class MemoryVerificationCodeStore implements VerificationCodeStore {
  private readonly codes = new Map<string, Expiring<PendingCode>>();
  private readonly counters = new Map<string, Expiring<number>>();
  private readonly locks = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  private live<T>(map: Map<string, Expiring<T>>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      map.delete(key);
      return null;
    }
    return entry.value;
  }

  private bump(key: string, windowMs: number): number {
    const count = (this.live(this.counters, key) ?? 0) + 1;
    const existing = this.counters.get(key);
    this.counters.set(key, {
      value: count,
      expiresAt: count === 1 || !existing ? this.now() + windowMs : existing.expiresAt,
    });
    return count;
  }

  getCode(customerId: string) {
    return Promise.resolve(this.live(this.codes, customerId));
  }
  putCode(customerId: string, code: PendingCode) {
    this.codes.set(customerId, { value: code, expiresAt: code.expiresAt });
    return Promise.resolve();
  }
  deleteCode(customerId: string) {
    this.codes.delete(customerId);
    return Promise.resolve();
  }
  addAttempt(customerId: string, windowMs: number) {
    return Promise.resolve(this.bump(`attempts:${customerId}`, windowMs));
  }
  attempts(customerId: string) {
    return Promise.resolve(this.live(this.counters, `attempts:${customerId}`) ?? 0);
  }
  addSend(customerId: string, windowMs: number) {
    return Promise.resolve(this.bump(`sends:${customerId}`, windowMs));
  }
  lock(customerId: string, until: number) {
    this.locks.set(customerId, Math.max(until, this.locks.get(customerId) ?? 0));
    return Promise.resolve();
  }
  lockedUntil(customerId: string) {
    const until = this.locks.get(customerId);
    if (until === undefined) return Promise.resolve(null);
    if (until <= this.now()) {
      this.locks.delete(customerId);
      return Promise.resolve(null);
    }
    return Promise.resolve(until);
  }
  reset(customerId: string) {
    this.counters.delete(`attempts:${customerId}`);
    this.locks.delete(customerId);
    return Promise.resolve();
  }
}

export interface MobileVerificationState {
  phone: string;
  verified: boolean;
  expiresAt: Date | null;
  attemptsLeft: number;
  lockedUntil: Date | null;
}

async function hashCode(code: string, salt: Buffer): Promise<Buffer> {
  // N = 2^14: about 30 ms, so a leaked record of a 6-digit code is not read back in minutes.
  return scrypt(code, salt, 32);
}

const lockedError = (until: number) =>
  new DomainError(
    'CONFLICT',
    tr(m.errors_account_too_many_codes, { time: new Date(until).toISOString() }),
    { details: { field: 'code', reason: 'LOCKED', lockedUntil: new Date(until).toISOString() } },
  );

export class MobileVerificationService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly sms: SmsGateway,
    private readonly store: VerificationCodeStore = new MemoryVerificationCodeStore(),
    private readonly now: () => number = Date.now,
  ) {}

  private async mobileOf(customerId: string): Promise<{ phone: string | null; verified: boolean }> {
    const profile = await findProfile(this.handle, customerId);
    if (!profile) throw new DomainError('NO_AUTH', tr(m.errors_account_not_found));
    return { phone: profile.phone1, verified: profile.mobileVerified };
  }

  private async state(
    customerId: string,
    phone: string,
    verified: boolean,
  ): Promise<MobileVerificationState> {
    const [code, attempts, lockedUntil] = await Promise.all([
      this.store.getCode(customerId),
      this.store.attempts(customerId),
      this.store.lockedUntil(customerId),
    ]);
    const pending = code && code.phone === phone && !verified ? code : null;
    return {
      phone,
      verified,
      expiresAt: pending ? new Date(pending.expiresAt) : null,
      attemptsLeft: Math.max(MAX_WRONG_CODES - attempts, 0),
      lockedUntil: lockedUntil ? new Date(lockedUntil) : null,
    };
  }

  /** Where verification stands for the customer's mobile number. */
  async status(customerId: string): Promise<MobileVerificationState> {
    const { phone, verified } = await this.mobileOf(customerId);
    if (!phone)
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_mobile_first), {
        details: { field: 'phonenumber1' },
      });
    return this.state(customerId, phone, verified);
  }

  /** Texts a new code to the customer's mobile number. */
  /** `locale`: the language of the page that asked, for a customer with no address yet. */
  async sendCode(customerId: string, locale: Locale = 'en'): Promise<MobileVerificationState> {
    const { phone, verified } = await this.mobileOf(customerId);
    if (!phone)
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_mobile_first), {
        details: { field: 'phonenumber1' },
      });
    if (verified) return this.state(customerId, phone, verified);
    const lockedUntil = await this.store.lockedUntil(customerId);
    if (lockedUntil) throw lockedError(lockedUntil);
    const now = this.now();
    const previous = await this.store.getCode(customerId);
    if (previous && previous.phone === phone && now - previous.sentAt < RESEND_AFTER_MS) {
      const retryAt = new Date(previous.sentAt + RESEND_AFTER_MS).toISOString();
      throw new DomainError('CONFLICT', tr(m.errors_account_code_just_sent), {
        details: { reason: 'TOO_SOON', retryAt },
      });
    }
    if ((await this.store.addSend(customerId, 60 * 60_000)) > MAX_CODES_PER_HOUR)
      throw new DomainError('CONFLICT', tr(m.errors_account_codes_hourly), {
        details: { reason: 'TOO_MANY_CODES' },
      });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16);
    await this.store.putCode(customerId, {
      phone,
      salt: salt.toString('base64url'),
      hash: (await hashCode(code, salt)).toString('base64url'),
      sentAt: now,
      expiresAt: now + CODE_LIFETIME_MS,
    });
    // In the customer's language (decision 179).
    const facts = await readerFactsOf(this.handle, customerId);
    const textLocale = facts ? readerLocale(facts, locale) : locale;
    try {
      await this.sms.send({
        to: phone,
        body: m.mail_sms_code({ code, phone: displayPhone(phone) }, { locale: textLocale }),
      });
    } catch (error) {
      await this.store.deleteCode(customerId);
      throw new DomainError('CONFLICT', tr(m.errors_account_text_failed), {
        details: { reason: 'SMS_FAILED' },
        cause: error,
      });
    }
    return this.state(customerId, phone, verified);
  }

  /** Checks a code against the pending one; marks the number verified when it matches. */
  async verifyCode(customerId: string, code: string): Promise<MobileVerificationState> {
    const { phone, verified } = await this.mobileOf(customerId);
    if (!phone)
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_mobile_first), {
        details: { field: 'phonenumber1' },
      });
    if (verified) return this.state(customerId, phone, verified);
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed))
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_code_six_digits), {
        details: { field: 'code' },
      });
    const lockedUntil = await this.store.lockedUntil(customerId);
    if (lockedUntil) throw lockedError(lockedUntil);
    const pending = await this.store.getCode(customerId);
    if (!pending || pending.phone !== phone || pending.expiresAt <= this.now())
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_account_code_expired), {
        details: { field: 'code', reason: 'EXPIRED' },
      });
    // Counted before comparing: guesses sent at the same time each use up a try.
    const attempts = await this.store.addAttempt(customerId, LOCK_MS);
    if (attempts > MAX_WRONG_CODES) {
      const until = this.now() + LOCK_MS;
      await this.store.lock(customerId, until);
      throw lockedError((await this.store.lockedUntil(customerId)) ?? until);
    }
    const expected = Buffer.from(pending.hash, 'base64url');
    const actual = await hashCode(typed, Buffer.from(pending.salt, 'base64url'));
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      await markMobileVerified(this.handle, customerId, phone);
      await Promise.all([this.store.deleteCode(customerId), this.store.reset(customerId)]);
      return this.state(customerId, phone, true);
    }
    const attemptsLeft = MAX_WRONG_CODES - attempts;
    if (attemptsLeft <= 0) {
      const until = this.now() + LOCK_MS;
      await Promise.all([this.store.lock(customerId, until), this.store.deleteCode(customerId)]);
      throw lockedError(until);
    }
    throw new DomainError(
      'BAD_USER_INPUT',
      attemptsLeft === 1
        ? tr(m.errors_account_code_wrong_one)
        : tr(m.errors_account_code_wrong_many, { count: attemptsLeft }),
      { details: { field: 'code', reason: 'WRONG_CODE', attemptsLeft } },
    );
  }
}
