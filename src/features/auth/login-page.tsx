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
import { FormProblem, useFocusProblemField } from './form-problem';
import { checkCurrentPassword, checkEmail, focusFirstError, hasFieldErrors } from './form-rules';
import type { FieldErrors } from './form-rules';
import { returnPathAfterSignIn } from './return-path';
import { SocialSignIn } from './social-sign-in';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

type LoginField = 'email' | 'password';
const FIELDS: readonly LoginField[] = ['email', 'password'];
const fieldId = (field: LoginField) => `login-${field}`;

export type LoginPageProps = {
  /** The validated return path `p`: where to go after signing in. */
  returnTo?: string | undefined;
  /** Goes to `path` once signed in (the route navigates). */
  onSignedIn: (path: string) => void;
  /** Fills the email field, e.g. after creating an account elsewhere. */
  initialEmail?: string;
};

/** `/login`: email and password, or a social sign-in; then back to `p` (or My Account). */
export function LoginPage({ returnTo, onSignedIn, initialEmail = '' }: LoginPageProps) {
  const { client } = useAuthServices();
  const startSession = useStartSession();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const tried = useRef(false);
  const request = useAuthRequest<string>();
  const destination = returnPathAfterSignIn(returnTo);
  useDocumentTitle(m.auth_sign_in());

  const check = (next: { email: string; password: string }) => ({
    email: checkEmail(next.email),
    password: checkCurrentPassword(next.password),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    tried.current = true;
    const found = check({ email, password });
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstError(found, FIELDS, fieldId);
      return;
    }
    const path = await request.run(async () => {
      const session = await client.login({ email: email.trim(), password });
      await startSession(session);
      return destination;
    });
    if (path) onSignedIn(path);
  };

  const problem = request.state.status === 'failed' ? request.state.problem : null;
  const fieldProblem = problem?.field ? problem : null;
  const generalProblem = problem && !problem.field ? problem : null;
  useFocusProblemField(problem, { email: fieldId('email'), password: fieldId('password') });
  const emailError = errors.email ?? (fieldProblem?.field === 'email' ? fieldProblem.message : '');
  const passwordError =
    errors.password ?? (fieldProblem?.field === 'password' ? fieldProblem.message : '');
  const submitting = request.submitting;
  const signedIn = request.state.status === 'succeeded';
  const search = returnTo ? { p: returnTo } : {};

  return (
    <FormPage
      title={m.auth_sign_in()}
      intro={<p>{m.auth_login_intro()}</p>}
      footer={
        <p>
          {m.auth_new_to_pivot()}{' '}
          <UiLink asChild>
            <Link to="/signup" search={search}>
              {m.auth_create_an_account()}
            </Link>
          </UiLink>
        </p>
      }
    >
      <FormProblem problem={generalProblem} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_sign_in()}>
        <TextField
          id={fieldId('email')}
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          readOnly={submitting}
          onChange={(event) => {
            setEmail(event.target.value);
            if (tried.current) setErrors(check({ email: event.target.value, password }));
            if (problem?.field === 'email') request.reset();
          }}
          error={emailError}
        />
        <PasswordField
          id={fieldId('password')}
          label={m.auth_password()}
          autoComplete="current-password"
          required
          value={password}
          readOnly={submitting}
          onChange={(event) => {
            setPassword(event.target.value);
            if (tried.current) setErrors(check({ email, password: event.target.value }));
            if (problem?.field === 'password') request.reset();
          }}
          error={passwordError}
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
          loading={submitting || signedIn}
          loadingLabel={signedIn ? m.auth_signed_in_moment() : m.auth_signing_in()}
        >
          {m.auth_sign_in()}
        </Button>
      </FormFields>
      <SocialSignIn redirect={destination} />
    </FormPage>
  );
}
