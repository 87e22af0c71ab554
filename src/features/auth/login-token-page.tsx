import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { requestToken } from '../../../machines/auth-session.machine';
import { AuthClientError } from '../../api/auth-client';
import type { TempLink } from '../../api/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { waitText } from './auth-problems';
import { useAuthServices } from './auth-services';
import { FormProblem } from './form-problem';
import { returnPathAfterSignIn } from './return-path';
import { TempLinkPage } from './temp-link-page';
import { useAuthRequest } from './use-auth-request';
import { m } from '../../i18n/paraglide/messages.js';

export type LoginTokenPageProps = {
  /** A temporary sign-in token handed over in the address (`?token=…&id=…`). */
  token?: string | undefined;
  id?: string | undefined;
  /** The validated return path `p`. */
  returnTo?: string | undefined;
  onSignedIn: (path: string) => void;
};

/**
 * `/login-token`: with a token, signs in with it (as `/tl/…` does) and goes to `p`. Without
 * one, a signed-in shopper makes a single-use link to sign in on another device.
 */
export function LoginTokenPage({ token, id, returnTo, onSignedIn }: LoginTokenPageProps) {
  if (token)
    return (
      <TempLinkPage
        token={token}
        id={id}
        destination={returnPathAfterSignIn(returnTo)}
        onSignedIn={onSignedIn}
      />
    );
  return <DeviceLinkPanel />;
}

function DeviceLinkPanel() {
  const { client, actor } = useAuthServices();
  const session = useStoredSession();
  const request = useAuthRequest<TempLink>();
  const [copied, setCopied] = useState(false);
  useDocumentTitle(m.auth_device_title());

  const create = () => {
    setCopied(false);
    void request.run(async () => {
      const accessToken = await requestToken(actor, Date.now());
      if (!accessToken) throw new AuthClientError(m.auth_session_ended(), 'no_auth', 401);
      return client.tempLink(accessToken);
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the link stays selectable in its field.
      setCopied(false);
    }
  };

  if (!session) {
    return (
      <FormPage title={m.auth_device_title()} intro={<p>{m.auth_device_intro_signed_out()}</p>}>
        <Button asChild size="lg">
          <Link to="/login" search={{ p: '/login-token' }}>
            {m.auth_sign_in()}
          </Link>
        </Button>
      </FormPage>
    );
  }

  const link = request.state.status === 'succeeded' ? request.state.result : null;
  return (
    <FormPage
      title={m.auth_device_title()}
      intro={
        <p>
          {m.auth_device_make_before()}{' '}
          <strong>{session.defaultProfile?.email ?? m.auth_device_you()}</strong>{' '}
          {m.auth_device_make_after()}
        </p>
      }
    >
      <FormProblem problem={request.state.status === 'failed' ? request.state.problem : null} />
      {link ? (
        <>
          <TextField
            label={m.auth_your_link()}
            readOnly
            value={link.url}
            hint={m.auth_link_hint({ wait: waitText(link.expiresIn) })}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="temp-link-url"
          />
          <Cluster gap={3}>
            <Button size="lg" onClick={() => void copy(link.url)}>
              {copied ? m.auth_copied() : m.auth_copy_link()}
            </Button>
            <Button size="lg" variant="secondary" onClick={create}>
              {m.auth_new_link()}
            </Button>
          </Cluster>
          <p role="status" aria-live="polite">
            {copied ? m.auth_link_copied() : ''}
          </p>
        </>
      ) : (
        <Button
          size="lg"
          fullWidth
          onClick={create}
          loading={request.submitting}
          loadingLabel={m.auth_making_link()}
        >
          {m.auth_make_link()}
        </Button>
      )}
    </FormPage>
  );
}
