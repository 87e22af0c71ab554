import { textIn } from '../i18n/locale';
import type { Locale, LocalizedText, TextInEither } from '../i18n/locale';

/** Stable codes the API layer maps onto GraphQL error extensions; never rename one. */
export const DOMAIN_ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'NO_AUTH',
  'FORBIDDEN',
  'PAYMENT_DECLINED',
  'OUT_OF_STOCK',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /**
   * Machine-readable context for the client, e.g. `{ field: 'lines[2].quantity' }`. A `fields`
   * map's messages may be localized texts: they are written in the request's language.
   */
  readonly details?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/**
 * An expected failure with a stable `code` and a message a person can act on
 * ("Choose a quantity from 1 to 20."). Anything that is not a DomainError is a bug.
 *
 * The message is a localized text (a server message with its inputs, decision 179), never
 * English written in place (tests/unit/domain-error-messages.test.ts): `message` is its English,
 * for logs, and the API answers in the request's language with `messageIn`.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  readonly details: Readonly<Record<string, unknown>>;
  readonly #text: LocalizedText;

  constructor(code: DomainErrorCode, message: LocalizedText, options: DomainErrorOptions = {}) {
    super(message('en'), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
    this.#text = message;
  }

  /** The message in `locale` (the English one when it was given in English only). */
  messageIn(locale: Locale): string {
    return this.#text(locale);
  }

  /** The details as the client reads them: a `fields` map's messages written in `locale`. */
  detailsIn(locale: Locale): Record<string, unknown> {
    const fields = this.details.fields;
    if (!fields || typeof fields !== 'object') return { ...this.details };
    return {
      ...this.details,
      fields: Object.fromEntries(
        Object.entries(fields as Record<string, unknown>).map(([name, text]) => [
          name,
          typeof text === 'function' || typeof text === 'string'
            ? textIn(text as TextInEither, locale)
            : text,
        ]),
      ),
    };
  }
}

export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
