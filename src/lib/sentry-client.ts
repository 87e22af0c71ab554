/**
 * The Sentry SDK's few parts the browser's error reporting uses, named so the bundler keeps only
 * them; `error-reporting.ts` loads this module on the first report (decision 166).
 */
import { captureException, httpContextIntegration, init } from '@sentry/react';

export function startSentry(options: { dsn: string; tunnel: string; release: string }): {
  capture(error: unknown, where: string | undefined): void;
} {
  init({
    dsn: options.dsn,
    tunnel: options.tunnel,
    release: options.release,
    environment: import.meta.env.PROD ? 'production' : 'development',
    // Only what the app captures: no automatic breadcrumbs (they hold addresses and inputs),
    // sessions or tracing; the page's address is kept (the server cuts its query and tokens).
    defaultIntegrations: false,
    integrations: [httpContextIntegration()],
    sendDefaultPii: false,
    maxBreadcrumbs: 0,
  });
  return {
    capture(error, where) {
      captureException(error, where ? { tags: { where } } : undefined);
    },
  };
}
