import { Link } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { refreshAfterRejection } from '../../../machines/auth-session.machine';
import { AuthClientError } from '../../api/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { useAuthServices } from './auth-services';
import { SignInProgress } from './sign-in-progress';
import { useAuthRequest, useRunOnce } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

export type RefreshTokenPageProps = {
  /** Where to go with the fresh session (a safe path). */
  destination: string;
  onRefreshed: (path: string) => void;
};

/**
 * `/refresh-token`: renews the session now (one shared refresh, as for an expired token) and
 * goes on to `p`. Links elsewhere send people here when their access token must be fresh.
 */
export function RefreshTokenPage({ destination, onRefreshed }: RefreshTokenPageProps) {
  const { actor } = useAuthServices();
  const request = useAuthRequest<string>();
  useDocumentTitle(m.auth_renewing());

  useRunOnce(() => {
    void request
      .run(async () => {
        // Straight after a page load the session may still be loading.
        const settled = await waitFor(
          actor,
          (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'),
          { timeout: 30_000 },
        );
        const current = settled.context.session?.accessToken;
        const fresh = current ? await refreshAfterRejection(actor, current) : null;
        if (!fresh) throw new AuthClientError(m.auth_session_ended(), 'no_auth', 401);
        return destination;
      })
      .then((path) => {
        if (path) onRefreshed(path);
      });
  });

  return (
    <SignInProgress
      title={m.auth_renewing()}
      workingLabel={m.auth_renewing()}
      problem={request.state.status === 'failed' ? request.state.problem : null}
      actions={
        <Button asChild size="lg">
          <Link to="/login" search={{ p: destination }}>
            {m.auth_sign_in()}
          </Link>
        </Button>
      }
    />
  );
}
