import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthedLayout } from '../features/auth/authed-layout';

/** Pages behind sign-in: without a session, to /login with the way back in `p`. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.auth.whenSettled();
    if (!session) throw redirect({ to: '/login', search: { p: location.href } });
    return { session };
  },
  component: AuthedLayout,
});
