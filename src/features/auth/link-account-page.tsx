import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FieldAside, FormFields, FormPage } from '../../ui/form-page';
import { Link as UiLink } from '../../ui/link';
import { PasswordField } from '../../ui/password-field';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { FormProblem } from './form-problem';
import { checkCurrentPassword } from './form-rules';
import { connectionLabel } from './social-fragment';
import type { SocialFragment } from './social-fragment';
import { useAuthRequest } from './use-auth-request';

const PASSWORD_ID = 'link-account-password';

export type LinkAccountPageProps = {
  /** The `/link-account` fragment the auth service sent. */
  link: SocialFragment;
  onSignedIn: (path: string) => void;
};

/**
 * `/link-account`: a social sign-in brought an email that already has a password account.
 * The password proves it is the same person; the two are then linked and signed in.
 */
export function LinkAccountPage({ link, onSignedIn }: LinkAccountPageProps) {
  const { client, socialConnections } = useAuthServices();
  const startSession = useStartSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tried = useRef(false);
  const request = useAuthRequest<string>();
  useDocumentTitle('Link your accounts');
  const provider = link.connection ? connectionLabel(link.connection, socialConnections) : null;

  if (!link.linkToken || !link.email) {
    return (
      <FormPage
        title="Link your accounts"
        intro={
          <p>
            This page finishes signing in with another service, and the link to it has expired or is
            incomplete. Please sign in again.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </FormPage>
    );
  }
  const { linkToken, email } = link;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    tried.current = true;
    const found = checkCurrentPassword(password);
    setError(found);
    if (found) {
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    const path = await request.run(async () => {
      const session = await client.login({ email, password, linkToken });
      await startSession(session);
      return link.redirect;
    });
    if (path) onSignedIn(path);
  };

  const problem = request.state.status === 'failed' ? request.state.problem : null;
  return (
    <FormPage
      title="Link your accounts"
      intro={
        <>
          <p>
            <strong>{email}</strong> already has a Pivot account with a password.
          </p>
          <p>
            Enter that password once to link {provider ? `your ${provider} sign-in` : 'the two'} to
            it. After that, either way signs you in to the same account.
          </p>
        </>
      }
      footer={
        <p>
          Not your account?{' '}
          <UiLink asChild>
            <Link to="/login">Sign in another way</Link>
          </UiLink>
        </p>
      }
    >
      <FormProblem problem={problem} />
      <FormFields noValidate onSubmit={submit} aria-label="Link your accounts">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          readOnly
          hint="The account to link to."
        />
        <PasswordField
          id={PASSWORD_ID}
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={request.submitting}
          onChange={(event) => {
            setPassword(event.target.value);
            if (tried.current) setError(checkCurrentPassword(event.target.value));
          }}
          error={error}
        />
        <FieldAside>
          <UiLink asChild>
            <Link to="/forgot-password">Forgot your password?</Link>
          </UiLink>
        </FieldAside>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={request.submitting || request.state.status === 'succeeded'}
          loadingLabel="Linking your accounts"
        >
          Link and sign in
        </Button>
      </FormFields>
    </FormPage>
  );
}
