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
  useDocumentTitle('My Account');

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
          My Account
        </Heading>
        <Text tone="muted" data-testid="account-email">
          {email ? (
            <>
              Signed in as <strong>{email}</strong>
            </>
          ) : (
            'You are signed in.'
          )}
        </Text>
      </PageHeader>
      <PageSection space="sm">
        <Stack gap={5}>
          {children ?? (
            <nav aria-label="Account pages">
              <Stack gap={4}>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/profile">Profile</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    Your name, phone numbers, email and what we send you.
                  </Text>
                </div>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/address">Address</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    Where we deliver, and what is at each address.
                  </Text>
                </div>
                <div>
                  <UiLink asChild variant="standalone">
                    <Link to="/account/receipts">Receipts</Link>
                  </UiLink>
                  <Text tone="muted" size="sm">
                    Every order you placed, ready to view and print.
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
              loadingLabel="Signing out"
            >
              Sign out
            </Button>
            <UiLink asChild variant="standalone">
              <Link to="/login-token">Sign in on another device</Link>
            </UiLink>
          </Cluster>
        </Stack>
      </PageSection>
    </Container>
  );
}
