import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { AuthClientError } from '../../api/auth-client';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { SignInProgress } from './sign-in-progress';
import { connectionLabel, linkRequiredFrom } from './social-fragment';
import type { SocialFragment } from './social-fragment';
import { useAuthRequest, useRunOnce } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

export type SocialCallbackPageProps = {
  connection: string;
  /** The pending link token of `/callback/{connection}/{linkAccount}`. */
  linkAccount?: string | undefined;
  /** The fragment the auth service sent back. */
  callback: SocialFragment;
  onSignedIn: (path: string) => void;
  /** The email has a password account: continue at `/link-account#{fragment}`. */
  onLinkRequired: (fragment: string) => void;
};

/** `/callback/{connection}/{linkAccount?}`: finishes a social sign-in. */
export function SocialCallbackPage({
  connection,
  linkAccount,
  callback,
  onSignedIn,
  onLinkRequired,
}: SocialCallbackPageProps) {
  const { client, socialConnections } = useAuthServices();
  const startSession = useStartSession();
  const request = useAuthRequest<string | null>();
  const provider = connectionLabel(connection, socialConnections);
  useDocumentTitle(m.auth_social_title({ provider }));

  useRunOnce(() => {
    void request
      .run(async () => {
        if (callback.error || !callback.token)
          throw new AuthClientError(
            callback.message ?? m.auth_social_failed({ provider }),
            callback.error ?? 'social_failed',
            400,
          );
        try {
          const session = await client.loginSocial(connection, {
            token: callback.token,
            ...(linkAccount ? { linkToken: linkAccount } : {}),
          });
          await startSession(session);
          return callback.redirect;
        } catch (error) {
          const fragment = linkRequiredFrom(error, connection, callback.redirect);
          if (fragment) {
            onLinkRequired(fragment);
            return null;
          }
          throw error;
        }
      })
      .then((path) => {
        if (path) onSignedIn(path);
      });
  });

  return (
    <SignInProgress
      title={m.auth_social_title({ provider })}
      problem={request.state.status === 'failed' ? request.state.problem : null}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/login" search={{ p: callback.redirect }}>
              {m.auth_back_to_sign_in()}
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">{m.auth_create_an_account()}</Link>
          </Button>
        </>
      }
    />
  );
}
