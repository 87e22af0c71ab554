import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { readStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { SignInProgress } from './sign-in-progress';
import { useAuthRequest, useRunOnce } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

export type VerifyEmailPageProps = {
  code: string;
  email: string;
};

/** `/verification/email/complete/{code}/{email}`: confirms an email address from its link. */
export function VerifyEmailPage({ code, email }: VerifyEmailPageProps) {
  const { client } = useAuthServices();
  const startSession = useStartSession();
  const request = useAuthRequest<string>();
  useDocumentTitle(m.auth_confirm_email());

  useRunOnce(() => {
    void request.run(async () => {
      const confirmed = await client.verifyEmail({ code, email });
      // After a change of address, the signed-in session shows the new one at once.
      const session = readStoredSession();
      if (session?.defaultProfile && session.defaultProfile.email !== confirmed.email)
        await startSession({
          ...session,
          defaultProfile: { ...session.defaultProfile, email: confirmed.email },
        });
      return confirmed.email;
    });
  });

  if (request.state.status === 'succeeded') {
    return (
      <FormPage title={m.auth_email_confirmed()} focusTitle>
        <p role="status">
          {m.auth_email_confirmed_text()} <strong>{request.state.result}</strong>.
        </p>
        <Cluster gap={3}>
          <Button asChild size="lg">
            <Link to="/account">{m.auth_go_to_account()}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/">{m.auth_continue_shopping()}</Link>
          </Button>
        </Cluster>
      </FormPage>
    );
  }

  return (
    <SignInProgress
      title={m.auth_confirm_email()}
      workingLabel={m.auth_confirming_email()}
      problem={request.state.status === 'failed' ? request.state.problem : null}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/account">{m.auth_go_to_account()}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/">{m.auth_continue_shopping()}</Link>
          </Button>
        </>
      }
    />
  );
}
