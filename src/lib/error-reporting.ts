import { isReportable } from '../api/api-error';

/**
 * Error reporting in the browser (spec section 8, decision 166). A server with `SENTRY_DSN` marks
 * its pages with `<meta name="error-reporting" content="{dsn}">`; there, a reportable error is
 * sent with the Sentry SDK (`@sentry/react`, loaded only when the first report is made, so no
 * page pays for it up front) through the site's own `/error-reports` tunnel, where the server
 * scrubs customer data before passing it on. Network, chunk-load, cancelled and unauthorized
 * errors are expected in the field and are not reported. Every reportable error is also written
 * to the console, for the browser's tooling and the end-to-end checks.
 */

/** The site's own address the browser sends reports to (the server forwards them). */
export const ERROR_REPORT_TUNNEL = '/error-reports';

interface Reporter {
  capture(error: unknown, where: string | undefined): void;
}

let reporter: Promise<Reporter> | null = null;

/** The DSN the page was served with, or null when reports go nowhere. */
export function reportingDsn(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="error-reporting"]');
  const dsn = meta?.content.trim() ?? '';
  return dsn === '' ? null : dsn;
}

async function loadReporter(dsn: string): Promise<Reporter> {
  const { startSentry } = await import('./sentry-client');
  return startSentry({
    dsn,
    tunnel: ERROR_REPORT_TUNNEL,
    release: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
  });
}

/**
 * Sends an error to error reporting. True when a report was sent (the page was served with a
 * DSN and the error is one to report): only then may the site error page say "we've been
 * notified".
 */
export function reportError(error: unknown, context?: string): boolean {
  if (!isReportable(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[report]${context ? ` ${context}:` : ''}`, message);
  const dsn = reportingDsn();
  if (!dsn) return false;
  reporter ??= loadReporter(dsn);
  void reporter.then(
    (loaded) => loaded.capture(error, context),
    () => {
      // The SDK's code could not load (offline, a new release): the console has the error.
      reporter = null;
    },
  );
  return true;
}

/** Whether an error shown on the site error page was reported (no DSN: it was not). */
export function wasReported(error: unknown): boolean {
  return reportingDsn() !== null && isReportable(error);
}
