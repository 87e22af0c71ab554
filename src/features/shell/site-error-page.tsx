import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { wasReported } from '../../lib/error-reporting';
import { useDocumentTitle } from '../../lib/document-title';
import {
  isChunkLoadError,
  nextChunkRecovery,
  recoverFromChunkLoadFailure,
} from '../../lib/page-lifecycle';
import { Button } from '../../ui/button';
import { CenteredMessage, PageHeading } from '../../ui/site-frame';
import { Cluster } from '../../ui/layout';
import { LoadingPage } from './loading-page';
import { m } from '../../i18n/paraglide/messages.js';

/** The apologies in English, as stories and tests read them; the page shows the messages. */
export const SITE_ERROR_TEXT =
  "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment.";

/** The same apology where no report was sent (no error reporting configured): no promise. */
export const SITE_ERROR_TEXT_UNREPORTED =
  "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing.";

const noChange = () => () => undefined;

/**
 * The site error page of spec section 8. It clears itself when the shopper navigates away, and
 * a failed chunk load (a new release) reloads the page instead.
 */
export function SiteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const [errorHref] = useState(href);
  const chunkFailure = isChunkLoadError(error) && nextChunkRecovery() !== 'give-up';
  // Said only where a report was sent (decision 166); the server draws the plain apology.
  const notified = useSyncExternalStore(
    noChange,
    () => wasReported(error),
    () => false,
  );

  useEffect(() => {
    if (href !== errorHref) reset();
  }, [href, errorHref, reset]);

  useEffect(() => {
    if (chunkFailure) recoverFromChunkLoadFailure();
  }, [chunkFailure]);

  if (chunkFailure) return <LoadingPage />;
  return (
    <SiteErrorMessage notified={notified} onRetry={() => void router.invalidate().finally(reset)} />
  );
}

/** The message and its two ways out; also used by stories. */
export function SiteErrorMessage({
  onRetry,
  notified = true,
}: {
  onRetry?: () => void;
  /** Whether the error was reported: only then does the page say so. */
  notified?: boolean;
}) {
  useDocumentTitle(m.shell_error_title());
  return (
    <CenteredMessage>
      <PageHeading>{m.shell_error_title()}</PageHeading>
      <p role="alert">{notified ? m.shell_error_text() : m.shell_error_text_unreported()}</p>
      <Cluster gap={3} justify="center">
        {onRetry ? <Button onClick={onRetry}>{m.shell_error_retry()}</Button> : null}
        <Button asChild variant={onRetry ? 'secondary' : 'primary'}>
          <Link to="/">{m.shell_home_link()}</Link>
        </Button>
      </Cluster>
    </CenteredMessage>
  );
}
