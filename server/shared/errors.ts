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
  /** Machine-readable context for the client, e.g. `{ field: 'lines[2].quantity' }`. */
  readonly details?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/**
 * An expected failure with a stable `code` and a message a person can act on
 * ("Choose a quantity from 1 to 20."). Anything that is not a DomainError is a bug.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: DomainErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }
}

export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
