import type { MachineModel } from '../machine-entry';

/** Examples for the auth-session machine: the events its model sends and its invariant. */

const exampleSession = {
  userId: '5b0c1a9e-0000-4000-8000-000000000001',
  accessToken: 'example-access-token',
  refreshToken: 'example-refresh-token',
  expiresAt: 1_900_000_000_000,
  tokenType: 'Bearer',
  roles: ['customer'],
};

export const authSessionModel: MachineModel = {
  events: [
    { type: 'xstate.done.actor.loadSession', output: { session: null, now: 1_800_000_000_000 } },
    {
      type: 'xstate.done.actor.loadSession',
      output: { session: exampleSession, now: 1_800_000_000_000 },
    },
    { type: 'auth.signedIn', session: exampleSession },
    { type: 'auth.tokenRequested', now: 1_800_000_000_000 },
    { type: 'auth.tokenRequested', now: 2_000_000_000_000 },
    { type: 'auth.tokenRejected', token: 'example-access-token' },
    { type: 'auth.signOutRequested' },
    { type: 'xstate.done.actor.refreshSession', output: exampleSession },
    {
      type: 'xstate.done.actor.loadSession',
      output: { session: { ...exampleSession, expiresAt: 1_000 }, now: 1_800_000_000_000 },
    },
    { type: 'xstate.error.actor.refreshSession', error: 'refresh refused' },
    { type: 'xstate.done.actor.signOut' },
  ],
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.refreshReason,
      snapshot.context.session?.expiresAt ?? null,
    ]),
  invariant: (snapshot, event) => {
    const session = snapshot.context.session as { expiresAt: number } | null;
    if (snapshot.matches('signedOut') && session) return 'signed out but still holds a session';
    if (snapshot.matches('signedIn') && !session) return 'signed in without a session';
    if (
      snapshot.matches('signedIn') &&
      event.type === 'auth.tokenRequested' &&
      session &&
      session.expiresAt - 30_000 <= (event.now as number)
    ) {
      return 'hands out a token past its expiry';
    }
    return null;
  },
};
