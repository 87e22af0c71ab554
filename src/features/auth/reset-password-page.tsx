import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { FormFields, FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { PasswordField } from '../../ui/password-field';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { FormProblem, useFocusProblemField } from './form-problem';
import {
  NEW_PASSWORD_HINT,
  checkNewPassword,
  checkPasswordsMatch,
  focusFirstError,
  hasFieldErrors,
} from './form-rules';
import type { FieldErrors } from './form-rules';
import { DEFAULT_RETURN_PATH } from './return-path';
import { useAuthRequest } from './use-auth-request';

type ResetField = 'password' | 'confirmation';
const FIELDS: readonly ResetField[] = ['password', 'confirmation'];
const fieldId = (field: ResetField) => `reset-${field}`;

export type ResetPasswordPageProps = {
  /** The token of the `/reset/{token}` link. */
  token: string;
  /** Where "Continue" goes once the password is changed. */
  onContinue: (path: string) => void;
};

/** `/reset/{token}`: the new password, twice; then signed in with it. */
export function ResetPasswordPage({ token, onContinue }: ResetPasswordPageProps) {
  const { client } = useAuthServices();
  const startSession = useStartSession();
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const tried = useRef(false);
  const request = useAuthRequest<true>();
  useDocumentTitle('Choose a new password');

  const check = (next: typeof form): FieldErrors<ResetField> => ({
    password: checkNewPassword(next.password),
    confirmation: checkPasswordsMatch(next.password, next.confirmation),
  });

  const problem = request.state.status === 'failed' ? request.state.problem : null;
  useFocusProblemField(problem, { password: fieldId('password') });

  const update = (field: ResetField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried.current) setErrors(check(next));
    if (field === 'password' && problem?.field === 'password') request.reset();
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
    await request.run(async () => {
      const session = await client.resetComplete({ token, password: form.password });
      await startSession(session);
      return true;
    });
  };

  if (request.state.status === 'succeeded') {
    return (
      <FormPage title="Your password is changed" focusTitle>
        <p role="status">
          You are signed in with your new password. For your security, we signed out every other
          device that used the old one.
        </p>
        <Cluster gap={3}>
          <Button size="lg" onClick={() => onContinue(DEFAULT_RETURN_PATH)}>
            Go to My Account
          </Button>
          <Button size="lg" variant="secondary" onClick={() => onContinue('/')}>
            Continue shopping
          </Button>
        </Cluster>
      </FormPage>
    );
  }

  if (problem?.code === 'invalid_link') {
    return (
      <FormPage title="Choose a new password">
        <FormProblem problem={problem} title="This link no longer works" />
        <Button asChild size="lg">
          <Link to="/forgot-password">Send me a new link</Link>
        </Button>
      </FormPage>
    );
  }

  return (
    <FormPage
      title="Choose a new password"
      intro={<p>Choose the password you will sign in with from now on.</p>}
      footer={
        <p>
          Link not working?{' '}
          <UiLink asChild>
            <Link to="/forgot-password">Ask for a new one</Link>
          </UiLink>
        </p>
      }
    >
      <FormProblem problem={problem && !problem.field ? problem : null} />
      <FormFields noValidate onSubmit={submit} aria-label="Choose a new password">
        <PasswordField
          id={fieldId('password')}
          label="New password"
          autoComplete="new-password"
          required
          hint={NEW_PASSWORD_HINT}
          value={form.password}
          readOnly={request.submitting}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password ?? (problem?.field === 'password' ? problem.message : undefined)}
        />
        <PasswordField
          id={fieldId('confirmation')}
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={form.confirmation}
          readOnly={request.submitting}
          onChange={(event) => update('confirmation', event.target.value)}
          error={errors.confirmation}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={request.submitting}
          loadingLabel="Saving your new password"
        >
          Save new password
        </Button>
      </FormFields>
    </FormPage>
  );
}
