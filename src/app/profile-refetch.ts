import type { QueryClient } from '@tanstack/react-query';
import { customerProfileQuery } from '../api/profile-queries';
import { readStoredSession, writeStoredSession } from '../lib/session-store';
import type { AppAuth } from './auth-session';

/**
 * Spec section 7: after sign-in the app asks for the customer's profile (email, first and last
 * name), so the header can greet them by first name. Asked once per customer per page; a page
 * whose stored session already knows the first name asks nothing.
 */
export function refetchProfileAfterSignIn(queryClient: QueryClient, auth: AppAuth): () => void {
  let askedFor: string | null = null;
  const check = () => {
    const snapshot = auth.actor.getSnapshot();
    const session = snapshot.matches('signedIn') ? snapshot.context.session : null;
    if (!session) {
      askedFor = null;
      return;
    }
    if (askedFor === session.userId) return;
    askedFor = session.userId;
    if (readStoredSession()?.defaultProfile?.firstname) return;
    void queryClient
      .fetchQuery(customerProfileQuery(session.userId))
      .then((profile) => {
        const stored = readStoredSession();
        if (!stored || stored.userId !== profile.id) return;
        writeStoredSession({
          ...stored,
          defaultProfile: {
            email: profile.email,
            firstname: profile.firstname,
            lastname: profile.lastname,
          },
        });
      })
      // The greeting waits for the next sign-in; nothing else depends on it.
      .catch(() => undefined);
  };
  const subscription = auth.actor.subscribe(check);
  check();
  return () => subscription.unsubscribe();
}
