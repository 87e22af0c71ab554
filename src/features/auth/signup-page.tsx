import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { storedReferrer } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormFields, FormPage } from '../../ui/form-page';
import { Link as UiLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { PasswordField } from '../../ui/password-field';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { FormProblem, useFocusProblemField } from './form-problem';
import {
  checkEmail,
  checkNewPassword,
  checkPasswordsMatch,
  focusFirstError,
  hasFieldErrors,
  newPasswordHint,
} from './form-rules';
import type { FieldErrors } from './form-rules';
import { returnPathAfterSignIn } from './return-path';
import { SocialSignIn } from './social-sign-in';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

type SignupField = 'email' | 'password' | 'confirmation';
const FIELDS: readonly SignupField[] = ['email', 'password', 'confirmation'];
const fieldId = (field: SignupField) => `signup-${field}`;

interface SignupForm {
  email: string;
  password: string;
  confirmation: string;
}

function check(form: SignupForm): FieldErrors<SignupField> {
  return {
    email: checkEmail(form.email),
    password: checkNewPassword(form.password),
    confirmation: checkPasswordsMatch(form.password, form.confirmation),
  };
}

export type SignupPageProps = {
  /** The validated return path `p`. */
  returnTo?: string | undefined;
  onSignedIn: (path: string) => void;
  /** Set on `/ref/{referrerId}/create-account`: a friend referred this shopper. */
  referred?: boolean;
};

/** `/signup` (and the referral page): a new account with email and password. */
export function SignupPage({ returnTo, onSignedIn, referred = false }: SignupPageProps) {
  const { client } = useAuthServices();
  const startSession = useStartSession();
  const [form, setForm] = useState<SignupForm>({ email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const tried = useRef(false);
  const request = useAuthRequest<string>();
  const destination = returnPathAfterSignIn(returnTo, referred ? '/' : undefined);
  useDocumentTitle(m.auth_create_an_account());

  const update = (field: SignupField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried.current) setErrors(check(next));
    // The service's word on this field no longer applies to what is typed now.
    if (request.state.status === 'failed' && request.state.problem.field === field) request.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    tried.current = true;
    const found = check(form);
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstError(found, FIELDS, fieldId);
      return;
    }
    const path = await request.run(async () => {
      const referrerId = referred ? storedReferrer() : null;
      const session = await client.create({
        email: form.email.trim(),
        password: form.password,
        ...(referrerId ? { referrerId } : {}),
      });
      await startSession(session);
      return destination;
    });
    if (path) onSignedIn(path);
  };

  const problem = request.state.status === 'failed' ? request.state.problem : null;
  const generalProblem = problem && !problem.field ? problem : null;
  useFocusProblemField(problem, { email: fieldId('email'), password: fieldId('password') });
  const serverError = (field: 'email' | 'password') =>
    problem?.field === field ? problem.message : undefined;
  const submitting = request.submitting;
  const signedIn = request.state.status === 'succeeded';

  return (
    <FormPage
      title={m.auth_create_an_account()}
      intro={<p>{m.auth_signup_intro()}</p>}
      footer={
        <p>
          {m.auth_have_account()}{' '}
          <UiLink asChild>
            <Link to="/login" search={returnTo ? { p: returnTo } : {}}>
              {m.auth_sign_in()}
            </Link>
          </UiLink>
        </p>
      }
    >
      {referred ? (
        <Notice tone="info" title={m.auth_friend_sent()} data-testid="referral-notice">
          <p>{m.auth_friend_text()}</p>
        </Notice>
      ) : null}
      <FormProblem problem={generalProblem} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_create_an_account()}>
        <TextField
          id={fieldId('email')}
          label={m.auth_email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.email}
          readOnly={submitting}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email ?? serverError('email')}
        />
        <PasswordField
          id={fieldId('password')}
          label={m.auth_password()}
          autoComplete="new-password"
          required
          hint={newPasswordHint()}
          value={form.password}
          readOnly={submitting}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password ?? serverError('password')}
        />
        <PasswordField
          id={fieldId('confirmation')}
          label={m.auth_confirm_password()}
          autoComplete="new-password"
          required
          value={form.confirmation}
          readOnly={submitting}
          onChange={(event) => update('confirmation', event.target.value)}
          error={errors.confirmation}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={submitting || signedIn}
          loadingLabel={signedIn ? m.auth_account_created_moment() : m.auth_creating_account()}
        >
          {m.auth_create_account()}
        </Button>
      </FormFields>
      <SocialSignIn redirect={destination} />
    </FormPage>
  );
}
