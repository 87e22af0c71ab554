import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormFields, FormPage } from '../../ui/form-page';
import { Link as UiLink } from '../../ui/link';
import { useAuthServices } from './auth-services';
import { FormProblem, useFocusProblemField } from './form-problem';
import { checkEmail } from './form-rules';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

const EMAIL_ID = 'forgot-password-email';

/** Said whether or not the account exists, so the page tells nobody who has one (English words). */
export const RESET_SENT_MESSAGE =
  'If an account exists for that email, we sent a link to choose a new password. The link works for one hour.';

/** `/forgot-password`: mails a link to `/reset/{token}`. */
export function ForgotPasswordPage() {
  const { client } = useAuthServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const request = useAuthRequest<string>();
  useDocumentTitle(m.auth_reset_title());
  const problem = request.state.status === 'failed' ? request.state.problem : null;
  useFocusProblemField(problem, { email: EMAIL_ID });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    setTried(true);
    const found = checkEmail(email);
    setError(found);
    if (found) {
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    await request.run(async () => {
      await client.reset({ email: email.trim() });
      return email.trim();
    });
  };

  const footer = (
    <p>
      {m.auth_remembered()}{' '}
      <UiLink asChild>
        <Link to="/login">{m.auth_back_to_sign_in()}</Link>
      </UiLink>
    </p>
  );

  if (request.state.status === 'succeeded') {
    const sentTo = request.state.result;
    return (
      <FormPage title={m.auth_check_email()} focusTitle footer={footer}>
        <div role="status" data-testid="reset-sent">
          <p>{m.auth_reset_sent()}</p>
          <p>
            {m.auth_we_used()} <strong>{sentTo}</strong>
            {m.auth_nothing_after()}
          </p>
        </div>
        <Button variant="secondary" onClick={request.reset}>
          {m.auth_send_another()}
        </Button>
      </FormPage>
    );
  }

  const generalProblem = problem && problem.field !== 'email' ? problem : null;
  return (
    <FormPage title={m.auth_reset_title()} intro={<p>{m.auth_reset_intro()}</p>} footer={footer}>
      <FormProblem problem={generalProblem} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_reset_title()}>
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
            if (tried) setError(checkEmail(event.target.value));
            if (problem?.field === 'email') request.reset();
          }}
          error={error ?? (problem?.field === 'email' ? problem.message : undefined)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={request.submitting}
          loadingLabel={m.auth_sending_link()}
        >
          {m.auth_send_link()}
        </Button>
      </FormFields>
    </FormPage>
  );
}
