/**
 * Error reporting (spec section 8, decision 166): unexpected server errors go to a Sentry-protocol
 * receiver (Sentry, self-hosted Sentry or GlitchTip) named by `SENTRY_DSN`, tagged with the
 * release. Without a DSN nothing is sent and nothing is loaded. Events carry no customer data:
 * no request body, headers, cookies or user, and e-mail addresses, phone numbers, card digits,
 * postal codes and tokens in any text are replaced before an event leaves (`scrubText`).
 *
 * The SDK's client is this server's own (not the global one), so that two servers in one
 * process (tests) report each to its own DSN.
 */
import type { ErrorEvent } from '@sentry/node';

export interface ErrorReporter {
  /** True when reports are sent somewhere. */
  readonly enabled: boolean;
  /** Sends the error with its request's id; false when it was not sent (no DSN). */
  capture(error: unknown, context?: { requestId?: string; where?: string }): boolean;
  /** Waits until the reports sent so far have left (shutdown, tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export const NO_REPORTING: ErrorReporter = {
  enabled: false,
  capture: () => false,
  flush: async () => true,
};

const REPLACEMENTS: [RegExp, string][] = [
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\b[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}\b/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Card numbers: 12 to 19 digits, in groups or not.
  [/\b(?:\d[ -]?){11,18}\d\b/g, '[card]'],
  // North American phone numbers.
  [/(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, '[phone]'],
  // Canadian postal codes.
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi, '[postal code]'],
  // Long opaque path segments and parameters (temporary links, reset and verification tokens).
  [/(\/(?:tl|reset|login-token|verification\/email\/complete)\/)[^/?#\s]+/g, '$1[token]'],
  [/([?&#](?:token|code|access_token|refresh_token|id_token)=)[^&#\s]+/gi, '$1[token]'],
];

/** Text with customer data replaced by placeholders. */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of REPLACEMENTS) {
    scrubbed = scrubbed.replace(pattern, replacement);
  }
  return scrubbed;
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      scrubValue(item, depth + 1),
    ]),
  );
}

/** The event as it may leave: no user, no request details but the scrubbed path and method. */
export function scrubEvent<T extends ErrorEvent>(event: T): T {
  const request = event.request;
  const scrubbed = scrubValue({
    ...event,
    user: undefined,
    request: request
      ? {
          method: request.method,
          url: request.url ? scrubText(request.url.split('?')[0] ?? '') : undefined,
        }
      : undefined,
  }) as T;
  delete scrubbed.user;
  if (!request) delete scrubbed.request;
  return scrubbed;
}

/** A reporter sending to `dsn`, or NO_REPORTING without one. */
export async function createErrorReporter(options: {
  dsn: string | null;
  release: string;
  environment: string;
}): Promise<ErrorReporter> {
  if (!options.dsn) return NO_REPORTING;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // Only what this code captures: no automatic request data, breadcrumbs or tracing.
    integrations: [],
    sendDefaultPii: false,
    maxBreadcrumbs: 0,
    beforeSend: (event) => scrubEvent(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    enabled: true,
    capture(error, context = {}) {
      scope.captureException(error, {
        captureContext: {
          tags: {
            ...(context.requestId ? { request_id: context.requestId } : {}),
            ...(context.where ? { where: context.where } : {}),
          },
        },
      });
      return true;
    },
    flush: async (timeoutMs = 2_000) => client.flush(timeoutMs),
  };
}
