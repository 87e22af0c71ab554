import { Link, useRouterState } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';

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
  useDocumentTitle('You are signed in');
  const email = session?.defaultProfile?.email;
  return (
    <FormPage
      title="You are signed in"
      focusTitle
      intro={
        <p>
          {email ? (
            <>
              This device is now signed in as <strong>{email}</strong>.
            </>
          ) : (
            'This device is now signed in.'
          )}
          {byLink ? ' The link you used has done its job and will not work again.' : null}
        </p>
      }
    >
      <Cluster gap={3}>
        <Button asChild size="lg">
          <Link to="/account">Go to My Account</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/">Continue shopping</Link>
        </Button>
      </Cluster>
    </FormPage>
  );
}
