/** Why a call to the API failed, in the categories of spec section 8. */
export type ApiErrorKind =
  'network' | 'http' | 'parse' | 'missing-response' | 'graphql' | 'no-auth' | 'cancelled';

export interface ApiErrorDetail {
  message: string;
  code: string | undefined;
  path?: readonly (string | number)[] | undefined;
  /** The server's error extensions beside the code, e.g. `field` or per-field `fields`. */
  extensions?: Readonly<Record<string, unknown>> | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
    readonly status?: number,
  ) {
    super(message);
  }

  /** The first error code the server gave (`BAD_USER_INPUT`, `NOT_FOUND`, ...). */
  get code(): string | undefined {
    if (this.kind === 'no-auth') return 'NO_AUTH';
    return this.details.find((detail) => detail.code)?.code;
  }

  /** Spec section 8: token errors are refreshed and retried once. */
  get isTokenError(): boolean {
    return this.details.some(
      (detail) => detail.code === 'invalid-jwt' || /jwt expired/i.test(detail.message),
    );
  }
}

/** Spec section 8: network, chunk, cancelled and unauthorized errors are not reported. */
export function isReportable(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'cancelled' || error.kind === 'no-auth')
      return false;
    if (error.status === 401 || error.code === 'NO_AUTH' || error.code === 'UNAUTHENTICATED')
      return false;
    return true;
  }
  if (error instanceof Error) {
    if (error.name === 'AbortError') return false;
    if (
      /Failed to fetch dynamically imported module|Loading chunk|ChunkLoadError/i.test(
        error.message,
      )
    ) {
      return false;
    }
    if (/NetworkError|Failed to fetch|Load failed/i.test(error.message)) return false;
  }
  return true;
}

/**
 * Answers the API gives on purpose, which the screen shows the customer: a refused input, a
 * declined card, a wrong code, something not found, a conflict, out of stock. They are logged
 * below error level, so that the console's errors are the real ones (decision 155).
 */
export const HANDLED_OUTCOME_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'PAYMENT_DECLINED',
  'OUT_OF_STOCK',
]);

/** A GraphQL answer whose every error carries one of the handled outcome codes. */
export function isHandledOutcome(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'graphql' || error.details.length === 0)
    return false;
  return error.details.every(
    (detail) => detail.code !== undefined && HANDLED_OUTCOME_CODES.has(detail.code),
  );
}

/**
 * Logs a failed call at the level it deserves: nothing for what spec section 8 does not report,
 * `info` for a handled outcome, `error` for the rest. True when it was logged as an error.
 */
export function logApiFailure(error: unknown, context: string): boolean {
  if (!isReportable(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  if (isHandledOutcome(error)) {
    // eslint-disable-next-line no-console -- the one place that logs below error level (decision 155)
    console.info(`[${context}] ${(error as ApiError).code ?? ''}:`, message);
    return false;
  }
  console.error(`[${context}]`, message);
  return true;
}
