import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormFields, FormPage } from '../../ui/form-page';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { FormProblem, useFocusProblemField } from './form-problem';
import { checkEmail } from './form-rules';
import { connectionLabel, linkRequiredFrom } from './social-fragment';
import type { SocialFragment } from './social-fragment';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

const EMAIL_ID = 'complete-account-email';

export type CompleteAccountPageProps = {
  /** The `/complete-account` fragment: the sign-in's one-time code, connection and redirect. */
  pending: SocialFragment;
  onSignedIn: (path: string) => void;
  onLinkRequired: (fragment: string) => void;
};

/**
 * `/complete-account`: the social sign-in service did not share an email address, so we ask
 * for the one to use with us before the account is made.
 */
export function CompleteAccountPage({
  pending,
  onSignedIn,
  onLinkRequired,
}: CompleteAccountPageProps) {
  const { client, socialConnections } = useAuthServices();
  const startSession = useStartSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tried = useRef(false);
  const request = useAuthRequest<string | null>();
  useDocumentTitle(m.auth_finish_title());
  const problem = request.state.status === 'failed' ? request.state.problem : null;
  useFocusProblemField(problem, { email: EMAIL_ID });

  const { token, connection } = pending;
  if (!token || !connection) {
    return (
      <FormPage title={m.auth_finish_title()} intro={<p>{m.auth_link_expired_start()}</p>}>
        <Button asChild size="lg">
          <Link to="/login">{m.auth_go_to_sign_in()}</Link>
        </Button>
      </FormPage>
    );
  }
  const provider = connectionLabel(connection, socialConnections);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    tried.current = true;
    const found = checkEmail(email);
    setError(found);
    if (found) {
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    const path = await request.run(async () => {
      try {
        const session = await client.loginSocial(connection, { token, email: email.trim() });
        await startSession(session);
        return pending.redirect;
      } catch (failure) {
        const fragment = linkRequiredFrom(failure, connection, pending.redirect);
        if (fragment) {
          onLinkRequired(fragment);
          return null;
        }
        throw failure;
      }
    });
    if (path) onSignedIn(path);
  };

  return (
    <FormPage title={m.auth_finish_title()} intro={<p>{m.auth_no_email_shared({ provider })}</p>}>
      <FormProblem problem={problem && problem.field !== 'email' ? problem : null} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_finish_title()}>
        <TextField
          id={EMAIL_ID}
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          readOnly={request.submitting}
          onChange={(event) => {
            setEmail(event.target.value);
            if (tried.current) setError(checkEmail(event.target.value));
            if (problem?.field === 'email') request.reset();
          }}
          error={error ?? (problem?.field === 'email' ? problem.message : undefined)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={request.submitting || request.state.status === 'succeeded'}
          loadingLabel={m.auth_creating_account()}
        >
          {m.auth_continue()}
        </Button>
      </FormFields>
    </FormPage>
  );
}
