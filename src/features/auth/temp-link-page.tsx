import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { SignInProgress } from './sign-in-progress';
import { useAuthRequest, useRunOnce } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

export type TempLinkPageProps = {
  token: string;
  /** The customer id the link names, when it has one. */
  id?: string | undefined;
  /** Where to go once signed in (`/verification` for `/tl/…`). */
  destination: string;
  onSignedIn: (path: string) => void;
};

/** `/tl/{token}/{id?}` and `/login-token?token=`: signs in with a single-use temporary link. */
export function TempLinkPage({ token, id, destination, onSignedIn }: TempLinkPageProps) {
  const { client } = useAuthServices();
  const startSession = useStartSession();
  const request = useAuthRequest<string>();
  useDocumentTitle(m.auth_signing_you_in());

  useRunOnce(() => {
    void request
      .run(async () => {
        const session = await client.loginTemp(id ? { token, id } : { token });
        await startSession(session);
        return destination;
      })
      .then((path) => {
        if (path) onSignedIn(path);
      });
  });

  return (
    <SignInProgress
      title={m.auth_temp_title()}
      problem={request.state.status === 'failed' ? request.state.problem : null}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/login">{m.auth_sign_in_password()}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/forgot-password">{m.auth_forgot_password()}</Link>
          </Button>
        </>
      }
    />
  );
}
