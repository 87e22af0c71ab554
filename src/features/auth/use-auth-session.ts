import { useCallback } from 'react';
import { waitFor } from 'xstate';
import type { AuthSession } from '../../../machines/auth-session.machine';
import { useAuthServices } from './auth-services';

/**
 * Hands a new session to the auth session, which stores it and tells the site's server. Waits
 * out a load, refresh or sign-out in progress first, which would not take it.
 */
export function useStartSession(): (session: AuthSession) => Promise<void> {
  const { actor } = useAuthServices();
  return useCallback(
    async (session: AuthSession) => {
      await waitFor(
        actor,
        (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'),
        { timeout: 30_000 },
      );
      actor.send({ type: 'auth.signedIn', session });
    },
    [actor],
  );
}
