import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { customerProfileQuery, updateCustomerProfile } from '../../api/profile-queries';
import type {
  AccountFailure,
  CustomerProfile,
  CustomerProfileInput,
} from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { readStoredSession, useStoredSession, writeStoredSession } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/field';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { useSnackbar } from '../../ui/snackbar-queue';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { displayPhone } from './phone-format';

/** A problem from the auth service's `change-email` (its code and message). */
export interface ChangeEmailProblem {
  code: string;
  message: string;
  field?: string | undefined;
}

/**
 * Asks the auth service to move the account to `email` (a link goes to the new address). With
 * `password` it first signs in again, since the change needs a fresh sign-in.
 */
export type ChangeEmail = (request: { email: string; password?: string }) => Promise<{
  email: string;
}>;

const Section = ({
  title,
  children,
  id,
}: {
  title: string;
  children: React.ReactNode;
  id: string;
}) => (
  <Stack as="section" gap={4} aria-labelledby={id} rule="above">
    <Heading as="h2" size="sm" id={id}>
      {title}
    </Heading>
    {children}
  </Stack>
);

interface DetailsDraft {
  firstname: string;
  lastname: string;
  phonenumber1: string;
  phonenumber2: string;
  deliverysmsoptin: boolean;
  optin: boolean;
}

function draftOf(profile: CustomerProfile): DetailsDraft {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    phonenumber1: displayPhone(profile.phonenumber1),
    phonenumber2: displayPhone(profile.phonenumber2),
    deliverysmsoptin: profile.deliverysmsoptin,
    optin: profile.optin,
  };
}

/** The snackbar that confirms a save (decision 158), in the page's language. */
export const PROFILE_SAVED = m.account_profile_saved;

/** Names, phone numbers and opt-ins; field problems from the server under their fields. */
function DetailsForm({
  profile,
  onSave,
}: {
  profile: CustomerProfile;
  onSave: (input: CustomerProfileInput) => Promise<CustomerProfile>;
}) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const snackbar = useSnackbar();
  const text = (field: 'firstname' | 'lastname' | 'phonenumber1' | 'phonenumber2') => ({
    name: field,
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSaving(true);
    setMessage(null);
    try {
      const next = await onSave(draft);
      setDraft(draftOf(next));
      setErrors({});
      snackbar.show({ message: PROFILE_SAVED(), variant: 'success' });
    } catch (error) {
      const failure = error as AccountFailure;
      const fields = failure.fields ?? (failure.field ? { [failure.field]: failure.message } : {});
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(failure.message);
      // Take the customer to the first field to fix.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    } finally {
      setSaving(false);
    }
  };
  const fields = {
    firstname: text('firstname'),
    lastname: text('lastname'),
    phonenumber1: text('phonenumber1'),
    phonenumber2: text('phonenumber2'),
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={m.account_your_details()}>
      <Stack gap={4}>
        {message ? (
          <Notice tone="error" role="alert">
            {message}
          </Notice>
        ) : null}
        <Stack gap={4} split="sm">
          <TextField
            label={m.account_first_name()}
            required
            autoComplete="given-name"
            {...fields.firstname}
          />
          <TextField
            label={m.account_last_name()}
            required
            autoComplete="family-name"
            {...fields.lastname}
          />
          <TextField
            label={m.account_mobile_phone()}
            type="tel"
            autoComplete="tel"
            hint={
              <>
                {m.account_phone_hint()}{' '}
                {profile.phonenumber1 ? (
                  profile.mobileverified ? (
                    m.account_verified_sentence()
                  ) : (
                    <TextLink asChild>
                      <Link
                        to="/verification/{-$type}/{-$step}/{-$extra}"
                        params={{ type: 'mobile' }}
                      >
                        {m.account_verify_number()}
                      </Link>
                    </TextLink>
                  )
                ) : null}
              </>
            }
            {...fields.phonenumber1}
          />
          <TextField
            label={m.account_other_phone()}
            type="tel"
            autoComplete="tel"
            hint={m.account_optional()}
            {...fields.phonenumber2}
          />
        </Stack>
        <Stack gap={3}>
          <Checkbox
            label={m.account_text_deliveries()}
            hint={m.account_sent_to_mobile()}
            checked={draft.deliverysmsoptin}
            error={errors.deliverysmsoptin}
            onCheckedChange={(checked) => {
              setDraft((current) => ({ ...current, deliverysmsoptin: checked === true }));
            }}
          />
          <Checkbox
            label={m.account_email_news()}
            checked={draft.optin}
            onCheckedChange={(checked) => {
              setDraft((current) => ({ ...current, optin: checked === true }));
            }}
          />
        </Stack>
        <Cluster gap={3}>
          <Button type="submit" loading={saving} loadingLabel={m.account_saving_details()}>
            {m.account_save_details()}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

/** The email, its state, and changing it (a link to the new address; fresh sign-in first). */
function EmailSection({
  profile,
  changeEmail,
}: {
  profile: CustomerProfile;
  changeEmail: ChangeEmail;
}) {
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needsPassword, setNeedsPassword] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setErrors({ email: m.account_enter_new_email() });
      return;
    }
    if (needsPassword && !password) {
      setErrors({ password: m.account_enter_password() });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await changeEmail(
        needsPassword ? { email: email.trim(), password } : { email: email.trim() },
      );
      setSentTo(answer.email);
      setEditing(false);
      setNeedsPassword(false);
      setPassword('');
    } catch (error) {
      const problem = error as ChangeEmailProblem;
      if (problem.code === 'reauthentication_required') {
        setNeedsPassword(true);
        setErrors({ password: m.account_security_password() });
      } else if (problem.field === 'password' || problem.code === 'invalid_credentials') {
        setErrors({ password: problem.message });
      } else {
        setErrors({ email: problem.message });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3}>
      <Cluster gap={2}>
        <Text weight="bold" wrap="anywhere" data-testid="profile-email">
          {profile.email}
        </Text>
        {profile.emailverified ? (
          <Badge>{m.account_verified()}</Badge>
        ) : (
          <Badge tone="warning">{m.account_not_verified()}</Badge>
        )}
      </Cluster>
      {sentTo ? (
        <Notice tone="info" role="status" title={m.account_check_inbox()}>
          {m.account_sent_link_to()} <strong>{sentTo}</strong>
          {m.account_finish_change({ email: profile.email })}
        </Notice>
      ) : null}
      {editing ? (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={m.account_change_your_email()}
        >
          <Stack gap={4}>
            <TextField
              label={m.account_new_email()}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {needsPassword ? (
              <TextField
                label={m.account_your_password()}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : null}
            <Cluster gap={3}>
              <Button type="submit" loading={busy} loadingLabel={m.account_sending_link()}>
                {m.account_send_confirmation()}
              </Button>
              <Button type="button" variant="text" onClick={() => setEditing(false)}>
                {m.account_cancel()}
              </Button>
            </Cluster>
          </Stack>
        </form>
      ) : (
        <Cluster gap={3}>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {m.account_change_email()}
          </Button>
          {!profile.emailverified ? (
            <TextLink asChild variant="standalone">
              <Link to="/verification/{-$type}/{-$step}/{-$extra}" params={{ type: 'email' }}>
                {m.account_verify_email()}
              </Link>
            </TextLink>
          ) : null}
        </Cluster>
      )}
    </Stack>
  );
}

function membershipLabel(type: string): string {
  if (type === 'SUBSCRIPTION') return m.account_membership_subscription();
  if (type === 'OWNERSHIP') return m.account_membership_ownership();
  return type;
}

export interface ProfileViewProps {
  status: 'pending' | 'error' | 'success';
  profile?: CustomerProfile | undefined;
  onRetry: () => void;
  retrying?: boolean;
  onSave: (input: CustomerProfileInput) => Promise<CustomerProfile>;
  changeEmail: ChangeEmail;
}

/** /account/profile without the router and the API: stories render each state. */
export function ProfileView({
  status,
  profile,
  onRetry,
  retrying,
  onSave,
  changeEmail,
}: ProfileViewProps) {
  const ids = useId();
  return (
    <AccountPageFrame title={m.account_page_profile()} intro={m.account_profile_intro()}>
      {status !== 'success' || !profile ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_profile()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : (
        <>
          <Section title={m.account_email()} id={`${ids}-email`}>
            <EmailSection profile={profile} changeEmail={changeEmail} />
          </Section>
          <Section title={m.account_your_details()} id={`${ids}-details`}>
            <DetailsForm key={profile.id} profile={profile} onSave={onSave} />
          </Section>
          <Section title={m.account_memberships()} id={`${ids}-memberships`}>
            {profile.memberships.length === 0 ? (
              <Text tone="muted">{m.account_no_membership()}</Text>
            ) : (
              <Stack as="ul" gap={2} list="plain">
                {profile.memberships.map((membership, index) => (
                  <li key={`${membership.membershiptype}-${index}`}>
                    <Text>
                      {membershipLabel(membership.membershiptype)}
                      {membership.multiaddress ? m.account_several_addresses() : ''}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Section>
        </>
      )}
    </AccountPageFrame>
  );
}

/** Keeps the header's greeting in step with the saved names. */
function rememberNames(profile: CustomerProfile): void {
  const stored = readStoredSession();
  if (!stored || stored.userId !== profile.id) return;
  writeStoredSession({
    ...stored,
    defaultProfile: {
      email: stored.defaultProfile?.email ?? profile.email,
      firstname: profile.firstname,
      lastname: profile.lastname,
    },
  });
}

/** `/account/profile`. */
export function ProfilePage({ changeEmail }: { changeEmail: ChangeEmail }) {
  useDocumentTitle(m.account_page_profile());
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const query = useQuery(customerProfileQuery(userId));
  return (
    <ProfileView
      status={query.status}
      profile={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      onSave={async (input) => {
        const saved = await updateCustomerProfile(input);
        client.setQueryData(customerProfileQuery(userId).queryKey, saved);
        rememberNames(saved);
        return saved;
      }}
      changeEmail={changeEmail}
    />
  );
}
