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
import { m } from '../../i18n/paraglide/messages.js';

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
  useDocumentTitle(m.auth_link_title());
  const provider = link.connection ? connectionLabel(link.connection, socialConnections) : null;

  if (!link.linkToken || !link.email) {
    return (
      <FormPage title={m.auth_link_title()} intro={<p>{m.auth_link_expired_sign_in()}</p>}>
        <Button asChild size="lg">
          <Link to="/login">{m.auth_go_to_sign_in()}</Link>
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
      title={m.auth_link_title()}
      intro={
        <>
          <p>
            <strong>{email}</strong> {m.auth_already_has()}
          </p>
          <p>{provider ? m.auth_link_provider({ provider }) : m.auth_link_two()}</p>
        </>
      }
      footer={
        <p>
          {m.auth_not_your_account()}{' '}
          <UiLink asChild>
            <Link to="/login">{m.auth_sign_in_another_way()}</Link>
          </UiLink>
        </p>
      }
    >
      <FormProblem problem={problem} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_link_title()}>
        <TextField
          label={m.auth_email()}
          type="email"
          autoComplete="username"
          value={email}
          readOnly
          hint={m.auth_account_to_link()}
        />
        <PasswordField
          id={PASSWORD_ID}
          label={m.auth_password()}
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
            <Link to="/forgot-password">{m.auth_forgot_password()}</Link>
          </UiLink>
        </FieldAside>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={request.submitting || request.state.status === 'succeeded'}
          loadingLabel={m.auth_linking()}
        >
          {m.auth_link_and_sign_in()}
        </Button>
      </FormFields>
    </FormPage>
  );
}
