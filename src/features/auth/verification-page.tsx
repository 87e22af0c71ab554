import { Link, useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * `/verification`: where a temporary sign-in link lands, signed in on this device. Only a visit
 * that a link brought here (the history entry says so) speaks of the link; opened directly, it
 * says which account this device is signed in to.
 */
export function VerificationPage() {
  const session = useStoredSession();
  const byLink = useRouterState({
    select: (state) => state.location.state.signedInByLink === true,
  });
  useDocumentTitle(m.auth_signed_in_title());
  const email = session?.defaultProfile?.email;
  return (
    <FormPage
      title={m.auth_signed_in_title()}
      focusTitle
      intro={
        <p>
          {email ? (
            <>
              {m.auth_device_signed_in_as()} <strong>{email}</strong>.
            </>
          ) : (
            m.auth_device_signed_in()
          )}
          {byLink ? m.auth_link_done() : null}
        </p>
      }
    >
      <Cluster gap={3}>
        <Button asChild size="lg">
          <Link to="/account">{m.auth_go_to_account()}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/">{m.auth_continue_shopping()}</Link>
        </Button>
      </Cluster>
    </FormPage>
  );
}
