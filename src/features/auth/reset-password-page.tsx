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
  checkNewPassword,
  checkPasswordsMatch,
  focusFirstError,
  hasFieldErrors,
  newPasswordHint,
} from './form-rules';
import type { FieldErrors } from './form-rules';
import { DEFAULT_RETURN_PATH } from './return-path';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

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
  useDocumentTitle(m.auth_new_password_title());

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
      <FormPage title={m.auth_password_changed()} focusTitle>
        <p role="status">{m.auth_password_changed_text()}</p>
        <Cluster gap={3}>
          <Button size="lg" onClick={() => onContinue(DEFAULT_RETURN_PATH)}>
            {m.auth_go_to_account()}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => onContinue('/')}>
            {m.auth_continue_shopping()}
          </Button>
        </Cluster>
      </FormPage>
    );
  }

  if (problem?.code === 'invalid_link') {
    return (
      <FormPage title={m.auth_new_password_title()}>
        <FormProblem problem={problem} title={m.auth_link_no_longer()} />
        <Button asChild size="lg">
          <Link to="/forgot-password">{m.auth_send_new_link()}</Link>
        </Button>
      </FormPage>
    );
  }

  return (
    <FormPage
      title={m.auth_new_password_title()}
      intro={<p>{m.auth_new_password_intro()}</p>}
      footer={
        <p>
          {m.auth_link_not_working()}{' '}
          <UiLink asChild>
            <Link to="/forgot-password">{m.auth_ask_new()}</Link>
          </UiLink>
        </p>
      }
    >
      <FormProblem problem={problem && !problem.field ? problem : null} />
      <FormFields noValidate onSubmit={submit} aria-label={m.auth_new_password_title()}>
        <PasswordField
          id={fieldId('password')}
          label={m.auth_new_password()}
          autoComplete="new-password"
          required
          hint={newPasswordHint()}
          value={form.password}
          readOnly={request.submitting}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password ?? (problem?.field === 'password' ? problem.message : undefined)}
        />
        <PasswordField
          id={fieldId('confirmation')}
          label={m.auth_confirm_new_password()}
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
          loadingLabel={m.auth_saving_password()}
        >
          {m.auth_save_password()}
        </Button>
      </FormFields>
    </FormPage>
  );
}
