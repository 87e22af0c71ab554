import { isReportable } from '../api/api-error';

/**
 * Sends an error to error reporting: the console for now, read by the browser's tooling and
 * the end-to-end checks. Network, chunk-load, cancelled and unauthorized errors are expected
 * in the field and are not reported (spec section 8).
 */
export function reportError(error: unknown, context?: string): boolean {
  if (!isReportable(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[report]${context ? ` ${context}:` : ''}`, message);
  return true;
}
