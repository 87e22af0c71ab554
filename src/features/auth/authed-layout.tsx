import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useStoredSession } from '../../lib/session-store';

/**
 * The pages behind sign-in. The route's guard checks on the way in; this notices a sign-out
 * while the page is open (another tab, the menu, a failed refresh) and runs the guard again,
 * which sends the shopper to sign in.
 */
export function AuthedLayout() {
  const router = useRouter();
  const signedIn = useStoredSession() !== null;
  useEffect(() => {
    if (!signedIn) void router.invalidate();
  }, [signedIn, router]);
  return <Outlet />;
}
