/**
 * Password rules (NIST SP 800-63B): 8 to 256 characters, no composition rules, guessable
 * passwords refused (zxcvbn-ts with its common and English dictionaries scores 0 or 1: common
 * passwords and their l33t or digit-suffixed variants, names, places, keyboard walks,
 * sequences, the customer's own email); stored as argon2id with OWASP's minimum (19 MiB, 2
 * passes, 1 lane).
 */
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import type { Algorithm, Options } from '@node-rs/argon2';
import { badRequest } from './auth-errors';
import { tr } from '../i18n/localized';
import { m } from '../i18n/paraglide/messages.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** argon2id, 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the package's types)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export type PasswordHashOptions = Pick<
  Options,
  'algorithm' | 'memoryCost' | 'timeCost' | 'parallelism'
>;

let estimatorReady = false;

/**
 * The estimator's dictionaries take about 200 ms to index: done at the first new password, not
 * at start-up, so processes that never see one (the API alone) never pay for it.
 */
function readyEstimator(): void {
  if (estimatorReady) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  estimatorReady = true;
}

/** zxcvbn scores 0 to 4; a password scored at most this is refused (too guessable). */
export const WEAKEST_REFUSED_SCORE = 1;

/** zxcvbn's 0-4 strength of `password`, counting the customer's own email as known words. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  readyEstimator();
  return zxcvbn(password, [...userInputs]).score;
}

/**
 * Unicode passwords are compared in NFKC form, so the same password typed on two keyboards
 * (composed or decomposed accents) is the same password.
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** The password if it may be used, or a 400 that says why not. */
export function checkNewPassword(raw: unknown, context: { email?: string } = {}): string {
  if (typeof raw !== 'string' || raw === '')
    throw badRequest('invalid_password', tr(m.errors_auth_password), { field: 'password' });
  const password = normalise(raw);
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    throw badRequest(
      'password_too_short',
      tr(m.errors_auth_password_short, { min: PASSWORD_MIN_LENGTH }),
      { field: 'password' },
    );
  if (length > PASSWORD_MAX_LENGTH)
    throw badRequest(
      'password_too_long',
      tr(m.errors_auth_password_long, { max: PASSWORD_MAX_LENGTH }),
      { field: 'password' },
    );
  const lower = password.toLowerCase();
  if (context.email) {
    const local = context.email.split('@')[0] ?? '';
    if (lower === context.email || (local.length >= PASSWORD_MIN_LENGTH && lower === local))
      throw badRequest('password_is_email', tr(m.errors_auth_password_is_email), {
        field: 'password',
      });
  }
  const userInputs = context.email
    ? [context.email, ...context.email.split(/[@.+_-]/).filter((part) => part.length >= 3)]
    : [];
  if (passwordScore(password, userInputs) <= WEAKEST_REFUSED_SCORE)
    throw badRequest('password_too_common', tr(m.errors_auth_password_common), {
      field: 'password',
    });
  return password;
}

export class PasswordHasher {
  /** A hash of a random password, verified against when an account does not exist. */
  private dummy: Promise<string> | null = null;

  constructor(readonly options: PasswordHashOptions = PASSWORD_HASH_OPTIONS) {}

  hash(password: string): Promise<string> {
    return hash(normalise(password), this.options);
  }

  /**
   * True when `password` matches `stored`. With no stored hash (no account, or an account
   * without a password) a dummy hash is verified, so the answer takes the same time.
   */
  async verify(stored: string | null, password: string): Promise<boolean> {
    const candidate = normalise(password);
    if (stored === null) {
      this.dummy ??= hash(`dummy-${Math.random()}-${Date.now()}`, this.options);
      await verify(await this.dummy, candidate).catch(() => false);
      return false;
    }
    try {
      return await verify(stored, candidate);
    } catch {
      return false;
    }
  }

  /** True when a stored hash was made with other parameters than ours (rehash on sign-in). */
  needsRehash(stored: string): boolean {
    try {
      const used = parseOptions(stored);
      return (
        used.algorithm !== this.options.algorithm ||
        used.memoryCost !== this.options.memoryCost ||
        used.timeCost !== this.options.timeCost ||
        used.parallelism !== this.options.parallelism
      );
    } catch {
      return true;
    }
  }
}
