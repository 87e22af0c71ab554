import { Link } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { useStoredSession } from '../../lib/session-store';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { Cluster, Heading, PageHeader, PageSection, Stack, Text } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { useAuthServices } from './auth-services';
import { m } from '../../i18n/paraglide/messages.js';

export type AccountPageProps = {
  /** Where to go once signed out (the home page). */
  onSignedOut: () => void;
  /** The account's overview (the route composes it); without it, links to the account pages. */
  children?: ReactNode;
};

/** `/account`: who is signed in, the overview the route gives, and signing out. */
export function AccountPage({ onSignedOut, children }: AccountPageProps) {
  const { actor } = useAuthServices();
  const session = useStoredSession();
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(m.auth_my_account());

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    actor.send({ type: 'auth.signOutRequested' });
    // Signing out never waits long on the network: the machine ends signed out either way.
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'), { timeout: 30_000 }).catch(
      () => undefined,
    );
    onSignedOut();
  };

  const email = session?.defaultProfile?.email;
  return (
    <Container>
      <PageHeader space="loose">
        <Heading as="h1" size="xl">
          {m.auth_my_account()}
        </Heading>
        <Text tone="muted" data-testid="account-email">
          {email ? (
            <>
              {m.auth_signed_in_as()} <strong>{email}</strong>
            </>
          ) : (
            m.auth_you_are_signed_in()
          )}
        </Text>
      </PageHeader>
      <PageSection space="sm">
        <Stack gap={5}>
          {children ?? (
            <nav aria-label={m.auth_account_pages()}>
              <Stack gap={4}>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/profile">{m.auth_profile()}</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    {m.auth_profile_text()}
                  </Text>
                </div>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/address">{m.auth_address()}</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    {m.auth_address_text()}
                  </Text>
                </div>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/receipts">{m.auth_receipts()}</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    {m.auth_receipts_text()}
                  </Text>
                </div>
              </Stack>
            </nav>
          )}
          <Cluster gap={3}>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void signOut()}
              loading={signingOut}
              loadingLabel={m.auth_signing_out()}
            >
              {m.auth_sign_out()}
            </Button>
            <UiLink asChild variant="standalone">
              <Link to="/login-token">{m.auth_device_title()}</Link>
            </UiLink>
          </Cluster>
        </Stack>
      </PageSection>
    </Container>
  );
}
